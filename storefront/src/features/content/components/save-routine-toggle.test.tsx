// @vitest-environment jsdom
// The routine article's "save to my routines" toggle: sign-in link when signed out, save when signed in.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverI18n } from '../../../app/i18n-server.ts';
import { createStore } from '../../../app/store.ts';
import type { PostDetail } from '../../../lib/api-types.ts';
import type { AuthClient } from '../../../lib/auth-client.ts';
import { i18nForLocale } from '../../../lib/i18n.ts';
import { LocaleContext } from '../../../lib/locale-context.tsx';
import { AuthClientContext } from '../../../lib/session.tsx';
import { SaveRoutineToggle } from './save-routine-toggle.tsx';

const auth = {
  accessToken: 'a1',
  refreshToken: 'r1',
  tokenType: 'Bearer',
  expiresIn: 900,
  expiresAt: Date.now() + 900_000,
};
const post = {
  id: 'post1',
  translationKey: 'routine-blue',
  slug: 'routine-for-clear-skin',
  type: 'routine' as const,
  language: 'en' as const,
  title: 'Routine for clear skin',
  subtitle: null,
  description: null,
  publishedAt: '2025-01-01T00:00:00.000Z',
  tags: [],
  thumbnailLandscape: null,
  thumbnailSquare: null,
  heroImage: null,
  readingMinutes: 3,
  routine: { line: 'blue' as const, steps: 3, times: ['morning' as const, 'evening' as const] },
};
const problem = (status: number, code: string) =>
  Response.json(
    { status, code, errors: {} },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

function mount(node: React.ReactNode, answer: (request: Request) => Response, signedIn = true) {
  if (signedIn) localStorage.setItem('oAuth', JSON.stringify(auth));
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(input instanceof Request ? input : new Request(input, init)),
  );
  const store = createStore({ apiOrigin: 'http://api.test', fetchFn });
  const client = {
    subscribe: () => () => {},
    getState: () => (signedIn ? auth : null),
  } as unknown as AuthClient;
  render(
    <Provider store={store}>
      <AuthClientContext.Provider value={client}>
        <I18nextProvider i18n={i18nForLocale(serverI18n, 'en')}>
          <LocaleContext.Provider value="en">
            <MemoryRouter initialEntries={['/en/routines/routine-for-clear-skin']}>
              {node}
            </MemoryRouter>
          </LocaleContext.Provider>
        </I18nextProvider>
      </AuthClientContext.Provider>
    </Provider>,
  );
  return fetchFn;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('save routine toggle', () => {
  const detail = {
    ...post,
    content: '',
    content2: null,
    images: [],
    twoColumnBlocks: [],
    featuredProducts: [],
    fullWidthSection: null,
    basicSections: [],
    alternates: [],
    languageFallback: false,
    updatedAt: '2025-01-01T00:00:00.000Z',
  } as PostDetail;

  it('sends signed-out visitors to sign in and back', () => {
    mount(<SaveRoutineToggle post={detail} />, () => problem(401, 'COMMON_UNAUTHORIZED'), false);
    expect(
      screen.getByTestId('routine-save-sign-in').querySelector('a')?.getAttribute('href'),
    ).toBe('/en/login?redirect=%2Fen%2Froutines%2Froutine-for-clear-skin');
  });

  it('saves a routine and then shows it as saved', async () => {
    let saved = false;
    const fetchFn = mount(<SaveRoutineToggle post={detail} />, (request) => {
      const url = new URL(request.url);
      if (
        request.method === 'PUT' &&
        url.pathname === '/api/account/routines/saved/routine-for-clear-skin'
      ) {
        saved = true;
        return Response.json({ translationKey: 'routine-blue', saved: true });
      }
      return Response.json({
        analyses: [],
        saved: saved
          ? [{ post, products: [], unavailableCount: 0, savedAt: '2026-01-01T00:00:00.000Z' }]
          : [],
        personal: [],
      });
    });
    const button = await screen.findByTestId('routine-save');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() =>
      expect(screen.getByTestId('routine-save').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByTestId('routine-save').textContent).toBe('Saved in my routines');
    expect(
      fetchFn.mock.calls.some(
        ([input, init]) =>
          (input instanceof Request ? input : new Request(input, init)).method === 'PUT',
      ),
    ).toBe(true);
  });
});
