import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { createTestEnvironment, ENGINES, type TestEnvironment } from './helpers/test-app.js';

/**
 * The VatByDestination migration on a database that already has orders: every line gets the net,
 * VAT and country of what was charged (Belgian VAT included in customer prices, partner lines ex
 * VAT, the delivery country when reverse charged), and the order its VAT country.
 */
describe(`VAT-by-destination migration backfill on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let db: DataSource;

  beforeAll(async () => {
    env = await createTestEnvironment();
  });
  afterAll(async () => {
    if (db?.isInitialized) await db.destroy();
    await env?.dispose();
  });

  it('backfills existing order lines and orders', async () => {
    const options = dataSourceOptions(env.config());
    const all = options.migrations as (new () => { name?: string })[];
    // The schema as it was just before: later migrations may rebuild tables with VAT columns.
    const index = all.findIndex((m) => m.name.startsWith('VatByDestination'));
    expect(index).toBeGreaterThan(0);
    const before = all.slice(0, index);
    db = new DataSource({ ...options, migrations: before } as typeof options);
    await db.initialize();
    await db.runMigrations();
    const postgres = options.type === 'postgres';
    const yes = postgres ? 'true' : '1';
    const no = postgres ? 'false' : '0';
    const order = async (
      kind: string,
      reverseCharge: boolean,
      country: string,
      line: { total: number; rate: number },
    ) => {
      const id = randomUUID();
      const address = JSON.stringify({ firstName: 'A', lastName: 'B', country }).replace(
        /'/g,
        "''",
      );
      await db.query(
        `INSERT INTO "shop_order" ("id", "number", "userId", "email", "locale", "status", "paidStatus", "deliveryAddress", "deliveryCents", "itemsCents", "netCents", "vatCents", "totalCents", "vat", "kind", "reverseCharge")
         VALUES ('${id}', 'VY-2026-${id.slice(0, 6)}', 'u1', 'a@b.test', 'nl', 'paid', 'paid', '${address}', 0, ${line.total}, 0, 0, ${line.total}, '[]', '${kind}', ${reverseCharge ? yes : no})`,
      );
      await db.query(
        `INSERT INTO "shop_order_line" ("id", "orderId", "position", "productId", "slug", "name", "quantity", "unitPriceCents", "vatRate", "lineTotalCents")
         VALUES ('${randomUUID()}', '${id}', 0, 'p1', 'serum', 'Serum', 1, ${line.total}, ${line.rate}, ${line.total})`,
      );
      return id;
    };
    const customer = await order('customer', false, 'DE', { total: 6_050, rate: 21 });
    const supplement = await order('customer', false, 'BE', { total: 2_120, rate: 6 });
    const reverse = await order('partner', true, 'nl', { total: 2_500, rate: 0 });
    const partner = await order('partner', false, 'BE', { total: 2_501, rate: 21 });
    await db.destroy();

    db = new DataSource(options);
    await db.initialize();
    await db.runMigrations();
    const lines = (await db.query(
      'SELECT l."orderId", l."vatRate", l."netCents", l."vatCents", l."vatCountry", o."vatCountry" AS "orderCountry" FROM "shop_order_line" l JOIN "shop_order" o ON o."id" = l."orderId"',
    )) as Record<string, string | number>[];
    const byOrder = new Map(
      lines.map((l) => [
        String(l.orderId),
        {
          vatRate: Number(l.vatRate),
          netCents: Number(l.netCents),
          vatCents: Number(l.vatCents),
          vatCountry: l.vatCountry,
          orderCountry: l.orderCountry,
        },
      ]),
    );
    // Customer prices included Belgian VAT (whatever the destination, before OSS).
    expect(byOrder.get(customer)).toEqual({
      vatRate: 21,
      netCents: 5_000,
      vatCents: 1_050,
      vatCountry: 'BE',
      orderCountry: 'BE',
    });
    expect(byOrder.get(supplement)).toEqual({
      vatRate: 6,
      netCents: 2_000,
      vatCents: 120,
      vatCountry: 'BE',
      orderCountry: 'BE',
    });
    // Partner lines are ex VAT; reverse charge is taxed in the delivery country.
    expect(byOrder.get(reverse)).toEqual({
      vatRate: 0,
      netCents: 2_500,
      vatCents: 0,
      vatCountry: 'NL',
      orderCountry: 'NL',
    });
    expect(byOrder.get(partner)).toEqual({
      vatRate: 21,
      netCents: 2_501,
      vatCents: 525,
      vatCountry: 'BE',
      orderCountry: 'BE',
    });
  });
});
