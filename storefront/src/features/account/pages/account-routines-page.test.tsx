// @vitest-environment jsdom
// The account routines page: saved and personal routines, salon text shown as text, "add all to
// cart" with what was added and what not.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverI18n } from '../../../app/i18n-server.ts';
import { createStore } from '../../../app/store.ts';
import type { ProductSummary } from '../../../lib/api-types.ts';
import type { AuthClient } from '../../../lib/auth-client.ts';
import { i18nForLocale } from '../../../lib/i18n.ts';
import { LocaleContext } from '../../../lib/locale-context.tsx';
import type { AccountRoutines } from '../../../lib/routines-api.ts';
import { AuthClientContext } from '../../../lib/session.tsx';
import AccountRoutinesPage from './account-routines-page.tsx';

const auth = {
  accessToken: 'a1',
  refreshToken: 'r1',
  tokenType: 'Bearer',
  expiresIn: 900,
  expiresAt: Date.now() + 900_000,
};
const product = (id: string, name: string, inStock = true): ProductSummary => ({
  id,
  slug: id,
  name,
  subtitle: null,
  type: 'serum',
  typeLabel: 'Serum',
  collection: 'blue',
  skinTypes: [],
  timing: [],
  spf: null,
  priceCents: 2500,
  vatRate: 21,
  promotionPriceCents: null,
  lowestPrice30Days: null,
  currency: 'EUR',
  inStock,
  size: null,
  image: null,
  bestsellerRank: null,
  setKind: null,
  rating: null,
  locale: 'en',
});
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
  routine: { line: 'black' as const, steps: 4, times: ['evening' as const] },
};
const routines: AccountRoutines = {
  analyses: [],
  saved: [
    {
      post,
      products: [product('p1', 'Foam'), product('p2', 'Toner')],
      unavailableCount: 1,
      savedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  personal: [
    {
      id: 'r1',
      title: 'After your treatment',
      note: 'No <b>peeling</b> for two weeks.',
      storeId: 's1',
      salonName: 'Huidinstituut Lumen',
      steps: [
        {
          position: 1,
          timing: 'morning',
          instructions: 'Two pumps.',
          productId: 'p1',
          product: product('p1', 'Foam'),
        },
        {
          position: 2,
          timing: 'evening',
          instructions: null,
          productId: 'p3',
          product: product('p3', 'Night lotion', false),
        },
        { position: 3, timing: 'both', instructions: null, productId: 'gone', product: null },
      ],
      unavailableCount: 1,
      updatedAt: '2026-01-02T00:00:00.000Z',
    },
  ],
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

describe('account routines page', () => {
  it('shows the salon routine in step order with timing, its note as text, and what can no longer be bought', async () => {
    mount(<AccountRoutinesPage />, (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/account/routines') return Response.json(routines);
      if (url.pathname === '/api/cart') return Response.json({ items: [], count: 0 });
      return problem(500, 'COMMON_INTERNAL_ERROR');
    });
    const personal = await screen.findByTestId('personal-routine');
    expect(personal.textContent).toContain('From Huidinstituut Lumen');
    // Plain text from the salon: shown literally, never as markup.
    expect(personal.querySelector('.routine-note')?.textContent).toBe(
      'No <b>peeling</b> for two weeks.',
    );
    expect(personal.querySelector('b')).toBeNull();
    expect(
      [...personal.querySelectorAll('.routine-steps > li')].map((li) => [
        li.getAttribute('data-position'),
        li.getAttribute('data-timing'),
      ]),
    ).toEqual([
      ['1', 'morning'],
      ['2', 'evening'],
      ['3', 'both'],
    ]);
    expect(personal.textContent).toContain('This product is no longer for sale.');
    expect(personal.textContent).toContain(
      '1 product is no longer for sale and will not be added.',
    );
    expect(screen.getByTestId('saved-routine').textContent).toContain('Routine for clear skin');
  });

  it('says what "add all to cart" added, what was already there and what is out of stock', async () => {
    const fetchFn = mount(<AccountRoutinesPage />, (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/account/routines') return Response.json(routines);
      if (url.pathname === '/api/cart/items' && request.method === 'POST')
        return problem(409, 'CART_ALREADY_IN_CART');
      return Response.json({ items: [], count: 0 });
    });
    const personal = await screen.findByTestId('personal-routine-add-all');
    await act(async () => {
      fireEvent.click(personal.querySelector('button')!);
    });
    await waitFor(() =>
      expect(
        personal.querySelector('[data-testid="routine-add-all-result"]')?.textContent,
      ).toContain('Already in your cart: Foam.'),
    );
    const result = personal.querySelector('[data-testid="routine-add-all-result"]')!.textContent;
    expect(result).toContain('Nothing was added.');
    expect(result).toContain('Out of stock, not added: Night lotion.');
    // Only the product in stock was sent.
    const posts = fetchFn.mock.calls
      .map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
      .filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
  });
});
