/**
 * Checkout under contention on PostgreSQL: 200 customers (registered and signed in through the
 * API, each with an address and one unit of the product in the cart) place their order at the
 * same moment for a product with 20 units. Exactly 20 orders may exist afterwards and the stock
 * must be 0, never negative. Prints the p99 of the placement.
 */
import { randomUUID } from 'node:crypto';
import { json, log, median, percentile } from './lib.mjs';
import { newCustomer, pool } from './api.mjs';

export const CHECKOUT_CUSTOMERS = Number(process.env.BENCH_CHECKOUT_CUSTOMERS || 200);
export const CHECKOUT_STOCK = 20;

const address = {
  firstName: 'Lotte',
  lastName: 'Janssens',
  street: 'Meir',
  houseNumber: '42',
  postalCode: '2000',
  city: 'Antwerpen',
  country: 'BE',
};

export async function benchCheckout({ base, secret, databaseUrl, productId }) {
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('UPDATE "product" SET "stock" = $2 WHERE "id" = $1', [
      productId,
      CHECKOUT_STOCK,
    ]);
    const setupStarted = performance.now();
    const customers = await pool(
      Array.from({ length: CHECKOUT_CUSTOMERS }, (_, i) => i),
      6,
      async (i) => {
        const token = await newCustomer(base, secret, `co${i}`);
        const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const { body: created } = await json(`${base}/api/addresses`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify(address),
        });
        await json(`${base}/api/cart/items`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ productId, quantity: 1 }),
        });
        return { token, addressId: created.id };
      },
    );
    log(
      `  ${CHECKOUT_CUSTOMERS} customers registered with the product in their cart (${((performance.now() - setupStarted) / 1000).toFixed(1)} s)`,
    );

    // Watch the stock while the checkouts run: it must never be seen below zero.
    let minStock = CHECKOUT_STOCK;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const { rows } = await db.query('SELECT "stock" FROM "product" WHERE "id" = $1', [
          productId,
        ]);
        minStock = Math.min(minStock, Number(rows[0].stock));
      }
    })();
    const started = performance.now();
    const outcomes = await Promise.all(
      customers.map(async ({ token, addressId }) => {
        const t0 = performance.now();
        const response = await fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ addressId }),
        });
        const body = await response.json().catch(() => null);
        return { status: response.status, code: body?.code ?? null, ms: performance.now() - t0 };
      }),
    );
    const wallMs = performance.now() - started;
    watching = false;
    await watcher;

    const { rows: stockRows } = await db.query('SELECT "stock" FROM "product" WHERE "id" = $1', [
      productId,
    ]);
    const { rows: orderRows } = await db.query(
      'SELECT COUNT(DISTINCT "orderId")::int AS orders, COALESCE(SUM("quantity"), 0)::int AS units FROM "shop_order_line" WHERE "productId" = $1',
      [productId],
    );
    const statuses = {};
    for (const outcome of outcomes) {
      const key = outcome.code ? `${outcome.status} ${outcome.code}` : String(outcome.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    const latencies = outcomes.map((outcome) => outcome.ms);
    const result = {
      customers: CHECKOUT_CUSTOMERS,
      stockBefore: CHECKOUT_STOCK,
      placed: outcomes.filter((outcome) => outcome.status === 201).length,
      ordersInDb: orderRows[0].orders,
      unitsInDb: orderRows[0].units,
      stockAfter: Number(stockRows[0].stock),
      minStockSeen: Math.min(minStock, Number(stockRows[0].stock)),
      serverErrors: outcomes.filter((outcome) => outcome.status >= 500).length,
      statuses,
      p50: Math.round(median(latencies)),
      p99: Math.round(percentile(latencies, 99)),
      wallMs: Math.round(wallMs),
    };
    log(
      `  checkout: ${result.placed} placed (answers ${JSON.stringify(statuses)}), ${result.ordersInDb} orders in the database, stock ${result.stockAfter} (lowest seen ${result.minStockSeen}), placement p50 ${result.p50} ms p99 ${result.p99} ms, all ${CHECKOUT_CUSTOMERS} in ${result.wallMs} ms`,
    );
    return result;
  } finally {
    await db.end();
  }
}
