/**
 * The only module that touches `localStorage` and `document.cookie`.
 *
 * Nothing here runs at import time and every access checks for a browser first, so the
 * server render (and any module importing this one) never touches `window`. Without
 * storage (server, private mode, blocked cookies) reads give null and writes do nothing.
 */
import { isLocale, type Locale } from './routes.ts';

export const storageKeys = {
  /** Stored sign-in state (SPEC §3): accessToken, refreshToken, tokenType, expiresIn, expiresAt. */
  auth: 'oAuth',
  /** The preferred language, one of the locales. */
  language: 'lang',
  /** The cookie consent choice. */
  consent: 'cookieConsent',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Cookie mirroring the preferred language, so the server can redirect prefix-less paths. */
export const languageCookie = 'lang';
const languageCookieMaxAge = 60 * 60 * 24 * 365;

function localStorageOrNull(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch {
    // Access throws when storage is disabled by the browser's privacy settings.
    return null;
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return localStorageOrNull()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    localStorageOrNull()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the value just is not remembered.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    localStorageOrNull()?.removeItem(key);
  } catch {
    // See writeString.
  }
}

/** The parsed JSON value, or null when missing or not JSON. Callers validate the shape. */
export function readJson(key: StorageKey): unknown {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

export function readPreferredLocale(): Locale | null {
  const value = readString(storageKeys.language);
  return isLocale(value) ? value : null;
}

/** Remembers the language in storage and mirrors it into the `lang` cookie for the server. */
export function writePreferredLocale(locale: Locale): void {
  writeString(storageKeys.language, locale);
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookie}=${locale}; Path=/; Max-Age=${languageCookieMaxAge}; SameSite=Lax${secure}`;
}
