import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { CommonErrorCode, NotFoundError } from '../common/errors/app-error.js';
import { toProblem } from '../common/errors/problem-details.filter.js';
import { etagMatches } from '../common/http/http-cache.js';
import { PUBLIC_ANSWER_TTL_MS } from '../common/http/public-answer-cache.js';
import { RenderQueue } from './render-queue.js';
import {
  compress,
  COMPRESS_MIN_BYTES,
  negotiateEncoding,
  PageCache,
  type Encoding,
  type PageEntry,
} from './page-cache.js';

/** What storefront/dist/server/entry-server.js exports (the storefront's server render). */
export interface RenderContext {
  url: string;
  headers: Record<string, string | undefined>;
  apiOrigin: string;
  brandName: string;
  publicUrl: string;
  /** The storefront's OAuth client, given to the browser at run time (one build serves any deployment). */
  oauthClient: { id: string; secret: string };
  /** The demo payment provider runs in production (PAYMENTS=demo): every page says so. */
  demoPayments: boolean;
  /** How the render reaches `/api`: in-process through Fastify's inject, no HTTP round trip. */
  fetchFn?: typeof fetch;
}
export interface RenderResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}
type RenderFn = (ctx: RenderContext) => Promise<RenderResult>;

/** Inserts `<script type="application/json" id="runtime-config">` before `</head>`, safe to embed. */
export function withRuntimeConfig(html: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return html.replace(
    '</head>',
    `  <script type="application/json" id="runtime-config">${json}</script>\n  </head>`,
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const API_PREFIXES = ['/api/', '/api', '/oauth/'];

function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { problem } = toProblem(
    new NotFoundError(
      CommonErrorCode.NOT_FOUND,
      `No route for ${request.method} ${request.url.split('?')[0]}`,
    ),
    request.url.split('?')[0],
  );
  problem.requestId = String(request.id);
  return reply
    .status(404)
    .headers({
      'content-type': 'application/problem+json; charset=utf-8',
      'cache-control': 'no-store',
    })
    .send(problem);
}

interface AnswerMemo {
  version: number;
  expires: number;
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
}
const MEMO_MAX_ENTRIES = 500;
const MEMO_MAX_BYTES = 8 * 1024 * 1024;

/**
 * A `fetch` answered by the app itself (Fastify's `inject`: the whole request lifecycle, hooks,
 * guards and the public-answer cache included, without a socket or an HTTP parser).
 *
 * With `publicVersion` (the public-answer cache's version), a public answer to an anonymous GET
 * (200 with `Cache-Control: public`) is also kept here under that version and for the same TTL,
 * so the renders of a busy page skip even the inject round (its hooks, logging and header
 * copies): the answer is the one the public-answer cache would give, dropped on the same writes.
 */
export function injectFetch(
  fastify: FastifyInstance,
  publicVersion?: () => number,
): typeof fetch & { memoSize(): number } {
  const memo = new Map<string, AnswerMemo>();
  let memoBytes = 0;
  const forget = (key: string) => {
    const entry = memo.get(key);
    if (!entry) return;
    memoBytes -= entry.body.length;
    memo.delete(key);
  };
  const toResponse = (
    status: number,
    headers: Array<[string, string]>,
    body: Uint8Array<ArrayBuffer> | null,
  ) => new Response(body, { status, headers: new Headers(headers) });

  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const memoKey =
      publicVersion &&
      request.method === 'GET' &&
      headers.authorization === undefined &&
      headers.cookie === undefined &&
      headers['if-none-match'] === undefined
        ? `${headers['accept-language'] ?? ''} ${url.pathname}${url.search}`
        : undefined;
    const version = publicVersion?.() ?? 0;
    if (memoKey !== undefined) {
      const kept = memo.get(memoKey);
      if (kept && kept.version === version && kept.expires > Date.now())
        return toResponse(kept.status, kept.headers, kept.body);
      if (kept) forget(memoKey);
    }
    const payload =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    const answer = await fastify.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(payload ? { payload } : {}),
    });
    const out: Array<[string, string]> = [];
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) out.push([name, item]);
      else out.push([name, String(value)]);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    const body = empty ? null : new Uint8Array(answer.rawPayload);
    const cacheControl = answer.headers['cache-control'];
    if (
      memoKey !== undefined &&
      body &&
      answer.statusCode === 200 &&
      typeof cacheControl === 'string' &&
      /(^|,)\s*public\b/.test(cacheControl) &&
      answer.headers['set-cookie'] === undefined &&
      // Only what the public-answer cache would also keep (a write meanwhile: not kept).
      publicVersion?.() === version
    ) {
      forget(memoKey);
      for (const oldest of memo.keys()) {
        if (memo.size < MEMO_MAX_ENTRIES && memoBytes + body.length <= MEMO_MAX_BYTES) break;
        forget(oldest);
      }
      if (body.length <= MEMO_MAX_BYTES / 8) {
        memo.set(memoKey, {
          version,
          expires: Date.now() + PUBLIC_ANSWER_TTL_MS,
          status: 200,
          headers: out,
          body,
        });
        memoBytes += body.length;
      }
    }
    return toResponse(answer.statusCode, out, body);
  }) as typeof fetch & { memoSize(): number };
  fetchFn.memoSize = () => memo.size;
  return fetchFn;
}

/** Sends a page (cached or just rendered): 304 on a matching ETag, else the best accepted encoding. */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Pick<PageEntry, 'status' | 'headers' | 'body' | 'br' | 'gzip'> & { etag?: string },
  encoding: Encoding,
): FastifyReply {
  void reply.status(page.status).headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    ...page.headers,
  });
  const compressed = encoding && page[encoding];
  if (
    (page.headers['content-type'] ?? 'text/html').startsWith('text/html') &&
    page.body.length >= COMPRESS_MIN_BYTES
  ) {
    const vary = reply.getHeader('vary');
    void reply.header(
      'vary',
      typeof vary === 'string' ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
    );
  }
  if (page.etag) {
    void reply.header('etag', page.etag);
    if (etagMatches(request.headers['if-none-match'], page.etag)) {
      reply.removeHeader('content-type');
      return reply.status(304).send();
    }
  }
  if (compressed) return reply.header('content-encoding', encoding).send(compressed);
  return reply.send(page.body);
}

export interface FrontendOptions {
  /** The public-answer cache's version: rendered pages are dropped whenever it changes. */
  publicVersion?: () => number;
  /** Renders in flight at once (the others wait their turn); default: the cores + 1, at least 2. */
  renderConcurrency?: number;
}

const DEFAULT_RENDER_CONCURRENCY = Math.max(2, availableParallelism() + 1);

/**
 * Serves the built front-ends on the API's port: hashed assets pre-compressed (gzip/brotli made at
 * build time) with a one-year immutable cache, the back-office at /admin/, and every other GET
 * through the storefront's server render.
 */
export async function registerFrontends(
  fastify: FastifyInstance,
  config: AppConfig,
  options: FrontendOptions = {},
): Promise<PageCache> {
  const clientDir = join(config.paths.storefrontDist, 'client');
  const serverEntry = join(config.paths.storefrontDist, 'server', 'entry-server.js');
  const backofficeDir = config.paths.backofficeDist;

  if (existsSync(join(clientDir, 'assets'))) {
    await fastify.register(fastifyStatic, {
      root: join(clientDir, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      index: false,
      decorateReply: true,
    });
  }
  // Root files of the client build (favicon, manifest, robots…): short cache, they are not hashed.
  if (existsSync(clientDir)) {
    for (const name of readdirSync(clientDir)) {
      const full = join(clientDir, name);
      if (
        !statSync(full).isFile() ||
        name.endsWith('.html') ||
        name.endsWith('.gz') ||
        name.endsWith('.br')
      )
        continue;
      fastify.get(`/${name}`, (_request, reply) =>
        reply
          .header('cache-control', 'public, max-age=3600')
          .sendFile(name, clientDir, { cacheControl: false }),
      );
    }
  }

  if (existsSync(join(backofficeDir, 'index.html'))) {
    await fastify.register(fastifyStatic, {
      root: backofficeDir,
      prefix: '/admin/',
      preCompressed: true,
      decorateReply: false,
      index: false,
      wildcard: false,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
    // The index page must never be cached (it names the current hashed assets). It carries this
    // deployment's OAuth client as a JSON data block (not a script, so the CSP stays 'self'):
    // one build of the back-office serves any deployment.
    const adminIndex = withRuntimeConfig(readFileSync(join(backofficeDir, 'index.html'), 'utf8'), {
      oauthClient: { id: 'backoffice', secret: config.oauthBackofficeSecret },
    });
    const sendAdminIndex = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(adminIndex);
    fastify.get('/admin', (_request, reply) => reply.redirect('/admin/', 301));
    fastify.get('/admin/', sendAdminIndex);
    // Client-side routes of the back-office fall back to its index page.
    fastify.get('/admin/*', (request, reply) =>
      /\.[a-z0-9]+$/i.test(request.url.split('?')[0]!)
        ? reply.callNotFound()
        : sendAdminIndex(request, reply),
    );
  }

  let loading: Promise<RenderFn | null> | null = null;
  const loadRender = (): Promise<RenderFn | null> => {
    if (loading) return loading;
    if (!existsSync(serverEntry)) return Promise.resolve(null);
    loading = import(pathToFileURL(serverEntry).href).then(
      (mod: { render: RenderFn }) => mod.render,
    );
    return loading;
  };
  // Loaded at start-up (its module graph, route table and i18n resources are built once), not by
  // the first visitors all at once.
  await loadRender();

  const pages = new PageCache(options.publicVersion ?? (() => 0));
  const fetchFn = injectFetch(fastify, options.publicVersion);
  const queue = new RenderQueue(options.renderConcurrency ?? DEFAULT_RENDER_CONCURRENCY);

  interface Rendered {
    result: RenderResult;
    body: Buffer;
    html: boolean;
    /** Set when the page went into the cache (same bytes for every visitor). */
    entry?: PageEntry;
  }

  const renderPage = async (
    renderFn: RenderFn,
    request: FastifyRequest,
    cacheable: boolean,
    key: string,
  ): Promise<Rendered> => {
    const version = pages.version;
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(request.headers))
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    const result = await renderFn({
      url: request.url,
      headers,
      apiOrigin: `http://127.0.0.1:${request.socket?.localPort ?? config.port}`,
      brandName: config.brandName,
      publicUrl: config.publicUrl,
      oauthClient: { id: 'storefront', secret: config.oauthStorefrontSecret },
      demoPayments: config.payments === 'demo' && config.nodeEnv === 'production',
      fetchFn,
    });
    const body = Buffer.from(result.body);
    const html = (result.headers['content-type'] ?? 'text/html').startsWith('text/html');
    // Kept: 200 pages whose bytes depend on the URL alone (no Vary: the locale is in the path;
    // no own cache policy: redirects, sitemap; no token in the URL).
    if (
      cacheable &&
      html &&
      result.status === 200 &&
      !result.headers.vary &&
      !result.headers['cache-control'] &&
      !result.headers['referrer-policy']
    ) {
      pages.misses++;
      const entry = pages.set(key, {
        version,
        status: result.status,
        headers: result.headers,
        body,
      });
      return { result, body, html, entry };
    }
    return { result, body, html };
  };

  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p)))
      return sendApiNotFound(request, reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    // The render never sees who is signed in (the browser applies that, and the consent banner,
    // after hydration), so a page is the same for every visitor and is answered from memory,
    // 304 included, before any render. Only requests carrying credentials go around it.
    const cacheable = request.headers.authorization === undefined;
    const key = request.url;
    const hit = cacheable ? pages.get(key) : undefined;
    if (hit) {
      pages.hits++;
      await pages.encoded(key, hit, encoding);
      return sendPage(request, reply, hit, encoding);
    }
    const renderFn = await loadRender();
    if (!renderFn) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront is not built yet. Run `npm run build` (npm start does it for you).');
    }
    try {
      // Visitors asking for the same page at once share one render; what a render may read from
      // the request besides the URL (the language cookie and Accept-Language of prefix-less
      // pages) is part of that key, so nobody gets a page chosen for another visitor.
      const shareKey = cacheable
        ? `${key}\n${request.headers.cookie ?? ''}\n${request.headers['accept-language'] ?? ''}`
        : undefined;
      const rendered = await queue.run(
        () => renderPage(renderFn, request, cacheable, key),
        shareKey,
      );
      if (rendered.entry) {
        await pages.encoded(key, rendered.entry, encoding);
        return sendPage(request, reply, rendered.entry, encoding);
      }
      const { result, body, html } = rendered;
      const page: Parameters<typeof sendPage>[2] = {
        status: result.status,
        headers: result.headers,
        body,
      };
      if (encoding && html && body.length >= COMPRESS_MIN_BYTES)
        page[encoding] = await compress(body, encoding);
      return sendPage(request, reply, page, encoding);
    } catch (error) {
      request.log.error({ err: error }, 'server render failed');
      return reply
        .status(500)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>Error</title><p>A problem has occurred, please try again later.</p>',
        );
    }
  });
  return pages;
}
