import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { CommonErrorCode, NotFoundError } from '../common/errors/app-error.js';
import { toProblem } from '../common/errors/problem-details.filter.js';

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

/**
 * Serves the built front-ends on the API's port: hashed assets pre-compressed (gzip/brotli made at
 * build time) with a one-year immutable cache, the back-office at /admin/, and every other GET
 * through the storefront's server render.
 */
export async function registerFrontends(
  fastify: FastifyInstance,
  config: AppConfig,
): Promise<void> {
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

  let render: RenderFn | null = null;
  const loadRender = async (): Promise<RenderFn | null> => {
    if (render) return render;
    if (!existsSync(serverEntry)) return null;
    const mod = (await import(pathToFileURL(serverEntry).href)) as { render: RenderFn };
    render = mod.render;
    return render;
  };

  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p)))
      return sendApiNotFound(request, reply);
    const renderFn = await loadRender();
    if (!renderFn) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront is not built yet. Run `npm run build` (npm start does it for you).');
    }
    const headers: Record<string, string | undefined> = {};
    for (const [key, value] of Object.entries(request.headers))
      headers[key] = Array.isArray(value) ? value.join(', ') : value;
    try {
      const result = await renderFn({
        url: request.url,
        headers,
        apiOrigin: `http://127.0.0.1:${request.socket?.localPort ?? config.port}`,
        brandName: config.brandName,
        publicUrl: config.publicUrl,
        oauthClient: { id: 'storefront', secret: config.oauthStorefrontSecret },
        demoPayments: config.payments === 'demo' && config.nodeEnv === 'production',
      });
      void reply.status(result.status).headers({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        ...result.headers,
      });
      return reply.send(result.body);
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
}
