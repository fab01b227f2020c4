import { describe, expect, it } from 'vitest';
import { detectServerLocale, readCookie } from './locale.ts';

describe('locale without a path prefix', () => {
  it('reads one cookie from a Cookie header', () => {
    expect(readCookie('a=1; lang=fr; b=2', 'lang')).toBe('fr');
    expect(readCookie('language=de', 'lang')).toBeNull();
    expect(readCookie(undefined, 'lang')).toBeNull();
  });

  it('uses the lang cookie (mirror of the stored preference), else nl — never Accept-Language', () => {
    expect(detectServerLocale({ cookie: 'lang=de', acceptLanguage: 'fr' })).toBe('de');
    expect(detectServerLocale({ cookie: 'lang=xx', acceptLanguage: 'fr' })).toBe('nl');
    expect(detectServerLocale({ acceptLanguage: 'en-GB,en' })).toBe('nl');
    expect(detectServerLocale({})).toBe('nl');
  });
});
