import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_STORE } from '../src/database/seed/shop-demo.seeder.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { ProductEntity } from '../src/modules/catalogue/entities/product.entity.js';
import { OrderEntity } from '../src/modules/orders/entities/order.entity.js';
import type { PartnerDashboardResponseDto } from '../src/modules/partner-portal/dto/partner-portal.dto.js';
import type {
  PartnerCartResponseDto,
  PartnerOrderResponseDto,
  PartnerOrderListResponseDto,
  PartnerProductListResponseDto,
  PlacedPartnerOrderResponseDto,
} from '../src/modules/partner-shop/dto/partner-shop.dto.js';
import { StoreEntity } from '../src/modules/stores/entities/store.entity.js';
import { UsersService } from '../src/modules/users/users.service.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import { decodeQuotedPrintable, TestSmtpServer } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/**
 * A stand-in for the EU VIES REST API (POST /check-vat-number {countryCode, vatNumber} → {valid}):
 * numbers ending in 99 are unknown (valid: false); numbers ending in 98 make it hang up (unreachable).
 */
async function startVies(): Promise<{
  server: Server;
  url: string;
  calls: { countryCode: string; vatNumber: string }[];
}> {
  const calls: { countryCode: string; vatNumber: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/check-vat-number') {
        res.writeHead(404).end();
        return;
      }
      const input = JSON.parse(body) as { countryCode: string; vatNumber: string };
      calls.push(input);
      if (input.vatNumber.endsWith('98')) {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          countryCode: input.countryCode,
          vatNumber: input.vatNumber,
          requestDate: new Date().toISOString(),
          valid: !input.vatNumber.endsWith('99'),
          name: '---',
          address: '---',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

const ADDRESS = {
  firstName: 'Sara',
  lastName: 'Partner',
  company: null,
  street: 'Meir',
  houseNumber: '42',
  box: null,
  postalCode: '2000',
  city: 'Antwerpen',
  country: 'BE',
  phone: null,
};

describe(`partner shop on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let vies: Awaited<ReturnType<typeof startVies>>;
  let running: RunningApp;
  let base: string;
  let products: Repository<ProductEntity>;
  let salonA: StoreEntity;
  let partnerA: Client;
  let partnerB: Client;
  let customer: Client;
  let manager: Client;
  let anonymous: Client;
  let cream: string;
  let salonSize: string;
  let salonSizeSlug: string;

  async function account(
    role: 'partner' | 'partner_manager',
    storeId: string | null,
  ): Promise<Client> {
    const email = `${role}-${Math.random().toString(36).slice(2, 10)}@salon.test`;
    await running.app.get(UsersService).create({
      email,
      password: 'Secret12',
      firstName: 'Test',
      lastName: 'Account',
      country: 'BE',
      role,
      locale: 'en',
      partnerStoreId: storeId,
    });
    return client(
      base,
      await signIn(base, email, 'Secret12', role === 'partner' ? undefined : BACKOFFICE),
    );
  }

  const stock = async (id: string) => (await products.findOneByOrFail({ id })).stock;
  const order = (api: Client, body: Record<string, unknown>, key?: string) =>
    api.post(
      '/api/partner/orders',
      {
        deliveryAddress: ADDRESS,
        companyName: 'Salon Test BV',
        vatNumber: 'BE0123456789',
        ...body,
      },
      key ? { 'idempotency-key': key } : {},
    );

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    vies = await startVies();
    running = await startApp(env.config({ SMTP_URL: smtp.url, VIES_URL: vies.url }));
    base = running.baseUrl;
    products = running.app.get(getRepositoryToken(ProductEntity));
    const stores = running.app.get<Repository<StoreEntity>>(getRepositoryToken(StoreEntity));
    salonA = await stores.findOneByOrFail({ name: DEMO_PARTNER_STORE });
    const salonB = await stores.findOneByOrFail({ name: 'Atelier Epiderma' });
    partnerA = client(base, await signIn(base, 'partner@demo.test'));
    partnerB = await account('partner', salonB.id);
    manager = await account('partner_manager', null);
    customer = (await newCustomer(running.app, base)).api;
    anonymous = client(base, null);
    cream = await createProduct(running.app, {
      priceCents: 6_050,
      stock: 50,
      name: 'Partnercrème',
    });
    await products.update({ id: cream }, { partnerPriceCents: 2_500, partnerMinQuantity: 1 });
    salonSize = await createProduct(running.app, {
      priceCents: 20_000,
      stock: 5,
      name: 'Salonmaat serum',
    });
    await products.update(
      { id: salonSize },
      { partnerPriceCents: 8_000, partnerMinQuantity: 2, partnerOnly: true, size: '250 ml' },
    );
    salonSizeSlug = (await products.findOneByOrFail({ id: salonSize })).slug;
  });
  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await new Promise((resolve) => vies?.server.close(resolve));
    await env?.dispose();
  });

  it('refuses signed-out callers (401), customers and partner managers (403) on every partner shop endpoint', async () => {
    const calls: [string, (api: Client) => Promise<Response>][] = [
      ['GET products', (api) => api.get('/api/partner/shop/products')],
      ['GET cart', (api) => api.get('/api/partner/shop/cart')],
      ['PUT item', (api) => api.put(`/api/partner/shop/cart/items/${cream}`, { quantity: 1 })],
      ['DELETE item', (api) => api.delete(`/api/partner/shop/cart/items/${cream}`)],
      ['DELETE cart', (api) => api.delete('/api/partner/shop/cart')],
      ['POST order', (api) => order(api, {})],
      ['GET orders', (api) => api.get('/api/partner/orders')],
      ['GET order', (api) => api.get('/api/partner/orders/VY-2026-000001')],
    ];
    for (const [name, call] of calls) {
      expect((await call(anonymous)).status, name).toBe(401);
      expect((await call(customer)).status, name).toBe(403);
      expect((await call(manager)).status, name).toBe(403);
    }
    expect((await partnerA.get('/api/partner/shop/products')).status).toBe(200);
  });

  it('lists partner products with professional prices (localized, nl fallback), salon sizes included', async () => {
    const en = await json<PartnerProductListResponseDto>(
      await partnerA.get('/api/partner/shop/products', { 'accept-language': 'en' }),
    );
    const line = en.data.find((p) => p.id === cream)!;
    expect(line).toMatchObject({
      partnerPriceCents: 2_500,
      vatRate: 21,
      minQuantity: 1,
      partnerOnly: false,
      inStock: true,
      locale: 'en',
    });
    expect(line.name).toMatch(/^Test serum/);
    // The line and the type, for the shop's search and filters (the type in the language).
    const stored = await products.findOneByOrFail({ id: cream });
    expect(line).toMatchObject({ collection: stored.collection, type: stored.type });
    expect(line.typeLabel).toBeTruthy();
    expect(line.typeLabel).not.toBe('');
    const fr = await json<PartnerProductListResponseDto>(
      await partnerA.get('/api/partner/shop/products?locale=fr'),
    );
    expect(fr.data.find((p) => p.type === 'serum' && p.partnerOnly === false)?.typeLabel).toBe(
      'Sérum',
    );
    expect(fr.data.find((p) => p.id === salonSize)).toMatchObject({
      name: 'Salonmaat serum',
      locale: 'nl',
      partnerOnly: true,
      minQuantity: 2,
      size: '250 ml',
    });
    expect(fr.data.every((p) => p.partnerPriceCents > 0)).toBe(true);
    // The demo seed: professional prices on the retail products and two partner-only salon sizes in 4 languages.
    const seeded = fr.data.filter((p) => p.slug.startsWith('salon-size-'));
    expect(seeded.map((p) => [p.partnerOnly, p.locale, p.minQuantity >= 2])).toEqual([
      [true, 'fr', true],
      [true, 'fr', true],
    ]);
    expect(fr.data.filter((p) => !p.partnerOnly).length).toBeGreaterThan(10);
    for (const product of seeded)
      expect((await anonymous.get(`/api/products/${product.slug}`)).status).toBe(404);
  });

  it('never shows partner prices or partner-only products in a public or customer answer', async () => {
    const publicProduct = await createProduct(running.app, { priceCents: 1_000, stock: 3 });
    const before = await json<{ total: number }>(await anonymous.get('/api/products?perPage=1'));
    await products.update({ id: publicProduct }, { partnerOnly: true, partnerPriceCents: 400 });
    const after = await json<{ total: number; facets: Record<string, { count: number }[]> }>(
      await anonymous.get('/api/products?perPage=1'),
    );
    expect(after.total).toBe(before.total - 1);
    expect(after.facets.collection!.reduce((sum, v) => sum + v.count, 0)).toBe(after.total);

    expect((await anonymous.get(`/api/products/${salonSizeSlug}`)).status).toBe(404);
    const pages = Math.ceil(after.total / 48);
    expect(pages).toBeGreaterThan(0);
    const listings = [
      ...(await Promise.all(
        Array.from({ length: pages }, (_, i) =>
          anonymous.get(`/api/products?perPage=48&page=${i + 1}`),
        ),
      )),
      await anonymous.get('/api/home'),
      await anonymous.get('/api/collections/blue'),
      await anonymous.get(`/api/products/${(await products.findOneByOrFail({ id: cream })).slug}`),
    ];
    for (const res of listings) {
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain(salonSizeSlug);
      expect(text).not.toContain('partnerPriceCents');
      expect(text).not.toContain('partnerMinQuantity');
      expect(text).not.toContain('partnerOnly');
    }
    const add = await customer.post('/api/cart/items', { productId: salonSize, quantity: 1 });
    expect(add.status).toBe(404);
    expect((await json(add)).code).toBe('CART_PRODUCT_NOT_FOUND');
    expect((await customer.put(`/api/favourites/${salonSize}`)).status).toBe(404);
    expect((await customer.post('/api/cart/items', { productId: cream, quantity: 1 })).status).toBe(
      201,
    );
    const cart = await (await customer.get('/api/cart')).text();
    expect(cart).not.toContain('partnerPrice');
    expect(cart).toContain('6050');
    expect(await running.app.get(CatalogueService).stockOf([salonSize])).toEqual(new Map());
  });

  it('keeps a partner cart with minimum quantities and stock checks', async () => {
    const below = await partnerA.put(`/api/partner/shop/cart/items/${salonSize}`, { quantity: 1 });
    expect(below.status).toBe(422);
    expect(await json(below)).toMatchObject({
      code: 'PARTNER_SHOP_BELOW_MIN_QUANTITY',
      minQuantity: 2,
    });
    const tooMany = await partnerA.put(`/api/partner/shop/cart/items/${salonSize}`, {
      quantity: 6,
    });
    expect(tooMany.status).toBe(422);
    expect((await json(tooMany)).code).toBe('PARTNER_SHOP_OUT_OF_STOCK');
    const unpriced = await createProduct(running.app, { priceCents: 1_000, stock: 3 });
    expect(
      (await partnerA.put(`/api/partner/shop/cart/items/${unpriced}`, { quantity: 1 })).status,
    ).toBe(404);
    expect(
      (await partnerA.put(`/api/partner/shop/cart/items/${salonSize}`, { quantity: 2 })).status,
    ).toBe(204);
    expect(
      (await partnerA.put(`/api/partner/shop/cart/items/${cream}`, { quantity: 4 })).status,
    ).toBe(204);
    const cart = await json<PartnerCartResponseDto>(
      await partnerA.get('/api/partner/shop/cart?locale=en'),
    );
    expect(
      cart.items.map((i) => [i.productId, i.quantity, i.unitPriceCents, i.lineTotalCents]).sort(),
    ).toEqual(
      [
        [salonSize, 2, 8_000, 16_000],
        [cream, 4, 2_500, 10_000],
      ].sort(),
    );
    // 260.00 ex VAT ≥ 125.00: free delivery in Belgium; 21 % VAT added.
    expect(cart.totals).toMatchObject({
      itemsCents: 26_000,
      deliveryCents: 0,
      netCents: 26_000,
      vatCents: 5_460,
      totalCents: 31_460,
      reverseCharge: false,
    });
    const preview = await json<PartnerCartResponseDto>(
      await partnerA.get('/api/partner/shop/cart?vatNumber=NL123456789B01&country=NL'),
    );
    // The preview asks VIES about a number it has not confirmed yet: reverse charge once it says valid.
    expect(preview.totals).toMatchObject({ vatCents: 0, totalCents: 26_000, reverseCharge: true });
    // Partner B's cart is its own.
    expect(
      (await json<PartnerCartResponseDto>(await partnerB.get('/api/partner/shop/cart'))).items,
    ).toEqual([]);
  });

  it('Belgian VAT number: VAT charged; the order is a partner order of the salon, stock taken, listed only for that salon; paid → mail', async () => {
    const stockBefore = await stock(salonSize);
    const bad = await order(partnerA, { vatNumber: 'BE 12' });
    expect(bad.status).toBe(422);
    expect(await json(bad)).toMatchObject({
      code: 'PARTNER_SHOP_VAT_NUMBER_FORMAT',
      errors: { vatNumber: 'validation.vatNumber' },
    });

    const res = await order(partnerA, { vatNumber: 'BE 0123.456.789' }, 'partner-key-1');
    expect(res.status).toBe(201);
    const placed = await json<PlacedPartnerOrderResponseDto>(res);
    expect(placed).toMatchObject({
      vatNumber: 'BE0123456789',
      reverseCharge: false,
      vatVerified: true,
      itemsCents: 26_000,
      vatCents: 5_460,
      totalCents: 31_460,
      status: 'pending_payment',
      companyName: 'Salon Test BV',
    });
    expect(placed.checkoutUrl).toMatch(/\/api\/payments\/demo\//);
    expect(await stock(salonSize)).toBe(stockBefore - 2);
    const again = await order(partnerA, { vatNumber: 'BE0123456789' }, 'partner-key-1');
    expect(again.status).toBe(200);
    expect((await json<PartnerOrderResponseDto>(again)).id).toBe(placed.id);

    const stored = await running.app
      .get<Repository<OrderEntity>>(getRepositoryToken(OrderEntity))
      .findOneByOrFail({ id: placed.id });
    expect(stored).toMatchObject({
      kind: 'partner',
      partnerStoreId: salonA.id,
      specialistStoreId: null,
      reverseCharge: false,
    });
    const list = await json<PartnerOrderListResponseDto>(await partnerA.get('/api/partner/orders'));
    expect(list.data.map((o) => o.id)).toContain(placed.id);
    expect((await partnerA.get(`/api/partner/orders/${placed.number}`)).status).toBe(200);
    const other = await partnerB.get(`/api/partner/orders/${placed.number}`);
    expect(other.status).toBe(404);
    expect((await partnerB.get(`/api/partner/orders/${placed.id}`)).status).toBe(404);
    expect(
      (await json<PartnerOrderListResponseDto>(await partnerB.get('/api/partner/orders'))).data.map(
        (o) => o.id,
      ),
    ).not.toContain(placed.id);

    const paid = await fetch(`${base}${new URL(placed.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const mail = await waitFor(
      () =>
        smtp.received.find(
          (m) =>
            m.to.includes('partner@demo.test') &&
            decodeQuotedPrintable(m.raw).includes(placed.number),
        ),
      { what: 'the partner order confirmation' },
    );
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain('excl. btw');
    expect(text).toContain('BE0123456789');
    expect(text).not.toContain('Btw verlegd');
    // A B2B order is never counted as an attributed customer order on the dashboard.
    const dashboard = await json<PartnerDashboardResponseDto>(
      await partnerA.get('/api/partner/dashboard'),
    );
    expect(JSON.stringify(dashboard)).not.toContain(placed.number);
  });

  it('intra-EU VAT number outside Belgium confirmed by VIES: reverse charge (0 VAT), mentioned in the mail', async () => {
    expect(
      (await partnerA.put(`/api/partner/shop/cart/items/${cream}`, { quantity: 2 })).status,
    ).toBe(204);
    const res = await order(partnerA, {
      vatNumber: 'nl 123456789 b01',
      deliveryAddress: { ...ADDRESS, country: 'NL', city: 'Utrecht', postalCode: '3511 AB' },
      locale: 'en',
    });
    expect(res.status).toBe(201);
    const placed = await json<PlacedPartnerOrderResponseDto>(res);
    expect(vies.calls.at(-1)).toEqual({ countryCode: 'NL', vatNumber: '123456789B01' });
    // 50.00 ex VAT < 125.00: the NL flat rate 5.95 incl. VAT = 4.92 ex VAT; no VAT at all.
    expect(placed).toMatchObject({
      reverseCharge: true,
      vatVerified: true,
      vatNumber: 'NL123456789B01',
      itemsCents: 5_000,
      deliveryCents: 492,
      vatCents: 0,
      totalCents: 5_492,
    });
    expect(placed.lines.every((l) => l.vatRate === 0)).toBe(true);
    // Confirmed by VIES: the preview shows the reverse charge.
    expect(
      (
        await json<PartnerCartResponseDto>(
          await partnerA.get('/api/partner/shop/cart?vatNumber=NL123456789B01&country=NL'),
        )
      ).totals.reverseCharge,
    ).toBe(true);
    await fetch(`${base}${new URL(placed.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    const mail = await waitFor(
      () => smtp.received.find((m) => decodeQuotedPrintable(m.raw).includes(placed.number)),
      { what: 'the reverse-charge confirmation' },
    );
    expect(decodeQuotedPrintable(mail.raw)).toContain(
      'VAT reverse charged (art. 196 Directive 2006/112/EC)',
    );
  });

  it('a valid VAT number of another member state with delivery in Belgium: Belgian VAT, no reverse charge', async () => {
    expect(
      (await partnerA.put(`/api/partner/shop/cart/items/${cream}`, { quantity: 1 })).status,
    ).toBe(204);
    const preview = await json<PartnerCartResponseDto>(
      await partnerA.get('/api/partner/shop/cart?vatNumber=NL123456789B01&country=BE'),
    );
    expect(preview.totals.reverseCharge).toBe(false);
    const res = await order(partnerA, { vatNumber: 'NL123456789B01' });
    expect(res.status).toBe(201);
    const placed = await json<PlacedPartnerOrderResponseDto>(res);
    expect(placed).toMatchObject({
      reverseCharge: false,
      vatVerified: true,
      vatNumber: 'NL123456789B01',
    });
    expect(placed.vatCents).toBeGreaterThan(0);
  });

  it('VIES says invalid → 422 and nothing changes; VIES unreachable → taken with VAT (no reverse charge on the format alone), vatVerified false', async () => {
    expect(
      (await partnerA.put(`/api/partner/shop/cart/items/${cream}`, { quantity: 1 })).status,
    ).toBe(204);
    const creamStock = await stock(cream);
    const invalid = await order(partnerA, { vatNumber: 'DE123456799' });
    expect(invalid.status).toBe(422);
    expect(await json(invalid)).toMatchObject({
      code: 'PARTNER_SHOP_VAT_NUMBER_INVALID',
      errors: { vatNumber: 'validation.vatNumber' },
    });
    expect(await stock(cream)).toBe(creamStock);
    expect(
      (await json<PartnerCartResponseDto>(await partnerA.get('/api/partner/shop/cart'))).items,
    ).toHaveLength(1);

    const down = await order(partnerA, {
      vatNumber: 'EL123456798',
      deliveryAddress: { ...ADDRESS, country: 'GR', city: 'Athina', postalCode: '10431' },
    });
    expect(down.status).toBe(201);
    const taken = await json<PlacedPartnerOrderResponseDto>(down);
    expect(taken).toMatchObject({
      vatVerified: false,
      reverseCharge: false,
      vatNumber: 'EL123456798',
    });
    expect(taken.vatCents).toBeGreaterThan(0);
    expect(await stock(cream)).toBe(creamStock - 1);
  });

  it('never sells more than is in stock, even when the partner cart was filled earlier', async () => {
    const scarce = await createProduct(running.app, { priceCents: 3_000, stock: 3 });
    await products.update({ id: scarce }, { partnerPriceCents: 1_200 });
    expect(
      (await partnerA.put(`/api/partner/shop/cart/items/${scarce}`, { quantity: 3 })).status,
    ).toBe(204);
    expect(
      (await partnerB.put(`/api/partner/shop/cart/items/${scarce}`, { quantity: 2 })).status,
    ).toBe(204);
    expect((await order(partnerA, {})).status).toBe(201);
    const late = await order(partnerB, {});
    expect(late.status).toBe(422);
    expect(await json(late)).toMatchObject({ code: 'ORDERS_OUT_OF_STOCK', available: 0 });
    expect(await stock(scarce)).toBe(0);
    // The salon's VAT number and company name prefill the checkout (the store's own data).
    expect(
      await json<PartnerCartResponseDto>(await partnerA.get('/api/partner/shop/cart')),
    ).toMatchObject({
      companyName: salonA.companyName ?? salonA.name,
    });
  });
  it('a failed B2B payment puts the lines back in the partner cart (not the customer cart), once', async () => {
    const salon = await account('partner', salonA.id);
    expect((await salon.put(`/api/partner/shop/cart/items/${cream}`, { quantity: 3 })).status).toBe(
      204,
    );
    const res = await order(salon, {});
    expect(res.status).toBe(201);
    const placed = await json<PlacedPartnerOrderResponseDto>(res);
    expect(
      (await json<PartnerCartResponseDto>(await salon.get('/api/partner/shop/cart'))).items,
    ).toEqual([]);
    const settle = await fetch(`${base}${new URL(placed.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'failed' }),
      redirect: 'manual',
    });
    expect(settle.status).toBe(303);
    const id = new URL(placed.checkoutUrl!).pathname.split('/').pop()!;
    await fetch(`${base}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    const cart = await json<PartnerCartResponseDto>(await salon.get('/api/partner/shop/cart'));
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([[cream, 3]]);
    expect((await json<{ items: unknown[] }>(await salon.get('/api/cart'))).items).toEqual([]);
  });
});
