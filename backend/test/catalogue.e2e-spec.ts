import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortKey, type Locale } from '../src/common/i18n/locale.js';
import { DEMO_PRODUCTS } from '../src/database/seed/catalogue/products.js';
import {
  COLLECTIONS,
  PRODUCT_TYPES,
  SKIN_TYPES,
  TIMINGS,
} from '../src/modules/catalogue/catalogue.constants.js';
import { CatalogueService, type ProductInput } from '../src/modules/catalogue/catalogue.service.js';
import type {
  CollectionListResponseDto,
  CollectionResponseDto,
} from '../src/modules/catalogue/dto/collection.dto.js';
import type {
  ProductResponseDto,
  ProductListResponseDto,
} from '../src/modules/catalogue/dto/product.dto.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

type Facet = 'collection' | 'skinType' | 'timing' | 'type';
type Filters = Partial<Record<Facet, string[]>>;
const FACET_VALUES: Record<Facet, readonly string[]> = {
  collection: COLLECTIONS,
  skinType: SKIN_TYPES,
  timing: TIMINGS,
  type: PRODUCT_TYPES,
};

/** The seed products a filter state should return: OR inside a facet, AND across facets. */
function expected(filters: Filters): ProductInput[] {
  return DEMO_PRODUCTS.filter(
    (p) =>
      (!filters.collection || filters.collection.includes(p.collection)) &&
      (!filters.type || filters.type.includes(p.type)) &&
      (!filters.skinType ||
        filters.skinType.some((value) => (p.skinTypes as string[]).includes(value))) &&
      (!filters.timing || filters.timing.some((value) => (p.timing as string[]).includes(value))),
  );
}

function query(filters: Filters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(filters))
    if (values?.length) params.set(key, values.join(','));
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}

describe(`catalogue API on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;

  const list = async (qs: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/api/products?${qs}`, { headers });
    expect(res.status, `GET /api/products?${qs}`).toBe(200);
    return json<ProductListResponseDto>(res);
  };
  /** Every product of a query, over as many pages as needed. */
  const all = async (qs: string, headers: Record<string, string> = {}) => {
    const first = await list(`${qs}&perPage=48`, headers);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) =>
        list(`${qs}&perPage=48&page=${i + 2}`, headers),
      ),
    );
    return [first, ...rest].flatMap((page) => page.data);
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  describe('GET /api/products', () => {
    it('lists 12 products by default, ranked best sellers first, with the paging totals', async () => {
      const body = await list('');
      expect(body.total).toBe(DEMO_PRODUCTS.length);
      expect(body.data).toHaveLength(12);
      expect(body).toMatchObject({
        page: 1,
        perPage: 12,
        pageCount: Math.ceil(DEMO_PRODUCTS.length / 12),
        sort: 'bestseller',
        locale: 'nl',
      });
      expect(body.data[0]).toMatchObject({
        slug: 'black-epigenetic-shield-serum',
        bestsellerRank: 1,
        name: 'Epigenetisch Schildserum',
        currency: 'EUR',
        vatRate: 21,
        inStock: true,
        collection: 'black',
        type: 'serum',
        typeLabel: 'Serum',
      });
      // the seeded artwork is a raster image of the media library (srcset widths up to 1280)
      expect(body.data[0]!.image).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/w1280\.webp$/);

      const everything = await all('');
      const ranks = everything.map((p) => p.bestsellerRank);
      const ranked = ranks.filter((rank): rank is number => rank !== null);
      expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
      expect(ranks.slice(0, ranked.length)).toEqual(ranked);
      expect(ranks.slice(ranked.length).every((rank) => rank === null)).toBe(true);
    });

    it('answers in the language of Accept-Language, the locale parameter winning, nl otherwise', async () => {
      const nameIn = (locale: Locale) =>
        DEMO_PRODUCTS.find((p) => p.slug === 'black-epigenetic-shield-serum')!.translations[locale]!
          .name;
      const first = async (qs: string, acceptLanguage?: string) =>
        (await list(qs, acceptLanguage ? { 'accept-language': acceptLanguage } : {})).data[0]!;

      expect((await first('', 'de-DE,de;q=0.9,en;q=0.8')).name).toBe(nameIn('de'));
      expect((await first('', 'es-ES, it;q=0.9')).name).toBe(nameIn('nl'));
      expect((await first('', 'en-GB;q=0.5, fr;q=0.8')).name).toBe(nameIn('fr'));
      expect((await first('locale=en', 'de')).name).toBe(nameIn('en'));
      const de = await list('', { 'accept-language': 'de' });
      expect(de.locale).toBe('de');
      expect(de.data.every((p) => p.locale === 'de')).toBe(true);
      expect(de.facets.type.find((f) => f.value === 'eye-care')!.label).toBe('Augenpflege');
    });

    it('filters on each facet value alone', async () => {
      for (const [facet, values] of Object.entries(FACET_VALUES) as [Facet, readonly string[]][]) {
        for (const value of values) {
          const filters = { [facet]: [value] };
          const want = expected(filters)
            .map((p) => p.slug)
            .sort();
          const got = (await all(query(filters))).map((p) => p.slug).sort();
          expect(got, `${facet}=${value}`).toEqual(want);
          expect(want.length, `the seed has products for ${facet}=${value}`).toBeGreaterThan(0);
        }
      }
    });

    it('combines filters: any value inside a facet, every facet across them', async () => {
      const filters: Filters = {
        collection: ['blue', 'black'],
        skinType: ['sensitive'],
        timing: ['night'],
        type: ['serum', 'cream', 'lotion', 'mask'],
      };
      const want = expected(filters)
        .map((p) => p.slug)
        .sort();
      expect(want.length).toBeGreaterThan(1);
      expect((await all(query(filters))).map((p) => p.slug).sort()).toEqual(want);

      const repeated =
        'collection=blue&collection=black&skinType=sensitive&timing=night&type=serum&type=cream&type=lotion&type=mask';
      expect((await all(repeated)).map((p) => p.slug).sort()).toEqual(want);
      // Spaces and duplicates are tolerated.
      expect((await list('type=serum,%20serum,cream&perPage=48')).total).toBe(
        expected({ type: ['serum', 'cream'] }).length,
      );
    });

    it('counts every facet value given the other active filters, and the counts match the list', async () => {
      const state: Filters = { collection: ['blue', 'gold'], timing: ['night'] };
      const body = await list(query(state));
      expect(body.total).toBe(expected(state).length);
      for (const [facet, values] of Object.entries(FACET_VALUES) as [Facet, readonly string[]][]) {
        expect(body.facets[facet].map((f) => f.value)).toEqual([...values]);
        for (const entry of body.facets[facet]) {
          const narrowed = { ...state, [facet]: [entry.value] };
          expect(entry.count, `${facet}=${entry.value}`).toBe(expected(narrowed).length);
          expect(entry.selected).toBe(state[facet]?.includes(entry.value) ?? false);
          // The list with that choice applied has exactly that many products.
          expect(
            (await list(query(narrowed, { perPage: 1 }))).total,
            `list ${facet}=${entry.value}`,
          ).toBe(entry.count);
        }
      }
      // Empty choices are reported as 0 (the storefront greys them out).
      expect(body.facets.type.find((f) => f.value === 'supplements')!.count).toBe(0);
    });

    it('sorts by name and by price, both ways, over all pages', async () => {
      const name = (p: ProductInput) => sortKey(p.translations.nl.name);
      const byName = [...DEMO_PRODUCTS].sort((a, b) =>
        name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : a.slug < b.slug ? -1 : 1,
      );
      expect((await all('sort=name-asc')).map((p) => p.slug)).toEqual(byName.map((p) => p.slug));
      const desc = [...DEMO_PRODUCTS].sort((a, b) =>
        name(a) < name(b) ? 1 : name(a) > name(b) ? -1 : a.slug < b.slug ? 1 : -1,
      );
      expect((await all('sort=name-desc')).map((p) => p.slug)).toEqual(desc.map((p) => p.slug));

      const priceAsc = (await all('sort=price-asc')).map((p) => p.priceCents);
      expect(priceAsc).toEqual([...priceAsc].sort((a, b) => a - b));
      expect(priceAsc).toHaveLength(DEMO_PRODUCTS.length);
      const priceDesc = (await all('sort=price-desc')).map((p) => p.priceCents);
      expect(priceDesc).toEqual([...priceDesc].sort((a, b) => b - a));

      // Names sort in the requested language.
      const deNames = (await all('sort=name-asc&locale=de')).map((p) => sortKey(p.name));
      expect(deNames).toEqual([...deNames].sort());
    });

    it('pages through the whole list without gaps; the last page is partial and pages past the end are empty', async () => {
      const total = DEMO_PRODUCTS.length;
      const pages = Math.ceil(total / 7);
      const seen: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const body = await list(`perPage=7&page=${page}`);
        expect(body.pageCount).toBe(pages);
        seen.push(...body.data.map((p) => p.slug));
        if (page === pages) expect(body.data).toHaveLength(total - 7 * (pages - 1));
      }
      expect(new Set(seen).size).toBe(total);
      const past = await list(`perPage=7&page=${pages + 1}`);
      expect(past).toMatchObject({ data: [], total, page: pages + 1 });
      expect((await list('perPage=48')).data).toHaveLength(48);
      expect((await list('perPage=1&page=2')).data).toHaveLength(1);
    });

    it('refuses invalid filters, sorts, paging and SQL-ish values with a 400 problem, never a 500', async () => {
      const cases: [string, string][] = [
        ['collection=purple', 'collection'],
        ['collection=blue,purple', 'collection'],
        ["type=serum'--", 'type'],
        ['skinType=dry%27%20OR%201%3D1%20--', 'skinType'],
        ['timing=noon', 'timing'],
        ['sort=price', 'sort'],
        ['sort=name-asc%3BDROP%20TABLE%20product', 'sort'],
        ['sort=p.priceCents', 'sort'],
        ['page=0', 'page'],
        ['page=abc', 'page'],
        ['page=1e400', 'page'],
        ['page=1.5', 'page'],
        ['perPage=0', 'perPage'],
        ['perPage=49', 'perPage'],
        ['perPage=-3', 'perPage'],
        ['locale=xx', 'locale'],
        ['locale=nl%27', 'locale'],
        ['unknown=1', 'unknown'],
        ['collection[]=blue', 'collection[]'],
        [`type=${'x'.repeat(5000)}`, 'type'],
      ];
      for (const [qs, field] of cases) {
        const res = await fetch(`${base}/api/products?${qs}`);
        expect(res.status, qs).toBe(400);
        expect(res.headers.get('content-type')).toContain('application/problem+json');
        const text = await res.text();
        expect(text).not.toMatch(/SELECT|sqlite|postgres|QueryFailed|stack/i);
        const body = JSON.parse(text);
        expect(body.code).toBe('COMMON_VALIDATION_FAILED');
        expect(Object.keys(body.errors), qs).toContain(field);
      }
    });

    it('runs a constant number of queries whatever the page size (no N+1)', async () => {
      const counted = await countQueries(running, async () => {
        await list('perPage=2');
      });
      const bigger = await countQueries(running, async () => {
        await list('perPage=48&collection=black,gold&skinType=dry,mature');
      });
      // Aggregate, page, and the automatic promotions in force (one query, whatever the page size).
      expect(counted).toBeLessThanOrEqual(3);
      expect(bigger).toBe(counted);
      expect(
        await countQueries(running, () => fetch(`${base}/api/products/black-shield-routine`)),
      ).toBeLessThanOrEqual(4);
    });
  });

  describe('GET /api/products/:slug', () => {
    it('answers one product with its texts, images, related products and collection', async () => {
      const res = await fetch(`${base}/api/products/black-epigenetic-shield-serum?locale=en`);
      expect(res.status).toBe(200);
      const product = await json<ProductResponseDto>(res);
      const seed = DEMO_PRODUCTS.find((p) => p.slug === 'black-epigenetic-shield-serum')!;
      expect(product).toMatchObject({
        slug: seed.slug,
        name: 'Epigenetic Shield Serum',
        subtitle: seed.translations.en!.subtitle,
        description: seed.translations.en!.description,
        usage: seed.translations.en!.usage,
        ingredients: seed.translations.en!.ingredients,
        consistency: seed.translations.en!.consistency,
        inci: seed.inci,
        priceCents: seed.priceCents,
        stock: seed.stock,
        size: '30 ml',
        skinTypes: seed.skinTypes,
        timing: ['day', 'night'],
        spf: null,
        locale: 'en',
        collectionInfo: { slug: 'black', name: 'Black', colour: '#1b1b1f' },
      });
      // the seed's SVG artwork (front and texture) became two WebP images of the media library
      expect(seed.images).toEqual([
        '/api/images/products/black/serum/black-epigenetic-shield-serum.svg',
        '/api/images/products/black/serum/black-epigenetic-shield-serum.svg?view=texture',
      ]);
      expect(product.images).toHaveLength(2);
      expect(new Set(product.images).size).toBe(2);
      for (const url of product.images) {
        expect(url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/w1280\.webp$/);
        for (const width of [320, 640, 960, 1280]) {
          const file = await fetch(`${base}${url.replace('w1280', `w${width}`)}`);
          expect(file.status).toBe(200);
          expect(file.headers.get('content-type')).toBe('image/webp');
          const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
          expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
            format: 'webp',
            width,
            height: width * 1.25,
          });
        }
      }
      expect(product.related.map((p) => p.slug)).toEqual(seed.related);
      expect(product.related.every((p) => p.collection === 'black' && p.locale === 'en')).toBe(
        true,
      );
      expect(product.setItems).toEqual([]);
    });

    it('answers a set with its contents in order, and SPF products with their factor', async () => {
      const set = await json<ProductResponseDto>(
        await fetch(`${base}/api/products/gold-peptide-ritual`),
      );
      expect(set).toMatchObject({ type: 'sets', setKind: 'routine', collection: 'gold' });
      expect(set.setItems.map((p) => p.slug)).toEqual(
        DEMO_PRODUCTS.find((p) => p.slug === 'gold-peptide-ritual')!.setItems,
      );
      const spf = await json<ProductResponseDto>(
        await fetch(`${base}/api/products/grey-sun-cream-spf50?locale=de`),
      );
      expect(spf).toMatchObject({ spf: 50, name: 'Sonnencreme LSF 50', typeLabel: 'Creme' });
      const soldOut = await json<ProductResponseDto>(
        await fetch(`${base}/api/products/gold-lip-volume`),
      );
      expect(soldOut).toMatchObject({ inStock: false, stock: 0 });
    });

    it('answers 404 CATALOGUE_PRODUCT_NOT_FOUND for an unknown or malformed slug', async () => {
      for (const slug of [
        'no-such-product',
        'BLACK-EPIGENETIC-SHIELD-SERUM',
        "x'%20OR%20'1'%3D'1",
        'a'.repeat(99),
      ]) {
        const res = await fetch(`${base}/api/products/${slug}`);
        expect(res.status, slug).toBe(404);
        expect((await json(res)).code).toBe('CATALOGUE_PRODUCT_NOT_FOUND');
      }
      // An encoded slash or an over-long parameter does not even reach the route.
      expect((await fetch(`${base}/api/products/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
      expect((await fetch(`${base}/api/products/${'a'.repeat(300)}`)).status).toBe(404);
    });
  });

  describe('GET /api/collections', () => {
    it('lists the four lines in order with their audience and product counts', async () => {
      const body = await json<CollectionListResponseDto>(
        await fetch(`${base}/api/collections`, { headers: { 'accept-language': 'en' } }),
      );
      expect(body.data.map((c) => c.slug)).toEqual(['blue', 'black', 'gold', 'grey']);
      for (const collection of body.data) {
        expect(collection.productCount).toBe(expected({ collection: [collection.slug] }).length);
        expect(collection.locale).toBe('en');
      }
      expect(body.data[0]).toMatchObject({
        name: 'Blue',
        ageRange: '15-30',
        colour: '#2f5d8a',
        tagline: 'Probiotic balance',
      });
      expect(body.data[0]!.audience).toContain('15 to 30');
      expect(body.data[2]!.audience).toContain('45');
      expect(body.data[3]!.audience).toMatch(/sun protection, body care and supplements/);
    });

    it('answers one line with its products, and 404 for an unknown line', async () => {
      const gold = await json<CollectionResponseDto>(
        await fetch(`${base}/api/collections/gold?locale=fr`),
      );
      expect(gold).toMatchObject({
        slug: 'gold',
        name: 'Gold',
        tagline: 'La formule aux peptides',
        locale: 'fr',
      });
      expect(gold.products.map((p) => p.slug).sort()).toEqual(
        expected({ collection: ['gold'] })
          .map((p) => p.slug)
          .sort(),
      );
      expect(gold.productCount).toBe(gold.products.length);
      const missing = await fetch(`${base}/api/collections/purple`);
      expect(missing.status).toBe(404);
      expect((await json(missing)).code).toBe('CATALOGUE_COLLECTION_NOT_FOUND');
    });
  });

  describe('HTTP caching', () => {
    it('marks public answers cacheable for 60 s with an ETag, and answers 304 to a matching If-None-Match', async () => {
      for (const path of [
        '/api/products?type=serum',
        '/api/products/blue-probiotic-serum',
        '/api/collections',
        '/api/collections/blue',
      ]) {
        const first = await fetch(`${base}${path}`);
        expect(first.status).toBe(200);
        expect(first.headers.get('cache-control')).toBe('public, max-age=60');
        expect(first.headers.get('vary')?.toLowerCase()).toContain('accept-language');
        const etag = first.headers.get('etag');
        expect(etag).toMatch(/^W\/"[\w-]+"$/);
        const again = await fetch(`${base}${path}`, { headers: { 'if-none-match': etag! } });
        expect(again.status, path).toBe(304);
        expect(await again.text()).toBe('');
        const other = await fetch(`${base}${path}`, {
          headers: { 'if-none-match': etag!, 'accept-language': 'fr' },
        });
        expect(other.status).toBe(200);
        expect(other.headers.get('etag')).not.toBe(etag);
      }
      const problem = await fetch(`${base}/api/products?sort=nope`);
      expect(problem.headers.get('cache-control')).toBe('no-store');
      expect(problem.headers.get('etag')).toBeNull();
    });
  });

  describe('generated artwork', () => {
    it('serves every product image as a deterministic SVG in the line colour, cached for a year', async () => {
      const colours = {
        blue: '#2f5d8a',
        black: '#1b1b1f',
        gold: '#b8924a',
        grey: '#8c8c8c',
      } as const;
      for (const slug of [
        'blue-probiotic-serum',
        'black-cleansing-milk',
        'gold-eye-lift',
        'grey-omega-skin-capsules',
        'black-discovery-gift-set',
      ]) {
        const product = DEMO_PRODUCTS.find((p) => p.slug === slug)!;
        for (const url of product.images!) {
          const res = await fetch(`${base}${url}`);
          expect(res.status, url).toBe(200);
          expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
          expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
          const svg = await res.text();
          expect(svg.startsWith('<svg')).toBe(true);
          expect(svg).not.toMatch(/<script|onload=|href="http/i);
          if (!url.includes('view=texture')) expect(svg).toContain(colours[product.collection]);
          expect(await (await fetch(`${base}${url}`)).text()).toBe(svg);
          expect(
            (
              await fetch(`${base}${url}`, {
                headers: { 'if-none-match': res.headers.get('etag')! },
              })
            ).status,
          ).toBe(304);
        }
      }
      const art = await fetch(
        `${base}/api/images/art/what-is-epigenetics.svg?format=hero&tone=black`,
      );
      expect(art.status).toBe(200);
      expect(await art.text()).toContain('viewBox="0 0 1920 800"');

      // The same drawing as JPEG, for link previews and structured data (which refuse SVG).
      const jpegUrl = `${base}/api/images/art/what-is-epigenetics.jpg?format=landscape&tone=black`;
      const jpeg = await fetch(jpegUrl);
      expect(jpeg.status).toBe(200);
      expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
      expect(jpeg.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await jpeg.arrayBuffer());
      const { default: sharp } = await import('sharp');
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1200,
        height: 675,
      });
      expect(Buffer.from(await (await fetch(jpegUrl)).arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('refuses unknown lines, types, views and file names', async () => {
      for (const path of [
        '/api/images/products/purple/serum/x.svg',
        '/api/images/products/blue/potion/x.svg',
        '/api/images/products/blue/serum/x.png',
        '/api/images/products/blue/serum/X%3Cscript%3E.svg',
        '/api/images/products/blue/serum/x.svg?view=side',
        '/api/images/art/x.svg?format=banner',
        '/api/images/art/x.svg?tone=pink',
        '/api/images/art/x.png',
        '/api/images/art/x.jpg?format=banner',
      ]) {
        expect((await fetch(`${base}${path}`)).status, path).toBe(400);
      }
    });
  });

  describe('language fallback and visibility', () => {
    it('falls back to nl, field by field, for a product without a translation in the requested language', async () => {
      const catalogue = running.app.get(CatalogueService);
      await catalogue.createProducts([
        {
          slug: 'grey-test-hand-cream',
          type: 'cream',
          collection: 'grey',
          skinTypes: ['dry'],
          timing: ['day'],
          priceCents: 1500,
          vatRate: 21,
          stock: 5,
          translations: {
            nl: {
              name: 'Handcrème',
              subtitle: 'Alleen in het Nederlands',
              usage: 'Breng aan op de handen.',
            },
            en: { name: 'Hand Cream' },
          },
        },
        {
          slug: 'grey-test-hidden',
          type: 'cream',
          collection: 'grey',
          skinTypes: ['dry'],
          timing: ['day'],
          priceCents: 1500,
          vatRate: 21,
          stock: 5,
          active: false,
          translations: { nl: { name: 'Verborgen' } },
        },
      ]);
      const de = await json<ProductResponseDto>(
        await fetch(`${base}/api/products/grey-test-hand-cream`, {
          headers: { 'accept-language': 'de' },
        }),
      );
      expect(de).toMatchObject({
        name: 'Handcrème',
        subtitle: 'Alleen in het Nederlands',
        locale: 'nl',
      });
      const en = await json<ProductResponseDto>(
        await fetch(`${base}/api/products/grey-test-hand-cream?locale=en`),
      );
      expect(en).toMatchObject({
        name: 'Hand Cream',
        subtitle: 'Alleen in het Nederlands',
        usage: 'Breng aan op de handen.',
        locale: 'en',
      });
      const listed = await all('collection=grey&locale=fr');
      expect(listed.find((p) => p.slug === 'grey-test-hand-cream')).toMatchObject({
        name: 'Handcrème',
        locale: 'nl',
      });
      expect(listed.find((p) => p.slug === 'grey-test-hidden')).toBeUndefined();
      expect((await fetch(`${base}/api/products/grey-test-hidden`)).status).toBe(404);
    });

    it('refuses a duplicate slug (409) and an invalid product (400) on create', async () => {
      const catalogue = running.app.get(CatalogueService);
      const base = DEMO_PRODUCTS[0]!;
      await expect(
        catalogue.createProducts([{ ...base, related: [], setItems: [] }]),
      ).rejects.toMatchObject({ code: 'CATALOGUE_SLUG_TAKEN', status: 409 });
      await expect(
        catalogue.createProducts([
          { ...base, slug: 'grey-bad', type: 'potion' as never, related: [], setItems: [] },
        ]),
      ).rejects.toMatchObject({
        code: 'CATALOGUE_PRODUCT_INVALID',
        errors: { type: 'validation.choice' },
      });
    });
  });
});

/** Counts the SQL statements the request runs while `work` runs (every query goes through a QueryRunner). */
async function countQueries(running: RunningApp, work: () => Promise<unknown>): Promise<number> {
  const dataSource = running.app.get(DataSource);
  const runner = dataSource.createQueryRunner();
  const proto = Object.getPrototypeOf(runner) as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  await runner.release();
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    // The inline job worker polls its table meanwhile; those statements are not the request's.
    if (!/"job"/.test(String(args[0]))) count++;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return count;
}
