import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponseDto } from '../src/modules/audit/dto/audit.dto.js';
import type {
  AdminProductListResponseDto,
  AdminProductResponseDto,
} from '../src/modules/catalogue/dto/admin-product.dto.js';
import type {
  AdminCollectionListResponseDto,
  AdminCollectionResponseDto,
} from '../src/modules/catalogue/dto/admin-collection.dto.js';
import type { CollectionListResponseDto } from '../src/modules/catalogue/dto/collection.dto.js';
import type { ProductImportReportDto } from '../src/modules/catalogue/dto/product-import.dto.js';
import { UsersService } from '../src/modules/users/users.service.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { startImageHost } from './helpers/image-host.js';
import { client, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/** A catalogue built from nothing (no demo data): lines through the back-office, products by CSV. */
describe(`a catalogue from nothing on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let adminToken: string;
  let manager: Client;
  let anonymous: Client;
  /** The https host the file's product images come from (the import copies them into the library). */
  let images: Awaited<ReturnType<typeof startImageHost>>;
  let csv = '';

  beforeAll(async () => {
    const png = (background: string) =>
      sharp({ create: { width: 800, height: 800, channels: 3, background } })
        .png()
        .toBuffer();
    images = await startImageHost({
      '/a.png': await png('#2f5d8a'),
      '/b.png': await png('#b08d57'),
    });
    csv = csvFrom(images.origin);
    env = await createTestEnvironment();
    running = await startApp(env.config({ SEED_DEMO_DATA: 'false', ...images.config }));
    base = running.baseUrl;
    const users = running.app.get(UsersService);
    const person = { firstName: 'Test', lastName: 'Beheer', country: 'BE', password: 'Secret12' };
    await users.create({ ...person, email: 'admin@shop.test', role: 'admin' });
    await users.create({ ...person, email: 'manager@shop.test', role: 'partner_manager' });
    const tokens = await signIn(base, 'admin@shop.test', 'Secret12', BACKOFFICE);
    adminToken = tokens.access_token;
    admin = client(base, tokens);
    manager = client(base, await signIn(base, 'manager@shop.test', 'Secret12', BACKOFFICE));
    anonymous = client(base, null);
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
    await images?.close();
  });

  const upload = (path: string, csv: string, token: string | null = adminToken) => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
    return fetch(`${base}${path}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
  };
  const preview = async (csv: string) => {
    const res = await upload('/api/admin/products/import/preview', csv);
    expect(res.status).toBe(200);
    return json<ProductImportReportDto>(res);
  };
  const productCount = async () =>
    (await json<AdminProductListResponseDto>(await admin.get('/api/admin/products?perPage=1')))
      .total;
  const exportCsv = async () => {
    const res = await admin.get('/api/admin/products/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    // text() would drop the byte order mark; the file must carry it.
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  };

  const blue = {
    slug: 'blue',
    colour: '#2F5D8A',
    position: 1,
    ageRange: '15-30',
    image: 'https://cdn.example.com/lines/blue.jpg',
    translations: {
      nl: {
        name: 'Blue',
        tagline: 'Probiotisch evenwicht',
        audience: 'Jonge huid',
        description: 'Lijn',
      },
      en: {
        name: 'Blue',
        tagline: 'Probiotic balance',
        audience: 'Young skin',
        description: 'Line',
      },
    },
  };

  it('starts empty: no lines, and a product for a line that does not exist is 422 naming the field', async () => {
    const lines = await json<CollectionListResponseDto>(await anonymous.get('/api/collections'));
    expect(lines.data).toEqual([]);
    const res = await admin.post('/api/admin/products', {
      slug: 'lonely-serum',
      type: 'serum',
      collection: 'blue',
      skinTypes: ['normal'],
      timing: ['day'],
      priceCents: 1000,
      translations: { nl: { name: 'Eenzaam serum' } },
    });
    expect(res.status).toBe(422);
    const problem = await json(res);
    expect(problem.code).toBe('CATALOGUE_UNKNOWN_REFERENCE');
    expect(problem.errors).toEqual({ collection: 'validation.reference' });
  });

  it('lets only admins manage lines (401 signed out, 403 partner managers)', async () => {
    const calls: ((c: Client) => Promise<Response>)[] = [
      (c) => c.get('/api/admin/collections'),
      (c) => c.get('/api/admin/collections/blue'),
      (c) => c.post('/api/admin/collections', blue),
      (c) => c.patch('/api/admin/collections/blue', { position: 3 }),
      (c) => c.delete('/api/admin/collections/blue'),
      (c) => c.get('/api/admin/products/export'),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(manager)).status).toBe(403);
    }
    const managerToken = (await signIn(base, 'manager@shop.test', 'Secret12', BACKOFFICE))
      .access_token;
    expect(
      (await upload('/api/admin/products/import/preview', 'slug\n', managerToken)).status,
    ).toBe(403);
    expect((await upload('/api/admin/products/import', 'slug\n', managerToken)).status).toBe(403);
    expect((await upload('/api/admin/products/import', 'slug\n', null)).status).toBe(401);
    expect((await admin.get('/api/admin/collections')).status).toBe(200);
    expect(
      (await json<AdminCollectionListResponseDto>(await admin.get('/api/admin/collections'))).total,
    ).toBe(0);
  });

  it('creates, edits and lists lines with texts per language; the public answer follows at once', async () => {
    // Fill the public-answer cache first: the write must drop it.
    expect(
      (await json<CollectionListResponseDto>(await anonymous.get('/api/collections'))).data,
    ).toEqual([]);
    const bad = await admin.post('/api/admin/collections', {
      slug: 'purple',
      colour: 'blue',
      image: 'http://insecure.example.com/a.jpg',
      translations: { nl: { name: '' } },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toMatchObject({
      slug: 'validation.choice',
      colour: 'validation.colour',
      image: 'validation.url',
    });
    const noName = await admin.post('/api/admin/collections', { slug: 'blue', colour: '#000000' });
    expect(noName.status).toBe(400);
    expect((await json(noName)).errors).toEqual({ 'translations.nl.name': 'validation.required' });

    const created = await admin.post('/api/admin/collections', blue);
    expect(created.status).toBe(201);
    expect(await json<AdminCollectionResponseDto>(created)).toMatchObject({
      id: 'blue',
      name: 'Blue',
      colour: '#2f5d8a',
      position: 1,
      productCount: 0,
      translations: { en: { tagline: 'Probiotic balance' }, de: null },
    });
    const again = await admin.post('/api/admin/collections', blue);
    expect(again.status).toBe(409);
    expect((await json(again)).code).toBe('CATALOGUE_COLLECTION_EXISTS');

    const gold = await admin.post('/api/admin/collections', {
      slug: 'gold',
      colour: '#b8924a',
      position: 0,
      translations: { nl: { name: 'Goud', tagline: 'Rijpe huid' }, fr: { name: 'Or' } },
    });
    expect(gold.status).toBe(201);

    const publicNl = await json<CollectionListResponseDto>(await anonymous.get('/api/collections'));
    expect(publicNl.data.map((c) => [c.slug, c.name])).toEqual([
      ['gold', 'Goud'],
      ['blue', 'Blue'],
    ]);
    const publicFr = await json<CollectionListResponseDto>(
      await anonymous.get('/api/collections?locale=fr'),
    );
    expect(publicFr.data[0]).toMatchObject({ slug: 'gold', name: 'Or', tagline: 'Rijpe huid' });

    const edited = await admin.patch('/api/admin/collections/gold', {
      position: 5,
      translations: { de: { name: 'Gold', tagline: 'Reife Haut' }, fr: null },
    });
    expect(edited.status).toBe(200);
    expect((await json<AdminCollectionResponseDto>(edited)).translations).toMatchObject({
      nl: { name: 'Goud' },
      de: { name: 'Gold', tagline: 'Reife Haut' },
      fr: null,
    });
    const after = await json<CollectionListResponseDto>(
      await anonymous.get('/api/collections?locale=de'),
    );
    expect(after.data.map((c) => [c.slug, c.name])).toEqual([
      ['blue', 'Blue'],
      ['gold', 'Gold'],
    ]);
    expect((await admin.patch('/api/admin/collections/grey', { position: 1 })).status).toBe(404);

    const audit = await json<AuditListResponseDto>(
      await admin.get('/api/admin/audit?entityType=collection&entityId=gold&perPage=10'),
    );
    expect(audit.data.map((entry) => entry.action).sort()).toEqual([
      'collection.create',
      'collection.update',
    ]);
  });

  const header = [
    'slug',
    'collection',
    'type',
    'price',
    'professionalPrice',
    'vatRate',
    'stock',
    'visible',
    'skinTypes',
    'timing',
    'images',
    'name_nl',
    'description_nl',
    'name_en',
    'name_de',
    'name_fr',
    'description_fr',
  ].join(';');
  const csvFrom = (origin: string) =>
    [
      header,
      `hydra-serum;blue;serum;34,50;20,00;21;12;true;dry,normal;day,night;${origin}/a.png|${origin}/b.png;Hydra serum;"Voor een droge huid; dag en nacht";Hydra serum;Hydra-Serum;Sérum hydra;=1+2`,
      'gold-cream;gold;cream;59,00;;21;3;false;mature;night;;Gouden crème;;Gold cream;;;',
      'black-mask;blue;mask;19;;21;0;true;oily;day;;Zwart masker;;;;;',
    ].join('\r\n');

  it('previews a CSV (dry run): what each row would do, and nothing is written', async () => {
    expect(await productCount()).toBe(0);
    const report = await preview(csv);
    expect(report).toMatchObject({
      dryRun: true,
      applied: false,
      created: 3,
      updated: 0,
      unchanged: 0,
      errorCount: 0,
      fileErrors: [],
    });
    expect(report.rows.map((row) => [row.row, row.slug, row.action])).toEqual([
      [2, 'hydra-serum', 'create'],
      [3, 'gold-cream', 'create'],
      [4, 'black-mask', 'create'],
    ]);
    expect(await productCount()).toBe(0);
  });

  it('reports every error per row and column, and a confirm with errors writes nothing (422)', async () => {
    const broken = [
      header,
      'ok-product;blue;serum;10,00;;21;1;true;normal;day;;Goed;;;;;',
      'Bad Slug;grey;potion;tien;-1;21;x;maybe;purple;noon;http://cdn.example.com/a.jpg;;;;;;',
      'ok-product;blue;serum;10,00;;21;1;true;normal;day;;Dubbel;;;;;',
      'no-line;grey;serum;10,00;;21;1;true;normal;day;;Geen lijn;;;;;',
    ].join('\n');
    const report = await preview(broken);
    expect(report.errorCount).toBe(3);
    const errors = (row: number) =>
      Object.fromEntries(
        report.rows.find((r) => r.row === row)!.errors.map((e) => [e.column, e.message]),
      );
    expect(report.rows[0]!.action).toBe('create');
    expect(errors(3)).toMatchObject({
      slug: 'validation.slug',
      type: 'validation.choice',
      price: 'validation.amount',
      professionalPrice: 'validation.amount',
      stock: 'validation.integer',
      visible: 'validation.boolean',
      skinTypes: 'validation.choice',
      timing: 'validation.choice',
      images: 'validation.url',
      name_nl: 'validation.required',
    });
    expect(errors(4)).toEqual({ slug: 'validation.duplicate' });
    expect(errors(5)).toEqual({ collection: 'validation.reference' });

    const res = await upload('/api/admin/products/import', broken);
    expect(res.status).toBe(422);
    const problem = await json(res);
    expect(problem.code).toBe('CATALOGUE_IMPORT_INVALID');
    expect(problem.report.errorCount).toBe(3);
    expect(await productCount()).toBe(0);

    const header2 = await preview('slug;colour;name_nl\nx;red;X\n');
    expect(header2.fileErrors).toEqual([
      { row: 1, column: 'colour', message: 'validation.unknownColumn' },
    ]);
  });

  let exported = '';
  it('imports the file in one go, then the same file again changes nothing', async () => {
    const res = await upload('/api/admin/products/import', csv);
    expect(res.status).toBe(200);
    expect(await json<ProductImportReportDto>(res)).toMatchObject({
      dryRun: false,
      applied: true,
      created: 3,
    });
    expect(await productCount()).toBe(3);
    const list = await json<AdminProductListResponseDto>(
      await admin.get('/api/admin/products?q=hydra'),
    );
    const hydra = await json<AdminProductResponseDto>(
      await admin.get(`/api/admin/products/${list.data[0]!.id}`),
    );
    expect(hydra).toMatchObject({
      slug: 'hydra-serum',
      collection: 'blue',
      priceCents: 3450,
      partnerPriceCents: 2000,
      stock: 12,
      visible: true,
      skinTypes: ['dry', 'normal'],
      timing: ['day', 'night'],
    });
    // the file's https images were fetched once into the media library: the shop serves its own copies
    expect(hydra.images).toHaveLength(2);
    for (const url of hydra.images) {
      expect(url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/w\d+\.webp$/);
      const served = await fetch(`${base}${url}`);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
    expect(new Set(hydra.images).size).toBe(2);
    expect(images.hits).toMatchObject({ '/a.png': 1, '/b.png': 1 });
    expect(hydra.translations.nl.description).toBe('Voor een droge huid; dag en nacht');
    expect(hydra.translations.fr).toMatchObject({ name: 'Sérum hydra', description: '=1+2' });
    expect(hydra.translations.de).toMatchObject({ name: 'Hydra-Serum', description: null });

    const audit = await json<AuditListResponseDto>(
      await admin.get(`/api/admin/audit?entityType=product&entityId=${hydra.id}&perPage=10`),
    );
    expect(audit.data.map((entry) => entry.action)).toEqual(['product.create']);

    const second = await upload('/api/admin/products/import', csv);
    expect(second.status).toBe(200);
    expect(await json<ProductImportReportDto>(second)).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 3,
      errorCount: 0,
    });
    // the second import found both images in the library: nothing fetched again
    expect(images.hits).toMatchObject({ '/a.png': 1, '/b.png': 1 });

    // The public line page shows the visible products of the line.
    const line = await json<{ products: { slug: string }[] }>(
      await anonymous.get('/api/collections/blue'),
    );
    expect(line.products.map((p) => p.slug).sort()).toEqual(['black-mask', 'hydra-serum']);
    exported = await exportCsv();
  });

  it('exports a formula-safe, semicolon CSV with a BOM that imports back as all unchanged', async () => {
    expect(exported.startsWith('\uFEFFslug;collection;type;price;professionalPrice;')).toBe(true);
    expect(exported).toContain('hydra-serum;blue;serum;34,50;20,00;');
    expect(exported).toContain("'=1+2");
    expect(exported).toContain('"Voor een droge huid; dag en nacht"');
    const report = await preview(exported);
    expect(report).toMatchObject({ created: 0, updated: 0, unchanged: 3, errorCount: 0 });

    // One change in the spreadsheet: only that row and column is an update.
    const changed = exported.replace(
      'hydra-serum;blue;serum;34,50',
      'hydra-serum;blue;serum;36,00',
    );
    const diff = await preview(changed);
    expect(diff).toMatchObject({ updated: 1, unchanged: 2 });
    expect(diff.rows.find((r) => r.slug === 'hydra-serum')).toMatchObject({
      action: 'update',
      changes: ['price'],
    });
    expect((await upload('/api/admin/products/import', changed)).status).toBe(200);
    expect(await exportCsv()).toBe(changed);
  });

  it('refuses to delete a line that products belong to (409), deletes an empty one', async () => {
    const res = await admin.delete('/api/admin/collections/blue');
    expect(res.status).toBe(409);
    const problem = await json(res);
    expect(problem).toMatchObject({ code: 'CATALOGUE_COLLECTION_IN_USE', productCount: 2 });
    await admin.post('/api/admin/collections', {
      slug: 'grey',
      colour: '#8c8c8c',
      translations: { nl: { name: 'Grey' } },
    });
    const gone = await admin.delete('/api/admin/collections/grey');
    expect(gone.status).toBe(200);
    expect((await admin.get('/api/admin/collections/grey')).status).toBe(404);
    const lines = await json<CollectionListResponseDto>(await anonymous.get('/api/collections'));
    expect(lines.data.map((c) => c.slug)).not.toContain('grey');
  });

  it('moves a product to a line that does not exist: 422 with the field', async () => {
    const list = await json<AdminProductListResponseDto>(
      await admin.get('/api/admin/products?q=hydra'),
    );
    const res = await admin.patch(`/api/admin/products/${list.data[0]!.id}`, {
      collection: 'grey',
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ collection: 'validation.reference' });
  });
});

/** The demo catalogue (every product, hidden and partner-only ones too) survives export → import. */
describe(`the demo catalogue's CSV on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('exports every product and previews that file as all unchanged', async () => {
    const tokens = await signIn(running.baseUrl, 'admin@demo.test', 'Demo1234', BACKOFFICE);
    const admin = client(running.baseUrl, tokens);
    const total = (
      await json<AdminProductListResponseDto>(await admin.get('/api/admin/products?perPage=1'))
    ).total;
    const res = await admin.get('/api/admin/products/export');
    expect(res.status).toBe(200);
    const csv = await res.text();
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
    const preview = await fetch(`${running.baseUrl}/api/admin/products/import/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}` },
      body: form,
    });
    expect(preview.status).toBe(200);
    const report = await json<ProductImportReportDto>(preview);
    const notUnchanged = report.rows.filter((row) => row.action !== 'unchanged');
    expect(notUnchanged).toEqual([]);
    expect(report.unchanged).toBe(total);
  });
});
