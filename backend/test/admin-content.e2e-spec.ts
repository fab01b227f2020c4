import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponseDto } from '../src/modules/audit/dto/audit.dto.js';
import type {
  AdminPostResponseDto,
  AdminPostListResponseDto,
  PostPreviewLinkResponseDto,
} from '../src/modules/content/dto/admin-post.dto.js';
import type { PostListResponseDto, PostResponseDto } from '../src/modules/content/dto/post.dto.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { client, createProduct, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const ART = '/api/images/art/test.svg?format=landscape';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

describe(`admin content API on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let customerToken: string;
  let products: string[];
  let uniq = 0;

  /** A valid post with every block; tests override what they exercise. */
  const full = (overrides: Record<string, unknown> = {}) => {
    uniq += 1;
    const slug = `admin-post-${uniq}-${Date.now().toString(36)}`;
    return {
      language: 'en',
      type: 'blog',
      name: `Internal ${slug}`,
      slug,
      title: `Title ${slug}`,
      subtitle: 'A subtitle',
      description: 'A short description.',
      publishAt: hourAgo(),
      removeAt: null,
      tags: ['Routine', 'skin'],
      thumbnailLandscape: ART,
      thumbnailSquare: '/api/images/art/test.svg?format=square',
      heroImage: 'https://cdn.example.com/hero.jpg',
      images: [
        'https://cdn.example.com/one.png',
        '/api/images/art/two.svg',
        'http://shop.test/three.gif',
      ],
      content:
        '<h2>Heading</h2><p><strong>Bold</strong> <em>it</em> <u>under</u></p><ul><li>one</li></ul><blockquote>q</blockquote><p><a href="https://example.com">link</a></p><script>alert(1)</script>',
      content2: '<p>Second text.</p>',
      twoColumnBlocks: [
        {
          title: 'Left',
          text: '<p>Text</p>',
          image: ART,
          linkLabel: 'More',
          linkUrl: 'https://example.com/more',
          imagePosition: 'left',
        },
        {
          title: 'Right',
          text: '<p>Text</p>',
          image: ART,
          linkLabel: null,
          linkUrl: null,
          imagePosition: 'right',
        },
      ],
      featuredProducts: products.slice(0, 2),
      fullWidthSection: {
        image: ART,
        title: 'Full',
        text: 'A short text.',
        linkLabel: 'Shop',
        linkUrl: '/en/products',
      },
      basicSections: [
        { title: 'One', text: 'First' },
        { title: 'Two', text: 'Second' },
        { title: null, text: 'Third' },
      ],
      ...overrides,
    };
  };

  const create = async (overrides: Record<string, unknown> = {}): Promise<AdminPostResponseDto> => {
    const res = await admin.post('/api/admin/posts', full(overrides));
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return json<AdminPostResponseDto>(res);
  };

  /** The field errors of a refused create. */
  const refused = async (
    overrides: Record<string, unknown>,
    status = 400,
  ): Promise<Record<string, string>> => {
    const res = await admin.post('/api/admin/posts', full(overrides));
    const body = await json<{ code: string; errors: Record<string, string> }>(res);
    expect(res.status, JSON.stringify(body)).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    return body.errors;
  };

  const auditOf = async (id: string) =>
    (
      await json<AuditListResponseDto>(
        await admin.get(`/api/admin/audit?entityType=post&entityId=${id}&perPage=50`),
      )
    ).data;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    customerToken = (await signIn(base, 'customer@demo.test')).access_token;
    products = [];
    for (let i = 0; i < 7; i += 1)
      products.push(await createProduct(running.app, { priceCents: 1_000 + i, stock: 5 }));
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('refuses signed-out callers (401) and customers (403) on every admin content endpoint', async () => {
    const post = await create();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/posts'],
      ['GET', `/api/admin/posts/${post.id}`],
      ['POST', '/api/admin/posts', full()],
      ['PATCH', `/api/admin/posts/${post.id}`, { title: 'x' }],
      ['DELETE', `/api/admin/posts/${post.id}`],
      ['POST', `/api/admin/posts/${post.id}/publish`, {}],
      ['POST', `/api/admin/posts/${post.id}/unpublish`, {}],
      ['POST', `/api/admin/posts/${post.id}/preview`, {}],
    ];
    for (const [method, path, body] of calls) {
      const init = (headers: Record<string, string>) => ({
        method,
        headers: {
          ...headers,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      expect((await fetch(`${base}${path}`, init({}))).status, `${method} ${path} signed out`).toBe(
        401,
      );
      expect(
        (await fetch(`${base}${path}`, init({ authorization: `Bearer ${customerToken}` }))).status,
        `${method} ${path} customer`,
      ).toBe(403);
    }
    // nothing changed
    expect(
      (await json<AdminPostResponseDto>(await admin.get(`/api/admin/posts/${post.id}`))).title,
    ).toBe(post.title);
  });

  it('creates a post with every field of SPEC §3, sanitised, unpublished by default, featured products by id', async () => {
    const post = await create();
    expect(post.published).toBe(false);
    expect(post.live).toBe(false);
    expect(post.content).not.toContain('script');
    expect(post.content).toContain('<h2>Heading</h2>');
    expect(post.content).toContain('<u>under</u>');
    expect(post.tags).toEqual(['routine', 'skin']);
    expect(post.featuredProducts).toEqual(products.slice(0, 2));
    expect(post.twoColumnBlocks).toHaveLength(2);
    expect(post.twoColumnBlocks[1]!.imagePosition).toBe('right');
    expect(post.fullWidthSection?.text).toBe('A short text.');
    expect(post.basicSections).toHaveLength(3);
    expect(post.images).toHaveLength(3);
    const again = await json<AdminPostResponseDto>(await admin.get(`/api/admin/posts/${post.id}`));
    expect(again).toEqual(post);
    expect((await admin.get(`/api/admin/posts/${UNKNOWN}`)).status).toBe(404);
    expect((await admin.get('/api/admin/posts/not-a-uuid')).status).toBe(404);
  });

  describe('content rules', () => {
    it('requires name, slug, title, content, language, type and publish date', async () => {
      const errors = await refused({
        name: '',
        slug: '',
        title: '',
        content: '',
        language: undefined,
        type: undefined,
        publishAt: undefined,
      });
      expect(errors).toMatchObject({
        name: 'validation.required',
        slug: 'validation.required',
        title: 'validation.required',
        content: 'validation.required',
        language: 'validation.required',
        type: 'validation.required',
        publishAt: 'validation.date',
      });
      // content that is only markup sanitised away is empty too
      expect(await refused({ content: '<script>x</script>' })).toEqual({
        content: 'validation.required',
      });
      expect(await refused({ title: '<b></b>' })).toEqual({ title: 'validation.required' });
    });

    it('keeps the slug unique per language (another language may reuse it)', async () => {
      const first = await create();
      expect(await refused({ slug: first.slug }, 409)).toEqual({ slug: 'validation.slugTaken' });
      const other = await create({ slug: first.slug, language: 'de' });
      expect(other.language).toBe('de');
      // an update onto a taken slug is refused the same way
      const third = await create();
      const res = await admin.patch(`/api/admin/posts/${third.id}`, { slug: first.slug });
      expect(res.status).toBe(409);
      expect((await json(res)).errors).toEqual({ slug: 'validation.slugTaken' });
      expect(await refused({ slug: 'Not A Slug' })).toEqual({ slug: 'validation.slug' });
    });

    it('takes links that start with https:// or our own host, or none', async () => {
      const block = (linkUrl: string | null) => ({
        twoColumnBlocks: [
          {
            title: 'T',
            text: '<p>x</p>',
            image: ART,
            linkLabel: 'Go',
            linkUrl,
            imagePosition: 'left',
          },
        ],
      });
      expect(await refused(block('http://example.com/x'))).toEqual({
        'twoColumnBlocks.0.linkUrl': 'validation.link',
      });
      expect(await refused(block('javascript:alert(1)'))).toEqual({
        'twoColumnBlocks.0.linkUrl': 'validation.link',
      });
      expect(
        await refused({
          fullWidthSection: {
            image: ART,
            text: 'x',
            linkLabel: 'Go',
            linkUrl: 'ftp://example.com',
          },
        }),
      ).toEqual({ 'fullWidthSection.linkUrl': 'validation.link' });
      await create(block('https://example.com/x'));
      await create(block('http://shop.test/en/products'));
      await create(block(null));
      // a label without a link is fine; a link without a label is not
      expect(
        await refused({
          twoColumnBlocks: [
            {
              title: 'T',
              text: '<p>x</p>',
              image: ART,
              linkUrl: 'https://example.com',
              imagePosition: 'left',
            },
          ],
        }),
      ).toEqual({ 'twoColumnBlocks.0.linkLabel': 'validation.required' });
    });

    it('takes images by URL of type jpeg, png, jpg, gif, svg or webp, including our uploads', async () => {
      expect(await refused({ thumbnailLandscape: 'https://cdn.example.com/a.heic' })).toEqual({
        thumbnailLandscape: 'validation.imageUrl',
      });
      expect(await refused({ heroImage: 'https://cdn.example.com/a.bmp' })).toEqual({
        heroImage: 'validation.imageUrl',
      });
      expect(
        await refused({
          images: ['https://cdn.example.com/a.jpg', 'http://elsewhere.example/b.png'],
        }),
      ).toEqual({ 'images.1': 'validation.imageUrl' });
      expect(
        await refused({
          fullWidthSection: { image: 'https://cdn.example.com/bg.tiff', text: 'x' },
        }),
      ).toEqual({ 'fullWidthSection.image': 'validation.imageUrl' });
      expect(
        await refused({
          twoColumnBlocks: [
            {
              title: 'T',
              text: '<p>x</p>',
              image: 'https://cdn.example.com/x',
              imagePosition: 'left',
            },
          ],
        }),
      ).toEqual({ 'twoColumnBlocks.0.image': 'validation.imageUrl' });
      const jpeg = await create({
        images: [
          'https://cdn.example.com/a.jpeg',
          'https://cdn.example.com/b.JPG',
          'https://cdn.example.com/c.gif',
          'https://cdn.example.com/d.svg',
          'https://cdn.example.com/e.png',
        ],
      });
      expect(jpeg.images).toHaveLength(5);

      const png = await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#b08d57' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'thumb.png');
      const upload = await fetch(`${base}/api/admin/uploads`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${(await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE)).access_token}`,
        },
        body: form,
      });
      expect(upload.status).toBe(201);
      const urls = await json<{ landscape: string; square: string }>(upload);
      const withUpload = await create({
        thumbnailLandscape: urls.landscape,
        thumbnailSquare: urls.square,
      });
      expect(withUpload.thumbnailLandscape).toBe(urls.landscape);
    });

    it('takes 0 or 2 to 6 featured products, all existing', async () => {
      expect(await refused({ featuredProducts: products.slice(0, 1) })).toEqual({
        featuredProducts: 'validation.featuredProductsCount',
      });
      expect(await refused({ featuredProducts: products.slice(0, 7) })).toEqual({
        featuredProducts: 'validation.featuredProductsCount',
      });
      expect(await refused({ featuredProducts: [products[0], products[0]] })).toEqual({
        featuredProducts: 'validation.featuredProductsCount',
      });
      expect(await refused({ featuredProducts: [products[0], UNKNOWN] })).toEqual({
        featuredProducts: 'validation.unknownProduct',
      });
      expect((await create({ featuredProducts: products.slice(0, 6) })).featuredProducts).toEqual(
        products.slice(0, 6),
      );
      expect((await create({ featuredProducts: [] })).featuredProducts).toEqual([]);
      const reordered = [products[3]!, products[1]!];
      expect((await create({ featuredProducts: reordered })).featuredProducts).toEqual(reordered);
    });

    it('keeps full-width and basic section texts at most 250 characters', async () => {
      const long = 'x'.repeat(251);
      expect(await refused({ fullWidthSection: { image: ART, text: long } })).toEqual({
        'fullWidthSection.text': 'validation.maxSectionLength',
      });
      expect(await refused({ basicSections: [{ title: null, text: long }] })).toEqual({
        'basicSections.0.text': 'validation.maxSectionLength',
      });
      expect(
        await refused({
          basicSections: [{ text: 'a' }, { text: 'b' }, { text: 'c' }, { text: 'd' }],
        }),
      ).toEqual({ basicSections: 'validation.tooMany' });
      await create({
        fullWidthSection: { image: ART, text: 'y'.repeat(250) },
        basicSections: [{ text: 'z'.repeat(250) }],
      });
    });

    it('wants the removal date after the publish date', async () => {
      const publishAt = '2026-03-01T08:00:00.000Z';
      expect(await refused({ publishAt, removeAt: '2026-02-01T08:00:00.000Z' })).toEqual({
        removeAt: 'validation.dateOrder',
      });
      expect(await refused({ publishAt, removeAt: publishAt })).toEqual({
        removeAt: 'validation.dateOrder',
      });
      expect((await create({ publishAt, removeAt: '2026-04-01T08:00:00.000Z' })).removeAt).toBe(
        '2026-04-01T08:00:00.000Z',
      );
      // an update checks the merged post: moving only the publish date past the removal date is refused
      const post = await create({ publishAt, removeAt: '2026-04-01T08:00:00.000Z' });
      const res = await admin.patch(`/api/admin/posts/${post.id}`, {
        publishAt: '2026-05-01T08:00:00.000Z',
      });
      expect(res.status).toBe(400);
      expect((await json(res)).errors).toEqual({ removeAt: 'validation.dateOrder' });
    });

    it('refuses unknown fields', async () => {
      const errors = await refused({ evil: true });
      expect(errors).toEqual({ evil: 'validation.unknownField' });
    });
  });

  it('publish makes the post public in its language; unpublish takes it away', async () => {
    const post = await create({ language: 'fr', type: 'blog' });
    const publicGet = () => fetch(`${base}/api/posts/${post.slug}?locale=fr&type=blog`);
    expect((await publicGet()).status).toBe(404);

    const published = await admin.post(`/api/admin/posts/${post.id}/publish`);
    expect(published.status).toBe(200);
    expect(await json<AdminPostResponseDto>(published)).toMatchObject({
      published: true,
      live: true,
    });

    const res = await publicGet();
    expect(res.status).toBe(200);
    const article = await json<PostResponseDto>(res);
    expect(article).toMatchObject({ slug: post.slug, language: 'fr', title: post.title });
    expect(article.featuredProducts.map((product) => product.id)).toEqual(products.slice(0, 2));
    const list = await json<PostListResponseDto>(
      await fetch(`${base}/api/posts?locale=fr&type=blog&perPage=24`),
    );
    expect(list.data.map((item) => item.slug)).toContain(post.slug);
    // not in another language's magazine (that language has its own versions)
    const nl = await json<PostListResponseDto>(
      await fetch(`${base}/api/posts?locale=nl&type=blog&perPage=24`),
    );
    expect(nl.data.map((item) => item.slug)).not.toContain(post.slug);

    expect((await admin.post(`/api/admin/posts/${post.id}/unpublish`)).status).toBe(200);
    expect((await publicGet()).status).toBe(404);
    expect((await admin.post(`/api/admin/posts/${UNKNOWN}/publish`)).status).toBe(404);
  });

  it('lists with filters (type, language, published, tags, q), sorting, paging and ids', async () => {
    const tag = `tag${Date.now().toString(36)}`;
    const a = await create({ type: 'routine', language: 'de', tags: [tag], title: 'Alpha zeta' });
    const b = await create({
      type: 'page',
      language: 'de',
      tags: [tag, 'other'],
      title: 'Beta zeta',
    });
    const c = await create({ type: 'blog', language: 'nl', tags: [tag], title: 'Gamma zeta' });
    await admin.post(`/api/admin/posts/${b.id}/publish`);
    const list = async (query: string) =>
      json<AdminPostListResponseDto>(await admin.get(`/api/admin/posts?${query}`));

    expect((await list(`tags=${tag}&sort=title&order=ASC`)).data.map((p) => p.id)).toEqual([
      a.id,
      b.id,
      c.id,
    ]);
    expect((await list(`tags=${tag}&sort=title&order=DESC`)).data.map((p) => p.id)).toEqual([
      c.id,
      b.id,
      a.id,
    ]);
    expect((await list(`tags=${tag}&type=routine`)).data.map((p) => p.id)).toEqual([a.id]);
    expect(
      (await list(`tags=${tag}&language=de&sort=title&order=ASC`)).data.map((p) => p.id),
    ).toEqual([a.id, b.id]);
    expect((await list(`tags=${tag}&published=true`)).data.map((p) => p.id)).toEqual([b.id]);
    expect(
      (await list(`tags=${tag}&published=false&sort=title&order=ASC`)).data.map((p) => p.id),
    ).toEqual([a.id, c.id]);
    expect(
      (await list(`tags=other&tags=${tag}&language=de&type=page`)).data.map((p) => p.id),
    ).toEqual([b.id]);
    expect((await list(`q=GAMMA%20zeta`)).data.map((p) => p.id)).toEqual([c.id]);
    expect((await list(`q=100%25`)).total).toBe(0);
    const page = await list(`tags=${tag}&sort=title&order=ASC&page=2&perPage=2`);
    expect(page).toMatchObject({ total: 3 });
    expect(page.data.map((p) => p.id)).toEqual([c.id]);
    const many = await list(`ids=${a.id},${c.id},nope`);
    expect(many.data.map((p) => p.id).sort()).toEqual([a.id, c.id].sort());
    expect((await admin.get('/api/admin/posts?type=news')).status).toBe(400);
    expect((await admin.get('/api/admin/posts?sort=password')).status).toBe(400);
  });

  it('updates the given fields, checking the whole post again', async () => {
    const post = await create();
    const res = await admin.patch(`/api/admin/posts/${post.id}`, {
      title: 'New title',
      featuredProducts: [products[4], products[5], products[6]],
      images: ['https://cdn.example.com/z.png', 'https://cdn.example.com/one.png'],
    });
    expect(res.status).toBe(200);
    const updated = await json<AdminPostResponseDto>(res);
    expect(updated).toMatchObject({
      title: 'New title',
      slug: post.slug,
      content: post.content,
      featuredProducts: [products[4], products[5], products[6]],
      images: ['https://cdn.example.com/z.png', 'https://cdn.example.com/one.png'],
    });
    const bad = await admin.patch(`/api/admin/posts/${post.id}`, { title: '' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toEqual({ title: 'validation.required' });
    expect((await admin.patch(`/api/admin/posts/${UNKNOWN}`, { title: 'x' })).status).toBe(404);
  });

  it('gives a short-lived preview of an unpublished post that the storefront can read', async () => {
    const post = await create({ language: 'de' });
    const link = await json<PostPreviewLinkResponseDto>(
      await admin.post(`/api/admin/posts/${post.id}/preview`),
    );
    expect(link.url).toBe(`/de/magazine/${post.slug}?preview=${encodeURIComponent(link.token)}`);
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now());
    const res = await fetch(`${base}/api/post-previews/${encodeURIComponent(link.token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await json<PostResponseDto>(res)).toMatchObject({
      id: post.id,
      title: post.title,
      language: 'de',
    });
    const tampered = link.token.replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'));
    expect((await fetch(`${base}/api/post-previews/${encodeURIComponent(tampered)}`)).status).toBe(
      404,
    );
    const otherPost = link.token.replace(post.id, UNKNOWN);
    expect((await fetch(`${base}/api/post-previews/${encodeURIComponent(otherPost)}`)).status).toBe(
      404,
    );
    // still not public
    expect((await fetch(`${base}/api/posts/${post.slug}?locale=de`)).status).toBe(404);
    const routine = await create({ type: 'routine', language: 'nl' });
    expect(
      (
        await json<PostPreviewLinkResponseDto>(
          await admin.post(`/api/admin/posts/${routine.id}/preview`),
        )
      ).url,
    ).toMatch(new RegExp(`^/nl/routines/${routine.slug}\\?preview=`));
  });

  it('deletes a post', async () => {
    const post = await create();
    const res = await admin.delete(`/api/admin/posts/${post.id}`);
    expect(res.status).toBe(200);
    expect((await admin.get(`/api/admin/posts/${post.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/posts/${post.id}`)).status).toBe(404);
  });

  it('writes audit entries for create, update, publish, unpublish and delete, with the changed fields', async () => {
    const post = await create();
    await admin.patch(`/api/admin/posts/${post.id}`, { title: 'Audited title' });
    await admin.post(`/api/admin/posts/${post.id}/publish`);
    await admin.post(`/api/admin/posts/${post.id}/unpublish`);
    await admin.delete(`/api/admin/posts/${post.id}`);
    const entries = await auditOf(post.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'post.create',
      'post.delete',
      'post.publish',
      'post.unpublish',
      'post.update',
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({ entityType: 'post', actorEmail: 'admin@demo.test' });
    const update = entries.find((entry) => entry.action === 'post.update')!;
    expect(update.changes).toEqual({ title: [post.title, 'Audited title'] });
    expect(entries.find((entry) => entry.action === 'post.publish')!.changes).toEqual({
      published: [false, true],
    });
    expect(entries.find((entry) => entry.action === 'post.create')!.changes).toMatchObject({
      slug: [null, post.slug],
    });
    // a refused change writes nothing
    const other = await create();
    await admin.patch(`/api/admin/posts/${other.id}`, { title: '' });
    expect((await auditOf(other.id)).map((entry) => entry.action)).toEqual(['post.create']);
  });
});
