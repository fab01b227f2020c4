import { getRepositoryToken } from '@nestjs/typeorm';
import pg from 'pg';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { OrderLineEntity } from '../src/modules/orders/entities/order-line.entity.js';
import { OrderEntity } from '../src/modules/orders/entities/order.entity.js';
import { address, createProduct, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  TEST_DATABASE_URL,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/**
 * PostgreSQL connections killed while checkouts run (pg_terminate_backend from a separate client,
 * only for this file's own database): answers fail cleanly and quickly, no half-made order, no
 * stock lost, the next request succeeds; /api/health reports an outage while it lasts.
 */
describe.runIf(TEST_DATABASE_URL)(
  `faults: PostgreSQL connections killed mid-checkout on ${ENGINES}`,
  () => {
    let env: TestEnvironment;
    let running: RunningApp;
    let base: string;
    let killer: pg.Client;
    let dbName: string;
    const INITIAL = 500;

    beforeAll(async () => {
      env = await createTestEnvironment();
      running = await startApp(env.config({ AUTH_MAX_FAILURES_PER_IP: '1000' }));
      base = running.baseUrl;
      dbName = new URL(env.databaseUrl!).pathname.slice(1);
      killer = new pg.Client({ connectionString: TEST_DATABASE_URL! });
      await killer.connect();
    });
    afterAll(async () => {
      await killer?.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`).catch(() => undefined);
      await killer?.end();
      await running?.close();
      await env?.dispose();
    });

    const terminate = async () =>
      (
        await killer.query<{ n: string }>(
          'SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [dbName],
        )
      ).rows[0]!.n;

    async function shopper(
      productId: string,
      quantity: number,
    ): Promise<{ api: Client; addressId: string }> {
      const customer = await newCustomer(running.app, base);
      const addr = await json<AddressResponseDto>(
        await customer.api.post('/api/addresses', address()),
      );
      expect((await customer.api.post('/api/cart/items', { productId, quantity })).status).toBe(
        201,
      );
      return { api: customer.api, addressId: addr.id };
    }

    /** A checkout with a deadline: a hang is a failure, not a slow answer. */
    async function checkout(
      s: { api: Client; addressId: string },
      key: string,
    ): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
      const started = Date.now();
      const res = await s.api.post(
        '/api/orders',
        { addressId: s.addressId },
        { 'idempotency-key': key },
      );
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      return { status: res.status, body, ms: Date.now() - started };
    }

    it('fails cleanly while connections are killed, leaves no half-made order and no lost stock, and the next request succeeds', async () => {
      const productId = await createProduct(running.app, { priceCents: 1_900, stock: INITIAL });
      const shoppers = await Promise.all(
        Array.from({ length: 14 }, (_, i) => shopper(productId, 1 + (i % 3))),
      );

      // Checkouts in flight while a separate client kills every connection of this database, again and again.
      let killing = true;
      let kills = 0;
      const killerLoop = (async () => {
        while (killing) {
          kills += Number(await terminate());
          await new Promise((resolve) => setTimeout(resolve, 15));
        }
      })();
      const answers = await Promise.all(shoppers.map((s, i) => checkout(s, `pg-fault-${i}`)));
      killing = false;
      await killerLoop;
      expect(kills).toBeGreaterThan(0);

      for (const answer of answers) {
        // Either placed, or a server problem (never a hang, never a half answer).
        expect([200, 201, 500, 503], JSON.stringify(answer.body)).toContain(answer.status);
        expect(answer.ms).toBeLessThan(15_000);
        if (answer.status >= 500)
          expect(answer.body).toMatchObject({ status: answer.status, code: expect.any(String) });
      }

      // The next request of every shopper succeeds: failed checkouts are placed now (the cart survived the
      // rolled-back transaction), placed ones are replayed by their idempotency key.
      const retried = await Promise.all(shoppers.map((s, i) => checkout(s, `pg-fault-${i}`)));
      for (const r of retried) expect([200, 201], JSON.stringify(r.body)).toContain(r.status);
      expect(new Set(retried.map((r) => r.body.id)).size).toBe(shoppers.length);

      // Every order has its lines; stock + ordered quantities = the initial stock.
      const orders = running.app.get<Repository<OrderEntity>>(getRepositoryToken(OrderEntity));
      const lines = running.app.get<Repository<OrderLineEntity>>(
        getRepositoryToken(OrderLineEntity),
      );
      const ids = retried.map((r) => r.body.id as string);
      expect(await orders.count()).toBe(shoppers.length);
      let ordered = 0;
      for (const id of ids) {
        const rows = await lines.findBy({ orderId: id });
        expect(rows.length, id).toBe(1);
        ordered += rows.reduce((sum, l) => sum + l.quantity, 0);
      }
      expect(await lines.count()).toBe(shoppers.length);
      const stock = (await running.app.get(CatalogueService).stockOf([productId])).get(
        productId,
      )!.stock;
      expect(stock + ordered).toBe(INITIAL);
      expect(ordered).toBe(shoppers.reduce((sum, _s, i) => sum + 1 + (i % 3), 0));
    });

    it('reports the outage on /api/health while the database refuses connections, and recovers after', async () => {
      const productId = await createProduct(running.app, { priceCents: 2_000, stock: 10 });
      const s = await shopper(productId, 1);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);

      await killer.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
      try {
        await terminate();
        const health = await fetch(`${base}/api/health`);
        expect(health.status).toBe(503);
        expect(await json(health)).toMatchObject({ status: 'error', checks: { database: 'down' } });
        const during = await checkout(s, 'pg-outage');
        expect(during.status).toBeGreaterThanOrEqual(500);
        expect(during.ms).toBeLessThan(15_000);
        expect(during.body).toMatchObject({ status: during.status });
        expect(JSON.stringify(during.body)).not.toMatch(/terminat|ECONNREFUSED|pg_|SELECT|INSERT/i);
      } finally {
        await killer.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
      }
      const after = await fetch(`${base}/api/health`);
      expect(after.status).toBe(200);
      expect(await json(after)).toMatchObject({ status: 'ok', checks: { database: 'up' } });
      const placed = await checkout(s, 'pg-outage');
      expect([200, 201]).toContain(placed.status);
      expect(
        await running.app
          .get<Repository<OrderLineEntity>>(getRepositoryToken(OrderLineEntity))
          .countBy({ orderId: placed.body.id as string }),
      ).toBe(1);
    });
  },
);
