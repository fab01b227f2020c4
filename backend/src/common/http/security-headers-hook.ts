import { createRequire } from 'node:module';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type HelmetMiddleware = (
  req: unknown,
  res: { setHeader(name: string, value: unknown): void; removeHeader(name: string): void },
  next: (error?: unknown) => void,
) => void;

/**
 * The headers helmet sets for `options`, computed once. @fastify/helmet builds a new helmet
 * middleware (and parses the whole CSP) on every request, in two async hooks; our policy has no
 * per-request part (no nonces), so every answer gets the very same headers: set them from a map.
 * helmet itself is @fastify/helmet's own dependency, loaded from there.
 */
export function helmetHeaders(options: FastifyHelmetOptions): Record<string, string> {
  const {
    global: _global,
    enableCSPNonces,
    ...configuration
  } = options as FastifyHelmetOptions & { enableCSPNonces?: boolean };
  if (enableCSPNonces)
    throw new Error('helmetHeaders: CSP nonces are per request; register @fastify/helmet instead');
  const requireFromPlugin = createRequire(
    createRequire(import.meta.url).resolve('@fastify/helmet'),
  );
  const helmet = requireFromPlugin('helmet') as (options: unknown) => HelmetMiddleware;
  const headers: Record<string, string> = {};
  helmet(configuration)(
    {},
    {
      setHeader: (name, value) => {
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      },
      removeHeader: (name) => {
        delete headers[name.toLowerCase()];
      },
    },
    (error) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** Sets the security headers on every answer (API, pages, assets, errors, 404s) from one synchronous hook. */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  options: FastifyHelmetOptions,
): void {
  const headers = helmetHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
