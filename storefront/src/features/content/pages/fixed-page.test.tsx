// @vitest-environment jsdom
// A fixed page answered in Dutch because the visitor's language version is not published: a notice in
// the visitor's language, the Dutch text marked as Dutch; no notice on a page in the visitor's language.
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { serverI18n } from '../../../app/i18n-server.ts';
import { createStore } from '../../../app/store.ts';
import type { PostDetail } from '../../../lib/api-types.ts';
import { i18nForLocale } from '../../../lib/i18n.ts';
import { LocaleContext } from '../../../lib/locale-context.tsx';
import type { Locale } from '../../../lib/routes.ts';
import { FixedPageView } from './fixed-page.tsx';

const page = (language: Locale, languageFallback: boolean): PostDetail => ({
  id: 'p1',
  translationKey: 'privacy',
  slug: 'privacy',
  type: 'page',
  language,
  title: language === 'nl' ? 'Privacybeleid' : 'Datenschutzerklärung',
  subtitle: null,
  description: null,
  publishedAt: '2025-01-01T00:00:00.000Z',
  tags: [],
  thumbnailLandscape: null,
  thumbnailSquare: null,
  heroImage: null,
  readingMinutes: 1,
  routine: null,
  content: '<p>Tekst</p>',
  content2: null,
  images: [],
  twoColumnBlocks: [],
  featuredProducts: [],
  fullWidthSection: null,
  basicSections: [],
  alternates: [],
  languageFallback,
  updatedAt: '2025-01-01T00:00:00.000Z',
});

function mount(locale: Locale, detail: PostDetail) {
  const store = createStore({ apiOrigin: 'http://api.test', fetchFn: async () => new Response() });
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18nForLocale(serverI18n, locale)}>
        <LocaleContext.Provider value={locale}>
          <MemoryRouter initialEntries={[`/${locale}/impressum`]}>
            <FixedPageView page={detail} screen="impressum" />
          </MemoryRouter>
        </LocaleContext.Provider>
      </I18nextProvider>
    </Provider>,
  );
}

afterEach(cleanup);

describe('fixed page language fallback', () => {
  it('says in German that the page is shown in Dutch, and marks the text as Dutch', () => {
    const { container } = mount('de', page('nl', true));
    const notice = screen.getByTestId('language-fallback-notice');
    expect(notice.textContent).toBe(
      'Diese Seite ist noch nicht auf Deutsch verfügbar; Sie lesen die niederländische Fassung.',
    );
    expect(notice.closest('[lang]')?.getAttribute('lang')).toBe('de');
    expect(container.querySelector('article')?.getAttribute('lang')).toBe('nl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacybeleid');
  });

  it('shows no notice when the page is in the visitor’s language', () => {
    const { container } = mount('de', page('de', false));
    expect(screen.queryByTestId('language-fallback-notice')).toBeNull();
    expect(container.querySelector('article')?.hasAttribute('lang')).toBe(false);
  });

  it('has the notice in every language', () => {
    for (const locale of ['en', 'fr'] as const) {
      const { unmount } = mount(locale, page('nl', true));
      expect(screen.getByTestId('language-fallback-notice').textContent).toMatch(/\S{10,}/);
      unmount();
    }
  });
});
