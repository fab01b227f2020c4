import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponseDto } from '../src/modules/audit/dto/audit.dto.js';
import type {
  AdminProductListResponseDto,
  AdminProductResponseDto,
} from '../src/modules/catalogue/dto/admin-product.dto.js';
import type { ProductListResponseDto } from '../src/modules/catalogue/dto/product.dto.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
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

describe(`back-office products on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let manager: Client;
  let customer: Client;
  let anonymous: Client;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    manager = client(base, await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE));
    customer = (await newCustomer(running.app, base)).api;
    anonymous = client(base, null);
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  const auditOf = async (entityId: string) =>
    (
      await json<AuditListResponseDto>(
        await admin.get(`/api/admin/audit?entityType=product&entityId=${entityId}&perPage=100`),
      )
    ).data;

  it('refuses signed-out callers (401), customers and partner managers (403) on every product endpoint', async () => {
    const id = await createProduct(running.app, { priceCents: 1000, stock: 10 });
    const calls: ((c: Client) => Promise<Response>)[] = [
      (c) => c.get('/api/admin/products'),
      (c) => c.get(`/api/admin/products/${id}`),
      (c) => c.post('/api/admin/products', { slug: 'nope' }),
      (c) => c.patch(`/api/admin/products/${id}`, { priceCents: 1 }),
      (c) => c.put(`/api/admin/products/${id}/stock`, { stock: 1 }),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(customer)).status).toBe(403);
      expect((await call(manager)).status).toBe(403);
    }
    expect((await running.app.get(CatalogueService).stockOf([id])).get(id)?.stock).toBe(10);
  });

  it('lists every product with filters (q, collection, type, visible, low stock), sort and total', async () => {
    const name = `Zeldzaam serum ${Date.now()}`;
    const low = await createProduct(running.app, { priceCents: 2500, stock: 3, name });
    const all = await json<AdminProductListResponseDto>(
      await admin.get('/api/admin/products?perPage=5'),
    );
    expect(all.total).toBeGreaterThan(50);
    expect(all.data).toHaveLength(5);

    const found = await json<AdminProductListResponseDto>(
      await admin.get(`/api/admin/products?q=${encodeURIComponent(name.toLowerCase())}`),
    );
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({
      id: low,
      name,
      stock: 3,
      lowStock: true,
      visible: true,
      priceCents: 2500,
      collection: 'blue',
      type: 'serum',
    });
    expect(found.data[0]!.translations.nl.name).toBe(name);

    const lowStock = await json<AdminProductListResponseDto>(
      await admin.get('/api/admin/products?lowStock=true&perPage=100'),
    );
    expect(lowStock.data.map((p) => p.id)).toContain(low);
    expect(lowStock.data.every((p) => p.stock <= 5)).toBe(true);

    const gold = await json<AdminProductListResponseDto>(
      await admin.get('/api/admin/products?collection=gold&type=serum&perPage=100'),
    );
    expect(gold.total).toBeGreaterThan(0);
    expect(gold.data.every((p) => p.collection === 'gold' && p.type === 'serum')).toBe(true);

    const byPrice = await json<AdminProductListResponseDto>(
      await admin.get('/api/admin/products?sort=priceCents&order=DESC&perPage=10'),
    );
    const prices = byPrice.data.map((p) => p.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const many = await json<AdminProductListResponseDto>(
      await admin.get(`/api/admin/products?ids=${low}`),
    );
    expect(many.data.map((p) => p.id)).toEqual([low]);

    const bad = await admin.get('/api/admin/products?sort=DROP TABLE');
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toMatchObject({ sort: 'validation.choice' });
  });

  it('updates texts per language (missing languages fall back to nl on the storefront) and writes product.update with the changed fields', async () => {
    const id = await createProduct(running.app, {
      priceCents: 3000,
      stock: 10,
      name: 'Basisserum',
    });
    const before = await json<AdminProductResponseDto>(
      await admin.get(`/api/admin/products/${id}`),
    );
    expect(before.translations.de).toBeNull();

    const res = await admin.patch(`/api/admin/products/${id}`, {
      priceCents: 3450,
      spf: 30,
      skinTypes: ['dry', 'mature'],
      translations: {
        en: { name: 'Base serum EN', subtitle: 'Light' },
        de: { name: 'Basisserum DE', description: 'Für trockene Haut' },
        fr: null,
      },
    });
    expect(res.status).toBe(200);
    const after = await json<AdminProductResponseDto>(res);
    expect(after).toMatchObject({ priceCents: 3450, spf: 30, skinTypes: ['dry', 'mature'] });
    expect(after.translations.en).toMatchObject({ name: 'Base serum EN', subtitle: 'Light' });
    expect(after.translations.de).toMatchObject({
      name: 'Basisserum DE',
      description: 'Für trockene Haut',
    });
    expect(after.translations.nl.name).toBe('Basisserum');

    const slug = after.slug;
    const de = await json(await anonymous.get(`/api/products/${slug}?locale=de`));
    expect(de).toMatchObject({
      name: 'Basisserum DE',
      description: 'Für trockene Haut',
      priceCents: 3450,
      locale: 'de',
    });
    const fr = await json(await anonymous.get(`/api/products/${slug}?locale=fr`));
    expect(fr).toMatchObject({ name: 'Basisserum', locale: 'nl' });

    // Emptying a language removes it again (it falls back to nl).
    const cleared = await json<AdminProductResponseDto>(
      await admin.patch(`/api/admin/products/${id}`, {
        translations: { de: { name: '', description: '' } },
      }),
    );
    expect(cleared.translations.de).toBeNull();

    const entries = await auditOf(id);
    const update = entries.find(
      (e) => e.action === 'product.update' && (e.changes as Record<string, unknown>).priceCents,
    );
    expect(update).toMatchObject({
      actorEmail: 'admin@demo.test',
      entityType: 'product',
      entityId: id,
    });
    expect(update!.changes).toMatchObject({
      priceCents: [3000, 3450],
      spf: [null, 30],
      'translations.de': [null, { name: 'Basisserum DE' }],
    });
  });

  it('hides a product from every public list and its page when made invisible, and shows it again', async () => {
    const name = `Verborgen ${Date.now()}`;
    const id = await createProduct(running.app, { priceCents: 1990, stock: 5, name });
    const { slug } = await json<AdminProductResponseDto>(
      await admin.get(`/api/admin/products/${id}`),
    );
    const inPublicList = async () => {
      const list = await json<ProductListResponseDto>(
        await anonymous.get('/api/products?collection=blue&type=serum&perPage=48&sort=price-asc'),
      );
      return list.data.some((p) => p.id === id);
    };
    expect((await anonymous.get(`/api/products/${slug}`)).status).toBe(200);

    const hidden = await admin.patch(`/api/admin/products/${id}`, { visible: false });
    expect(hidden.status).toBe(200);
    expect((await json<AdminProductResponseDto>(hidden)).visible).toBe(false);
    expect((await anonymous.get(`/api/products/${slug}`)).status).toBe(404);
    expect(await inPublicList()).toBe(false);
    const invisible = await json<AdminProductListResponseDto>(
      await admin.get('/api/admin/products?visible=false&perPage=100'),
    );
    expect(invisible.data.map((p) => p.id)).toContain(id);

    await admin.patch(`/api/admin/products/${id}`, { visible: true });
    expect((await anonymous.get(`/api/products/${slug}`)).status).toBe(200);
    expect(await inPublicList()).toBe(true);
    expect(
      (await auditOf(id)).some(
        (e) =>
          e.action === 'product.update' &&
          JSON.stringify(e.changes) === JSON.stringify({ visible: [true, false] }),
      ),
    ).toBe(true);
  });

  it('answers field errors for invalid input and a taken slug, changing nothing', async () => {
    const id = await createProduct(running.app, { priceCents: 1000, stock: 10 });
    const dto = await admin.patch(`/api/admin/products/${id}`, {
      priceCents: -5,
      collection: 'pink',
      stock: 1.5,
    });
    expect(dto.status).toBe(400);
    expect((await json(dto)).errors).toMatchObject({
      priceCents: 'validation.min',
      collection: 'validation.choice',
      stock: 'validation.integer',
    });

    const noName = await admin.patch(`/api/admin/products/${id}`, {
      translations: { nl: { name: '  ' } },
      priceCents: 1200,
    });
    expect(noName.status).toBe(400);
    expect(await json(noName)).toMatchObject({
      code: 'CATALOGUE_PRODUCT_INVALID',
      errors: { 'translations.nl.name': 'validation.required' },
    });

    const enWithoutName = await admin.patch(`/api/admin/products/${id}`, {
      translations: { en: { name: '', subtitle: 'Only a subtitle' } },
    });
    expect(enWithoutName.status).toBe(400);
    expect((await json(enWithoutName)).errors).toMatchObject({
      'translations.en.name': 'validation.required',
    });

    const other = await json<AdminProductResponseDto>(
      await admin.get(
        `/api/admin/products/${await createProduct(running.app, { priceCents: 1, stock: 1 })}`,
      ),
    );
    const taken = await admin.patch(`/api/admin/products/${id}`, { slug: other.slug });
    expect(taken.status).toBe(409);
    expect(await json(taken)).toMatchObject({
      code: 'CATALOGUE_SLUG_TAKEN',
      errors: { slug: 'validation.slugTaken' },
    });

    expect(
      (await json<AdminProductResponseDto>(await admin.get(`/api/admin/products/${id}`)))
        .priceCents,
    ).toBe(1000);
    expect(
      (await admin.get('/api/admin/products/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });

  it('creates a product (hidden by default) with validation', async () => {
    const invalid = await admin.post('/api/admin/products', {
      slug: 'Bad Slug',
      type: 'serum',
      collection: 'blue',
      priceCents: 100,
    });
    expect(invalid.status).toBe(400);
    expect((await json(invalid)).errors).toMatchObject({ slug: 'validation.slug' });

    const slug = `nieuw-${Date.now()}`;
    const res = await admin.post('/api/admin/products', {
      slug,
      type: 'cream',
      collection: 'gold',
      skinTypes: ['mature'],
      timing: ['night'],
      priceCents: 6900,
      vatRate: 21,
      stock: 12,
      translations: { nl: { name: 'Nachtcrème nieuw' }, en: { name: 'New night cream' } },
    });
    expect(res.status).toBe(201);
    const created = await json<AdminProductResponseDto>(res);
    expect(created).toMatchObject({ slug, visible: false, stock: 12, name: 'Nachtcrème nieuw' });
    expect(created.images[0]).toContain(slug);
    expect((await anonymous.get(`/api/products/${slug}`)).status).toBe(404);
    expect((await auditOf(created.id)).map((e) => e.action)).toContain('product.create');
  });

  it('sets the stock with a conditional update: audit product.stock, 409 when it changed since it was read, never racing a checkout', async () => {
    const id = await createProduct(running.app, { priceCents: 1500, stock: 8 });
    const set = await admin.put(`/api/admin/products/${id}/stock`, { stock: 42 });
    expect(set.status).toBe(200);
    expect((await json<AdminProductResponseDto>(set)).stock).toBe(42);

    const stale = await admin.put(`/api/admin/products/${id}/stock`, {
      stock: 50,
      expectedStock: 8,
    });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({ code: 'CATALOGUE_STOCK_CHANGED', stock: 42 });

    const fresh = await admin.put(`/api/admin/products/${id}/stock`, {
      stock: 40,
      expectedStock: 42,
    });
    expect((await json<AdminProductResponseDto>(fresh)).stock).toBe(40);

    // Through the edit form's PATCH as well.
    expect(
      (
        await json<AdminProductResponseDto>(
          await admin.patch(`/api/admin/products/${id}`, { stock: 3 }),
        )
      ).stock,
    ).toBe(3);
    expect(
      (await json<AdminProductResponseDto>(await admin.get(`/api/admin/products/${id}`))).lowStock,
    ).toBe(true);

    const stockEntries = (await auditOf(id))
      .filter((e) => e.action === 'product.stock')
      .map((e) => e.changes);
    expect(stockEntries).toEqual(
      expect.arrayContaining([{ stock: [8, 42] }, { stock: [42, 40] }, { stock: [40, 3] }]),
    );

    // Concurrent checkouts (conditional decrements) and admin stock sets: every decrement is kept or refused, never lost.
    const decrement = () => running.app.get(CatalogueService).stockOf([id]);
    await admin.put(`/api/admin/products/${id}/stock`, { stock: 20 });
    const shoppers = await Promise.all(
      Array.from({ length: 4 }, () => newCustomer(running.app, base)),
    );
    for (const s of shoppers)
      expect((await s.api.post('/api/cart/items', { productId: id, quantity: 2 })).status).toBe(
        201,
      );
    const addresses = await Promise.all(
      shoppers.map(
        async (s) => (await json(await s.api.post('/api/addresses', address()))).id as string,
      ),
    );
    const results = await Promise.all([
      ...shoppers.map((s, i) => s.api.post('/api/orders', { addressId: addresses[i] })),
      admin.put(`/api/admin/products/${id}/stock`, { stock: 30 }),
    ]);
    const placed = results.slice(0, 4).filter((r) => r.status === 201).length;
    expect(placed).toBe(4);
    expect(results[4]!.status).toBe(200);
    const finalStock = (await decrement()).get(id)!.stock;
    // The admin's set lands either before (30 - 8) or after some decrements (30 - those after it).
    expect(finalStock).toBeLessThanOrEqual(30);
    expect(finalStock).toBeGreaterThanOrEqual(22);
    const lastSet = (await auditOf(id)).find(
      (e) => e.action === 'product.stock' && (e.changes as { stock: number[] }).stock[1] === 30,
    )!;
    const seenBefore = (lastSet.changes as { stock: number[] }).stock[0]!;
    // Decrements after the set = what the set saw minus the remaining decrements; the books balance.
    expect(30 - finalStock + (20 - seenBefore)).toBe(8);
  });
});
