import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import type { AuditListResponseDto } from '../src/modules/audit/dto/audit.dto.js';
import type { CartResponseDto } from '../src/modules/cart/dto/cart.dto.js';
import type { ProductResponseDto } from '../src/modules/catalogue/dto/product.dto.js';
import { ProductPriceEntity } from '../src/modules/catalogue/entities/product-price.entity.js';
import { ProductEntity } from '../src/modules/catalogue/entities/product.entity.js';
import { InvoicesService } from '../src/modules/invoices/invoices.service.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import type { PromotionResponseDto } from '../src/modules/promotions/dto/promotion.dto.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { address, client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const DAY = 86_400_000;

describe(`promotions, coupons and the Omnibus low on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let products: Repository<ProductEntity>;

  /** Creates a promotion through the back-office API; answers it. */
  async function promotion(body: Record<string, unknown>): Promise<PromotionResponseDto> {
    const res = await admin.post('/api/admin/promotions', body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return json<PromotionResponseDto>(res);
  }
  const off = (id: string) => admin.patch(`/api/admin/promotions/${id}`, { active: false });

  /** A customer with a Belgian address and these products in the cart. */
  async function shopper(items: { productId: string; quantity?: number }[]) {
    const customer = await newCustomer(running.app, base);
    const addr = await json<AddressResponseDto>(
      await customer.api.post('/api/addresses', address('BE')),
    );
    for (const item of items)
      expect(
        (
          await customer.api.post('/api/cart/items', {
            productId: item.productId,
            quantity: item.quantity ?? 1,
          })
        ).status,
      ).toBe(201);
    return { ...customer, addressId: addr.id };
  }
  const cart = async (api: Client) => json<CartResponseDto>(await api.get('/api/cart'));
  const apply = (api: Client, code: string) => api.post('/api/cart/coupon', { code });
  const order = (api: Client, addressId: string, key?: string) =>
    api.post('/api/orders', { addressId }, key ? { 'idempotency-key': key } : {});
  const pay = (placed: OrderResponseDto, outcome: 'paid' | 'cancelled') =>
    fetch(`${base}${new URL(placed.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }),
      redirect: 'manual',
    });

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    products = running.app.get(getRepositoryToken(ProductEntity));
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('back-office: admins only, validated, audited', async () => {
    const manager = client(base, await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE));
    const customer = (await newCustomer(running.app, base)).api;
    const body = { name: 'Tien procent', code: 'admin-ten', kind: 'percent', value: 10 };
    expect((await client(base, null).post('/api/admin/promotions', body)).status).toBe(401);
    expect((await manager.post('/api/admin/promotions', body)).status).toBe(403);
    expect((await customer.get('/api/admin/promotions')).status).toBe(403);
    const created = await promotion(body);
    expect(created).toMatchObject({ code: 'ADMIN-TEN', target: 'order', usedCount: 0 });
    const dup = await admin.post('/api/admin/promotions', { ...body, name: 'Again' });
    expect(dup.status).toBe(409);
    expect((await json(dup)).code).toBe('PROMOTIONS_CODE_TAKEN');
    const bad = await admin.post('/api/admin/promotions', {
      name: 'Too much',
      kind: 'percent',
      value: 150,
      startsAt: '2027-01-02T00:00:00.000Z',
      endsAt: '2027-01-01T00:00:00.000Z',
    });
    expect(bad.status).toBe(422);
    expect(await json(bad)).toMatchObject({
      code: 'PROMOTIONS_INVALID',
      errors: { value: 'validation.percent', endsAt: 'validation.endBeforeStart' },
    });
    expect((await admin.post('/api/admin/promotions', { name: '', kind: 'x' })).status).toBe(400);
    expect((await admin.patch(`/api/admin/promotions/${created.id}`, { value: 15 })).status).toBe(
      200,
    );
    expect((await admin.delete(`/api/admin/promotions/${created.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/promotions/${created.id}`)).status).toBe(404);
    const audit = (
      await json<AuditListResponseDto>(
        await admin.get(`/api/admin/audit?entityType=promotion&entityId=${created.id}`),
      )
    ).data;
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'promotion.create',
      'promotion.delete',
      'promotion.update',
    ]);
  });

  it('a coupon off the order: spread over the lines, VAT right per rate, paid, on the order and the invoice', async () => {
    const serum = await createProduct(running.app, { priceCents: 4_840, stock: 20 });
    const capsules = await createProduct(running.app, { priceCents: 2_120, stock: 20, vatRate: 6 });
    await promotion({ name: 'Tien procent', code: 'TIEN', kind: 'percent', value: 10 });
    const s = await shopper([{ productId: serum, quantity: 2 }, { productId: capsules }]);
    const applied = await apply(s.api, ' tien ');
    expect(applied.status).toBe(200);
    const withCoupon = await json<CartResponseDto>(applied);
    expect(withCoupon.coupon).toEqual({ code: 'TIEN', name: 'Tien procent', problem: null });
    expect(withCoupon.discounts).toEqual([
      { name: 'Tien procent', code: 'TIEN', amountCents: 1_180, freeShipping: false },
    ]);
    expect(withCoupon.totals).toMatchObject({
      itemsCents: 11_800,
      discountCents: 1_180,
      deliveryCents: 595,
      totalCents: 11_215,
    });

    const res = await order(s.api, s.addressId);
    expect(res.status).toBe(201);
    const placed = await json<OrderResponseDto>(res);
    expect(placed).toMatchObject({
      itemsCents: 11_800,
      discountCents: 1_180,
      deliveryCents: 595,
      totalCents: 11_215,
      discounts: [{ name: 'Tien procent', code: 'TIEN', amountCents: 1_180, freeShipping: false }],
    });
    const byProduct = new Map(placed.lines.map((line) => [line.productId, line]));
    expect(byProduct.get(serum)).toMatchObject({
      lineTotalCents: 9_680,
      discountCents: 968,
      paidCents: 8_712,
      netCents: 7_200,
      vatCents: 1_512,
    });
    expect(byProduct.get(capsules)).toMatchObject({
      lineTotalCents: 2_120,
      discountCents: 212,
      paidCents: 1_908,
      netCents: 1_800,
      vatCents: 108,
    });
    // 21 %: the serum after its share plus delivery; 6 %: the capsules after theirs.
    expect(placed.vat).toEqual([
      { rate: 6, netCents: 1_800, vatCents: 108, grossCents: 1_908 },
      { rate: 21, netCents: 7_692, vatCents: 1_615, grossCents: 9_307 },
    ]);
    expect(placed.netCents + placed.vatCents).toBe(placed.totalCents);
    expect((await cart(s.api)).coupon).toBeNull();

    expect((await pay(placed, 'paid')).status).toBe(303);
    const paid = await json<OrderResponseDto>(await s.api.get(`/api/orders/${placed.id}`));
    expect(paid).toMatchObject({ status: 'paid', discountCents: 1_180, totalCents: 11_215 });
    const invoice = (await running.app.get(InvoicesService).findByOrderId(placed.id))!;
    expect(invoice.snapshot.totalCents).toBe(11_215);
    expect(invoice.snapshot.lines.map((line) => line.discountCents ?? 0).sort()).toEqual([
      0, 212, 968,
    ]);
    expect(invoice.snapshot.vatTotals).toEqual(placed.vat);
    expect((await s.api.get(`/api/orders/${placed.id}/invoice.pdf`)).status).toBe(200);
  });

  it('fixed amount off chosen products, percent off a line, free shipping', async () => {
    const chosen = await createProduct(running.app, { priceCents: 3_000, stock: 20 });
    const gold = await createProduct(running.app, { priceCents: 5_000, stock: 20 });
    await products.update({ id: gold }, { collection: 'gold' });
    const fixed = await promotion({
      name: 'Vijf euro',
      code: 'VIJF',
      kind: 'fixed',
      value: 500,
      target: 'products',
      targetIds: [chosen],
    });
    const s = await shopper([{ productId: chosen, quantity: 3 }, { productId: gold }]);
    const fixedCart = await json<CartResponseDto>(await apply(s.api, 'VIJF'));
    expect(fixedCart.items.map((line) => [line.productId, line.discountCents]).sort()).toEqual(
      [
        [chosen, 1_500],
        [gold, 0],
      ].sort(),
    );

    const line = await promotion({
      name: 'Gouden lijn',
      code: 'GOUD20',
      kind: 'percent',
      value: 20,
      target: 'collections',
      targetIds: ['gold'],
    });
    const goldCart = await json<CartResponseDto>(await apply(s.api, 'goud20'));
    expect(goldCart.coupon?.code).toBe('GOUD20');
    expect(goldCart.totals.discountCents).toBe(1_000);
    expect(goldCart.items.find((l) => l.productId === gold)!.discountCents).toBe(1_000);

    await promotion({ name: 'Gratis verzending', code: 'GRATIS', kind: 'free_shipping' });
    const free = await json<CartResponseDto>(await apply(s.api, 'GRATIS'));
    expect(free.totals).toMatchObject({ discountCents: 0, deliveryCents: 0, totalCents: 14_000 });
    expect(free.discounts).toEqual([
      { name: 'Gratis verzending', code: 'GRATIS', amountCents: 0, freeShipping: true },
    ]);
    const placed = await json<OrderResponseDto>(await order(s.api, s.addressId));
    expect(placed).toMatchObject({ deliveryCents: 0, totalCents: 14_000, discountCents: 0 });
    expect(placed.discounts[0]).toMatchObject({ code: 'GRATIS', freeShipping: true });
    for (const p of [fixed, line]) await off(p.id);
  });

  it('each bad coupon answers its own code and leaves the cart as it was', async () => {
    const product = await createProduct(running.app, { priceCents: 2_000, stock: 50 });
    const other = await createProduct(running.app, { priceCents: 1_000, stock: 50 });
    const now = Date.now();
    await promotion({
      name: 'Voorbij',
      code: 'VOORBIJ',
      kind: 'percent',
      value: 10,
      endsAt: new Date(now - DAY).toISOString(),
    });
    await promotion({
      name: 'Straks',
      code: 'STRAKS',
      kind: 'percent',
      value: 10,
      startsAt: new Date(now + DAY).toISOString(),
    });
    await promotion({ name: 'Op', code: 'OPGEBRUIKT', kind: 'percent', value: 10, usageLimit: 1 });
    await promotion({
      name: 'Minimum',
      code: 'MINIMUM',
      kind: 'fixed',
      value: 500,
      minOrderCents: 5_000,
    });
    await promotion({
      name: 'Ander product',
      code: 'ANDER',
      kind: 'percent',
      value: 10,
      target: 'products',
      targetIds: [other],
    });
    await promotion({
      name: 'Alleen',
      code: 'ALLEEN',
      kind: 'percent',
      value: 5,
      combinable: false,
    });
    const automatic = await promotion({
      name: 'Automatisch',
      kind: 'percent',
      value: 10,
      target: 'products',
      targetIds: [product],
    });
    // Someone else takes the one use of OP.
    const first = await shopper([{ productId: other }]);
    expect((await apply(first.api, 'OPGEBRUIKT')).status).toBe(200);
    expect((await order(first.api, first.addressId)).status).toBe(201);

    const s = await shopper([{ productId: product }]);
    const before = await cart(s.api);
    expect(before.totals.discountCents).toBe(200);
    for (const [code, expected] of [
      ['NIEMAND', 'PROMOTIONS_UNKNOWN_COUPON'],
      ['VOORBIJ', 'PROMOTIONS_EXPIRED'],
      ['STRAKS', 'PROMOTIONS_NOT_YET_VALID'],
      ['OPGEBRUIKT', 'PROMOTIONS_USED_UP'],
      ['MINIMUM', 'PROMOTIONS_BELOW_MINIMUM'],
      ['ANDER', 'PROMOTIONS_NOT_APPLICABLE'],
      ['ALLEEN', 'PROMOTIONS_NOT_COMBINABLE'],
    ] as const) {
      const res = await apply(s.api, code);
      expect(res.status, code).toBe(422);
      expect((await json(res)).code, code).toBe(expected);
      expect(await cart(s.api), code).toEqual(before);
    }
    const empty = await s.api.post('/api/cart/coupon', { code: '' });
    expect(empty.status).toBe(400);
    await off(automatic.id);
  });

  it('a total limit holds under two concurrent orders; the loser keeps its cart and coupon', async () => {
    const product = await createProduct(running.app, { priceCents: 3_000, stock: 50 });
    const limited = await promotion({
      name: 'Eén keer',
      code: 'EENKEER',
      kind: 'fixed',
      value: 1_000,
      usageLimit: 1,
    });
    const a = await shopper([{ productId: product }]);
    const b = await shopper([{ productId: product }]);
    for (const s of [a, b]) expect((await apply(s.api, 'EENKEER')).status).toBe(200);
    const results = await Promise.all([order(a.api, a.addressId), order(b.api, b.addressId)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422]);
    const loserIndex = results.findIndex((r) => r.status === 422);
    expect((await json(results[loserIndex]!)).code).toBe('PROMOTIONS_USED_UP');
    const loser = loserIndex === 0 ? a : b;
    const kept = await cart(loser.api);
    expect(kept.items.map((line) => line.productId)).toEqual([product]);
    expect(kept.coupon).toMatchObject({ code: 'EENKEER', problem: 'PROMOTIONS_USED_UP' });
    expect(
      (await json<PromotionResponseDto>(await admin.get(`/api/admin/promotions/${limited.id}`)))
        .usedCount,
    ).toBe(1);
  });

  it('a per-customer limit: two concurrent orders of one customer use it once; a cancelled order gives it back', async () => {
    const product = await createProduct(running.app, { priceCents: 3_000, stock: 50 });
    const once = await promotion({
      name: 'Per klant',
      code: 'PERKLANT',
      kind: 'percent',
      value: 20,
      perCustomerLimit: 1,
    });
    const s = await shopper([{ productId: product }]);
    expect((await apply(s.api, 'PERKLANT')).status).toBe(200);
    const results = await Promise.all([
      order(s.api, s.addressId, 'per-klant-1'),
      order(s.api, s.addressId, 'per-klant-2'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const placed = await json<OrderResponseDto>(results.find((r) => r.status === 201)!);
    expect(placed.discountCents).toBe(600);

    // While that order holds the use, the same customer cannot apply it again.
    expect((await s.api.post('/api/cart/items', { productId: product })).status).toBe(201);
    const again = await apply(s.api, 'PERKLANT');
    expect((await json(again)).code).toBe('PROMOTIONS_USED_UP');
    // Another customer can.
    const other = await shopper([{ productId: product }]);
    expect((await apply(other.api, 'PERKLANT')).status).toBe(200);

    // The unpaid order is cancelled: the use comes back, the coupon is on the cart again.
    await s.api.delete('/api/cart');
    expect((await pay(placed, 'cancelled')).status).toBe(303);
    const restored = await cart(s.api);
    expect(restored.coupon).toEqual({ code: 'PERKLANT', name: 'Per klant', problem: null });
    expect(restored.totals.discountCents).toBe(600);
    expect(
      (await json<PromotionResponseDto>(await admin.get(`/api/admin/promotions/${once.id}`)))
        .usedCount,
    ).toBe(0);
  });

  it('the partner shop is never discounted', async () => {
    const cream = await createProduct(running.app, { priceCents: 6_050, stock: 50 });
    await products.update({ id: cream }, { partnerPriceCents: 2_500, partnerMinQuantity: 1 });
    const everything = await promotion({ name: 'Alles', kind: 'percent', value: 50 });
    const partner = client(base, await signIn(base, 'partner@demo.test'));
    await partner.delete('/api/partner/shop/cart');
    expect(
      (await partner.put(`/api/partner/shop/cart/items/${cream}`, { quantity: 2 })).status,
    ).toBe(204);
    const partnerCart = await json(await partner.get('/api/partner/shop/cart'));
    expect(partnerCart.totals).toMatchObject({ itemsCents: 5_000 });
    expect(partnerCart.items[0]).toMatchObject({ unitPriceCents: 2_500, lineTotalCents: 5_000 });
    expect(JSON.stringify(partnerCart)).not.toContain('discount');
    // The same promotion does reduce a customer's cart.
    const s = await shopper([{ productId: cream }]);
    expect((await cart(s.api)).totals.discountCents).toBe(3_025);
    await partner.delete('/api/partner/shop/cart');
    await off(everything.id);
  });

  it('Omnibus: a product reduced by an automatic promotion shows the lowest price of the 30 days before', async () => {
    const id = await createProduct(running.app, { priceCents: 6_000, stock: 10 });
    await products.update({ id }, { collection: 'grey' });
    const { slug } = await products.findOneByOrFail({ id });
    const prices = running.app.get<Repository<ProductPriceEntity>>(
      getRepositoryToken(ProductPriceEntity),
    );
    /** Simulated days: every recorded price of the product moves `days` into the past. */
    const daysPass = async (days: number) => {
      for (const row of await prices.findBy({ productId: id }))
        await prices.update(
          { id: row.id },
          { changedAt: new Date(Date.parse(row.changedAt) - days * DAY).toISOString() },
        );
    };
    const product = async () =>
      json<ProductResponseDto>(await fetch(`${base}/api/products/${slug}`));
    const setPrice = async (priceCents: number) =>
      expect((await admin.patch(`/api/admin/products/${id}`, { priceCents })).status).toBe(200);

    await daysPass(10); // 6 000 since day -35 at the end
    await setPrice(4_500);
    await daysPass(15); // 4 500 since day -25
    await setPrice(5_500);
    await setPrice(5_500); // unchanged: no new row
    await daysPass(10); // 5 500 since day -10
    expect((await prices.findBy({ productId: id })).map((r) => r.priceCents).sort()).toEqual([
      4_500, 5_500, 6_000,
    ]);
    expect(await product()).toMatchObject({
      priceCents: 5_500,
      promotionPriceCents: null,
      lowestPrice30Days: null,
    });

    const sale = await promotion({
      name: 'Solden',
      kind: 'percent',
      value: 20,
      target: 'products',
      targetIds: [id],
      startsAt: new Date(Date.now() - 1_000).toISOString(),
    });
    expect(await product()).toMatchObject({
      priceCents: 5_500,
      promotionPriceCents: 4_400,
      lowestPrice30Days: 4_500,
    });
    const list = await json<{ data: ProductResponseDto[] }>(
      await fetch(`${base}/api/products?collection=grey&perPage=48`),
    );
    expect(list.data.find((p) => p.id === id)).toMatchObject({
      promotionPriceCents: 4_400,
      lowestPrice30Days: 4_500,
    });
    // The same reduced price wherever the product is shown as a card: favourites too.
    const fan = await newCustomer(running.app, base);
    expect((await fan.api.put(`/api/favourites/${id}`)).status).toBeLessThan(300);
    const favourites = await json<{ data: ProductResponseDto[] }>(
      await fan.api.get('/api/favourites'),
    );
    expect(favourites.data.find((p) => p.id === id)).toMatchObject({
      promotionPriceCents: 4_400,
      lowestPrice30Days: 4_500,
    });

    // Twenty-one more days before the sale: 5 500 (day -31) was in force all through its window.
    await daysPass(21);
    await admin.patch(`/api/admin/promotions/${sale.id}`, { name: 'Solden!' });
    expect(await product()).toMatchObject({ promotionPriceCents: 4_400, lowestPrice30Days: 5_500 });
    await off(sale.id);
    expect(await product()).toMatchObject({ promotionPriceCents: null, lowestPrice30Days: null });
  });
});
