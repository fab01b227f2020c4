import { describe, expect, it } from 'vitest';
import { createI18nProvider } from './i18n-provider';
import { DEFAULT_LOCALE, LOCALE_STORE_KEY, storedLocale } from './locales';
import { memoryStorage } from '../test/stubs';

describe('i18n', () => {
  it('starts in Dutch, with the react-admin 5 keys the Dutch pack lacks completed', async () => {
    const i18n = await createI18nProvider('nl');
    expect(i18n.getLocale()).toBe('nl');
    expect(i18n.translate('ra.action.save')).toBe('Opslaan');
    expect(i18n.translate('ra.action.select_all_button')).toBe('Alles selecteren');
    expect(i18n.translate('vyrelle.auth.role_refused')).toMatch(/geen toegang/);
  });

  it('loads another language on demand, German completed for react-admin 5', async () => {
    const i18n = await createI18nProvider('nl');
    await i18n.changeLocale('de');
    expect(i18n.getLocale()).toBe('de');
    expect(i18n.translate('ra.action.save')).toBe('Speichern');
    expect(i18n.translate('vyrelle.login.title')).toBe('Anmeldung im Backoffice');
    expect(i18n.translate('ra.action.select_all_button')).toBe('Alle auswählen');
    await i18n.changeLocale('fr');
    expect(i18n.translate('vyrelle.dashboard.welcome', { name: 'Ann' })).toBe('Bienvenue, Ann');
    expect(i18n.getLocales?.().map((l) => l.locale)).toEqual(['nl', 'en', 'de', 'fr']);
  });

  it('reads the language react-admin stored, and defaults to nl', () => {
    expect(storedLocale(memoryStorage({ [LOCALE_STORE_KEY]: '"fr"' }))).toBe('fr');
    expect(storedLocale(memoryStorage({ [LOCALE_STORE_KEY]: '"es"' }))).toBe(DEFAULT_LOCALE);
    expect(storedLocale(memoryStorage({ [LOCALE_STORE_KEY]: '{oops' }))).toBe(DEFAULT_LOCALE);
    expect(storedLocale(memoryStorage())).toBe('nl');
  });
});
