/**
 * The ceiling: a bare node:http server with no framework, no validation, no guards, no logging.
 *
 *   CEILING_MODE=query  answers GET /products with the API's own product-list SQL (captured by
 *                       capture-sql.mjs, file in CEILING_SQL_FILE) through the same driver
 *                       (better-sqlite3 on CEILING_SQLITE, or a pg Pool of 10 on CEILING_PG_URL),
 *                       shaped as the API's JSON;
 *   CEILING_MODE=bytes  answers every request with the bytes and headers in CEILING_BYTES_FILE
 *                       (a cached public answer of the API, e.g. the home page blocks);
 *   CEILING_MODE=replay runs, per request, the statements the API ran for one request (captured by
 *                       captureRequestSql in capture-sql.mjs, file in CEILING_REPLAY_FILE: a list of
 *                       requests, taken in turn) through the same driver, on one connection, and
 *                       answers the API's answer bytes: GET /api/user, add to cart, search.
 *
 * Listens on 127.0.0.1:PORT and prints `listening <port>` when ready.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const mode = process.env.CEILING_MODE ?? 'query';
const port = Number(process.env.PORT ?? 0);

const list = (value) => (value ? String(value).split(',').filter(Boolean) : []);
const num = (value) => (value === null || value === undefined ? null : Number(value));
const image = (value) => {
  try {
    return JSON.parse(value ?? '[]')[0] ?? null;
  } catch {
    return null;
  }
};
const summary = (row) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  subtitle: row.subtitle,
  type: row.type,
  collection: row.collection,
  skinTypes: list(row.skinTypes),
  timing: list(row.timing),
  spf: num(row.spf),
  priceCents: Number(row.priceCents),
  vatRate: Number(row.vatRate),
  currency: 'EUR',
  inStock: Number(row.stock) > 0,
  size: row.size,
  image: image(row.images),
  bestsellerRank: num(row.bestsellerRank),
  setKind: row.setKind,
  locale: row.translationId ? 'nl' : 'nl',
});

function answer(res, status, body, headers = {}) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

function shape(counts, rows) {
  const facets = {};
  for (const [alias, value] of Object.entries(counts)) {
    if (alias === 'total') continue;
    (facets[alias.split('_')[1]] ??= []).push({ value: alias, count: Number(value ?? 0) });
  }
  return JSON.stringify({
    data: rows.map(summary),
    total: Number(counts.total ?? 0),
    page: 1,
    facets,
  });
}

let handler;
if (mode === 'replay') {
  const requests = JSON.parse(readFileSync(process.env.CEILING_REPLAY_FILE, 'utf8')).map((r) => ({
    ...r,
    bytes: Buffer.from(r.body, 'base64'),
  }));
  let turn = 0;
  const send = (res, request) => {
    res.writeHead(request.status, {
      ...request.headers,
      'content-length': request.bytes.length,
    });
    res.end(request.bytes);
  };
  if (process.env.CEILING_PG_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.CEILING_PG_URL, max: 10 });
    handler = async (req, res) => {
      const request = requests[turn++ % requests.length];
      const client = await pool.connect();
      try {
        for (const { sql, params } of request.statements) await client.query(sql, params);
        send(res, request);
      } catch (error) {
        answer(res, 500, JSON.stringify({ error: String(error) }));
      } finally {
        client.release();
      }
    };
  } else {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(process.env.CEILING_SQLITE);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    for (const request of requests)
      request.prepared = request.statements.map(({ sql, params }) => {
        if (/^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i.test(sql)) return () => db.exec(sql);
        const statement = db.prepare(sql);
        return statement.reader ? () => statement.all(...params) : () => statement.run(...params);
      });
    handler = (req, res) => {
      const request = requests[turn++ % requests.length];
      try {
        for (const run of request.prepared) run();
        send(res, request);
      } catch (error) {
        answer(res, 500, JSON.stringify({ error: String(error) }));
      }
    };
  }
} else if (mode === 'bytes') {
  const { headers, body } = JSON.parse(readFileSync(process.env.CEILING_BYTES_FILE, 'utf8'));
  const bytes = Buffer.from(body, 'base64');
  handler = (req, res) => {
    res.writeHead(200, { ...headers, 'content-length': bytes.length });
    res.end(bytes);
  };
} else {
  const { statements } = JSON.parse(readFileSync(process.env.CEILING_SQL_FILE, 'utf8'));
  const [aggregate, page] = statements;
  if (process.env.CEILING_PG_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.CEILING_PG_URL, max: 10 });
    handler = async (req, res) => {
      try {
        const counts = (await pool.query(aggregate.sql, aggregate.params)).rows[0];
        const rows = page ? (await pool.query(page.sql, page.params)).rows : [];
        answer(res, 200, shape(counts, rows));
      } catch (error) {
        answer(res, 500, JSON.stringify({ error: String(error) }));
      }
    };
  } else {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(process.env.CEILING_SQLITE, { readonly: false });
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    const bind = (params) =>
      params.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
    const aggregateStatement = db.prepare(aggregate.sql);
    const pageStatement = page ? db.prepare(page.sql) : null;
    handler = (req, res) => {
      const counts = aggregateStatement.get(...bind(aggregate.params));
      const rows = pageStatement ? pageStatement.all(...bind(page.params)) : [];
      answer(res, 200, shape(counts, rows));
    };
  }
}

const server = createServer(handler);
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
