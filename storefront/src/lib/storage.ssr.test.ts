// Runs without a DOM, like the server render.
import { describe, expect, it } from 'vitest';
import { isSignedIn, readAuthState } from './auth-state.ts';
import {
  readJson,
  readPreferredLocale,
  readString,
  storageKeys,
  writePreferredLocale,
  writeString,
} from './storage.ts';

describe('storage on the server', () => {
  it('has no window here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('reads nothing and ignores writes instead of throwing', () => {
    expect(readString(storageKeys.auth)).toBeNull();
    expect(readJson(storageKeys.consent)).toBeNull();
    expect(readPreferredLocale()).toBeNull();
    expect(() => writeString(storageKeys.language, 'de')).not.toThrow();
    expect(() => writePreferredLocale('de')).not.toThrow();
    expect(readAuthState()).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it('lets every module be imported without touching window or document', async () => {
    const modules = import.meta.glob([
      '../**/*.{ts,tsx}',
      '!../**/*.test.{ts,tsx}',
      '!../entry-client.tsx',
      '!../**/*.d.ts',
    ]);
    expect(Object.keys(modules).length).toBeGreaterThan(40);
    for (const [path, load] of Object.entries(modules)) {
      await expect(load(), path).resolves.toBeDefined();
    }
    // Transforming and importing every module of the app: 5 s alone on this machine, more when
    // other suites share it (vitest's default timeout of 5 s failed it at random).
  }, 60_000);
});
