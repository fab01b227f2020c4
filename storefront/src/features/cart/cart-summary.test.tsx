// @vitest-environment jsdom
// The cart summary in the whole app (server HTML, hydration, router, store, sign-in client)
// against a stubbed cart API: lines, totals with VAT, free-delivery progress, the quantity
// stepper and the header badge following it, out-of-stock lines, the empty state.
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startClient } from '../../app/hydrate.tsx';
import { render } from '../../entry-server.tsx';
import type { CartLine, CartResponse } from '../../lib/shop-api.ts';

const config = {
  brandName: 'Vyrelle',
  defaultLocale: 'nl',
  locales: ['nl', 'en', 'de', 'fr'],
  tagManagerId: null,
};
const user = {
  id: 'u1',
  email: 'anna@example.be',
  firstName: 'Anna',
  lastName: 'Peeters',
  birthday: null,
  gender: null,
  country: 'BE',
  region: null,
  newsletter: false,
  birthdayDeals: false,
  role: 'customer',
  locale: 'en',
  specialistStoreId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const serum: CartLine = {
  productId: 'p-serum',
  slug: 'black-epigenetic-shield-serum',
  name: 'Epigenetic Shield Serum',
  image: null,
  size: '30 ml',
  unitPriceCents: 7900,
  vatRate: 21,
  quantity: 1,
  lineTotalCents: 7900,
  discountCents: 0,
  inStock: true,
};
const lip: CartLine = {
  productId: 'p-lip',
  slug: 'gold-lip-volume',
  name: 'Lip Volume',
  image: null,
  size: '15 ml',
  unitPriceCents: 2900,
  vatRate: 21,
  quantity: 1,
  lineTotalCents: 2900,
  discountCents: 0,
  inStock: false,
};

function cartOf(items: CartLine[]): CartResponse {
  const itemsCents = items.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const deliveryCents = itemsCents >= 12500 || items.length === 0 ? 0 : 595;
  const totalCents = itemsCents + deliveryCents;
  const netCents = Math.round(totalCents / 1.21);
  return {
    items,
    discounts: [],
    coupon: null,
    count: items.reduce((sum, line) => sum + line.quantity, 0),
    delivery: {
      country: 'BE',
      zone: 'be_nl_de',
      costCents: deliveryCents,
      freeFromCents: 12500,
      served: true,
      minWorkingDays: 3,
      maxWorkingDays: 4,
      estimatedFrom: '2026-12-01',
      estimatedTo: '2026-12-02',
    },
    totals: {
      itemsCents,
      discountCents: 0,
      deliveryCents,
      netCents,
      vatCents: totalCents - netCents,
      totalCents,
      vat: [{ rate: 21, netCents, vatCents: totalCents - netCents, grossCents: totalCents }],
      vatCountry: 'BE',
      vatRegime: 'domestic',
    },
    currency: 'EUR',
  };
}

function fakeBackend(initial: CartLine[]) {
  let items = initial;
  const calls: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    if (url.pathname === '/api/config') return Response.json(config);
    if (url.pathname === '/api/user') return Response.json(user);
    if (url.pathname === '/api/favourites')
      return Response.json({ data: [], total: 0, productIds: [] });
    if (url.pathname === '/api/cart' && request.method === 'GET')
      return Response.json(cartOf(items));
    const item = /^\/api\/cart\/items\/(.+)$/.exec(url.pathname);
    if (item && request.method === 'PATCH') {
      const { quantity } = (await request.json()) as { quantity: number };
      items = items.map((line) =>
        line.productId === item[1]
          ? { ...line, quantity, lineTotalCents: line.unitPriceCents * quantity }
          : line,
      );
      return Response.json(cartOf(items));
    }
    if (item && request.method === 'DELETE') {
      items = items.filter((line) => line.productId !== item[1]);
      return Response.json(cartOf(items));
    }
    return Response.json({ status: 404, code: 'COMMON_NOT_FOUND', errors: {} }, { status: 404 });
  });
  return { fetchFn, calls };
}

let root: Root | null = null;
let backend: ReturnType<typeof fakeBackend>;
const waitFor = <T,>(check: () => T, timeout = 5000) =>
  vi.waitFor(check, { timeout, interval: 20 });
const text = (selector: string) =>
  document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
const badge = () => document.querySelector('[data-testid=cart-count]')?.getAttribute('data-count');

async function open(url: string, lines: CartLine[]) {
  backend = fakeBackend(lines);
  vi.stubGlobal('fetch', backend.fetchFn);
  const page = await render({
    url,
    headers: {},
    apiOrigin: 'http://api.internal:3000',
    brandName: 'Vyrelle',
    publicUrl: 'https://vyrelle.example',
  });
  document.body.innerHTML = page.body.slice(
    page.body.indexOf('<body>') + 6,
    page.body.indexOf('</body>'),
  );
  window.history.replaceState(null, '', url);
  root = await startClient(document.getElementById('root')!);
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe(''));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({ version: 1, analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' }),
  );
  localStorage.setItem(
    'oAuth',
    JSON.stringify({
      accessToken: 'a1',
      refreshToken: 'r1',
      tokenType: 'Bearer',
      expiresIn: 900,
      expiresAt: Date.now() + 900_000,
    }),
  );
});

afterEach(() => {
  root?.unmount();
  root = null;
  localStorage.clear();
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('cart summary', { timeout: 30_000 }, () => {
  it('shows the lines, totals with VAT and what is missing for free delivery; the stepper and the badge follow', async () => {
    await open('/en/cart/summary', [serum]);
    await waitFor(() =>
      expect(document.querySelectorAll('[data-testid=cart-line]')).toHaveLength(1),
    );
    expect(text('[data-testid=checkout-steps] [aria-current=step]')).toContain('Cart');
    expect(text('[data-testid=free-delivery]')).toBe('€46.00 more for free delivery.');
    expect(text('[data-testid=cart-total]')).toBe('€84.95');
    expect(text('[data-testid=cart-totals]')).toContain('Including VAT 21%');
    await waitFor(() => expect(badge()).toBe('1'));

    document.querySelector<HTMLButtonElement>('[data-testid=quantity-increase]')!.click();
    await waitFor(() => expect(text('[data-testid=quantity]')).toBe('2'));
    expect(backend.calls).toContain('PATCH /api/cart/items/p-serum');
    await waitFor(() => expect(text('[data-testid=free-delivery]')).toBe('Your delivery is free.'));
    expect(text('[data-testid=delivery-cost]')).toBe('Free');
    await waitFor(() => expect(badge()).toBe('2'));
    expect(document.querySelector('[data-testid=to-delivery]')).not.toBeNull();
  });

  it('marks a line that is out of stock and holds the checkout until it is removed', async () => {
    await open('/en/cart/summary', [serum, lip]);
    await waitFor(() =>
      expect(document.querySelectorAll('[data-testid=cart-line]')).toHaveLength(2),
    );
    expect(
      document.querySelector('[data-product-id=p-lip] [data-testid=out-of-stock]'),
    ).not.toBeNull();
    expect(document.querySelector('[data-testid=cart-blocked]')).not.toBeNull();
    expect(document.querySelector('[data-testid=to-delivery]')).toBeNull();

    document
      .querySelector<HTMLButtonElement>('[data-product-id=p-lip] [data-testid=remove-line]')!
      .click();
    await waitFor(() =>
      expect(document.querySelectorAll('[data-testid=cart-line]')).toHaveLength(1),
    );
    expect(document.querySelector('[data-testid=to-delivery]')).not.toBeNull();
  });

  it('says the cart is empty, in the page language', async () => {
    await open('/de/warenkorb/ubersicht', []);
    await waitFor(() => expect(text('[data-testid=cart-empty] h2')).toBe('Ihr Warenkorb ist leer'));
    expect(badge()).toBe('0');
  });
});
