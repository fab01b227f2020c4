import {
  HttpError,
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type UpdateManyParams,
  type UpdateParams,
} from 'ra-core';
import { parseProblem, readJson, type ProblemDetails } from './problem';
import type { FetchLike } from './session';

export interface DataProviderOptions {
  /** Usually Session.fetch, which adds the bearer token and refreshes it. */
  fetch: FetchLike;
  /** Base of the admin API, e.g. `/api/admin`. */
  apiUrl: string;
  /**
   * A translation key for a problem, when the back-office has one for its `code`; the key
   * becomes the error message, which react-admin translates when it notifies.
   */
  messageFor?: (problem: ProblemDetails) => string | undefined;
  /** The UI locale, sent as Accept-Language so server-side texts follow it. */
  getLocale?: () => string;
}

/** Messages for failures that have no usable problem body (keys of i18n/en.ts). */
export const FALLBACK_ERRORS = {
  server: 'vyrelle.errors.server',
  network: 'vyrelle.errors.network',
  forbidden: 'vyrelle.errors.forbidden',
  notFound: 'vyrelle.errors.not_found',
  badResponse: 'vyrelle.errors.bad_response',
  unknown: 'vyrelle.errors.unknown',
} as const;

/** The body the API answers a list with. */
interface ListBody {
  data: RaRecord[];
  total: number;
}

const isListBody = (body: unknown): body is ListBody =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as ListBody).data) &&
  typeof (body as ListBody).total === 'number';

const isRecordBody = (body: unknown): body is RaRecord =>
  typeof body === 'object' && body !== null && 'id' in body;

/**
 * Turns a failed response into react-admin's HttpError. The message is a translation key when
 * the problem's `code` has one, else the server's `detail`/`title`, else a generic key by
 * status (5xx always generic: the server puts nothing useful there). `body` is the problem
 * itself, so `body.errors` (field → message) reaches the form in pessimistic mode.
 */
export async function toHttpError(
  response: Response,
  messageFor?: (problem: ProblemDetails) => string | undefined,
): Promise<HttpError> {
  const problem = parseProblem(await readJson(response)) ?? {};
  const { status } = response;
  const message =
    messageFor?.(problem) ??
    (status >= 500 ? FALLBACK_ERRORS.server : (problem.detail ?? problem.title)) ??
    (status === 403
      ? FALLBACK_ERRORS.forbidden
      : status === 404
        ? FALLBACK_ERRORS.notFound
        : FALLBACK_ERRORS.unknown);
  return new HttpError(message, status, { ...problem, status });
}

/**
 * `page`, `perPage`, `sort`, `order` (`ASC`|`DESC`, as backend ListQueryDto takes them) and each
 * filter as its own parameter (repeated for arrays).
 */
export function listQuery(params: Partial<GetListParams>): URLSearchParams {
  const query = new URLSearchParams();
  if (params.pagination) {
    query.set('page', String(params.pagination.page));
    query.set('perPage', String(params.pagination.perPage));
  }
  if (params.sort?.field) {
    query.set('sort', params.sort.field);
    query.set('order', params.sort.order === 'ASC' ? 'ASC' : 'DESC');
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    appendFilter(query, key, value);
  }
  return query;
}

function appendFilter(query: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) {
    for (const item of value) appendFilter(query, key, item);
  } else if (value instanceof Date) {
    query.append(key, value.toISOString());
  } else if (typeof value === 'object') {
    query.append(key, JSON.stringify(value));
  } else {
    query.append(key, String(value as string | number | boolean));
  }
}

/** Only what changed, so PATCH never sends read-only fields (id, timestamps) back. */
export function changedFields(
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!previous) {
    const { id: _id, ...rest } = data;
    return rest;
  }
  return Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) => key !== 'id' && JSON.stringify(value) !== JSON.stringify(previous[key]),
    ),
  );
}

/**
 * react-admin data provider for `/api/admin/{resource}`:
 *
 * | react-admin | HTTP | answer |
 * |---|---|---|
 * | getList / getManyReference | `GET /{resource}?page&perPage&sort&order&<filters>` | `{ data, total }` |
 * | getMany | `GET /{resource}?ids=1,2,3` | `{ data, total }` |
 * | getOne | `GET /{resource}/{id}` | the record |
 * | create | `POST /{resource}` (JSON) | the created record |
 * | update | `PATCH /{resource}/{id}` (changed fields only) | the updated record |
 * | delete | `DELETE /{resource}/{id}` | the record, or 204 |
 *
 * updateMany / deleteMany call update / delete once per id. Errors: see toHttpError.
 */
export function createDataProvider(options: DataProviderOptions): DataProvider {
  const { apiUrl, messageFor, getLocale } = options;

  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    const locale = getLocale?.();
    if (locale) headers.set('Accept-Language', locale);
    let response: Response;
    try {
      response = await options.fetch(`${apiUrl}/${path}`, { ...init, headers });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new HttpError(FALLBACK_ERRORS.network, 0, null);
    }
    if (!response.ok) throw await toHttpError(response, messageFor);
    if (response.status === 204) return undefined;
    return readJson(response);
  }

  function expect<T>(body: unknown, guard: (b: unknown) => b is T, what: string): T {
    if (guard(body)) return body;
    console.error(`Unexpected answer from ${apiUrl} (${what}):`, body);
    throw new HttpError(FALLBACK_ERRORS.badResponse, 200, null);
  }

  const resourcePath = (resource: string, id?: Identifier) =>
    id === undefined
      ? encodeURIComponent(resource)
      : `${encodeURIComponent(resource)}/${encodeURIComponent(String(id))}`;

  async function list(resource: string, params: Partial<GetListParams>, signal?: AbortSignal) {
    const query = listQuery(params).toString();
    const body = await call(
      `${resourcePath(resource)}${query ? `?${query}` : ''}`,
      signal ? { signal } : {},
    );
    return expect(body, isListBody, `list of ${resource}`);
  }

  const signalOf = (params: { signal?: AbortSignal }) =>
    params.signal ? { signal: params.signal } : {};

  // The provider cannot know each resource's record type: callers name it (getList<Post>),
  // so the parsed bodies are cast to it here, after the shape checks above.
  const provider: DataProvider = {
    supportAbortSignal: true,

    async getList<R extends RaRecord>(resource: string, params: GetListParams) {
      const body = await list(resource, params, params.signal);
      return { data: body.data as R[], total: body.total };
    },

    async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>) {
      const body = await call(resourcePath(resource, params.id), signalOf(params));
      return { data: expect(body, isRecordBody, `${resource} ${params.id}`) as R };
    },

    async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>) {
      if (params.ids.length === 0) return { data: [] };
      const query = new URLSearchParams({
        ids: params.ids.map(String).join(','),
        perPage: String(params.ids.length),
      });
      const body = await call(`${resourcePath(resource)}?${query.toString()}`, signalOf(params));
      return { data: expect(body, isListBody, `many ${resource}`).data as R[] };
    },

    async getManyReference<R extends RaRecord>(resource: string, params: GetManyReferenceParams) {
      const body = await list(
        resource,
        {
          pagination: params.pagination,
          sort: params.sort,
          filter: { ...params.filter, [params.target]: params.id },
        },
        params.signal,
      );
      return { data: body.data as R[], total: body.total };
    },

    async create<R extends Omit<RaRecord, 'id'>, Result extends RaRecord = R & { id: Identifier }>(
      resource: string,
      params: CreateParams<R>,
    ) {
      const body = await call(resourcePath(resource), {
        method: 'POST',
        body: JSON.stringify(params.data),
      });
      return { data: expect(body, isRecordBody, `created ${resource}`) as Result };
    },

    async update<R extends RaRecord>(resource: string, params: UpdateParams<R>) {
      const body = await call(resourcePath(resource, params.id), {
        method: 'PATCH',
        body: JSON.stringify(
          changedFields(
            params.data as Record<string, unknown>,
            params.previousData as Record<string, unknown> | undefined,
          ),
        ),
      });
      return { data: expect(body, isRecordBody, `updated ${resource} ${params.id}`) as R };
    },

    async updateMany(resource: string, params: UpdateManyParams) {
      await Promise.all(
        params.ids.map((id) =>
          call(resourcePath(resource, id), { method: 'PATCH', body: JSON.stringify(params.data) }),
        ),
      );
      return { data: params.ids };
    },

    async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>) {
      const body = await call(resourcePath(resource, params.id), { method: 'DELETE' });
      const data = isRecordBody(body) ? body : (params.previousData ?? { id: params.id });
      return { data: data as R };
    },

    async deleteMany(resource: string, params: DeleteManyParams) {
      await Promise.all(
        params.ids.map((id) => call(resourcePath(resource, id), { method: 'DELETE' })),
      );
      return { data: params.ids };
    },
  };
  return provider;
}
