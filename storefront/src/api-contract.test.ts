/**
 * The storefront's API calls and types checked against the backend's committed OpenAPI
 * document (ARCHITECTURE.md: "generated from, or at least checked against"), so the two
 * cannot drift: every call exists with its method, and the hand-written types have exactly the
 * document's fields.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  ChangePasswordRequest,
  UpdateUserRequest,
} from './features/account/api/account-api.ts';
import type { RegisterRequest, ResetPasswordRequest } from './features/auth/api/auth-api.ts';
import type { TokenResponse } from './lib/auth-client.ts';
import type { CurrentUser } from './lib/session-api.ts';

interface Schema {
  readonly properties?: Record<string, unknown>;
  readonly required?: string[];
}
interface OpenApi {
  readonly paths: Record<string, Record<string, unknown>>;
  readonly components: { readonly schemas: Record<string, Schema> };
}

const document = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../backend/openapi.json'), 'utf8'),
) as OpenApi;

/** Every key of T, listed once: the compiler rejects a missing or an unknown one. */
function keysOf<T>() {
  return <const K extends readonly (keyof T)[]>(
    ...keys: K &
      ([keyof T] extends [K[number]] ? unknown : { missing: Exclude<keyof T, K[number]> })
  ) => [...keys] as string[];
}

const calls: [method: string, path: string][] = [
  ['post', '/oauth/token'],
  ['post', '/oauth/revoke'],
  ['get', '/api/user'],
  ['patch', '/api/user'],
  ['put', '/api/user/email'],
  ['put', '/api/user/password'],
  ['post', '/api/users'],
  ['post', '/api/password/forgot'],
  ['post', '/api/password/reset'],
  ['get', '/api/config'],
];

const properties = (name: string) =>
  Object.keys(document.components.schemas[name]?.properties ?? {}).sort();
const required = (name: string) => [...(document.components.schemas[name]?.required ?? [])].sort();

describe('the API contract (backend/openapi.json)', () => {
  it.each(calls)('has %s %s', (method, path) => {
    expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('answers the user with exactly the fields of CurrentUser', () => {
    const fields = keysOf<CurrentUser>()(
      'id',
      'email',
      'firstName',
      'lastName',
      'birthday',
      'gender',
      'country',
      'region',
      'newsletter',
      'birthdayDeals',
      'role',
      'locale',
      'specialistStoreId',
      'createdAt',
    );
    expect(fields.sort()).toEqual(properties('UserResponseDto'));
    expect(fields.sort()).toEqual(required('UserResponseDto'));
  });

  it('takes the registration, update and password bodies the storefront sends', () => {
    const register = keysOf<RegisterRequest>()(
      'firstName',
      'lastName',
      'email',
      'password',
      'passwordConfirmation',
      'birthday',
      'gender',
      'country',
      'region',
      'newsletter',
      'birthdayDeals',
      'privacyAccepted',
      'locale',
    );
    expect(register.sort()).toEqual(properties('RegisterUserDto'));
    const update = keysOf<UpdateUserRequest>()(
      'firstName',
      'lastName',
      'birthday',
      'gender',
      'country',
      'region',
      'newsletter',
      'birthdayDeals',
      'locale',
    );
    expect(update.sort()).toEqual(properties('UpdateUserDto'));
    expect(
      keysOf<ChangePasswordRequest>()('currentPassword', 'password', 'passwordConfirmation').sort(),
    ).toEqual(properties('ChangePasswordDto'));
    expect(
      keysOf<ResetPasswordRequest>()('token', 'password', 'passwordConfirmation').sort(),
    ).toEqual(properties('ResetPasswordDto'));
  });

  it('answers tokens with the fields the sign-in client reads', () => {
    expect(
      keysOf<TokenResponse>()('access_token', 'refresh_token', 'token_type', 'expires_in').sort(),
    ).toEqual(required('TokenResponseDto'));
  });
});
