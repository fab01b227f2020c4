import { expect, inject } from 'vitest';

/** The password of every seeded demo account. */
export const DEMO_PASSWORD = 'Demo1234';

/** The two first-party OAuth clients (their development secrets are `<client>-dev-secret`). */
export type ClientId = 'storefront' | 'backoffice';

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
}

/** The raw answer of the OAuth password grant, for journeys that check a refusal. */
export function requestToken(
  username: string,
  password: string = DEMO_PASSWORD,
  client: ClientId = 'storefront',
  baseUrl: string = inject('baseUrl'),
): Promise<Response> {
  return fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      client_id: client,
      client_secret: `${client}-dev-secret`,
    }),
  });
}

/** Signs in through the API; fails the journey when the grant is refused. */
export async function signInTokens(
  username: string,
  {
    password = DEMO_PASSWORD,
    client = 'storefront',
  }: { password?: string; client?: ClientId } = {},
): Promise<TokenAnswer> {
  const res = await requestToken(username, password, client);
  expect(res.status, `password grant for ${username}`).toBe(200);
  return (await res.json()) as TokenAnswer;
}

/** An access token of an account (the demo password unless given). */
export async function accessToken(
  username: string,
  options: { password?: string; client?: ClientId } = {},
): Promise<string> {
  return (await signInTokens(username, options)).access_token;
}

/** The demo admin's access token for the back-office API. */
export const adminToken = (): Promise<string> =>
  accessToken('admin@demo.test', { client: 'backoffice' });

/** A JSON call with a bearer token; fails the journey on any answer of 300 or more. */
export async function api<T>(
  bearer: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}
