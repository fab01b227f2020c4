// @vitest-environment jsdom
// The shared add-to-cart and favourite buttons: the login notice when signed out, and the
// notices of the cart API's answers (added, already in the cart with the count, not in stock).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverI18n } from '../app/i18n-server.ts';
import { createStore } from '../app/store.ts';
import type { AuthClient } from '../lib/auth-client.ts';
import { i18nForLocale } from '../lib/i18n.ts';
import { LocaleContext } from '../lib/locale-context.tsx';
import { AuthClientContext } from '../lib/session.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { FavouriteButton } from './favourite-button.tsx';

const auth = {
  accessToken: 'a1',
  refreshToken: 'r1',
  tokenType: 'Bearer',
  expiresIn: 900,
  expiresAt: Date.now() + 900_000,
};
const cart = (quantity: number) => ({
  items: [
    {
      productId: 'p1',
      slug: 'serum',
      name: 'Serum',
      image: null,
      size: null,
      unitPriceCents: 7900,
      vatRate: 21,
      quantity,
      lineTotalCents: 7900 * quantity,
      inStock: true,
    },
  ],
  count: quantity,
  delivery: {
    country: 'BE',
    zone: 'be_nl_de',
    costCents: 595,
    freeFromCents: 12500,
    served: true,
    minWorkingDays: 3,
    maxWorkingDays: 4,
    estimatedFrom: '2026-12-01',
    estimatedTo: '2026-12-02',
  },
  totals: {
    itemsCents: 7900,
    deliveryCents: 595,
    netCents: 0,
    vatCents: 0,
    totalCents: 0,
    vat: [],
  },
  currency: 'EUR',
});
const problem = (status: number, body: object) =>
  Response.json(
    { status, errors: {}, ...body },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

function mount(node: React.ReactNode, answers: Response[], signedIn = true) {
  if (signedIn) localStorage.setItem('oAuth', JSON.stringify(auth));
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'GET') return Response.json({ data: [], total: 0, productIds: [] });
    return answers.shift() ?? problem(500, { code: 'COMMON_INTERNAL_ERROR' });
  });
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
            <MemoryRouter initialEntries={['/en/product/serum']}>{node}</MemoryRouter>
          </LocaleContext.Provider>
        </I18nextProvider>
      </AuthClientContext.Provider>
    </Provider>,
  );
  return fetchFn;
}

const notice = () => document.querySelector('.shop-notice');
const click = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('AddToCartButton', () => {
  it('asks visitors to log in, with a link that comes back', async () => {
    const fetchFn = mount(<AddToCartButton productId="p1" productName="Serum" />, [], false);
    await click('add-to-cart');
    expect(notice()?.getAttribute('data-notice')).toBe('signInRequired');
    expect(notice()?.querySelector('a')?.getAttribute('href')).toBe(
      '/en/login?redirect=%2Fen%2Fproduct%2Fserum',
    );
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('says it was added, then that it is already in the cart with the count, or not in stock', async () => {
    mount(<AddToCartButton productId="p1" productName="Serum" />, [
      Response.json(cart(1), { status: 201 }),
      problem(409, { code: 'CART_ALREADY_IN_CART', count: 2 }),
      problem(422, { code: 'CART_OUT_OF_STOCK', available: 0 }),
    ]);
    await click('add-to-cart');
    await vi.waitFor(() => expect(notice()?.textContent).toContain('Serum is in your cart.'));
    await click('add-to-cart');
    await vi.waitFor(() =>
      expect(notice()?.textContent).toContain('Serum is already in your cart (2 items).'),
    );
    await click('add-to-cart');
    await vi.waitFor(() => expect(notice()?.textContent).toBe('Serum is currently out of stock.'));
  });
});

describe('FavouriteButton', () => {
  it('saves a favourite and says so', async () => {
    const fetchFn = mount(<FavouriteButton productId="p1" productName="Serum" />, [
      Response.json({ data: [], total: 1, productIds: ['p1'] }),
    ]);
    await click('favourite');
    await vi.waitFor(() => expect(notice()?.getAttribute('data-notice')).toBe('favouriteAdded'));
    const put = fetchFn.mock.calls
      .map(([input]) => input as Request)
      .find((request) => request.method === 'PUT');
    expect(new URL(put!.url).pathname).toBe('/api/favourites/p1');
  });
});
