/**
 * Newsletter calls react-admin's data provider cannot make (CSV download, preview, test, send,
 * schedule, progress). They carry the stored bearer token; when it is about to expire, one
 * data-provider read first lets the session refresh it (only the session ever refreshes).
 */
import type { DataProvider } from 'react-admin';
import { API_ADMIN_URL, REFRESH_AHEAD_MS, SESSION_STORAGE_KEY } from '../../config';
import { parseProblem, readJson, type ProblemDetails } from '../../problem';

export class NewsletterCallError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemDetails | undefined,
  ) {
    super(problem?.detail ?? problem?.title ?? `HTTP ${status}`);
  }
}

function storedToken(): { token: string; expiresAt: number } | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
      accessToken?: unknown;
      expiresAt?: unknown;
    } | null;
    if (typeof value?.accessToken === 'string' && typeof value.expiresAt === 'number')
      return { token: value.accessToken, expiresAt: value.expiresAt };
  } catch {
    // unreadable: signed out
  }
  return null;
}

async function freshToken(dataProvider: DataProvider): Promise<string | null> {
  const stored = storedToken();
  if (stored && stored.expiresAt - Date.now() > REFRESH_AHEAD_MS) return stored.token;
  await dataProvider.getList('newsletter-campaigns', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: {},
  });
  return storedToken()?.token ?? null;
}

async function call(
  dataProvider: DataProvider,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Response> {
  const token = await freshToken(dataProvider);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_ADMIN_URL}/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new NewsletterCallError(0, undefined);
  }
  if (!response.ok)
    throw new NewsletterCallError(response.status, parseProblem(await readJson(response)));
  return response;
}

export async function newsletterJson<T>(
  dataProvider: DataProvider,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  return (await readJson(await call(dataProvider, method, path, body))) as T;
}

/** Downloads the subscribers CSV (with the list's filters) as a file. */
export async function downloadSubscribersCsv(
  dataProvider: DataProvider,
  filter: Record<string, unknown>,
): Promise<void> {
  const query = new URLSearchParams();
  for (const key of ['locale', 'status', 'q']) {
    const value = filter[key];
    if (typeof value === 'string' && value) query.set(key, value);
  }
  const response = await call(
    dataProvider,
    'GET',
    `newsletter-subscribers/export${query.size ? `?${query.toString()}` : ''}`,
  );
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'newsletter-subscribers.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
