/**
 * Calls to the admin API that react-admin's data provider cannot make: the multipart image
 * upload and the post actions (publish, unpublish, preview link). They carry the back-office's
 * stored bearer token; when it is about to expire, one data-provider read first lets the
 * session refresh it (the session is the only one that ever refreshes).
 */
import type { DataProvider } from 'react-admin';
import { API_ADMIN_URL, REFRESH_AHEAD_MS, SESSION_STORAGE_KEY } from '../../config';
import type { UploadAnswer } from '../../api/types';
import { parseProblem, readJson, type ProblemDetails } from '../../problem';

export class AdminCallError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemDetails | undefined,
  ) {
    super(problem?.detail ?? problem?.title ?? `HTTP ${status}`);
  }
}

function storedToken(
  storage: Pick<Storage, 'getItem'>,
): { token: string; expiresAt: number } | null {
  try {
    const value = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
      accessToken?: unknown;
      expiresAt?: unknown;
    } | null;
    if (typeof value?.accessToken === 'string' && typeof value.expiresAt === 'number') {
      return { token: value.accessToken, expiresAt: value.expiresAt };
    }
  } catch {
    // unreadable: signed out
  }
  return null;
}

async function freshToken(
  dataProvider: DataProvider,
  storage: Pick<Storage, 'getItem'>,
): Promise<string | null> {
  const stored = storedToken(storage);
  if (stored && stored.expiresAt - Date.now() > REFRESH_AHEAD_MS) return stored.token;
  // any authenticated read makes the session refresh ahead of expiry (stores: every back-office role may read them)
  await dataProvider.getList('stores', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'name', order: 'ASC' },
    filter: {},
  });
  return storedToken(storage)?.token ?? null;
}

/** POST to `/api/admin/{path}`; answers the JSON body, throws AdminCallError on failure. */
export async function adminPost<T>(
  dataProvider: DataProvider,
  path: string,
  body?: BodyInit,
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): Promise<T> {
  const token = await freshToken(dataProvider, storage);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_ADMIN_URL}/${path}`, { method: 'POST', headers, body });
  } catch {
    throw new AdminCallError(0, undefined);
  }
  const json = await readJson(response);
  if (!response.ok) throw new AdminCallError(response.status, parseProblem(json));
  return json as T;
}

/** GET `/api/admin/{path}` with the stored token; answers the response, throws AdminCallError on failure. */
export async function adminGet(
  dataProvider: DataProvider,
  path: string,
  accept = 'application/json',
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): Promise<Response> {
  const token = await freshToken(dataProvider, storage);
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_ADMIN_URL}/${path}`, { headers });
  } catch {
    throw new AdminCallError(0, undefined);
  }
  if (!response.ok)
    throw new AdminCallError(response.status, parseProblem(await readJson(response)));
  return response;
}

export function uploadImage(dataProvider: DataProvider, file: File): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return adminPost<UploadAnswer>(dataProvider, 'uploads', form);
}
