import { describe, expect, it } from 'vitest';
import { addAllToCart, addResultOf, type AddResult } from './add-all-to-cart.ts';

const product = (id: string, inStock = true) => ({ id, name: `Product ${id}`, inStock });

describe('addAllToCart', () => {
  it('adds every product in stock once and sorts the answers', async () => {
    const answers: Record<string, AddResult> = {
      a: { ok: true },
      b: { ok: false, status: 409, code: 'CART_ALREADY_IN_CART' },
      c: { ok: false, status: 422, code: 'CART_OUT_OF_STOCK' },
      d: { ok: false, status: 404, code: 'CART_PRODUCT_NOT_FOUND' },
      e: { ok: false, status: 'FETCH_ERROR' },
    };
    const sent: string[] = [];
    const outcome = await addAllToCart(
      [
        product('a'),
        product('b'),
        product('c'),
        product('d'),
        product('e'),
        product('f', false),
        product('a'),
      ],
      async (id) => {
        sent.push(id);
        return answers[id]!;
      },
    );
    expect(sent).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(outcome).toEqual({
      added: ['Product a'],
      alreadyInCart: ['Product b'],
      outOfStock: ['Product c', 'Product f'],
      unavailable: ['Product d'],
      failed: ['Product e'],
    });
  });

  it('sends nothing when nothing is in stock', async () => {
    let calls = 0;
    const outcome = await addAllToCart([product('x', false)], async () => {
      calls++;
      return { ok: true };
    });
    expect(calls).toBe(0);
    expect(outcome.outOfStock).toEqual(['Product x']);
    expect(outcome.added).toEqual([]);
  });

  it('reads an RTK Query mutation result', () => {
    expect(addResultOf({ data: {} })).toEqual({ ok: true });
    expect(addResultOf({ error: { status: 409, data: { code: 'CART_ALREADY_IN_CART' } } })).toEqual(
      { ok: false, status: 409, code: 'CART_ALREADY_IN_CART' },
    );
    expect(addResultOf({ error: { status: 'FETCH_ERROR', error: 'offline' } })).toEqual({
      ok: false,
      status: 'FETCH_ERROR',
    });
  });
});
