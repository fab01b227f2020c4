// A retried "place order" (lost answer, double click) goes out with the same Idempotency-Key.
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store.ts';
import { shopApi } from '../../lib/shop-api.ts';
import { CheckoutAttempt } from './cart-state.ts';

const order = { id: 'o1', number: 'VY-1', checkoutUrl: 'http://pay.example/tr_1' };

describe('placing an order', () => {
  it('sends the same Idempotency-Key when the same attempt is submitted again', async () => {
    const keys: (string | null)[] = [];
    const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      keys.push(request.headers.get('idempotency-key'));
      // The first answer is lost (the server may have made the order); the retry gets it.
      return keys.length === 1
        ? Response.json({ status: 503, code: 'COMMON_UNAVAILABLE' }, { status: 503 })
        : Response.json(order, { status: 201 });
    });
    const store = createStore({ apiOrigin: 'http://api.test', fetchFn });
    const attempt = new CheckoutAttempt();
    const cart = [{ productId: 'p1', quantity: 1 }];
    const submit = () => {
      const idempotencyKey = attempt.keyFor({ addressId: 'a1', specialistStoreId: null, cart });
      return store.dispatch(
        shopApi.endpoints.placeOrder.initiate({
          'Idempotency-Key': idempotencyKey,
          createOrderDto: { addressId: 'a1', specialistStoreId: null, locale: 'nl' },
        }),
      );
    };
    const first = await submit();
    expect(first.error).toBeDefined();
    const second = await submit();
    expect(second.data).toEqual(order);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
