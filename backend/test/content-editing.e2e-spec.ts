import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import type { AdminProductResponseDto } from '../src/modules/catalogue/dto/admin-product.dto.js';
import type { ProductListResponseDto } from '../src/modules/catalogue/dto/product.dto.js';
import type {
  AdminPostListResponseDto,
  AdminPostResponseDto,
  PostPreviewLinkResponseDto,
} from '../src/modules/content/dto/admin-post.dto.js';
import type { PostResponseDto } from '../src/modules/content/dto/post.dto.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import type { AdminStoreResponseDto } from '../src/modules/stores/dto/admin-store.dto.js';
import type { StoreListResponseDto } from '../src/modules/stores/dto/store.dto.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { address, client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const nextHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** Issue 20 parts 3 and 4: translation groups, the nl fallback of fixed pages, pickers, archive instead of delete. */
describe(`content editing, archive and delete on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let manager: Client;
  let uniq = 0;

  const post = (overrides: Record<string, unknown>) => {
    uniq += 1;
    const slug = `edit-${uniq}-${Date.now().toString(36)}`;
    return {
      language: 'nl',
      type: 'blog',
      name: `Internal ${slug}`,
      slug,
      title: `Title ${slug}`,
      publishAt: hourAgo(),
      content: '<p>Text</p>',
      published: true,
      ...overrides,
    };
  };
  const create = async (overrides: Record<string, unknown>): Promise<AdminPostResponseDto> => {
    const res = await admin.post('/api/admin/posts', post(overrides));
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return json<AdminPostResponseDto>(res);
  };
  const page = (key: string, locale: string) =>
    fetch(`${base}/api/pages/${key}`, { headers: { 'accept-language': locale } });

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    manager = client(base, await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE));
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('a fixed page whose language version is unpublished falls back to nl with a flag, never to a third language', async () => {
    const key = `policy-${Date.now().toString(36)}`;
    const nl = await create({ type: 'page', translationKey: key, slug: `${key}-nl` });
    const de = await create({ type: 'page', language: 'de', translationKey: key, slug: key });

    const inGerman = await json<PostResponseDto>(await page(key, 'de'));
    expect(inGerman).toMatchObject({ id: de.id, language: 'de', languageFallback: false });

    expect((await admin.post(`/api/admin/posts/${de.id}/unpublish`)).status).toBe(200);
    const fallback = await json<PostResponseDto>(await page(key, 'de'));
    expect(fallback).toMatchObject({ id: nl.id, language: 'nl', languageFallback: true });
    // the German slug no longer answers German text either
    expect(await json<PostResponseDto>(await page(`${key}`, 'de'))).toMatchObject({
      language: 'nl',
    });

    // nl unpublished while de is published again: /nl/… is not found, not German under a Dutch heading
    expect((await admin.post(`/api/admin/posts/${de.id}/publish`)).status).toBe(200);
    expect((await admin.post(`/api/admin/posts/${nl.id}/unpublish`)).status).toBe(200);
    const res = await page(key, 'nl');
    expect(res.status).toBe(404);
    expect((await json<{ code: string }>(res)).code).toBe('CONTENT_PAGE_NOT_FOUND');
    // and an English visitor gets neither German nor a missing nl version
    expect((await page(key, 'en')).status).toBe(404);
  });

  it('previews a fixed page at its own route, a landing page at /lp and an article in the magazine', async () => {
    const terms = await create({
      type: 'page',
      language: 'fr',
      translationKey: 'terms',
      published: false,
    });
    const termsLink = await json<PostPreviewLinkResponseDto>(
      await admin.post(`/api/admin/posts/${terms.id}/preview`),
    );
    expect(termsLink.url).toMatch(/^\/fr\/conditions-generales\?preview=/);

    const landing = await create({ type: 'page', published: false });
    const landingLink = await json<PostPreviewLinkResponseDto>(
      await admin.post(`/api/admin/posts/${landing.id}/preview`),
    );
    expect(landingLink.url).toMatch(new RegExp(`^/lp/${landing.slug}\\?preview=`));
    // the token answers the unpublished page
    const token = new URL(landingLink.url, base).searchParams.get('preview')!;
    const previewed = await fetch(`${base}/api/post-previews/${encodeURIComponent(token)}`);
    expect(previewed.status).toBe(200);
    expect((await json<PostResponseDto>(previewed)).id).toBe(landing.id);

    const article = await create({ published: false });
    const articleLink = await json<PostPreviewLinkResponseDto>(
      await admin.post(`/api/admin/posts/${article.id}/preview`),
    );
    expect(articleLink.url).toMatch(new RegExp(`^/nl/magazine/${article.slug}\\?preview=`));
  });

  it('shows the language versions of a piece as one group, and filters by group, language and live state', async () => {
    const key = `group-${Date.now().toString(36)}`;
    const nl = await create({ translationKey: key });
    const en = await create({ translationKey: key, language: 'en', published: false });
    const got = await json<AdminPostResponseDto>(await admin.get(`/api/admin/posts/${nl.id}`));
    expect(got.translations.map((t) => [t.language, t.id, t.published, t.live])).toEqual([
      ['nl', nl.id, true, true],
      ['en', en.id, false, false],
    ]);

    const group = await json<AdminPostListResponseDto>(
      await admin.get(`/api/admin/posts?translationKey=${key}&sort=language&order=ASC`),
    );
    expect(group.data.map((p) => p.id).sort()).toEqual([nl.id, en.id].sort());

    const scheduled = await create({ translationKey: key, language: 'de', publishAt: nextHour() });
    const live = await json<AdminPostListResponseDto>(
      await admin.get(`/api/admin/posts?translationKey=${key}&live=true`),
    );
    expect(live.data.map((p) => p.id)).toEqual([nl.id]);
    const notLive = await json<AdminPostListResponseDto>(
      await admin.get(`/api/admin/posts?translationKey=${key}&live=false&language=de`),
    );
    expect(notLive.data.map((p) => p.id)).toEqual([scheduled.id]);
  });

  it("a campaign links only a magazine article that is live in the campaign's language", async () => {
    const english = await create({ language: 'en' });
    const draft = await create({ published: false });
    const expired = await create({
      publishAt: new Date(Date.now() - 7_200_000).toISOString(),
      removeAt: hourAgo(),
    });
    const fixedPage = await create({ type: 'page' });
    const good = await create({});
    const campaign = (articleId: string) =>
      admin.post('/api/admin/newsletter-campaigns', {
        locale: 'nl',
        subject: 'Nieuws',
        bodyHtml: '<p>Hallo</p>',
        articleId,
      });
    for (const bad of [english, draft, expired, fixedPage]) {
      const res = await campaign(bad.id);
      const body = await json<{ code: string; errors: Record<string, string> }>(res);
      expect(res.status, bad.slug).toBe(422);
      expect(body.code).toBe('NEWSLETTER_ARTICLE_NOT_AVAILABLE');
      expect(body.errors.articleId).toBe('validation.articleNotAvailable');
    }
    const res = await campaign(good.id);
    expect(res.status).toBe(201);
    const created = await json<{ id: string }>(res);
    // switching the campaign to English with a Dutch article is refused too
    const switched = await admin.patch(`/api/admin/newsletter-campaigns/${created.id}`, {
      locale: 'en',
    });
    expect(switched.status).toBe(422);
    expect(
      (
        await admin.patch(`/api/admin/newsletter-campaigns/${created.id}`, {
          locale: 'en',
          articleId: english.id,
        })
      ).status,
    ).toBe(200);
  });

  it('deletes a product nothing refers to, and archives (never deletes) one on an order: hidden from the shop, kept on the order', async () => {
    const unused = await createProduct(running.app, { priceCents: 1_500, stock: 3 });
    expect((await manager.delete(`/api/admin/products/${unused}`)).status).toBe(403);
    expect((await admin.delete(`/api/admin/products/${unused}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/products/${unused}`)).status).toBe(404);

    const sold = await createProduct(running.app, { priceCents: 2_500, stock: 9 });
    const { slug } = await json<AdminProductResponseDto>(
      await admin.get(`/api/admin/products/${sold}`),
    );
    const customer = await newCustomer(running.app, base);
    const addr = await json<AddressResponseDto>(
      await customer.api.post('/api/addresses', address('BE')),
    );
    expect(
      (await customer.api.post('/api/cart/items', { productId: sold, quantity: 1 })).status,
    ).toBe(201);
    const placed = await customer.api.post('/api/orders', { addressId: addr.id });
    expect(placed.status).toBe(201);
    const order = await json<OrderResponseDto>(placed);

    const refused = await admin.delete(`/api/admin/products/${sold}`);
    expect(refused.status).toBe(409);
    const problem = await json<{ code: string; references: Record<string, number> }>(refused);
    expect(problem.code).toBe('CATALOGUE_PRODUCT_REFERENCED');
    expect(problem.references).toEqual({ orders: 1 });

    // listed in the shop before archiving (a warm public cache must be emptied by the archive)
    const listed = async () =>
      (
        await json<ProductListResponseDto>(await fetch(`${base}/api/products?perPage=48&locale=nl`))
      ).data.some((p) => p.id === sold);
    expect(await listed()).toBe(true);
    expect((await fetch(`${base}/api/products/${slug}`)).status).toBe(200);

    expect((await manager.post(`/api/admin/products/${sold}/archive`)).status).toBe(403);
    const archived = await json<AdminProductResponseDto>(
      await admin.post(`/api/admin/products/${sold}/archive`),
    );
    expect(archived.archivedAt).not.toBeNull();
    expect(archived.visible).toBe(false);
    expect(await listed()).toBe(false);
    expect((await fetch(`${base}/api/products/${slug}`)).status).toBe(404);
    const archivedOnly = await json<{ data: AdminProductResponseDto[] }>(
      await admin.get('/api/admin/products?archived=true&perPage=100'),
    );
    expect(archivedOnly.data.map((p) => p.id)).toEqual([sold]);

    // the order still shows it
    const mine = await json<OrderResponseDto>(await customer.api.get(`/api/orders/${order.id}`));
    expect(mine.lines.map((line) => line.productId)).toEqual([sold]);

    // not shown again by accident: restore first
    const shown = await admin.patch(`/api/admin/products/${sold}`, { visible: true });
    expect(shown.status).toBe(409);
    expect((await json<{ code: string }>(shown)).code).toBe('CATALOGUE_PRODUCT_ARCHIVED');
    const restored = await json<AdminProductResponseDto>(
      await admin.post(`/api/admin/products/${sold}/restore`),
    );
    expect(restored.archivedAt).toBeNull();
    expect((await admin.patch(`/api/admin/products/${sold}`, { visible: true })).status).toBe(200);
    expect(await listed()).toBe(true);
  });

  it('deletes a store nothing refers to, and archives one an order names (hidden from the store finder)', async () => {
    const store = async (name: string) =>
      json<AdminStoreResponseDto>(
        await admin.post('/api/admin/stores', {
          name,
          officialPartner: true,
          address: 'Veldstraat 1',
          postalCode: '9000',
          city: 'Gent',
          country: 'BE',
          latitude: 51.05,
          longitude: 3.72,
        }),
      );
    const lonely = await store(`Lonely ${Date.now().toString(36)}`);
    expect((await manager.delete(`/api/admin/stores/${lonely.id}`)).status).toBe(403);
    expect((await admin.delete(`/api/admin/stores/${lonely.id}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/stores/${lonely.id}`)).status).toBe(404);

    const name = `Salon ${Date.now().toString(36)}`;
    const salon = await store(name);
    const product = await createProduct(running.app, { priceCents: 1_900, stock: 4 });
    const customer = await newCustomer(running.app, base);
    const addr = await json<AddressResponseDto>(
      await customer.api.post('/api/addresses', address('BE')),
    );
    await customer.api.post('/api/cart/items', { productId: product, quantity: 1 });
    const placed = await customer.api.post('/api/orders', {
      addressId: addr.id,
      specialistStoreId: salon.id,
    });
    expect(placed.status, JSON.stringify(await placed.clone().json())).toBe(201);

    const refused = await admin.delete(`/api/admin/stores/${salon.id}`);
    expect(refused.status).toBe(409);
    const problem = await json<{ code: string; references: Record<string, number> }>(refused);
    expect(problem.code).toBe('STORES_STORE_REFERENCED');
    expect(problem.references.orders).toBe(1);

    const finds = async () =>
      (
        await json<StoreListResponseDto>(
          await fetch(`${base}/api/stores?q=${encodeURIComponent(name)}`),
        )
      ).data.length;
    expect(await finds()).toBe(1);
    const archived = await json<AdminStoreResponseDto>(
      await admin.post(`/api/admin/stores/${salon.id}/archive`),
    );
    expect(archived.archivedAt).not.toBeNull();
    expect(archived.active).toBe(false);
    expect(await finds()).toBe(0);
    expect((await fetch(`${base}/api/stores/${salon.id}`)).status).toBe(404);
    const reactivate = await admin.patch(`/api/admin/stores/${salon.id}`, { active: true });
    expect(reactivate.status).toBe(409);
    expect((await json<{ code: string }>(reactivate)).code).toBe('STORES_STORE_ARCHIVED');
    expect((await admin.post(`/api/admin/stores/${salon.id}/restore`)).status).toBe(200);
  });
});
