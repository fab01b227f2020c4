/**
 * API throughput on one database (SQLite or PostgreSQL): seeds the demo data, starts the
 * production API, measures five endpoints and a cached public answer with autocannon, then the
 * ceilings (bare node:http + same driver; bare node:http + same bytes), memory and cold start.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureProductListSql, captureRequestSql } from './capture-sql.mjs';
import { benchCheckout } from './checkout.mjs';
import {
  BENCH_DIR,
  CONNECTIONS,
  createPgDatabase,
  freePort,
  json,
  log,
  measure,
  median,
  productionEnv,
  rssOf,
  sleep,
  startApi,
  stop,
  waitForPort,
} from './lib.mjs';

export const PRODUCT_LIST_QUERY = {
  collection: ['blue'],
  skinType: ['dry'],
  sort: 'price-asc',
  page: 1,
  perPage: 24,
  locale: 'nl',
};
export const PRODUCT_LIST_PATH =
  '/api/products?locale=nl&collection=blue&skinType=dry&sort=price-asc&perPage=24';
const CLIENT = { storefront: 'storefront' };
/** What the search bench types (query, locale): words, a typo, compounds, plurals, ingredients. */
export const SEARCH_QUERIES = [
  ['zonnecrème', 'nl'],
  ['Sonnencreme', 'de'],
  ['crème solaire', 'fr'],
  ['sun creams', 'en'],
  ['retinl', 'en'],
  ['niacinamide', 'de'],
  ['serum', 'nl'],
  ['SPF', 'fr'],
];

/**
 * Demo data: the seeder never runs in production (SeedModule refuses NODE_ENV=production), so a
 * development boot on the same DATA_DIR / DATABASE_URL seeds and migrates first, then stops.
 */
export async function seed(dataDir, databaseUrl, logFile) {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const { child } = await startApi(env, logFile);
  await stop(child);
}

async function startCeiling(env, logFile) {
  const port = await freePort();
  const { openSync } = await import('node:fs');
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [join(BENCH_DIR, 'ceiling-server.mjs')], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), ...env },
    stdio: ['ignore', out, out],
  });
  await waitForPort(port, child);
  return { child, base: `http://127.0.0.1:${port}` };
}

export async function signIn(base, secret, username, password) {
  const { body } = await json(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: CLIENT.storefront,
      client_secret: secret,
      username,
      password,
    }).toString(),
  });
  return body.access_token;
}

/** Registers a customer through the API and signs it in; answers its bearer token. */
export async function newCustomer(base, secret, tag) {
  const email = `bench-${tag}-${Math.random().toString(36).slice(2, 10)}@bench.test`;
  const password = 'Bench1234';
  await json(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Klant',
      email,
      password,
      passwordConfirmation: password,
      country: 'BE',
      privacyAccepted: true,
      locale: 'nl',
    }),
  });
  return signIn(base, secret, email, password);
}

/** Runs `fn` over items with at most `limit` at a time. */
export async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index], index);
      }
    }),
  );
  return results;
}

export async function benchApi(kind, { tmp }) {
  log(
    `\n== API on ${kind === 'postgres' ? 'PostgreSQL' : 'SQLite'} (${CONNECTIONS} connections) ==`,
  );
  const dataDir = mkdtempSync(join(tmp, `api-${kind}-`));
  const database = kind === 'postgres' ? await createPgDatabase('vyrelle_bench') : null;
  const logFile = join(dataDir, 'api.log');
  const children = [];
  try {
    await seed(dataDir, database?.url ?? null, logFile);

    // Cold start: spawn → port open, median of 3 (migrations already applied, as on a restart).
    const coldStarts = [];
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      const { child, startMs } = await startApi(
        productionEnv({ port, dataDir, databaseUrl: database?.url }),
        logFile,
      );
      coldStarts.push(Math.round(startMs));
      await stop(child);
    }
    const coldStartMs = median(coldStarts);
    log(
      `  cold start (spawn → listening)      ${coldStarts.join(', ')} ms → median ${coldStartMs} ms`,
    );

    const port = await freePort();
    const env = productionEnv({ port, dataDir, databaseUrl: database?.url });
    const { child: api } = await startApi(env, logFile);
    children.push(api);
    const base = `http://127.0.0.1:${port}`;

    const list = (await json(`${base}${PRODUCT_LIST_PATH}`)).body;
    if (!list.data.length) throw new Error('product list is empty: the seed did not run');
    const productSlug = list.data[0].slug;
    const productId = list.data[0].id;
    const demoToken = await signIn(
      base,
      env.OAUTH_STOREFRONT_SECRET,
      'customer@demo.test',
      'Demo1234',
    );
    // One customer per connection for the cart: each connection adds one unit, then removes the
    // line, so every request stays valid however long the run is and no two connections race on one cart.
    const cartTokens = await pool(
      Array.from({ length: CONNECTIONS + 10 }, (_, i) => i),
      4,
      (i) => newCustomer(base, env.OAUTH_STOREFRONT_SECRET, `cart${i}`),
    );

    const results = {};
    // Signed in: the public-answer cache stands aside, so this is the uncached handler and its
    // SQL, compared with the same SQL in bare node:http (the anonymous, cached answer is compared
    // with its own bytes below).
    results.productList = await measure('product list signed in (not cached)', {
      url: `${base}${PRODUCT_LIST_PATH}`,
      headers: { authorization: `Bearer ${demoToken}` },
    });
    results.productListCached = await measure('product list anonymous (cached)', {
      url: `${base}${PRODUCT_LIST_PATH}`,
    });
    // Search (issue 19): signed in, so the public-answer cache stands aside and every request runs
    // the planner and the full-text query; the queries rotate over typed words, a typo, a compound,
    // a plural and an ingredient in four languages. Then one anonymous query from the cache.
    let searchTurn = 0;
    results.search = await measure('search signed in (not cached)', {
      url: base,
      headers: { authorization: `Bearer ${demoToken}` },
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            const [q, locale] = SEARCH_QUERIES[searchTurn++ % SEARCH_QUERIES.length];
            return { ...request, path: `/api/search?q=${encodeURIComponent(q)}&locale=${locale}` };
          },
        },
      ],
    });
    results.searchCached = await measure('search anonymous (cached)', {
      url: `${base}/api/search?q=zonnecr%C3%A8me&locale=nl`,
    });
    const listAnswer = await fetch(`${base}${PRODUCT_LIST_PATH}`);
    const listBytes = Buffer.from(await listAnswer.arrayBuffer());
    results.product = await measure('single product', {
      url: `${base}/api/products/${productSlug}?locale=nl`,
    });
    results.magazine = await measure('magazine list', {
      url: `${base}/api/posts?locale=nl&type=blog`,
    });
    results.user = await measure('GET /api/user (bearer)', {
      url: `${base}/api/user`,
      headers: { authorization: `Bearer ${demoToken}` },
    });
    // autocannon clears a connection's context each time it loops over `requests`, so a token is
    // taken from a free list at the POST and handed back after its DELETE: no two connections
    // ever hold the same customer (whose cart would then answer 409 "already in the cart").
    let free = [...cartTokens];
    // The warm-up may stop between a POST and its DELETE: empty every cart before the measured run.
    const clearCarts = async () => {
      await sleep(1000); // requests the warm-up left in flight still land on the server
      await pool(cartTokens, 8, (token) =>
        fetch(`${base}/api/cart`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        }).then((r) => r.arrayBuffer()),
      );
      free = [...cartTokens];
    };
    const withToken = (request, context) => ({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${context.token}` },
    });
    results.addToCart = await measure(
      'add to cart (POST item / DELETE line)',
      {
        url: base,
        requests: [
          {
            method: 'POST',
            path: '/api/cart/items?locale=nl',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ productId, quantity: 1 }),
            setupRequest: (request, context) => {
              context.token = free.pop();
              return withToken(request, context);
            },
          },
          {
            method: 'DELETE',
            path: `/api/cart/items/${productId}?locale=nl`,
            setupRequest: withToken,
            onResponse: (status, body, context) => {
              free.unshift(context.token);
            },
          },
        ],
      },
      { beforeRun: clearCarts },
    );
    const home = await fetch(`${base}/api/home?locale=nl`);
    const homeBytes = Buffer.from(await home.arrayBuffer());
    const etag = home.headers.get('etag');
    results.home = await measure('home blocks (public, cacheable)', {
      url: `${base}/api/home?locale=nl`,
    });
    results.home304 = await measure(
      'home blocks, If-None-Match → 304',
      { url: `${base}/api/home?locale=nl`, headers: { 'if-none-match': etag ?? '' } },
      { expectStatus: 304 },
    );
    // Server-rendered pages (anonymous): cached, then a new URL each time (a render per request).
    const pagePaths = ['/nl', '/nl/producten', `/nl/product/${productSlug}`];
    const pageBytes = [];
    for (const path of pagePaths) {
      const page = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
      pageBytes.push({
        path,
        headers: {
          'content-type': page.headers.get('content-type'),
          etag: page.headers.get('etag'),
        },
        body: Buffer.from(await page.arrayBuffer()),
      });
    }
    results.pages = [];
    for (const path of pagePaths)
      results.pages.push({
        path,
        ...(await measure(`page ${path} (cached)`, { url: `${base}${path}` })),
      });
    const home304Page = pageBytes[0].headers.etag;
    results.page304 = await measure(
      'page /nl, If-None-Match → 304',
      { url: `${base}/nl`, headers: { 'if-none-match': home304Page ?? '' } },
      { expectStatus: 304 },
    );
    let fresh = 0;
    results.pageUncached = await measure('page /nl/producten?v=N (rendered)', {
      url: base,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: `/nl/producten?v=${++fresh}` }),
        },
      ],
    });
    const apiRss = await rssOf(api.pid);
    // The race runs on a product the cart bench did not use (the filtered list above may hold
    // that one product only): its stock is set for the race alone.
    const raceProduct = database
      ? (await json(`${base}/api/products?locale=nl&perPage=24`)).body.data.find(
          (product) => product.id !== productId,
        )
      : null;
    const checkout =
      database && !process.env.BENCH_SKIP_CHECKOUT
        ? await benchCheckout({
            base,
            secret: env.OAUTH_STOREFRONT_SECRET,
            databaseUrl: database.url,
            productId: raceProduct.id,
          })
        : null;
    await stop(api);
    children.pop();

    // Ceilings, on the same data.
    const captured = await captureProductListSql(database?.url ?? dataDir, PRODUCT_LIST_QUERY);
    const sqlFile = join(dataDir, 'ceiling-sql.json');
    writeFileSync(sqlFile, JSON.stringify(captured));
    const ceiling = await startCeiling(
      database
        ? { CEILING_MODE: 'query', CEILING_SQL_FILE: sqlFile, CEILING_PG_URL: database.url }
        : {
            CEILING_MODE: 'query',
            CEILING_SQL_FILE: sqlFile,
            CEILING_SQLITE: join(dataDir, 'shop.sqlite'),
          },
      logFile,
    );
    children.push(ceiling.child);
    results.ceiling = await measure('ceiling: bare http + driver', {
      url: `${ceiling.base}/products`,
    });
    const ceilingRss = await rssOf(ceiling.child.pid);
    await stop(ceiling.child);

    // Ceilings of the signed-in endpoints: the statements the API ran for the same requests (guard
    // included), replayed through the same driver in bare node:http, answering the API's bytes.
    const bearer = (token) => ({ authorization: `Bearer ${token}` });
    const cartToken = cartTokens[0];
    const [, ...cartCycle] = await captureRequestSql(env, [
      { method: 'DELETE', url: '/api/cart', headers: bearer(cartToken) },
      {
        method: 'POST',
        url: '/api/cart/items?locale=nl',
        headers: { ...bearer(cartToken), 'content-type': 'application/json' },
        payload: JSON.stringify({ productId, quantity: 1 }),
      },
      {
        method: 'DELETE',
        url: `/api/cart/items/${productId}?locale=nl`,
        headers: bearer(cartToken),
      },
    ]);
    const userCapture = await captureRequestSql(env, [
      { method: 'GET', url: '/api/user', headers: bearer(demoToken) },
    ]);
    const searchCapture = await captureRequestSql(
      env,
      SEARCH_QUERIES.map(([q, locale]) => ({
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent(q)}&locale=${locale}`,
        headers: bearer(demoToken),
      })),
    );
    const replayCeiling = async (name, captured) => {
      const bad = captured.find((request) => request.status >= 400);
      if (bad) throw new Error(`${name}: the captured request answered ${bad.status}`);
      const file = join(dataDir, 'replay.json');
      writeFileSync(file, JSON.stringify(captured));
      const server = await startCeiling(
        database
          ? { CEILING_MODE: 'replay', CEILING_REPLAY_FILE: file, CEILING_PG_URL: database.url }
          : {
              CEILING_MODE: 'replay',
              CEILING_REPLAY_FILE: file,
              CEILING_SQLITE: join(dataDir, 'shop.sqlite'),
            },
        logFile,
      );
      children.push(server.child);
      const figures = await measure(name, { url: `${server.base}/` });
      await stop(server.child);
      return { ...figures, statements: captured.map((request) => request.statements.length) };
    };
    results.userCeiling = await replayCeiling('ceiling: GET /api/user, same SQL', userCapture);
    results.addToCartCeiling = await replayCeiling('ceiling: add to cart, same SQL', cartCycle);
    results.searchCeiling = await replayCeiling('ceiling: search, same SQL', searchCapture);

    const headers = {};
    for (const name of ['content-type', 'cache-control', 'vary', 'etag'])
      if (home.headers.get(name)) headers[name] = home.headers.get(name);
    const bytesFile = join(dataDir, 'home-bytes.json');
    writeFileSync(bytesFile, JSON.stringify({ headers, body: homeBytes.toString('base64') }));
    const same = await startCeiling(
      { CEILING_MODE: 'bytes', CEILING_BYTES_FILE: bytesFile },
      logFile,
    );
    children.push(same.child);
    results.sameBytes = await measure('ceiling: bare http, same bytes', { url: `${same.base}/` });
    await stop(same.child);

    // The same bytes as each cached answer in bare node:http.
    const bytesCeiling = async (name, headers, body) => {
      const file = join(dataDir, 'bytes.json');
      writeFileSync(file, JSON.stringify({ headers, body: body.toString('base64') }));
      const server = await startCeiling(
        { CEILING_MODE: 'bytes', CEILING_BYTES_FILE: file },
        logFile,
      );
      children.push(server.child);
      const figures = await measure(name, { url: `${server.base}/` });
      await stop(server.child);
      return figures;
    };
    const listHeaders = {};
    for (const name of ['content-type', 'cache-control', 'vary', 'etag'])
      if (listAnswer.headers.get(name)) listHeaders[name] = listAnswer.headers.get(name);
    results.productListSameBytes = await bytesCeiling(
      'ceiling: same bytes as the product list',
      listHeaders,
      listBytes,
    );
    results.pageSameBytes = [];
    for (const page of pageBytes)
      results.pageSameBytes.push({
        path: page.path,
        ...(await bytesCeiling(`ceiling: same bytes as ${page.path}`, page.headers, page.body)),
      });

    log(
      `  memory (RSS) after the run: API ${(apiRss / 2 ** 20).toFixed(0)} MiB, ceiling ${(ceilingRss / 2 ** 20).toFixed(0)} MiB`,
    );
    return {
      kind,
      results,
      checkout,
      productListSql: captured.statements.length,
      apiRss,
      ceilingRss,
      coldStarts,
      coldStartMs,
      homeBytes: homeBytes.length,
    };
  } finally {
    for (const child of children) await stop(child);
    await sleep(100);
    if (database)
      await database
        .drop()
        .catch((error) => log(`  (could not drop ${database.name}: ${error.message})`));
    if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
  }
}

// Stand-alone: node bench/api.mjs [sqlite|postgres]
if (import.meta.url === `file://${process.argv[1]}`) {
  const tmp = mkdtempSync(join(tmpdir(), 'vyrelle-bench-'));
  console.log(JSON.stringify(await benchApi(process.argv[2] ?? 'sqlite', { tmp }), null, 2));
}
