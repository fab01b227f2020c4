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
import {
  createAdminFetch,
  fileNameOf,
  FALLBACK_ERRORS,
  type AdminFetchOptions,
} from './lib/admin-fetch';
import { readJson } from './problem';

export type DataProviderOptions = AdminFetchOptions;

/**
 * The admin API's calls that are not CRUD on a resource, as custom data-provider methods
 * (react-admin's way: `useDataProvider<AdminDataProvider>()`, so its error handling applies).
 * `path` is below `/api/admin/`; failures throw HttpError like every other method.
 */
export interface AdminDataProvider extends DataProvider {
  /** GET: the JSON body. */
  getJson<T>(path: string): Promise<T>;
  /** POST with a JSON body, or FormData sent as multipart: the JSON body (undefined for 204). */
  postJson<T>(path: string, body?: unknown): Promise<T>;
  /** GET a file (e.g. `text/csv`): its content and the name the server gives it, if any. */
  getFile(path: string, accept: string): Promise<{ blob: Blob; fileName: string | null }>;
}

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
 * updateMany / deleteMany call update / delete once per id. Errors: see toHttpError (lib/admin-fetch).
 */
export function createDataProvider(options: DataProviderOptions): AdminDataProvider {
  const { apiUrl } = options;
  const adminFetch = createAdminFetch(options);

  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    const response = await adminFetch(path, init);
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
  const provider: AdminDataProvider = {
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

    async getJson<T>(path: string) {
      return (await call(path)) as T;
    },

    async postJson<T>(path: string, body?: unknown) {
      const init: RequestInit = { method: 'POST' };
      if (body instanceof FormData) init.body = body;
      else if (body !== undefined) init.body = JSON.stringify(body);
      return (await call(path, init)) as T;
    },

    async getFile(path: string, accept: string) {
      const response = await adminFetch(path, { headers: { Accept: accept } });
      return { blob: await response.blob(), fileName: fileNameOf(response) };
    },
  };
  return provider;
}
