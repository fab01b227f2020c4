import { getRepositoryToken } from '@nestjs/typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import type { AuditListResponseDto } from '../src/modules/audit/dto/audit.dto.js';
import type { CartResponseDto } from '../src/modules/cart/dto/cart.dto.js';
import { ProductEntity } from '../src/modules/catalogue/entities/product.entity.js';
import { InvoicesService } from '../src/modules/invoices/invoices.service.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import type { PartnerCartResponseDto } from '../src/modules/partner-shop/dto/partner-shop.dto.js';
import type {
  ShippableCountriesResponseDto,
  ShippingZoneListResponseDto,
  ShippingZoneResponseDto,
} from '../src/modules/shipping/dto/shipping-zone.dto.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/** An address in `country` with a postcode of its own format. */
const addressIn = (country: string) => {
  const places: Record<string, [string, string]> = {
    CH: ['8001', 'Zürich'],
    US: ['10001', 'New York'],
    BR: ['01310-100', 'São Paulo'],
    BE: ['2000', 'Antwerpen'],
  };
  const [postalCode, city] = places[country] ?? ['1000', 'City'];
  return {
    firstName: 'Lotte',
    lastName: 'Janssens',
    street: 'Main Street',
    houseNumber: '42',
    postalCode,
    city,
    country,
  };
};

describe(`shipping zones on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let manager: Client;
  let anonymous: Client;

  const zones = async () =>
    (await json<ShippingZoneListResponseDto>(await admin.get('/api/admin/shipping-zones'))).data;

  /** A customer with an address in `country` and `quantity` of the product in the cart. */
  async function shopper(country: string, productId: string, quantity = 1) {
    const customer = await newCustomer(running.app, base);
    const res = await customer.api.post('/api/addresses', addressIn(country));
    expect(res.status, country).toBe(201);
    const address = await json<AddressResponseDto>(res);
    expect((await customer.api.post('/api/cart/items', { productId, quantity })).status).toBe(201);
    return { api: customer.api, addressId: address.id };
  }

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    manager = client(base, await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE));
    anonymous = client(base, null);
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('lists the countries served, with their zone’s cost and delivery time (public)', async () => {
    const res = await fetch(`${base}/api/shipping/countries`);
    expect(res.status).toBe(200);
    const { countries } = await json<ShippableCountriesResponseDto>(res);
    const of = (code: string) => countries.find((c) => c.country === code);
    expect(of('BE')).toEqual({
      country: 'BE',
      zone: 'be_nl_de',
      costCents: 595,
      freeFromCents: 12_500,
      minWorkingDays: 3,
      maxWorkingDays: 4,
    });
    expect(of('FR')).toMatchObject({ zone: 'eu', costCents: 1_295, freeFromCents: null });
    for (const code of ['CH', 'GB', 'NO']) expect(of(code)).toMatchObject({ zone: 'europe' });
    for (const code of ['US', 'CA', 'AU']) expect(of(code)).toMatchObject({ zone: 'world' });
    expect(of('BR')).toBeUndefined();
    expect(countries.map((c) => c.country)).toEqual([...countries.map((c) => c.country)].sort());
  });

  it('a Swiss order: the zone’s cost and delivery time, no VAT (export), free from the threshold', async () => {
    const product = await createProduct(running.app, { priceCents: 10_000, stock: 20 });
    const swiss = await shopper('CH', product);
    const cart = await json<CartResponseDto>(await swiss.api.get('/api/cart?country=CH'));
    expect(cart.delivery).toMatchObject({
      country: 'CH',
      zone: 'europe',
      served: true,
      costCents: 1_995,
      minWorkingDays: 5,
      maxWorkingDays: 8,
    });
    expect(cart.totals).toMatchObject({
      itemsCents: 10_000,
      deliveryCents: 1_995,
      vatCents: 0,
      totalCents: 11_995,
      vatRegime: 'export',
    });
    const res = await swiss.api.post('/api/orders', { addressId: swiss.addressId });
    expect(res.status).toBe(201);
    const order = await json<OrderResponseDto>(res);
    expect(order).toMatchObject({
      itemsCents: 10_000,
      deliveryCents: 1_995,
      totalCents: 11_995,
      vatCents: 0,
      vatCountry: 'CH',
      shippingZone: 'europe',
      expectedDelivery: { minWorkingDays: 5, maxWorkingDays: 8 },
    });
    expect(order.checkoutUrl).toMatch(/\/api\/payments\/demo\//);

    // Paid: the invoice is an export at 0 % on the goods and on the zone's delivery cost.
    const paid = await fetch(`${base}${new URL(order.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const invoice = await waitFor(() => running.app.get(InvoicesService).findByOrderId(order.id), {
      what: 'the invoice of the Swiss order',
    });
    expect(invoice.snapshot.buyer).toMatchObject({ country: 'CH' });
    expect(
      invoice.snapshot.lines.map((l) => [l.vatRate, l.netCents, l.vatCents, l.grossCents]),
    ).toEqual([
      [0, 10_000, 0, 10_000],
      [0, 1_995, 0, 1_995],
    ]);
    expect(invoice.snapshot).toMatchObject({ vatCents: 0, totalCents: 11_995 });

    // 250.00 euro and more: free delivery to Switzerland.
    const big = await shopper('CH', product, 3);
    const free = await json<OrderResponseDto>(
      await big.api.post('/api/orders', { addressId: big.addressId }),
    );
    expect(free).toMatchObject({ itemsCents: 30_000, deliveryCents: 0, totalCents: 30_000 });
  });

  it('a US order: the world zone’s cost, never free, 7 to 12 working days', async () => {
    const product = await createProduct(running.app, { priceCents: 15_000, stock: 20 });
    const american = await shopper('US', product, 2);
    const order = await json<OrderResponseDto>(
      await american.api.post('/api/orders', { addressId: american.addressId }),
    );
    expect(order).toMatchObject({
      itemsCents: 30_000,
      deliveryCents: 3_495,
      totalCents: 33_495,
      vatCents: 0,
      shippingZone: 'world',
      expectedDelivery: { minWorkingDays: 7, maxWorkingDays: 12 },
    });
    expect(order.lines[0]).toMatchObject({ vatRate: 0, vatCents: 0, netCents: 30_000 });
  });

  it('refuses an address in a country no zone serves (422 naming the field), also on change', async () => {
    const customer = await newCustomer(running.app, base);
    const created = await customer.api.post('/api/addresses', addressIn('BR'));
    expect(created.status).toBe(422);
    expect(await json(created)).toMatchObject({
      code: 'SHIPPING_COUNTRY_NOT_SERVED',
      errors: { country: 'validation.countryNotServed' },
    });
    const belgian = await json<AddressResponseDto>(
      await customer.api.post('/api/addresses', addressIn('BE')),
    );
    const changed = await customer.api.patch(`/api/addresses/${belgian.id}`, { country: 'BR' });
    expect(changed.status).toBe(422);
    expect((await json(changed)).errors).toEqual({ country: 'validation.countryNotServed' });
    const cart = await json<CartResponseDto>(await customer.api.get('/api/cart?country=BR'));
    expect(cart.delivery).toMatchObject({ served: false, costCents: null });
  });

  it('back-office: admins only, on every shipping-zone endpoint', async () => {
    const partner = client(base, await signIn(base, 'partner@demo.test'));
    const customer = (await newCustomer(running.app, base)).api;
    const id = (await zones())[0]!.id;
    const body = {
      code: 'x_zone',
      name: 'X',
      countries: ['BR'],
      costCents: 100,
      minWorkingDays: 1,
      maxWorkingDays: 2,
    };
    const calls: [string, (api: Client) => Promise<Response>][] = [
      ['list', (api) => api.get('/api/admin/shipping-zones')],
      ['get', (api) => api.get(`/api/admin/shipping-zones/${id}`)],
      ['create', (api) => api.post('/api/admin/shipping-zones', body)],
      ['update', (api) => api.patch(`/api/admin/shipping-zones/${id}`, { costCents: 1 })],
      ['delete', (api) => api.delete(`/api/admin/shipping-zones/${id}`)],
    ];
    for (const [name, call] of calls) {
      expect((await call(anonymous)).status, name).toBe(401);
      expect((await call(customer)).status, name).toBe(403);
      expect((await call(partner)).status, name).toBe(403);
      expect((await call(manager)).status, name).toBe(403);
    }
    // Nothing changed.
    expect((await zones()).find((z) => z.id === id)).toMatchObject({ code: 'be_nl_de' });
    expect((await zones()).map((z) => z.code)).toEqual(['be_nl_de', 'eu', 'europe', 'world']);
  });

  it('back-office: create, edit and delete a zone (audited); quotes and the address form follow', async () => {
    const created = await admin.post('/api/admin/shipping-zones', {
      code: 'south_america',
      name: 'South America',
      countries: ['br', 'AR'],
      costCents: 4_500,
      freeFromCents: null,
      minWorkingDays: 10,
      maxWorkingDays: 15,
    });
    expect(created.status).toBe(201);
    const zone = await json<ShippingZoneResponseDto>(created);
    expect(zone).toMatchObject({
      code: 'south_america',
      countries: ['AR', 'BR'],
      costCents: 4_500,
    });

    // Served now: listed, an address there is accepted and priced.
    const countries = (
      await json<ShippableCountriesResponseDto>(await fetch(`${base}/api/shipping/countries`))
    ).countries;
    expect(countries.find((c) => c.country === 'BR')).toMatchObject({ zone: 'south_america' });
    const product = await createProduct(running.app, { priceCents: 5_000, stock: 10 });
    const brazilian = await shopper('BR', product);
    expect(
      (await json<CartResponseDto>(await brazilian.api.get('/api/cart?country=BR'))).totals,
    ).toMatchObject({ deliveryCents: 4_500, totalCents: 9_500 });

    // Field rules: a country of another zone (409), min above max (422), bad codes (400).
    const taken = await admin.patch(`/api/admin/shipping-zones/${zone.id}`, {
      countries: ['BR', 'CH'],
    });
    expect(taken.status).toBe(409);
    expect(await json(taken)).toMatchObject({
      code: 'SHIPPING_ZONE_CONFLICT',
      errors: { countries: 'validation.countryInOtherZone' },
      countries: ['CH'],
    });
    const order = await admin.patch(`/api/admin/shipping-zones/${zone.id}`, {
      minWorkingDays: 20,
    });
    expect(order.status).toBe(422);
    expect((await json(order)).errors).toEqual({ minWorkingDays: 'validation.workingDaysOrder' });
    const bad = await admin.post('/api/admin/shipping-zones', {
      code: 'Bad Code',
      name: '',
      countries: ['Brazil'],
      costCents: -1,
      minWorkingDays: 0,
      maxWorkingDays: 2,
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toMatchObject({
      code: 'validation.zoneCode',
      name: 'validation.required',
      countries: 'validation.countries',
      costCents: 'validation.amount',
      minWorkingDays: 'validation.workingDays',
    });
    // Two letters that name no country are refused too.
    const unknown = await admin.post('/api/admin/shipping-zones', {
      code: 'nowhere',
      name: 'Nowhere',
      countries: ['ZZ'],
      costCents: 100,
      minWorkingDays: 1,
      maxWorkingDays: 2,
    });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).errors).toEqual({ countries: 'validation.countries' });

    // Edit: a free-from threshold; the quote follows at once.
    const edited = await admin.patch(`/api/admin/shipping-zones/${zone.id}`, {
      costCents: 3_900,
      freeFromCents: 5_000,
    });
    expect(edited.status).toBe(200);
    expect(
      (await json<CartResponseDto>(await brazilian.api.get('/api/cart?country=BR'))).totals,
    ).toMatchObject({ deliveryCents: 0, totalCents: 5_000 });

    // Delete: Brazil is no longer served; the saved address cannot be ordered to.
    expect((await admin.delete(`/api/admin/shipping-zones/${zone.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/shipping-zones/${zone.id}`)).status).toBe(404);
    const refused = await brazilian.api.post('/api/orders', { addressId: brazilian.addressId });
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({
      code: 'SHIPPING_COUNTRY_NOT_SERVED',
      errors: { addressId: 'validation.countryNotServed' },
    });

    const audit = (
      await json<AuditListResponseDto>(
        await admin.get(
          `/api/admin/audit?entityType=shipping_zone&entityId=${zone.id}&perPage=100`,
        ),
      )
    ).data;
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'shipping_zone.create',
      'shipping_zone.delete',
      'shipping_zone.update',
    ]);
    const update = audit.find((entry) => entry.action === 'shipping_zone.update')!;
    expect(update.changes).toEqual({ costCents: [4_500, 3_900], freeFromCents: [null, 5_000] });
  });

  it('the partner shop shows the zone’s cost for a Swiss delivery (export, no VAT) and refuses an unserved country', async () => {
    const partner = client(base, await signIn(base, 'partner@demo.test'));
    const product = await createProduct(running.app, { priceCents: 6_050, stock: 50 });
    await running.app
      .get(getRepositoryToken(ProductEntity))
      .update({ id: product }, { partnerPriceCents: 2_500, partnerMinQuantity: 1 });
    expect(
      (await partner.put(`/api/partner/shop/cart/items/${product}`, { quantity: 2 })).status,
    ).toBe(204);
    const cart = await json<PartnerCartResponseDto>(
      await partner.get('/api/partner/shop/cart?country=CH'),
    );
    // 19.95 incl. 21 % → 16.49 ex VAT; an export carries no VAT.
    expect(cart.totals).toMatchObject({
      itemsCents: 5_000,
      deliveryCents: 1_649,
      vatCents: 0,
      totalCents: 6_649,
      export: true,
    });
    expect(cart.totals.delivery).toMatchObject({ zone: 'europe', minWorkingDays: 5 });
    const refused = await partner.post('/api/partner/orders', {
      deliveryAddress: { ...addressIn('BR'), company: null, box: null, phone: null },
      companyName: 'Salon Test BV',
      vatNumber: 'BE0123456789',
    });
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({
      code: 'SHIPPING_COUNTRY_NOT_SERVED',
      errors: { 'deliveryAddress.country': 'validation.countryNotServed' },
    });
  });
});
