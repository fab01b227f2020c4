import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import type { CartResponseDto } from '../src/modules/cart/dto/cart.dto.js';
import { ProductEntity } from '../src/modules/catalogue/entities/product.entity.js';
import { JobRegistry } from '../src/modules/jobs/job-registry.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import type { OssReportResponseDto } from '../src/modules/orders/dto/oss-report.dto.js';
import { OrderLineEntity } from '../src/modules/orders/entities/order-line.entity.js';
import { OrderEntity } from '../src/modules/orders/entities/order.entity.js';
import { currentQuarter } from '../src/modules/orders/oss-report.service.js';
import type {
  PartnerCartResponseDto,
  PlacedPartnerOrderResponseDto,
} from '../src/modules/partner-shop/dto/partner-shop.dto.js';
import { DEMO_PARTNER_STORE } from '../src/database/seed/shop-demo.seeder.js';
import { StoreEntity } from '../src/modules/stores/entities/store.entity.js';
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

/** A VIES REST stand-in that can be switched off (it then hangs up, like an unreachable service). */
async function startVies(): Promise<{
  server: Server;
  url: string;
  down: { value: boolean };
  calls: string[];
}> {
  const down = { value: false };
  const calls: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const input = JSON.parse(body || '{}') as { countryCode: string; vatNumber: string };
      calls.push(`${input.countryCode}${input.vatNumber}`);
      if (down.value) {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ...input, valid: !input.vatNumber.endsWith('99') }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    down,
    calls,
  };
}

const PRICE = 6_050; // 60.50 incl. 21 % Belgian VAT

async function shopper(running: RunningApp, productId: string, country: string) {
  const customer = await newCustomer(running.app, running.baseUrl);
  const addr = await json<AddressResponseDto>(
    await customer.api.post('/api/addresses', address(country)),
  );
  expect((await customer.api.post('/api/cart/items', { productId, quantity: 1 })).status).toBe(201);
  return { api: customer.api, addressId: addr.id };
}

async function placeOrder(
  running: RunningApp,
  productId: string,
  country: string,
): Promise<OrderResponseDto> {
  const s = await shopper(running, productId, country);
  const res = await s.api.post('/api/orders', { addressId: s.addressId });
  expect(res.status).toBe(201);
  return json<OrderResponseDto>(res);
}

async function pay(running: RunningApp, order: OrderResponseDto): Promise<void> {
  const res = await fetch(`${running.baseUrl}${new URL(order.checkoutUrl!).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'paid' }),
    redirect: 'manual',
  });
  expect(res.status).toBeLessThan(400);
}

/** Net and VAT of a gross amount at a rate, as the shop rounds it (per line, to the cent). */
const split = (gross: number, rate: number) => {
  const net = Math.round((gross * 100) / (100 + rate));
  return { net, vat: gross - net };
};

describe(`VAT by destination (OSS), the OSS report and VIES fail-closed on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let vies: Awaited<ReturnType<typeof startVies>>;
  let running: RunningApp;
  let base: string;
  let product: string;
  let admin: Client;

  beforeAll(async () => {
    env = await createTestEnvironment();
    vies = await startVies();
    running = await startApp(env.config({ VIES_URL: vies.url }));
    base = running.baseUrl;
    product = await createProduct(running.app, { priceCents: PRICE, stock: 200 });
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
  });
  afterAll(async () => {
    await running?.close();
    await new Promise((resolve) => vies?.server.close(resolve));
    await env?.dispose();
  });

  it('the cart shows the same gross price with the VAT of the chosen country (BE 21, DE 19, FR 20, FI 25.5, CH export 0)', async () => {
    const s = await shopper(running, product, 'BE');
    const cart = async (country: string) =>
      json<CartResponseDto>(await s.api.get(`/api/cart?country=${country}`));
    for (const [country, rate, regime, vatCountry] of [
      ['BE', 21, 'domestic', 'BE'],
      ['DE', 19, 'oss', 'DE'],
      ['FR', 20, 'oss', 'FR'],
      ['FI', 25.5, 'oss', 'FI'],
    ] as const) {
      const c = await cart(country);
      expect(c.items[0]).toMatchObject({ unitPriceCents: PRICE, vatRate: rate });
      expect(c.totals).toMatchObject({ itemsCents: PRICE, vatCountry, vatRegime: regime });
      const delivery = c.totals.deliveryCents!;
      const goods = split(PRICE, rate);
      const ship = split(delivery, rate);
      expect(c.totals.vat).toEqual([
        {
          rate,
          netCents: goods.net + ship.net,
          vatCents: goods.vat + ship.vat,
          grossCents: PRICE + delivery,
        },
      ]);
      expect(c.totals.netCents + c.totals.vatCents).toBe(c.totals.totalCents);
    }
    // Outside the EU: an export, no VAT on the goods nor on the delivery (its zone's cost).
    const swiss = await cart('CH');
    expect(swiss.items[0]).toMatchObject({ unitPriceCents: PRICE, vatRate: 0 });
    expect(swiss.totals).toMatchObject({
      itemsCents: PRICE,
      deliveryCents: 1_995,
      vatCents: 0,
      netCents: PRICE + 1_995,
      vatCountry: 'CH',
      vatRegime: 'export',
    });
  });

  it('a DE order keeps the gross and carries 19 % (FR 20 %, BE 21 %); each line stores rate, net, VAT and country', async () => {
    const lines = running.app.get<Repository<OrderLineEntity>>(getRepositoryToken(OrderLineEntity));
    for (const [country, rate] of [
      ['DE', 19],
      ['FR', 20],
      ['BE', 21],
    ] as const) {
      const order = await placeOrder(running, product, country);
      const goods = split(PRICE, rate);
      const ship = split(order.deliveryCents, rate);
      expect(order).toMatchObject({
        itemsCents: PRICE,
        totalCents: PRICE + order.deliveryCents,
        vatCountry: country,
        netCents: goods.net + ship.net,
        vatCents: goods.vat + ship.vat,
      });
      expect(order.lines).toEqual([
        expect.objectContaining({
          unitPriceCents: PRICE,
          lineTotalCents: PRICE,
          vatRate: rate,
          netCents: goods.net,
          vatCents: goods.vat,
          vatCountry: country,
        }),
      ]);
      expect(order.vat.map((v) => v.rate)).toEqual([rate]);
      const stored = await lines.findOneByOrFail({ orderId: order.id });
      expect(stored).toMatchObject({
        vatRate: rate,
        netCents: goods.net,
        vatCents: goods.vat,
        vatCountry: country,
      });
      expect(stored.netCents + stored.vatCents).toBe(stored.lineTotalCents);
    }
    // Finland's 25.5 % is stored with its decimal.
    const fi = await placeOrder(running, product, 'FI');
    expect(fi.lines[0]).toMatchObject({ vatRate: 25.5, vatCountry: 'FI' });
    expect((await lines.findOneByOrFail({ orderId: fi.id })).vatRate).toBe(25.5);
  });

  it('the OSS report sums paid B2C cross-border orders per country and rate for the quarter (BE, unpaid and other quarters left out), as a screen and CSV', async () => {
    const orders = running.app.get<Repository<OrderEntity>>(getRepositoryToken(OrderEntity));
    const quarter = currentQuarter();
    const before = await json<OssReportResponseDto>(
      await admin.get(`/api/admin/reports/oss?quarter=${quarter}`),
    );
    const de1 = await placeOrder(running, product, 'DE');
    const de2 = await placeOrder(running, product, 'DE');
    const fr = await placeOrder(running, product, 'FR');
    const be = await placeOrder(running, product, 'BE');
    const unpaid = await placeOrder(running, product, 'NL');
    const old = await placeOrder(running, product, 'DE');
    for (const order of [de1, de2, fr, be, old]) await pay(running, order);
    // Paid in 2025 Q1: not in this quarter, in that one.
    await orders.update({ id: old.id }, { paidAt: '2025-02-10T10:00:00.000Z' });

    const res = await admin.get(`/api/admin/reports/oss?quarter=${quarter}`);
    expect(res.status).toBe(200);
    const report = await json<OssReportResponseDto>(res);
    expect(report).toMatchObject({ quarter, ossEnabled: true });
    const row = (r: OssReportResponseDto, country: string, rate: number) =>
      r.rows.find((x) => x.country === country && x.rate === rate) ?? {
        netCents: 0,
        vatCents: 0,
        orderCount: 0,
      };
    const added = (country: string, rate: number, paid: OrderResponseDto[]) => {
      const now = row(report, country, rate);
      const was = row(before, country, rate);
      return {
        netCents: now.netCents - was.netCents,
        vatCents: now.vatCents - was.vatCents,
        orderCount: now.orderCount - was.orderCount,
        expected: {
          netCents: paid.reduce((s, o) => s + o.netCents, 0),
          vatCents: paid.reduce((s, o) => s + o.vatCents, 0),
          orderCount: paid.length,
        },
      };
    };
    for (const [country, rate, paid] of [
      ['DE', 19, [de1, de2]],
      ['FR', 20, [fr]],
    ] as const) {
      const { expected, ...actual } = added(country, rate, [...paid]);
      expect(actual).toEqual(expected);
    }
    expect(report.rows.some((r) => r.country === 'BE')).toBe(false);
    // The NL order was never paid: not in the report.
    expect(unpaid.paidStatus).toBe('open');
    expect(row(report, 'NL', 21)).toEqual(row(before, 'NL', 21));
    expect(report.totals.vatCents).toBe(report.rows.reduce((s, r) => s + r.vatCents, 0));

    const q1 = await json<OssReportResponseDto>(
      await admin.get('/api/admin/reports/oss?quarter=2025-Q1'),
    );
    expect(q1.rows).toEqual([
      { country: 'DE', rate: 19, netCents: old.netCents, vatCents: old.vatCents, orderCount: 1 },
    ]);
    expect(q1).toMatchObject({ from: '2025-01-01T00:00:00.000Z', to: '2025-04-01T00:00:00.000Z' });

    const csv = await admin.get('/api/admin/reports/oss/export?quarter=2025-Q1&locale=de');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('oss-2025-Q1.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = text.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'Quartal;Land;Landesname;MwSt.-Satz %;Bemessungsgrundlage (EUR ohne MwSt.);MwSt. (EUR);Bestellungen',
    );
    const euro = (cents: number) =>
      `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    expect(rows[1]).toBe(`2025-Q1;DE;Deutschland;19;${euro(old.netCents)};${euro(old.vatCents)};1`);
    expect(rows[2]).toBe(`2025-Q1;Summe;;;${euro(old.netCents)};${euro(old.vatCents)};1`);

    expect((await admin.get('/api/admin/reports/oss?quarter=2025-5')).status).toBe(400);
  });

  it('the OSS report is for admins only', async () => {
    const customer = (await newCustomer(running.app, base)).api;
    const manager = client(base, await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE));
    for (const path of ['/api/admin/reports/oss', '/api/admin/reports/oss/export']) {
      expect((await client(base, null).get(path)).status).toBe(401);
      expect((await customer.get(path)).status).toBe(403);
      expect((await manager.get(path)).status).toBe(403);
    }
  });

  it('VIES unreachable: the partner order is taken WITH VAT and the number marked pending; VIES back: confirmed (job and next order), then reverse charge', async () => {
    const stores = running.app.get<Repository<StoreEntity>>(getRepositoryToken(StoreEntity));
    const products = running.app.get<Repository<ProductEntity>>(getRepositoryToken(ProductEntity));
    const salon = await stores.findOneByOrFail({ name: DEMO_PARTNER_STORE });
    const partner = client(base, await signIn(base, 'partner@demo.test'));
    await products.update({ id: product }, { partnerPriceCents: 2_500, partnerMinQuantity: 1 });
    const nlAddress = {
      firstName: 'Sara',
      lastName: 'Partner',
      company: null,
      street: 'Oudegracht',
      houseNumber: '1',
      box: null,
      postalCode: '3511 AB',
      city: 'Utrecht',
      country: 'NL',
      phone: null,
    };
    const order = async (vatNumber: string) => {
      expect(
        (await partner.put(`/api/partner/shop/cart/items/${product}`, { quantity: 2 })).status,
      ).toBe(204);
      const res = await partner.post('/api/partner/orders', {
        deliveryAddress: nlAddress,
        companyName: 'Salon Test BV',
        vatNumber,
      });
      expect(res.status).toBe(201);
      return json<PlacedPartnerOrderResponseDto>(res);
    };

    vies.down.value = true;
    const down = await order('NL123456789B01');
    expect(vies.calls.at(-1)).toBe('NL123456789B01');
    // Fail closed: never reverse charge on the format alone.
    expect(down).toMatchObject({
      vatVerified: false,
      reverseCharge: false,
      vatNumber: 'NL123456789B01',
      itemsCents: 5_000,
    });
    expect(down.vatCents).toBeGreaterThan(0);
    expect(down.totalCents).toBe(down.netCents + down.vatCents);
    expect(down.lines[0]).toMatchObject({
      vatRate: 21,
      netCents: 5_000,
      vatCents: 1_050,
      vatCountry: 'BE',
    });
    let store = await stores.findOneByOrFail({ id: salon.id });
    expect(store).toMatchObject({ vatCheckStatus: 'pending', vatVerifiedNumber: null });
    expect(store.vatCheckedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const preview = await json<PartnerCartResponseDto>(
      await partner.get('/api/partner/shop/cart?vatNumber=NL123456789B01&country=NL'),
    );
    expect(preview.totals.reverseCharge).toBe(false);

    // The re-check job while VIES is still down fails (the queue retries) and changes nothing.
    const registry = running.app.get(JobRegistry);
    const job = { storeId: salon.id, vatNumber: 'NL123456789B01' };
    await expect(registry.run('partner-shop.verify-vat', job, 1)).rejects.toThrow();
    expect((await stores.findOneByOrFail({ id: salon.id })).vatCheckStatus).toBe('pending');

    // VIES answers again: the job confirms the number.
    vies.down.value = false;
    await registry.run('partner-shop.verify-vat', job, 2);
    store = await stores.findOneByOrFail({ id: salon.id });
    expect(store).toMatchObject({
      vatCheckStatus: 'confirmed',
      vatVerifiedNumber: 'NL123456789B01',
    });
    expect(store.vatVerifiedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(
      (
        await json<PartnerCartResponseDto>(
          await partner.get('/api/partner/shop/cart?vatNumber=NL123456789B01&country=NL'),
        )
      ).totals.reverseCharge,
    ).toBe(true);

    // A confirmed number keeps its reverse charge through a later VIES outage.
    vies.down.value = true;
    const confirmed = await order('NL123456789B01');
    expect(confirmed).toMatchObject({ vatVerified: true, reverseCharge: true, vatCents: 0 });
    expect(confirmed.lines[0]).toMatchObject({ vatRate: 0, vatCents: 0, vatCountry: 'NL' });

    // Another number: unchecked while VIES is down, confirmed by the next order once it is back.
    const other = await order('NL987654321B02');
    expect(other).toMatchObject({ vatVerified: false, reverseCharge: false });
    vies.down.value = false;
    const next = await order('NL987654321B02');
    expect(next).toMatchObject({ vatVerified: true, reverseCharge: true, vatCents: 0 });
    expect(await stores.findOneByOrFail({ id: salon.id })).toMatchObject({
      vatCheckStatus: 'confirmed',
      vatVerifiedNumber: 'NL987654321B02',
    });
  });
});

describe(`VAT_OSS=false on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config({ VAT_OSS: 'false' }));
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('every EU delivery carries Belgian VAT (21 %), outside the EU still 0 %; nothing for the OSS report', async () => {
    const product = await createProduct(running.app, { priceCents: PRICE, stock: 20 });
    const order = await placeOrder(running, product, 'DE');
    const goods = split(PRICE, 21);
    expect(order).toMatchObject({ itemsCents: PRICE, vatCountry: 'BE' });
    expect(order.lines[0]).toMatchObject({
      vatRate: 21,
      netCents: goods.net,
      vatCents: goods.vat,
      vatCountry: 'BE',
    });
    await pay(running, order);
    const s = await shopper(running, product, 'DE');
    const swiss = await json<CartResponseDto>(await s.api.get('/api/cart?country=CH'));
    expect(swiss.totals).toMatchObject({ vatCents: 0, vatRegime: 'export' });
    const admin = client(
      running.baseUrl,
      await signIn(running.baseUrl, 'admin@demo.test', 'Demo1234', BACKOFFICE),
    );
    const report = await json<OssReportResponseDto>(await admin.get('/api/admin/reports/oss'));
    expect(report).toMatchObject({ ossEnabled: false, rows: [] });
  });
});
