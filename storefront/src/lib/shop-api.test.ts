import { describe, expect, it } from 'vitest';
import { cartNoticeOf, errorCodeOf, type CartResponse } from './shop-api.ts';

const problem = (status: number, code: string, extra: Record<string, unknown> = {}) => ({
  status,
  data: { status, code, errors: {}, ...extra },
});
const cartWith = (quantity: number): CartResponse => ({
  discounts: [],
  coupon: null,
  items: [
    {
      productId: 'p1',
      slug: 's',
      name: 'Serum',
      image: null,
      size: '30 ml',
      unitPriceCents: 7900,
      vatRate: 21,
      quantity,
      lineTotalCents: 7900 * quantity,
      discountCents: 0,
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
    itemsCents: 7900 * quantity,
    discountCents: 0,
    deliveryCents: 595,
    netCents: 0,
    vatCents: 0,
    totalCents: 0,
    vat: [],
    vatCountry: 'BE',
    vatRegime: 'domestic',
  },
  currency: 'EUR',
});

describe('add-to-cart notice', () => {
  it('says the product was added, with its quantity', () => {
    expect(cartNoticeOf({ data: cartWith(1) }, 'p1')).toEqual({ kind: 'added', count: 1 });
  });
  it('maps 409 CART_ALREADY_IN_CART with its count to "already in your cart (count)"', () => {
    expect(
      cartNoticeOf(
        { error: problem(409, 'CART_ALREADY_IN_CART', { count: 3, productId: 'p1' }) },
        'p1',
      ),
    ).toEqual({ kind: 'alreadyInCart', count: 3 });
  });
  it('maps 422 CART_OUT_OF_STOCK to "not in stock", with what is left', () => {
    expect(
      cartNoticeOf({ error: problem(422, 'CART_OUT_OF_STOCK', { available: 0 }) }, 'p1'),
    ).toEqual({ kind: 'outOfStock', available: 0 });
    expect(
      cartNoticeOf({ error: problem(422, 'CART_OUT_OF_STOCK', { available: 2 }) }, 'p1'),
    ).toEqual({ kind: 'outOfStock', available: 2 });
  });
  it('asks to sign in after a 401, and says something failed otherwise', () => {
    expect(cartNoticeOf({ error: { status: 401, data: {} } }, 'p1')).toEqual({
      kind: 'signInRequired',
    });
    expect(cartNoticeOf({ error: { status: 'FETCH_ERROR', error: 'offline' } }, 'p1')).toEqual({
      kind: 'failed',
    });
  });
  it('reads the problem code only from problem details', () => {
    expect(errorCodeOf(problem(404, 'ORDERS_NOT_FOUND'))).toBe('ORDERS_NOT_FOUND');
    expect(errorCodeOf({ status: 500, data: 'oops' })).toBeNull();
    expect(errorCodeOf(undefined)).toBeNull();
  });
});
