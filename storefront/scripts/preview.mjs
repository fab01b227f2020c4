#!/usr/bin/env node
/**
 * Serves the storefront on its own, for looking at pages without the backend:
 *
 *   node scripts/preview.mjs          the build (dist/client + dist/server), pre-compressed assets
 *   node scripts/preview.mjs --dev    Vite dev server with SSR and hot reload (no build needed)
 *
 * `/api/*` is proxied to API_ORIGIN when set; otherwise `GET /api/config` answers the
 * default shop configuration so pages render. The same strict CSP as production is sent,
 * so an inline script would show up as a console error.
 *
 * Env: PORT (default 4390), API_ORIGIN, PUBLIC_URL, BRAND_NAME, TAG_MANAGER_ID.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;
const apiOrigin = process.env.API_ORIGIN ?? '';
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const brandName = process.env.BRAND_NAME ?? 'Vyrelle';

const csp = [
  "default-src 'self'",
  dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
  dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
  "img-src 'self' data:",
  dev ? "connect-src 'self' ws:" : "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

const types = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

const clientDir = join(root, 'dist/client');

/** Static file from dist/client, pre-compressed when the browser accepts it. */
function serveStatic(req, res, pathname) {
  if (pathname === '/' || pathname.endsWith('.html') || pathname.startsWith('/.vite')) return false;
  const file = normalize(join(clientDir, decodeURIComponent(pathname)));
  if (!file.startsWith(clientDir) || !existsSync(file) || !statSync(file).isFile()) return false;
  const accept = String(req.headers['accept-encoding'] ?? '');
  let path = file;
  const headers = {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=3600',
    vary: 'Accept-Encoding',
  };
  if (/\bbr\b/.test(accept) && existsSync(`${file}.br`)) {
    path = `${file}.br`;
    headers['content-encoding'] = 'br';
  } else if (/\bgzip\b/.test(accept) && existsSync(`${file}.gz`)) {
    path = `${file}.gz`;
    headers['content-encoding'] = 'gzip';
  }
  res.writeHead(200, headers);
  createReadStream(path).pipe(res);
  return true;
}

async function serveApi(req, res, url) {
  if (apiOrigin) {
    const answer = await fetch(new URL(url.pathname + url.search, apiOrigin), {
      method: req.method,
      headers: { accept: 'application/json' },
    });
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(Buffer.from(await answer.arrayBuffer()));
    return;
  }
  if (url.pathname === '/api/config') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        brandName,
        defaultLocale: 'nl',
        locales: ['nl', 'en', 'de', 'fr'],
        tagManagerId: process.env.TAG_MANAGER_ID ?? null,
      }),
    );
    return;
  }
  res.writeHead(404, { 'content-type': 'application/problem+json' });
  res.end(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404 }));
}

let vite;
let renderBuilt;
if (dev) {
  const { createServer: createViteServer } = await import('vite');
  vite = await createViteServer({ root, server: { middlewareMode: true }, appType: 'custom' });
} else {
  const entry = join(root, 'dist/server/entry-server.js');
  if (!existsSync(entry)) {
    console.error('No build found: run `npm run build -w storefront` first (or use --dev).');
    process.exit(1);
  }
  ({ render: renderBuilt } = await import(entry));
}

async function renderPage(req, res, url) {
  const ctx = {
    url: url.pathname + url.search,
    headers: req.headers,
    apiOrigin: origin,
    brandName,
    publicUrl,
  };
  let result;
  if (vite) {
    const { render } = await vite.ssrLoadModule('/src/entry-server.tsx');
    result = await render(ctx);
    if (result.body)
      result = { ...result, body: await vite.transformIndexHtml(url.pathname, result.body) };
  } else {
    result = await renderBuilt(ctx);
  }
  res.writeHead(result.status, { ...result.headers, 'content-security-policy': csp });
  res.end(result.body);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', origin);
  const handle = async () => {
    if (url.pathname.startsWith('/api/')) return serveApi(req, res, url);
    if (!dev && serveStatic(req, res, url.pathname)) return;
    if (vite) {
      const handled = await new Promise((done) => vite.middlewares(req, res, () => done(false)));
      if (handled !== false) return;
    }
    return renderPage(req, res, url);
  };
  handle().catch((error) => {
    vite?.ssrFixStacktrace(error);
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal error');
  });
});

server.listen(port, '127.0.0.1', () =>
  console.log(`storefront ${dev ? 'dev' : 'preview'}: ${origin}/`),
);
