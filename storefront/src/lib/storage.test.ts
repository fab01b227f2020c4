// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuthState, isSignedIn, readAuthState, writeAuthState } from './auth-state.ts';
import {
  readJson,
  readPreferredLocale,
  storageKeys,
  writeJson,
  writePreferredLocale,
} from './storage.ts';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

describe('storage in the browser', () => {
  it('remembers the preferred language and mirrors it into the lang cookie', () => {
    expect(readPreferredLocale()).toBeNull();
    writePreferredLocale('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(readPreferredLocale()).toBe('fr');
    expect(document.cookie).toContain('lang=fr');
  });

  it('ignores a stored language that is not a locale', () => {
    localStorage.setItem(storageKeys.language, 'es');
    expect(readPreferredLocale()).toBeNull();
  });

  it('reads JSON defensively', () => {
    localStorage.setItem(storageKeys.consent, '{not json');
    expect(readJson(storageKeys.consent)).toBeNull();
    writeJson(storageKeys.consent, { a: 1 });
    expect(readJson(storageKeys.consent)).toEqual({ a: 1 });
  });

  it('survives a browser that refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readPreferredLocale()).toBeNull();
    expect(() => writePreferredLocale('de')).not.toThrow();
    expect(isSignedIn()).toBe(false);
  });
});

describe('stored sign-in (oAuth)', () => {
  const valid = {
    accessToken: 'a',
    refreshToken: 'r',
    tokenType: 'Bearer',
    expiresIn: 3600,
    expiresAt: Date.now() + 3_600_000,
  };

  it('counts a valid-looking entry under the oAuth key as signed in', () => {
    expect(isSignedIn()).toBe(false);
    writeAuthState(valid);
    expect(JSON.parse(localStorage.getItem('oAuth') ?? 'null')).toEqual(valid);
    expect(readAuthState()).toEqual(valid);
    expect(isSignedIn()).toBe(true);
    clearAuthState();
    expect(isSignedIn()).toBe(false);
  });

  it('still counts an expired access token with a refresh token, but not without one', () => {
    writeAuthState({ ...valid, expiresAt: Date.now() - 1000 });
    expect(isSignedIn()).toBe(true);
    writeAuthState({ ...valid, refreshToken: '', expiresAt: Date.now() - 1000 });
    expect(isSignedIn()).toBe(false);
  });

  it('rejects malformed entries', () => {
    localStorage.setItem(
      'oAuth',
      JSON.stringify({
        accessToken: '',
        refreshToken: 'r',
        tokenType: 'Bearer',
        expiresIn: 1,
        expiresAt: 1,
      }),
    );
    expect(isSignedIn()).toBe(false);
    localStorage.setItem('oAuth', JSON.stringify({ accessToken: 'a' }));
    expect(isSignedIn()).toBe(false);
    localStorage.setItem('oAuth', 'garbage');
    expect(isSignedIn()).toBe(false);
  });
});
