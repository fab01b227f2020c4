import { describe, expect, it } from 'vitest';
import {
  CheckoutAttempt,
  canCheckout,
  freeDeliveryProgress,
  stepStates,
  successState,
} from './cart-state.ts';

const cart = (itemsCents: number, freeFromCents: number | null, count = 1) => ({
  count,
  delivery: {
    country: 'BE',
    zone: 'be_nl_de',
    costCents: 595,
    freeFromCents,
    served: true,
    minWorkingDays: 3,
    maxWorkingDays: 4,
    estimatedFrom: '2026-12-01',
    estimatedTo: '2026-12-02',
  },
  totals: {
    itemsCents,
    discountCents: 0,
    deliveryCents: 595,
    netCents: 0,
    vatCents: 0,
    totalCents: itemsCents + 595,
    vat: [],
    vatCountry: 'BE',
    vatRegime: 'domestic' as const,
  },
});

describe('free-delivery progress', () => {
  it('says how much is missing, rounded down in percent', () => {
    expect(freeDeliveryProgress(cart(7900, 12500))).toEqual({
      kind: 'missing',
      missingCents: 4600,
      thresholdCents: 12500,
      percent: 63,
    });
  });
  it('is reached at the threshold exactly', () => {
    expect(freeDeliveryProgress(cart(12500, 12500))).toEqual({
      kind: 'reached',
      thresholdCents: 12500,
    });
  });
  it('says nothing outside the free zone or for an empty cart', () => {
    expect(freeDeliveryProgress(cart(20000, null))).toEqual({ kind: 'none' });
    expect(freeDeliveryProgress(cart(0, 12500, 0))).toEqual({ kind: 'none' });
  });
});

describe('checkout stepper', () => {
  it('marks the steps before the current one done and the ones after it upcoming', () => {
    expect(stepStates('delivery').map((s) => s.state)).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(stepStates('summary').map((s) => s.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(stepStates('done').map((s) => s.state)).toEqual(['done', 'done', 'done', 'current']);
  });
  it('lets the cart go on only when it has lines and all are in stock', () => {
    expect(canCheckout({ items: [] })).toBe(false);
    const line = {
      productId: 'p',
      slug: 's',
      name: 'n',
      image: null,
      size: null,
      unitPriceCents: 1,
      vatRate: 21,
      quantity: 1,
      lineTotalCents: 1,
      discountCents: 0,
      inStock: true,
    };
    expect(canCheckout({ items: [line] })).toBe(true);
    expect(canCheckout({ items: [line, { ...line, productId: 'q', inStock: false }] })).toBe(false);
  });
});

describe('success page state', () => {
  it('maps the paid status to what the page says', () => {
    expect(successState({ paidStatus: 'paid', status: 'paid' }, false)).toBe('paid');
    expect(successState({ paidStatus: 'open', status: 'pending_payment' }, false)).toBe('waiting');
    expect(successState({ paidStatus: 'open', status: 'pending_payment' }, true)).toBe('stillOpen');
    for (const paidStatus of ['failed', 'cancelled', 'expired'])
      expect(successState({ paidStatus, status: 'cancelled' }, false)).toBe(paidStatus);
    expect(successState({ paidStatus: 'open', status: 'cancelled' }, false)).toBe('failed');
    expect(successState({ paidStatus: 'refunded', status: 'cancelled' }, false)).toBe('refunded');
  });
});

describe('checkout attempt', () => {
  const order = {
    addressId: 'a1',
    specialistStoreId: null,
    cart: [{ productId: 'p1', quantity: 2 }],
  };
  it('keeps one key while the same order is sent again, and starts a new one when the order changes', () => {
    let n = 0;
    const attempt = new CheckoutAttempt(() => `key-${++n}`);
    expect(attempt.keyFor(order)).toBe('key-1');
    expect(attempt.keyFor({ ...order, cart: [{ productId: 'p1', quantity: 2 }] })).toBe('key-1');
    expect(attempt.keyFor({ ...order, addressId: 'a2' })).toBe('key-2');
    expect(
      attempt.keyFor({ ...order, addressId: 'a2', cart: [{ productId: 'p1', quantity: 3 }] }),
    ).toBe('key-3');
  });
});
