/**
 * The one authenticated fetch of the back-office: every call to `/api/admin/…` goes through it,
 * the data provider's standard methods and its custom ones (uploads, actions, file downloads).
 * The bearer token, its refresh ahead of expiry and the retry after a 401 come from the given
 * `fetch` (Session.fetch); failures become react-admin HttpErrors carrying the problem body.
 */
import { HttpError } from 'ra-core';
import { parseProblem, readJson, type ProblemDetails } from '../problem';
import type { FetchLike } from '../session';

export interface AdminFetchOptions {
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

/** `path` (below the admin API) → the successful response; throws HttpError otherwise. */
export type AdminFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Messages for failures that have no usable problem body (keys of i18n/en.ts). */
export const FALLBACK_ERRORS = {
  server: 'vyrelle.errors.server',
  network: 'vyrelle.errors.network',
  forbidden: 'vyrelle.errors.forbidden',
  notFound: 'vyrelle.errors.not_found',
  badResponse: 'vyrelle.errors.bad_response',
  unknown: 'vyrelle.errors.unknown',
} as const;

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

/** The problem body of a failed admin call (HttpError.body), if it was one. */
export function problemOf(error: unknown): ProblemDetails | undefined {
  return error instanceof HttpError ? parseProblem(error.body) : undefined;
}

/**
 * Accept defaults to JSON (a caller may ask for text/csv); a string body is JSON, anything
 * else (FormData) keeps the type the browser gives it.
 */
export function createAdminFetch(options: AdminFetchOptions): AdminFetch {
  const { apiUrl, messageFor, getLocale } = options;
  return async (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
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
    return response;
  };
}

/** The file name a download's Content-Disposition gives, if any. */
export function fileNameOf(response: Response): string | null {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
}

/** Hands a downloaded file to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // some browsers start the download after the click returns
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
