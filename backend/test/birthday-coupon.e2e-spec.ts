import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { BirthdayCouponEntity } from '../src/modules/birthday/entities/birthday-coupon.entity.js';
import type { CartResponseDto } from '../src/modules/cart/dto/cart.dto.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import { UsersService } from '../src/modules/users/users.service.js';
import { address, createProduct, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe(`the birthday coupon in the cart on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let coupons: Repository<BirthdayCouponEntity>;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    coupons = running.app.get(getRepositoryToken(BirthdayCouponEntity));
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  /** A customer with a Belgian address, one product in the cart and this year's birthday coupon (as the grant job writes it). */
  async function birthdayCustomer(productId: string, code: string) {
    const customer = await newCustomer(running.app, base);
    const user = await running.app.get(UsersService).findByEmail(customer.email);
    await coupons.insert({
      userId: user!.id,
      year: new Date().getUTCFullYear(),
      code,
      percentOff: 10,
      validFrom: isoDay(Date.now() - DAY),
      validUntil: isoDay(Date.now() + 14 * DAY),
      usedAt: null,
      orderId: null,
    });
    const addr = await json<AddressResponseDto>(
      await customer.api.post('/api/addresses', address('BE')),
    );
    expect((await customer.api.post('/api/cart/items', { productId, quantity: 2 })).status).toBe(
      201,
    );
    return { ...customer, addressId: addr.id };
  }
  const apply = (api: Client, code: string) => api.post('/api/cart/coupon', { code });
  const pay = (placed: OrderResponseDto, outcome: 'paid' | 'cancelled') =>
    fetch(`${base}${new URL(placed.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }),
      redirect: 'manual',
    });

  it("the owner's code takes 10 % off the goods like a coupon, and is used once by the order", async () => {
    const product = await createProduct(running.app, { priceCents: 4_840, stock: 20 });
    const owner = await birthdayCustomer(product, 'BDAY-OWNER234');
    const applied = await apply(owner.api, ' bday-owner234 ');
    expect(applied.status).toBe(200);
    const cart = await json<CartResponseDto>(applied);
    expect(cart.coupon).toEqual({ code: 'BDAY-OWNER234', name: '10 %', problem: null });
    expect(cart.discounts).toEqual([
      { name: '10 %', code: 'BDAY-OWNER234', amountCents: 968, freeShipping: false },
    ]);
    expect(cart.totals).toMatchObject({ itemsCents: 9_680, discountCents: 968 });

    const res = await owner.api.post('/api/orders', { addressId: owner.addressId });
    expect(res.status).toBe(201);
    const placed = await json<OrderResponseDto>(res);
    expect(placed.discountCents).toBe(968);
    expect(placed.lines[0]).toMatchObject({ discountCents: 968 });
    expect((await pay(placed, 'paid')).status).toBe(303);
    const row = await coupons.findOneByOrFail({ code: 'BDAY-OWNER234' });
    expect(row.orderId).toBe(placed.id);
    expect(row.usedAt).not.toBeNull();

    // Used: refused with the unknown-coupon code, the cart stays without it.
    expect((await owner.api.post('/api/cart/items', { productId: product })).status).toBe(201);
    const again = await apply(owner.api, 'BDAY-OWNER234');
    expect(again.status).toBe(422);
    expect((await json(again)).code).toBe('PROMOTIONS_UNKNOWN_COUPON');
    expect((await json<CartResponseDto>(await owner.api.get('/api/cart'))).coupon).toBeNull();
  });

  it("another customer's code is refused as unknown", async () => {
    const product = await createProduct(running.app, { priceCents: 3_000, stock: 20 });
    await birthdayCustomer(product, 'BDAY-MINE2345');
    const other = await birthdayCustomer(product, 'BDAY-THEIRS23');
    const res = await apply(other.api, 'BDAY-MINE2345');
    expect(res.status).toBe(422);
    expect((await json(res)).code).toBe('PROMOTIONS_UNKNOWN_COUPON');
    expect((await json<CartResponseDto>(await other.api.get('/api/cart'))).coupon).toBeNull();
  });

  it('a cancelled unpaid order gives the code back, on the cart again', async () => {
    const product = await createProduct(running.app, { priceCents: 2_000, stock: 20 });
    const owner = await birthdayCustomer(product, 'BDAY-CANCEL23');
    expect((await apply(owner.api, 'BDAY-CANCEL23')).status).toBe(200);
    const placed = await json<OrderResponseDto>(
      await owner.api.post('/api/orders', { addressId: owner.addressId }),
    );
    expect(placed.discountCents).toBe(400);
    expect((await coupons.findOneByOrFail({ code: 'BDAY-CANCEL23' })).orderId).toBe(placed.id);

    expect((await pay(placed, 'cancelled')).status).toBe(303);
    const row = await coupons.findOneByOrFail({ code: 'BDAY-CANCEL23' });
    expect(row).toMatchObject({ usedAt: null, orderId: null });
    // the cancelled order's goods and its coupon are back on the cart
    const cart = await json<CartResponseDto>(await owner.api.get('/api/cart'));
    expect(cart.coupon).toEqual({ code: 'BDAY-CANCEL23', name: '10 %', problem: null });
    expect(cart.totals.discountCents).toBe(400);
  });
});
