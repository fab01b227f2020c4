import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ARTICLES } from '../src/database/seed/content/articles.js';
import { DEMO_FAQ } from '../src/database/seed/content/faq.js';
import { DEMO_PAGES } from '../src/database/seed/content/pages.js';
import { DEMO_ROUTINES } from '../src/database/seed/content/routines.js';
import { FAQ_SECTIONS } from '../src/modules/content/content.constants.js';
import { ContentService, type SavePostInput } from '../src/modules/content/content.service.js';
import type { FaqResponseDto } from '../src/modules/content/dto/faq.dto.js';
import type { HomeResponseDto } from '../src/modules/content/dto/home.dto.js';
import type { PostListResponseDto, PostResponseDto } from '../src/modules/content/dto/post.dto.js';
import { PostEntity } from '../src/modules/content/entities/post.entity.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const ART = '/api/images/art/test.svg?format=landscape';

/** A valid post input; tests override what they exercise. */
function post(overrides: Partial<SavePostInput> & { slug: string }): SavePostInput {
  return {
    language: 'nl',
    type: 'blog',
    name: overrides.slug,
    title: `Titel ${overrides.slug}`,
    subtitle: 'Ondertitel',
    description: 'Korte beschrijving.',
    publishAt: new Date(Date.now() - 60_000).toISOString(),
    removeAt: null,
    published: true,
    tags: ['test'],
    thumbnailLandscape: ART,
    content: '<p>Tekst.</p>',
    ...overrides,
  };
}

describe(`content API on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let content: ContentService;

  const get = async <T>(path: string, headers: Record<string, string> = {}): Promise<T> => {
    const res = await fetch(`${base}${path}`, { headers });
    expect(res.status, `GET ${path}`).toBe(200);
    return json<T>(res);
  };
  const statusOf = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${base}${path}`, { headers })).status;
  const byDateDesc = <T extends { date: string; texts: { nl: { slug: string } } }>(items: T[]) =>
    [...items].sort((a, b) =>
      a.date < b.date ? 1 : a.date > b.date ? -1 : a.texts.nl.slug < b.texts.nl.slug ? -1 : 1,
    );

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    content = running.app.get(ContentService);
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  describe('GET /api/posts', () => {
    it('lists the magazine 6 per page, latest first by default, oldest first on request', async () => {
      const latest = byDateDesc(DEMO_ARTICLES).map((a) => a.texts.nl.slug);
      const page1 = await get<PostListResponseDto>('/api/posts?type=blog');
      expect(page1).toMatchObject({
        total: 12,
        page: 1,
        perPage: 6,
        pageCount: 2,
        type: 'blog',
        sort: 'latest',
        locale: 'nl',
      });
      expect(page1.data.map((p) => p.slug)).toEqual(latest.slice(0, 6));
      const page2 = await get<PostListResponseDto>('/api/posts?type=blog&page=2');
      expect(page2.data.map((p) => p.slug)).toEqual(latest.slice(6, 12));
      expect((await get<PostListResponseDto>('/api/posts?type=blog&page=3')).data).toEqual([]);

      const oldest = await get<PostListResponseDto>('/api/posts?sort=oldest&perPage=12');
      expect(oldest.data.map((p) => p.slug)).toEqual([...latest].reverse());
      const first = page1.data[0]!;
      expect(first).toMatchObject({
        type: 'blog',
        language: 'nl',
        translationKey: byDateDesc(DEMO_ARTICLES)[0]!.key,
      });
      expect(first.thumbnailLandscape).toMatch(/^\/api\/images\/art\/.+\.svg\?format=landscape/);
      expect(first.thumbnailSquare).toMatch(/format=square/);
      expect(Date.parse(first.publishedAt)).toBeLessThan(Date.now());
      expect(first.readingMinutes).toBeGreaterThanOrEqual(1);
      expect(first).not.toHaveProperty('content');
    });

    it('lists the six routines', async () => {
      const body = await get<PostListResponseDto>('/api/posts?type=routine', {
        'accept-language': 'fr',
      });
      expect(body).toMatchObject({ total: 6, type: 'routine', locale: 'fr' });
      expect(body.data.map((p) => p.slug)).toEqual(
        byDateDesc(DEMO_ROUTINES).map((r) => r.texts.fr.slug),
      );
      expect(body.data.every((p) => p.type === 'routine' && p.language === 'fr')).toBe(true);
    });

    it('answers each language with its own versions', async () => {
      for (const locale of ['en', 'de', 'fr'] as const) {
        const body = await get<PostListResponseDto>(`/api/posts?locale=${locale}&perPage=12`);
        expect(body.total).toBe(12);
        expect(body.data.every((p) => p.language === locale)).toBe(true);
        expect(body.data.map((p) => p.slug).sort()).toEqual(
          DEMO_ARTICLES.map((a) => a.texts[locale].slug).sort(),
        );
      }
    });

    it('refuses unknown types, sorts and paging values with 400', async () => {
      for (const qs of [
        'type=page',
        'type=news',
        'sort=newest',
        "sort=latest'--",
        'page=0',
        'perPage=25',
        'perPage=x',
        'locale=es',
        'tag=x',
      ]) {
        const res = await fetch(`${base}/api/posts?${qs}`);
        expect(res.status, qs).toBe(400);
        expect((await json(res)).code).toBe('COMMON_VALIDATION_FAILED');
      }
    });

    it('runs a constant number of queries whatever the page size', async () => {
      const small = await countQueries(running, () =>
        fetch(`${base}/api/posts?perPage=2&locale=de`),
      );
      const large = await countQueries(running, () =>
        fetch(`${base}/api/posts?perPage=24&locale=de`),
      );
      // The page and the count (TypeORM skips the count when the page holds everything).
      expect(small).toBeLessThanOrEqual(2);
      expect(large).toBeLessThanOrEqual(small);
    });
  });

  describe('GET /api/posts/:slug', () => {
    it('answers an article with its blocks, featured products in the same language and its alternates', async () => {
      const seed = DEMO_ARTICLES.find((a) => a.key === 'what-is-epigenetics')!;
      const article = await get<PostResponseDto>(`/api/posts/${seed.texts.nl.slug}`);
      expect(article).toMatchObject({
        slug: seed.texts.nl.slug,
        language: 'nl',
        type: 'blog',
        title: seed.texts.nl.title,
        subtitle: seed.texts.nl.subtitle,
        translationKey: seed.key,
      });
      expect(article.content).toContain('<h2>');
      expect(article.content).toContain('<a href="/nl/epigenetica" rel="noopener">');
      expect(article.featuredProducts.map((p) => p.slug)).toEqual(seed.featured);
      expect(article.featuredProducts[0]).toMatchObject({
        name: 'Epigenetisch Schildserum',
        locale: 'nl',
      });
      expect(article.twoColumnBlocks).toHaveLength(2);
      expect(article.twoColumnBlocks[0]).toMatchObject({
        imagePosition: 'left',
        linkLabel: null,
        linkUrl: null,
      });
      expect(article.twoColumnBlocks[1]).toMatchObject({
        imagePosition: 'right',
        linkLabel: 'Ontdek Black',
        linkUrl: '/nl/collections/black',
      });
      expect(article.heroImage).toMatch(/format=hero/);
      expect(article.images).toHaveLength(2);
      expect(article.alternates).toEqual(
        (['nl', 'en', 'de', 'fr'] as const).map((language) => ({
          language,
          slug: seed.texts[language].slug,
        })),
      );
    });

    it('answers the version in the requested language whichever language the slug is in', async () => {
      const seed = DEMO_ARTICLES.find((a) => a.key === 'peptides-explained')!;
      const de = await get<PostResponseDto>(`/api/posts/${seed.texts.nl.slug}`, {
        'accept-language': 'de-AT,de;q=0.9',
      });
      expect(de).toMatchObject({
        language: 'de',
        slug: seed.texts.de.slug,
        title: seed.texts.de.title,
      });
      expect(de.featuredProducts[0]).toMatchObject({
        slug: 'gold-peptide-serum',
        name: 'Peptid-Serum',
        locale: 'de',
      });
      const fr = await get<PostResponseDto>(`/api/posts/${seed.texts.en.slug}?locale=fr`);
      expect(fr).toMatchObject({ language: 'fr', slug: seed.texts.fr.slug });
      // A routine by its slug; restricted to routines, an article slug is not found.
      const routine = DEMO_ROUTINES[0]!;
      expect(
        (await get<PostResponseDto>(`/api/posts/${routine.texts.en.slug}?type=routine&locale=en`))
          .type,
      ).toBe('routine');
      expect(await statusOf(`/api/posts/${seed.texts.nl.slug}?type=routine`)).toBe(404);
    });

    it('answers 404 CONTENT_POST_NOT_FOUND for unknown slugs and for fixed pages', async () => {
      for (const slug of ['no-such-article', 'privacy', 'over-ons', "x'%20OR%201%3D1"]) {
        const res = await fetch(`${base}/api/posts/${slug}`);
        expect(res.status, slug).toBe(404);
        expect((await json(res)).code).toBe('CONTENT_POST_NOT_FOUND');
      }
    });
  });

  describe('fixed pages, FAQ and home', () => {
    it('answers every fixed page in every language, by key or by slug', async () => {
      for (const page of DEMO_PAGES) {
        for (const locale of ['nl', 'en', 'de', 'fr'] as const) {
          const byKey = await get<PostResponseDto>(`/api/pages/${page.key}?locale=${locale}`);
          expect(byKey).toMatchObject({
            type: 'page',
            language: locale,
            slug: page.texts[locale].slug,
            title: page.texts[locale].title,
          });
          const bySlug = await get<PostResponseDto>(`/api/pages/${page.texts[locale].slug}`, {
            'accept-language': locale,
          });
          expect(bySlug.id).toBe(byKey.id);
        }
      }
      // A slug of another language answers the requested language's version.
      expect(
        await get<PostResponseDto>('/api/pages/over-ons', { 'accept-language': 'en' }),
      ).toMatchObject({ slug: 'about-us', title: 'Our story' });
      const privacy = await get<PostResponseDto>('/api/pages/privacy');
      expect(privacy.subtitle).toBe('Laatst gewijzigd: november 2026');
      expect(privacy.publishedAt.startsWith('2026-11')).toBe(true);
      expect((await get<PostResponseDto>('/api/pages/privacy?locale=de')).subtitle).toBe(
        'Zuletzt geändert: November 2026',
      );
      const missing = await fetch(`${base}/api/pages/no-such-page`);
      expect(missing.status).toBe(404);
      expect((await json(missing)).code).toBe('CONTENT_PAGE_NOT_FOUND');
      expect(await statusOf(`/api/pages/${DEMO_ARTICLES[0]!.texts.nl.slug}`)).toBe(404);
    });

    it('states the shipping and returns facts on the shipping page', async () => {
      const nl = (await get<PostResponseDto>('/api/pages/shipping')).content;
      for (const fact of [
        '€ 125',
        'maximaal 2 werkdagen',
        '3 à 4 werkdagen',
        'Buiten de EU',
        '14 dagen na levering',
        'binnen 7 werkdagen',
      ])
        expect(nl).toContain(fact);
    });

    it('answers the FAQ in seven sections carrying the business facts', async () => {
      const nl = await get<FaqResponseDto>('/api/faq');
      expect(nl.sections.map((s) => s.key)).toEqual([...FAQ_SECTIONS]);
      expect(nl.sections.reduce((sum, s) => sum + s.items.length, 0)).toBe(DEMO_FAQ.length);
      expect(nl.sections[1]).toMatchObject({
        key: 'orders-returns',
        title: 'Bestellingen en retours',
      });
      const text = JSON.stringify(nl);
      for (const fact of [
        '€ 125',
        'België, Nederland en Duitsland',
        '3 à 4 werkdagen',
        'maximaal 2 werkdagen',
        'buiten de EU',
        '14 dagen na levering',
        '7 werkdagen',
        '6 maanden',
        '28 dagen',
        '10% fruitzuur',
        '10 minuten',
        '1 à 2 keer per week',
        'zonder een salon te kiezen',
      ]) {
        expect(text, fact).toContain(fact);
      }
      const de = await get<FaqResponseDto>('/api/faq', { 'accept-language': 'de' });
      expect(de.sections[0]).toMatchObject({ key: 'brand', title: 'Die Marke' });
      expect(JSON.stringify(de)).toContain('Ab 125 €');
    });

    it('answers the home page blocks', async () => {
      const home = await get<HomeResponseDto>('/api/home', { 'accept-language': 'en' });
      expect(home.locale).toBe('en');
      expect(home.hero).toMatchObject({ title: 'Skincare that understands your genes' });
      expect(home.hero!.image).toMatch(/format=hero/);
      expect(home.highlights).toHaveLength(3);
      expect(home.memberCall).toMatchObject({ title: 'Become a member', linkUrl: '/en/register' });
      expect(home.memberCall!.text.length).toBeLessThanOrEqual(250);
      expect(home.bestsellers.map((p) => p.bestsellerRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(home.bestsellers[0]).toMatchObject({
        slug: 'black-epigenetic-shield-serum',
        name: 'Epigenetic Shield Serum',
      });
      expect(home.giftSets.length).toBeGreaterThanOrEqual(4);
      expect(home.giftSets.every((p) => p.type === 'sets' && p.setKind === 'gift')).toBe(true);
      expect(home.collections.map((c) => c.slug)).toEqual(['blue', 'black', 'gold', 'grey']);
      expect(home.latestArticles.map((p) => p.translationKey)).toEqual(
        byDateDesc(DEMO_ARTICLES)
          .slice(0, 3)
          .map((a) => a.key),
      );
      expect(home.featuredArticle?.heroImage).toBeTruthy();
      expect(home.featuredArticle?.language).toBe('en');
    });

    it('marks public answers cacheable with an ETag and answers 304 to a repeat visit', async () => {
      for (const path of [
        '/api/posts',
        `/api/posts/${DEMO_ARTICLES[0]!.texts.nl.slug}`,
        '/api/pages/privacy',
        '/api/faq',
        '/api/home',
      ]) {
        const first = await fetch(`${base}${path}`);
        expect(first.headers.get('cache-control')).toBe('public, max-age=60');
        const etag = first.headers.get('etag')!;
        expect(etag).toMatch(/^W\/"/);
        const again = await fetch(`${base}${path}`, {
          headers: { 'if-none-match': `"other", ${etag}` },
        });
        expect(again.status, path).toBe(304);
      }
    });
  });

  describe('savePost', () => {
    it('removes scripts, event handlers and unsafe links from rich text on save', async () => {
      const saved = await content.savePost(
        post({
          slug: 'xss-test',
          publishAt: new Date(Date.now() - 60_000).toISOString(),
          content: [
            '<h1 onclick="alert(1)">Kop</h1>',
            '<p style="color:red" onmouseover="steal()">Hallo <script>alert("x")</script><strong>vet</strong></p>',
            '<p><a href="javascript:alert(1)">js</a> <a href="JaVaScRiPt:alert(2)">js2</a> <a href=" javascript:alert(3)">js3</a></p>',
            '<p><a href="data:text/html,<script>alert(1)</script>">data</a> <a href="//evil.example/x">proto</a> <a href="http://evil.example/">http</a></p>',
            '<p><a href="https://example.org/lees" target="_blank" onclick="x()">extern</a> <a href="/nl/producten">intern</a> <a href="http://shop.test/nl/faq">eigen host</a></p>',
            '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><svg onload="alert(1)"><circle/></svg>',
            '<ul><li>een</li></ul><blockquote>citaat</blockquote><table><tr><td>cel</td></tr></table>',
          ].join(''),
          content2: '<p>Tweede <em>blok</em><script>alert(2)</script></p>',
          twoColumnBlocks: [
            {
              title: '<b>Titel</b>',
              text: '<p onclick="x()">Kolom <a href="javascript:void(0)">link</a></p>',
              image: ART,
              imagePosition: 'left',
            },
          ],
          basicSections: [{ title: 'Eén', text: '<script>alert(1)</script>Gewone <b>tekst</b>' }],
        }),
      );
      const stored = await running.app
        .get(DataSource)
        .getRepository(PostEntity)
        .findOneByOrFail({ id: saved.id });
      const html =
        stored.content +
        stored.content2 +
        JSON.stringify(stored.twoColumnBlocks) +
        JSON.stringify(stored.basicSections);
      for (const forbidden of [
        '<script',
        'alert(',
        'onclick',
        'onmouseover',
        'onerror',
        'onload',
        'javascript:',
        'data:',
        'style=',
        '<img',
        '<iframe',
        '<svg',
        '<table',
        '<h1',
        'target=',
        'evil.example',
      ]) {
        expect(html.toLowerCase(), forbidden).not.toContain(forbidden.toLowerCase());
      }
      expect(stored.content).toContain('<h2>Kop</h2>');
      expect(stored.content).toContain('<strong>vet</strong>');
      expect(stored.content).toContain(
        '<a href="https://example.org/lees" rel="noopener">extern</a>',
      );
      expect(stored.content).toContain('<a href="/nl/producten" rel="noopener">intern</a>');
      expect(stored.content).toContain(
        '<a href="http://shop.test/nl/faq" rel="noopener">eigen host</a>',
      );
      // Refused links keep their text.
      expect(stored.content).toContain('js js2 js3');
      expect(stored.content).toContain('<ul><li>een</li></ul><blockquote>citaat</blockquote>');
      expect(stored.content2).toBe('<p>Tweede <em>blok</em></p>');
      expect(stored.twoColumnBlocks[0]).toMatchObject({
        title: 'Titel',
        text: '<p>Kolom link</p>',
      });
      expect(stored.basicSections[0]).toEqual({ title: 'Eén', text: 'Gewone tekst' });

      // And that is what the API serves.
      const served = await get<PostResponseDto>('/api/posts/xss-test');
      expect(served.content).toBe(stored.content);
    });

    it('refuses invalid posts with field errors', async () => {
      const cases: [Partial<SavePostInput>, string, string][] = [
        [
          { featuredProducts: ['black-eye-contour'] },
          'featuredProducts',
          'validation.featuredProductsCount',
        ],
        [
          { featuredProducts: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
          'featuredProducts',
          'validation.featuredProductsCount',
        ],
        [
          { featuredProducts: ['black-eye-contour', 'black-eye-contour'] },
          'featuredProducts',
          'validation.featuredProductsCount',
        ],
        [
          { featuredProducts: ['black-eye-contour', 'no-such-product'] },
          'featuredProducts',
          'validation.unknownProduct',
        ],
        [
          { fullWidthSection: { image: ART, text: 'x'.repeat(251) } },
          'fullWidthSection.text',
          'validation.maxSectionLength',
        ],
        [
          { basicSections: [{ text: 'y'.repeat(251) }] },
          'basicSections.0.text',
          'validation.maxSectionLength',
        ],
        [
          { basicSections: [{ text: 'a' }, { text: 'b' }, { text: 'c' }, { text: 'd' }] },
          'basicSections',
          'validation.tooMany',
        ],
        [
          { thumbnailLandscape: 'javascript:alert(1)//.png' },
          'thumbnailLandscape',
          'validation.imageUrl',
        ],
        [{ heroImage: 'https://cdn.example/hero.bmp' }, 'heroImage', 'validation.imageUrl'],
        [
          { images: ['https://cdn.example/a.jpg', 'ftp://cdn.example/b.png'] },
          'images.1',
          'validation.imageUrl',
        ],
        [
          {
            twoColumnBlocks: [
              {
                title: 'T',
                text: 'x',
                image: ART,
                imagePosition: 'left',
                linkLabel: 'Ga',
                linkUrl: 'javascript:alert(1)',
              },
            ],
          },
          'twoColumnBlocks.0.linkUrl',
          'validation.link',
        ],
        [
          {
            twoColumnBlocks: [
              { title: 'T', text: 'x', image: ART, imagePosition: 'middle' as never },
            ],
          },
          'twoColumnBlocks.0.imagePosition',
          'validation.choice',
        ],
        [{ title: '' }, 'title', 'validation.required'],
        [{ title: '<script></script>' }, 'title', 'validation.required'],
        [{ content: '<script>alert(1)</script>' }, 'content', 'validation.required'],
        [{ slug: 'Niet Goed' }, 'slug', 'validation.slug'],
        [{ language: 'es' as never }, 'language', 'validation.required'],
        [{ publishAt: 'morgen' }, 'publishAt', 'validation.date'],
        [
          { publishAt: '2026-01-02T00:00:00.000Z', removeAt: '2026-01-01T00:00:00.000Z' },
          'removeAt',
          'validation.dateOrder',
        ],
      ];
      for (const [overrides, field, message] of cases) {
        await expect(
          content.savePost(
            post({ slug: 'invalid-post', ...overrides } as SavePostInput & { slug: string }),
          ),
          field,
        ).rejects.toMatchObject({
          code: 'CONTENT_POST_INVALID',
          status: 400,
          errors: expect.objectContaining({ [field]: message }),
        });
      }
      // Unknown fields are refused too (no mass assignment through the editor later).
      await expect(
        content.savePost({
          ...post({ slug: 'invalid-post' }),
          readingMinutes: 99,
        } as SavePostInput),
      ).rejects.toMatchObject({ status: 400 });
    });

    it('keeps slugs unique per language', async () => {
      await content.savePost(post({ slug: 'dubbel', translationKey: 'dubbel' }));
      await expect(content.savePost(post({ slug: 'dubbel' }))).rejects.toMatchObject({
        code: 'CONTENT_SLUG_TAKEN',
        status: 409,
      });
      const en = await content.savePost(
        post({ slug: 'dubbel', language: 'en', translationKey: 'dubbel', title: 'Double' }),
      );
      expect(en.language).toBe('en');
      // Updating a post keeps its own slug.
      const updated = await content.savePost(
        post({
          id: en.id,
          slug: 'dubbel',
          language: 'en',
          translationKey: 'dubbel',
          title: 'Double, edited',
        }),
      );
      expect(updated.title).toBe('Double, edited');
    });
  });

  describe('visibility and language fallback', () => {
    it('hides unpublished posts and posts outside their publish/removal window', async () => {
      const hour = 3_600_000;
      await content.savePost(post({ slug: 'concept', published: false }));
      await content.savePost(
        post({
          slug: 'verlopen',
          publishAt: new Date(Date.now() - 2 * hour).toISOString(),
          removeAt: new Date(Date.now() - hour).toISOString(),
        }),
      );
      await content.savePost(
        post({ slug: 'nog-niet', publishAt: new Date(Date.now() + 24 * hour).toISOString() }),
      );
      await content.savePost(
        post({
          slug: 'nog-zichtbaar',
          publishAt: new Date(Date.now() - 2 * hour).toISOString(),
          removeAt: new Date(Date.now() + hour).toISOString(),
        }),
      );
      const slugs = (await get<PostListResponseDto>('/api/posts?perPage=24')).data.map(
        (p) => p.slug,
      );
      for (const hidden of ['concept', 'verlopen', 'nog-niet']) {
        expect(slugs).not.toContain(hidden);
        expect(await statusOf(`/api/posts/${hidden}`), hidden).toBe(404);
      }
      expect(slugs).toContain('nog-zichtbaar');
      expect(await statusOf('/api/posts/nog-zichtbaar')).toBe(200);
    });

    it('shows a future-dated post once its publish date has passed', async () => {
      const publishAt = Date.now() + 1500;
      await content.savePost(
        post({
          slug: 'straks',
          translationKey: 'straks',
          publishAt: new Date(publishAt).toISOString(),
        }),
      );
      expect(await statusOf('/api/posts/straks')).toBe(404);
      expect((await get<PostListResponseDto>('/api/posts')).data.map((p) => p.slug)).not.toContain(
        'straks',
      );
      await waitFor(async () => (await statusOf('/api/posts/straks')) === 200, {
        timeoutMs: 10_000,
        intervalMs: 200,
        what: 'the post to appear',
      });
      expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
      // Newest first: it now heads the magazine.
      expect((await get<PostListResponseDto>('/api/posts')).data[0]!.slug).toBe('straks');
    });

    it('falls back to the nl version when the requested language has none (or none visible)', async () => {
      await content.savePost(
        post({
          slug: 'alleen-nederlands',
          translationKey: 'only-dutch',
          title: 'Alleen in het Nederlands',
        }),
      );
      await content.savePost(
        post({
          slug: 'verborgen-vertaling',
          translationKey: 'hidden-translation',
          title: 'Nederlandse versie',
        }),
      );
      await content.savePost(
        post({
          slug: 'hidden-translation',
          language: 'en',
          translationKey: 'hidden-translation',
          title: 'English draft',
          published: false,
        }),
      );

      const en = (
        await get<PostListResponseDto>('/api/posts?perPage=24', { 'accept-language': 'en' })
      ).data;
      expect(en.find((p) => p.translationKey === 'only-dutch')).toMatchObject({
        language: 'nl',
        slug: 'alleen-nederlands',
      });
      expect(en.find((p) => p.translationKey === 'hidden-translation')).toMatchObject({
        language: 'nl',
        title: 'Nederlandse versie',
      });
      expect(en.filter((p) => p.translationKey === 'hidden-translation')).toHaveLength(1);
      // Seed articles still come in English, not doubled by their nl versions.
      expect(
        en.filter((p) => p.translationKey === 'what-is-epigenetics').map((p) => p.language),
      ).toEqual(['en']);

      const one = await get<PostResponseDto>('/api/posts/alleen-nederlands', {
        'accept-language': 'de',
      });
      expect(one).toMatchObject({
        language: 'nl',
        title: 'Alleen in het Nederlands',
        alternates: [{ language: 'nl', slug: 'alleen-nederlands' }],
      });
      // An English-only piece asked in German: no de, no nl, so the version the slug names.
      await content.savePost(
        post({
          slug: 'english-only',
          language: 'en',
          translationKey: 'english-only',
          title: 'English only',
        }),
      );
      expect(
        await get<PostResponseDto>('/api/posts/english-only', { 'accept-language': 'de' }),
      ).toMatchObject({ language: 'en' });
      expect(await statusOf('/api/posts/hidden-translation?locale=en')).toBe(404);
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
