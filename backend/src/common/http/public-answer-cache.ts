import { GUEST_ROLE } from '../auth/roles.js';
import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type {
  DataSource,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  SoftRemoveEvent,
  RecoverEvent,
  UpdateEvent,
} from 'typeorm';
import { resolveLocale } from '../i18n/locale.js';
import {
  etagMatches,
  notModified,
  PUBLIC_ANSWER_CACHE,
  PUBLIC_ANSWER_PENDING as PENDING,
  weakEtag,
} from './http-cache.js';

/**
 * In-process cache of public, non-personalised GET answers (every route marked with @PublicCache():
 * home blocks, product list and product, collections, magazine list and post, pages, FAQ, stores).
 *
 * - Key: the resolved language (query `locale`, else Accept-Language, else nl) and the raw URL (path
 *   and query string). Only 200 answers to anonymous requests are stored: a request with an
 *   Authorization header or a cookie neither reads nor fills the cache, so an answer that depends on
 *   who asks (a signed-in partner, say) is never shared.
 * - Value: the serialised body, its headers (content-type, cache-control, vary) and its ETag, all
 *   computed once. A hit is answered from Fastify's onRequest hook: no guard, pipe, handler, query or
 *   hash; a matching If-None-Match is a 304 without touching the database.
 * - Invalidation: a version counter, bumped by a TypeORM subscriber after every insert, update or
 *   delete of a table a public answer can read (products, translations, collections, posts, FAQ,
 *   stores, reviews, orders, users …; private tables such as carts, tokens, jobs and mail are left
 *   out) and again when such a transaction commits. An answer is stored under the version seen when
 *   its request began, so one computed while a write was in flight is never served afterwards.
 * - Several API processes: each has its own cache and only sees its own writes, so every entry also
 *   lives at most TTL_MS (5 s). A change made through another replica (or the worker, or by time: a
 *   post whose publication date passes) shows within 5 s, well inside the 60 s browsers and proxies
 *   may keep these answers anyway (Cache-Control: public, max-age=60).
 */
export const PUBLIC_ANSWER_TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;
const MAX_BODY_BYTES = 512 * 1024;
/** All bodies together: distinct URLs (any query string) cannot make the cache grow past this. */
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

/** Tables whose rows never appear in a public answer: writing them keeps the cache. */
const PRIVATE_TABLES = new Set([
  'job',
  'sent_mail',
  'refresh_token',
  'password_reset_token',
  'cart_item',
  'partner_cart_item',
  'favourite',
  'address',
  'demo_payment',
  'payment_customer',
  'order_counter',
  'audit_entry',
  'contact_message',
  'partner_application',
  'newsletter_subscriber',
  'newsletter_campaign',
  'newsletter_delivery',
  'saved_routine',
  'personal_routine',
  'cart_coupon',
  'promotion_use',
  'promotion_customer_use',
  'migrations',
]);

interface Entry {
  version: number;
  expires: number;
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

type CacheableRequest = FastifyRequest & { [PENDING]?: { key: string; version: number } };

/** The store and its version counter; one per process. */
@Injectable()
export class PublicAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;
  private currentVersion = 0;
  hits = 0;
  misses = 0;

  get version(): number {
    return this.currentVersion;
  }

  /** Moments (epoch ms, ascending) at which to drop everything; a timer waits for the first. */
  private readonly scheduled: number[] = [];
  private timer: NodeJS.Timeout | null = null;

  /** Drops every stored answer (called after a write to a public table). */
  invalidate(): void {
    this.currentVersion++;
    this.entries.clear();
    this.totalBytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalBytes -= entry.body.length;
    this.entries.delete(key);
  }

  /**
   * Drops every stored answer at `at` (epoch ms) too: a row written now that changes what is
   * visible later (a post's publishAt or removeAt) is shown on time, not up to a TTL late.
   */
  invalidateAt(at: number): void {
    const delay = at - Date.now();
    if (!(delay > 0) || delay > 2 ** 31 - 1 || this.scheduled.includes(at)) return;
    if (this.scheduled.length >= 1000) this.scheduled.pop();
    this.scheduled.push(at);
    this.scheduled.sort((x, y) => x - y);
    this.armTimer();
  }

  private armTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const next = this.scheduled[0];
    if (next === undefined) return;
    this.timer = setTimeout(
      () => {
        const now = Date.now();
        while (this.scheduled.length && this.scheduled[0]! <= now) this.scheduled.shift();
        this.invalidate();
        this.armTimer();
      },
      Math.max(0, next - Date.now()) + 1,
    );
    this.timer.unref();
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.currentVersion || entry.expires <= now) {
      this.remove(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: Omit<Entry, 'expires'>): void {
    if (entry.version !== this.currentVersion || entry.body.length > MAX_BODY_BYTES) return;
    this.remove(key);
    // Oldest first (a Map keeps insertion order).
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES && this.totalBytes + entry.body.length <= MAX_TOTAL_BYTES)
        break;
      this.remove(oldest);
    }
    this.entries.set(key, { ...entry, expires: Date.now() + PUBLIC_ANSWER_TTL_MS });
    this.totalBytes += entry.body.length;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Fastify onRequest: answers a hit (200 or 304) before Nest's guards, pipes and handler run. */
  readonly onRequest = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void => {
    if (
      request.method !== 'GET' ||
      (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[
        PUBLIC_ANSWER_CACHE
      ] !== true
    )
      return done();
    if (request.headers.authorization !== undefined || request.headers.cookie !== undefined)
      return done();
    const query = request.query as { locale?: unknown } | undefined;
    const key = `${resolveLocale(query?.locale, request.headers['accept-language'])} ${request.url}`;
    const entry = this.get(key);
    if (!entry) {
      this.misses++;
      (request as CacheableRequest)[PENDING] = { key, version: this.currentVersion };
      return done();
    }
    this.hits++;
    void reply.headers(entry.headers).header('etag', entry.etag);
    // Answered here: Fastify runs no further hook nor the handler once the reply is sent.
    if (etagMatches(request.headers['if-none-match'], entry.etag)) void reply.code(304).send();
    else void reply.send(entry.body);
  };

  /** Fastify onSend: stores a successful answer of a miss, with its ETag (which the ETag hook then uses). */
  readonly onSend = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ): void => {
    const pending = (request as CacheableRequest)[PENDING];
    if (!pending) return done(null, payload);
    // From here the generic ETag hook stands aside (PENDING): this hook answers the 304 itself,
    // after storing the full answer, so revalidations refill an expired entry.
    (request as CacheableRequest)[PENDING] = undefined;
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return done(null, payload);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'cache-control', 'vary']) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    if (!headers['cache-control'] || !/(^|,)\s*public\b/.test(headers['cache-control']))
      return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    let etag = reply.getHeader('etag');
    if (typeof etag !== 'string') {
      etag = weakEtag(body);
      void reply.header('etag', etag);
    }
    this.set(pending.key, { version: pending.version, body, etag, headers });
    if (etagMatches(request.headers['if-none-match'], etag)) return done(null, notModified(reply));
    done(null, body);
  };
}

/**
 * Columns holding a moment from which a row shows or hides (epoch ms, Date or ISO text); a
 * promotion's start and end change the prices product answers show (Omnibus figure included).
 */
const SCHEDULE_COLUMNS = ['publishAt', 'removeAt', 'startsAt', 'endsAt'] as const;

function moment(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') {
    const parsed = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * Bumps the cache version after writes to public tables, once more when their transaction commits,
 * and at the publication or removal moment a written row announces.
 */
export class PublicAnswerInvalidator implements EntitySubscriberInterface {
  private readonly dirtyTransactions = new WeakSet<QueryRunner>();

  constructor(private readonly cache: PublicAnswerCache) {}

  private written(event: {
    metadata?: { tableName: string };
    queryRunner?: QueryRunner;
    entity?: unknown;
  }): void {
    if (event.metadata && PRIVATE_TABLES.has(event.metadata.tableName)) return;
    // A guest session is a user row no public answer shows: starting one (anyone may, many times)
    // must not empty the cache for everybody.
    if (
      event.metadata?.tableName === 'user' &&
      (event.entity as { role?: unknown } | undefined)?.role === GUEST_ROLE
    )
      return;
    this.cache.invalidate();
    if (event.queryRunner?.isTransactionActive) this.dirtyTransactions.add(event.queryRunner);
    if (event.entity && typeof event.entity === 'object') {
      for (const column of SCHEDULE_COLUMNS) {
        const at = moment((event.entity as Record<string, unknown>)[column]);
        if (at !== null) this.cache.invalidateAt(at);
      }
    }
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.written(event);
  }
  afterUpdate(event: UpdateEvent<unknown>): void {
    this.written(event);
  }
  afterRemove(event: RemoveEvent<unknown>): void {
    this.written(event);
  }
  afterSoftRemove(event: SoftRemoveEvent<unknown>): void {
    this.written(event);
  }
  afterRecover(event: RecoverEvent<unknown>): void {
    this.written(event);
  }
  afterTransactionCommit(event: { queryRunner: QueryRunner }): void {
    if (!this.dirtyTransactions.has(event.queryRunner)) return;
    this.dirtyTransactions.delete(event.queryRunner);
    this.cache.invalidate();
  }
  afterTransactionRollback(event: { queryRunner: QueryRunner }): void {
    this.dirtyTransactions.delete(event.queryRunner);
  }
}

@Injectable()
class PublicAnswerCacheHooks implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: PublicAnswerCache,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    (this.dataSource.subscribers as EntitySubscriberInterface[]).push(
      new PublicAnswerInvalidator(this.cache),
    );
    // The worker process runs the same modules without an HTTP server.
    const adapter = this.adapterHost.httpAdapter as HttpAdapterHost['httpAdapter'] | undefined;
    const fastify = adapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    fastify.addHook('onRequest', this.cache.onRequest);
    fastify.addHook('onSend', this.cache.onSend);
  }
}

/** Registers the cache's hooks and its invalidating subscriber once for the whole application. */
@Module({ providers: [PublicAnswerCache, PublicAnswerCacheHooks], exports: [PublicAnswerCache] })
export class PublicAnswerCacheModule {}
