// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isAccountSignedIn, isGuestAuth, writeAuthState, type StoredAuth } from './auth-state.ts';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const stored = (claims: object): StoredAuth => ({
  accessToken: `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`,
  refreshToken: 'refresh',
  tokenType: 'Bearer',
  expiresIn: 900,
  expiresAt: Date.now() + 900_000,
});

afterEach(() => localStorage.clear());

describe('guest checkout sessions in the browser', () => {
  it('tells a guest session from an account by the token’s role claim', () => {
    expect(isGuestAuth(stored({ sub: 'g', role: 'guest' }))).toBe(true);
    expect(isGuestAuth(stored({ sub: 'c', role: 'customer' }))).toBe(false);
    expect(isGuestAuth(null)).toBe(false);
    expect(isGuestAuth({ ...stored({}), accessToken: 'not-a-jwt' })).toBe(false);
    expect(isGuestAuth({ ...stored({}), accessToken: 'a.%%%.b' })).toBe(false);
  });

  it('counts a stored guest session as signed out for the account (favourites, reviews)', () => {
    expect(isAccountSignedIn()).toBe(false);
    writeAuthState(stored({ sub: 'g', role: 'guest' }));
    expect(isAccountSignedIn()).toBe(false);
    writeAuthState(stored({ sub: 'c', role: 'customer' }));
    expect(isAccountSignedIn()).toBe(true);
  });
});
