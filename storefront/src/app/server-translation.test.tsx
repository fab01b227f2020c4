import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nForLocale } from '../lib/i18n.ts';
import { serverI18n } from './i18n-server.ts';
import { memoKey, useTranslation } from './server-translation.ts';

let seen: unknown[] = [];

function Header() {
  const { t } = useTranslation();
  const [tCart] = useTranslation('cart');
  seen.push(t);
  return (
    <p>
      {t('header.openMenu')}|{t('header.cart', { count: 2 })}|{t('header.home', { brand: 'V' })}|
      {typeof tCart('title')}
    </p>
  );
}

const page = (locale: 'nl' | 'de') =>
  renderToString(
    <I18nextProvider i18n={i18nForLocale(serverI18n, locale)}>
      <Header />
    </I18nextProvider>,
  );

describe('server translations (prepared once per locale and namespace)', () => {
  it('still follows the locale of the part of the tree, also with values and counts', () => {
    seen = [];
    expect(page('nl').replaceAll('<!-- -->', '')).toBe(
      '<p>Menu openen|Winkelmand, 2 producten|V, naar de startpagina|string</p>',
    );
    expect(page('de')).toContain('Menü öffnen');
    expect(page('de')).not.toContain('Menu openen');
    expect(page('nl')).toContain('Menu openen');
    // nl, de, de, nl: one prepared t per locale, shared by every render.
    expect(seen[0]).toBe(seen[3]);
    expect(seen[1]).toBe(seen[2]);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('gives the same texts as the library hook', async () => {
    const library = await import('react-i18next');
    const texts: string[][] = [];
    const Probe = ({ hook }: { hook: typeof useTranslation }) => {
      const { t, i18n, ready } = hook('catalogue');
      texts.push([t('filters.title'), i18n.language, String(ready)]);
      return null;
    };
    for (const hook of [useTranslation, library.useTranslation])
      renderToString(
        <I18nextProvider i18n={i18nForLocale(serverI18n, 'fr')}>
          <Probe hook={hook} />
        </I18nextProvider>,
      );
    expect(texts[0]).toEqual(texts[1]);
    expect(texts[0]![1]).toBe('fr');
  });

  it('keeps a text asked with flat values under those values, and gives each count its own plural', () => {
    const texts: string[] = [];
    const Cards = () => {
      const { t } = useTranslation();
      for (const count of [1, 2, 1, 3, 2]) texts.push(t('header.cart', { count }));
      texts.push(t('header.home', { brand: 'A' }), t('header.home', { brand: 'B' }));
      return null;
    };
    renderToString(
      <I18nextProvider i18n={i18nForLocale(serverI18n, 'nl')}>
        <Cards />
      </I18nextProvider>,
    );
    expect(texts).toEqual([
      'Winkelmand, 1 product',
      'Winkelmand, 2 producten',
      'Winkelmand, 1 product',
      'Winkelmand, 3 producten',
      'Winkelmand, 2 producten',
      'A, naar de startpagina',
      'B, naar de startpagina',
    ]);
  });

  it('keeps only calls whose options are strings, numbers and booleans', () => {
    expect(memoKey('a', { count: 1 })).not.toBe(memoKey('a', { count: '1' }));
    expect(memoKey('a', { count: 1 })).not.toBe(memoKey('b', { count: 1 }));
    expect(memoKey('a', { name: 'x', count: 2 })).toBe(memoKey('a', { name: 'x', count: 2 }));
    expect(memoKey('a', { list: ['x'] })).toBeNull();
    expect(memoKey('a', { date: new Date(0) })).toBeNull();
    expect(memoKey('a', { missing: undefined })).toBeNull();
    expect(memoKey('a', null)).toBeNull();
  });
});
