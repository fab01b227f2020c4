import { createHash } from 'node:crypto';
import { applyDecorators, Header, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Fastify route config flag of the in-process cache of public answers (public-answer-cache.ts). */
export const PUBLIC_ANSWER_CACHE = 'publicAnswerCache';

/**
 * Set on a request whose answer the public-answer cache will store (a miss): the ETag hook leaves
 * it alone, so a miss carrying If-None-Match still stores the full answer before it becomes a 304.
 */
export const PUBLIC_ANSWER_PENDING = Symbol('publicAnswerPending');

/**
 * Marks a public GET answer as cacheable by browsers and shared caches. The answer depends on the
 * request's language, hence `Vary: Accept-Language`. The ETag and the 304 come from the hook below.
 * The API also keeps the answer in memory (public-answer-cache.ts): only for answers that are the
 * same for every anonymous visitor.
 */
export const PublicCache = (maxAgeSeconds = 60) =>
  applyDecorators(
    Header('cache-control', `public, max-age=${maxAgeSeconds}`),
    Header('vary', 'Accept-Language'),
    RouteConfig({ [PUBLIC_ANSWER_CACHE]: true }),
  );

/** For artwork whose bytes are fully determined by its URL. */
export const ImmutableCache = () => Header('cache-control', 'public, max-age=31536000, immutable');

/** Weak ETag of a body: a hash of the bytes (the JSON serialisation is not byte-stable across versions, hence weak). */
export function weakEtag(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: If-None-Match uses weak comparison; `*` matches any current representation. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Adds a weak ETag to every successful GET/HEAD answer that is publicly cacheable and was produced
 * in memory (JSON, generated SVG), and turns a matching If-None-Match into a 304 without a body.
 * Streams (static files) are left alone: @fastify/static does its own validation.
 */
export async function etagOnSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200)
    return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if ((request as unknown as Record<symbol, unknown>)[PUBLIC_ANSWER_PENDING]) return payload;
  const cacheControl = reply.getHeader('cache-control');
  if (typeof cacheControl !== 'string' || !/(^|,)\s*public\b/.test(cacheControl)) return payload;
  let etag = reply.getHeader('etag');
  if (typeof etag !== 'string') {
    etag = weakEtag(payload);
    void reply.header('etag', etag);
  }
  if (etagMatches(request.headers['if-none-match'], etag)) return notModified(reply);
  return payload;
}

/** Turns the answer into a 304 without a body; returns the (empty) payload to send. */
export function notModified(reply: FastifyReply): string {
  void reply.code(304);
  reply.removeHeader('content-length');
  reply.removeHeader('content-type');
  return '';
}

/**
 * API and OAuth answers that did not choose their own Cache-Control are personal or changing
 * (a cart, an order, an account): `no-store`, so no browser or shared cache keeps them. Public
 * answers opt in with {@link PublicCache}; pages and static files are not touched here.
 */
export async function noStoreByDefault(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const path = request.url;
  const api = path === '/api' || path.startsWith('/api/') || path.startsWith('/api?');
  if ((api || path.startsWith('/oauth/')) && !reply.hasHeader('cache-control'))
    void reply.header('cache-control', 'no-store');
  return payload;
}

@Injectable()
class HttpCacheHook implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    // The worker process runs the same modules without an HTTP server.
    const adapter = this.adapterHost.httpAdapter as HttpAdapterHost['httpAdapter'] | undefined;
    const fastify = adapter?.getInstance<FastifyInstance>();
    fastify?.addHook('onSend', noStoreByDefault);
    fastify?.addHook('onSend', etagOnSend);
  }
}

/** Registers the ETag hook once for the whole application. */
@Module({ providers: [HttpCacheHook] })
export class HttpCacheModule {}
