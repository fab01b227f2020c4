import { expect } from 'vitest';
import { json } from './test-app.js';

export const STOREFRONT = { client_id: 'storefront', client_secret: 'storefront-dev-secret' };
export const BACKOFFICE = { client_id: 'backoffice', client_secret: 'backoffice-dev-secret' };

export interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export function tokenRequest(
  baseUrl: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(params),
  });
}

export async function signIn(
  baseUrl: string,
  username: string,
  password = 'Demo1234',
  client = STOREFRONT,
): Promise<Tokens> {
  const res = await tokenRequest(baseUrl, {
    grant_type: 'password',
    username,
    password,
    ...client,
  });
  expect(res.status).toBe(200);
  return json<Tokens>(res);
}

export function bearer(tokens: Tokens | string): Record<string, string> {
  return { authorization: `Bearer ${typeof tokens === 'string' ? tokens : tokens.access_token}` };
}

export const validRegistration = (email: string) => ({
  firstName: 'Anna',
  lastName: 'Peeters',
  email,
  password: 'Secret12',
  passwordConfirmation: 'Secret12',
  birthday: '1991-05-17',
  gender: 'female',
  country: 'BE',
  region: 'Antwerpen',
  newsletter: true,
  birthdayDeals: true,
  privacyAccepted: true,
  locale: 'de',
});

export async function register(baseUrl: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
