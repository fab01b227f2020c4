import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ANSWER_TTL_MS, PublicAnswerCache } from '../src/common/http/public-answer-cache.js';
import type {
  ProductResponseDto,
  ProductListResponseDto,
} from '../src/modules/catalogue/dto/product.dto.js';
import type { PostListResponseDto, PostResponseDto } from '../src/modules/content/dto/post.dto.js';
import { BACKOFFICE, bearer, signIn } from './helpers/auth.js';
import { client, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/**
 * The in-process cache of public answers (common/http/public-answer-cache.ts): repeat answers come
 * from memory with the same ETag, a revalidation is a 304, a write through the admin is visible on
 * the next request, languages are kept apart, and nothing personal is ever cached.
 */
describe(`public answer cache on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let cache: PublicAnswerCache;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    cache = running.app.get(PublicAnswerCache);
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('answers a repeat GET from memory with the same bytes, ETag and headers, and a matching If-None-Match with a 304', async () => {
    for (const path of [
      '/api/home?locale=nl',
      '/api/products?collection=blue&sort=price-asc',
      '/api/collections',
      '/api/posts',
      '/api/faq',
      '/api/stores',
    ]) {
      const first = await fetch(`${base}${path}`);
      expect(first.status, path).toBe(200);
      const body = await first.text();
      const hits = cache.hits;
      const second = await fetch(`${base}${path}`);
      expect(second.status, path).toBe(200);
      expect(cache.hits, `${path} served from the cache`).toBe(hits + 1);
      expect(await second.text()).toBe(body);
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(second.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
      expect(second.headers.get('cache-control')).toBe('public, max-age=60');
      expect(second.headers.get('vary')?.toLowerCase()).toContain('accept-language');
      expect(second.headers.get('content-type')).toContain('application/json');
      // The security headers and request id of every answer are still there on a hit.
      expect(second.headers.get('x-content-type-options')).toBe('nosniff');
      expect(second.headers.get('content-security-policy')).toBeTruthy();
      expect(second.headers.get('x-request-id')).toBeTruthy();

      const revalidated = await fetch(`${base}${path}`, {
        headers: { 'if-none-match': `"other", ${first.headers.get('etag')}` },
      });
      expect(revalidated.status, path).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(cache.hits).toBe(hits + 2);
    }
  });

  it('refills an expired entry from a revalidation: the miss is a 304 and the next request a hit', async () => {
    for (const path of ['/api/home?locale=nl', '/api/products?sort=price-asc']) {
      const first = await fetch(`${base}${path}`);
      const etag = first.headers.get('etag')!;
      cache.invalidate(); // as after the TTL or a write elsewhere
      const misses = cache.misses;
      const revalidated = await fetch(`${base}${path}`, { headers: { 'if-none-match': etag } });
      expect(revalidated.status, path).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(cache.misses).toBe(misses + 1);
      expect(cache.size, `${path} stored by the revalidation`).toBeGreaterThan(0);
      const hits = cache.hits;
      const again = await fetch(`${base}${path}`, { headers: { 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
      expect(cache.hits, `${path} 304 answered from the cache`).toBe(hits + 1);
      const full = await fetch(`${base}${path}`);
      expect(full.status).toBe(200);
      expect(await full.text()).toBe(await first.text());
      expect(cache.hits).toBe(hits + 2);
    }
  });

  it('keeps languages apart (Accept-Language and ?locale=), and a language change is not a 304', async () => {
    const nl = await fetch(`${base}/api/home`, { headers: { 'accept-language': 'nl' } });
    const fr = await fetch(`${base}/api/home`, {
      headers: { 'accept-language': 'fr-BE,fr;q=0.9' },
    });
    const nlBody = await nl.text();
    const frBody = await fr.text();
    expect(frBody).not.toBe(nlBody);
    expect(fr.headers.get('etag')).not.toBe(nl.headers.get('etag'));
    const hits = cache.hits;
    const frAgain = await fetch(`${base}/api/home`, { headers: { 'accept-language': 'fr' } });
    expect(await frAgain.text()).toBe(frBody);
    expect(cache.hits).toBe(hits + 1);
    const nlWithFrTag = await fetch(`${base}/api/home`, {
      headers: { 'accept-language': 'nl', 'if-none-match': fr.headers.get('etag')! },
    });
    expect(nlWithFrTag.status).toBe(200);
    expect(await nlWithFrTag.text()).toBe(nlBody);
    // The query parameter wins over the header, in the cache as in the service.
    const explicit = await fetch(`${base}/api/home?locale=fr`, {
      headers: { 'accept-language': 'nl' },
    });
    expect(await explicit.text()).toBe(frBody);
  });

  it('shows an admin change to a product (texts, price, stock) on the very next request', async () => {
    const listPath = '/api/products?collection=blue&perPage=48&locale=nl';
    const before = await json<ProductListResponseDto>(await fetch(`${base}${listPath}`));
    const product = before.data.find((p) => p.inStock)!;
    expect(product).toBeTruthy();
    const detailPath = `/api/products/${product.slug}?locale=nl`;
    const detail = await fetch(`${base}${detailPath}`);
    const etag = detail.headers.get('etag')!;
    expect(
      (await fetch(`${base}${detailPath}`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    const changed = await admin.patch(`/api/admin/products/${product.id}`, {
      priceCents: product.priceCents + 100,
      translations: { nl: { name: 'Cache-test serum' } },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const after = await fetch(`${base}${detailPath}`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    const afterBody = await json<ProductResponseDto>(after);
    expect(afterBody.priceCents).toBe(product.priceCents + 100);
    expect(afterBody.name).toBe('Cache-test serum');
    expect(after.headers.get('etag')).not.toBe(etag);
    const listed = (
      await json<ProductListResponseDto>(await fetch(`${base}${listPath}`))
    ).data.find((p) => p.id === product.id)!;
    expect(listed.name).toBe('Cache-test serum');

    // Stock is changed with a conditional UPDATE (as an order placement does): the in-stock flag follows.
    expect((await admin.put(`/api/admin/products/${product.id}/stock`, { stock: 0 })).status).toBe(
      200,
    );
    expect((await json<ProductResponseDto>(await fetch(`${base}${detailPath}`))).inStock).toBe(
      false,
    );
    expect(
      (await json<ProductListResponseDto>(await fetch(`${base}${listPath}`))).data.find(
        (p) => p.id === product.id,
      )?.inStock ?? false,
    ).toBe(false);
    expect((await admin.put(`/api/admin/products/${product.id}/stock`, { stock: 7 })).status).toBe(
      200,
    );
    expect((await json<ProductResponseDto>(await fetch(`${base}${detailPath}`))).inStock).toBe(
      true,
    );
  });

  it('shows an admin change to a magazine post on the very next request', async () => {
    const list = await json<PostListResponseDto>(await fetch(`${base}/api/posts?locale=nl`));
    const slug = list.data[0]!.slug;
    const path = `/api/posts/${slug}?locale=nl`;
    const before = await json<PostResponseDto>(await fetch(`${base}${path}`));
    await fetch(`${base}${path}`); // now cached
    const admins = await json<{ data: { id: string; slug: string; language: string }[] }>(
      await admin.get('/api/admin/posts?perPage=100&language=nl'),
    );
    const post = admins.data.find((p) => p.slug === slug)!;
    expect(post).toBeTruthy();
    const res = await admin.patch(`/api/admin/posts/${post.id}`, {
      title: `${before.title} (bijgewerkt)`,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await json<PostResponseDto>(await fetch(`${base}${path}`))).title).toBe(
      `${before.title} (bijgewerkt)`,
    );
    expect(
      (await json<PostListResponseDto>(await fetch(`${base}/api/posts?locale=nl`))).data.find(
        (p) => p.slug === slug,
      )?.title,
    ).toBe(`${before.title} (bijgewerkt)`);
  });

  it('never caches personal answers: signed-in requests bypass it, account endpoints are not cached', async () => {
    const customer = await signIn(base, 'customer@demo.test');
    const manager = await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE);
    const size = cache.size;
    const hits = cache.hits;
    for (let i = 0; i < 2; i++) {
      const me = await fetch(`${base}/api/user`, { headers: bearer(customer) });
      expect(me.status).toBe(200);
      expect((await json<{ email: string }>(me)).email).toBe('customer@demo.test');
      expect(me.headers.get('cache-control') ?? '').not.toContain('public');
      const other = await fetch(`${base}/api/user`, { headers: bearer(manager) });
      expect((await json<{ email: string }>(other)).email).toBe('manager@demo.test');
      const cart = await fetch(`${base}/api/cart`, { headers: bearer(customer) });
      expect(cart.status).toBe(200);
      expect(cart.headers.get('cache-control') ?? '').not.toContain('public');
      // A public route asked with a bearer token (which could personalise it) neither reads nor fills the cache.
      expect(
        (await fetch(`${base}/api/home?locale=de`, { headers: bearer(customer) })).status,
      ).toBe(200);
      expect(
        (await fetch(`${base}/api/home?locale=de`, { headers: { cookie: 'session=x' } })).status,
      ).toBe(200);
    }
    expect(cache.hits).toBe(hits);
    expect(cache.size).toBe(size);
    expect((await fetch(`${base}/api/user`)).status).toBe(401);
  });

  it('caches neither errors nor answers to unknown parameters', async () => {
    const size = cache.size;
    for (let i = 0; i < 2; i++) {
      expect((await fetch(`${base}/api/products?sort=nope`)).status).toBe(400);
      expect((await fetch(`${base}/api/products/no-such-product`)).status).toBe(404);
      expect((await fetch(`${base}/api/home?locale=xx`)).status).toBe(400);
    }
    expect(cache.size).toBe(size);
  });

  it('forgets an answer after the TTL (the safety net for writes made by other API processes) and after a write', () => {
    const local = new PublicAnswerCache();
    local.set('nl /x', {
      version: local.version,
      body: Buffer.from('{}'),
      etag: 'W/"x"',
      headers: {},
    });
    expect(local.get('nl /x')).toBeTruthy();
    expect(local.get('nl /x', Date.now() + PUBLIC_ANSWER_TTL_MS + 1)).toBeUndefined();
    local.set('nl /x', {
      version: local.version,
      body: Buffer.from('{}'),
      etag: 'W/"x"',
      headers: {},
    });
    const version = local.version;
    local.invalidate();
    expect(local.get('nl /x')).toBeUndefined();
    // An answer computed under an older version (a write happened meanwhile) is not stored.
    local.set('nl /y', { version, body: Buffer.from('{}'), etag: 'W/"y"', headers: {} });
    expect(local.get('nl /y')).toBeUndefined();
  });

  it('stays bounded however many distinct URLs are asked (oldest answers leave first)', () => {
    const local = new PublicAnswerCache();
    const body = Buffer.alloc(20 * 1024, 'x');
    for (let i = 0; i < 2100; i++)
      local.set(`nl /n${i}`, { version: local.version, body, etag: `W/"${i}"`, headers: {} });
    // 32 MiB of 20 KiB bodies: at most 1638 answers, the newest ones.
    expect(local.size).toBeLessThanOrEqual(1638);
    expect(local.size).toBeGreaterThan(1500);
    expect(local.get('nl /n0')).toBeUndefined();
    expect(local.get('nl /n2099')).toBeTruthy();
  });

  it('forgets everything at a moment a written row announces (a post published later)', async () => {
    const local = new PublicAnswerCache();
    local.invalidateAt(Date.now() + 400);
    local.invalidateAt(Date.now() + 150);
    local.set('nl /z', {
      version: local.version,
      body: Buffer.from('{}'),
      etag: 'W/"z"',
      headers: {},
    });
    expect(local.get('nl /z')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(local.get('nl /z')).toBeUndefined();
    local.set('nl /z', {
      version: local.version,
      body: Buffer.from('{}'),
      etag: 'W/"z"',
      headers: {},
    });
    expect(local.get('nl /z')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(local.get('nl /z')).toBeUndefined();
  });
});
