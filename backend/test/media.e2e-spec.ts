import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPolicy, isPublicAddress } from '../src/modules/media/address-policy.js';
import type { MediaResponseDto } from '../src/modules/media/dto/media.dto.js';
import { cropRectangle } from '../src/modules/media/image-variants.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { startImageHost } from './helpers/image-host.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

interface Problem {
  status: number;
  code: string;
  errors?: Record<string, string>;
}

describe('the address policy of the URL import', () => {
  it('refuses loopback, private, link-local, CGNAT, unique-local, multicast and mapped addresses by default', () => {
    const policy = addressPolicy();
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
    ])
      expect(policy.allows(address), address).toBe(false);
    for (const address of ['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111'])
      expect(policy.allows(address), address).toBe(true);
    expect(isPublicAddress('not-an-ip')).toBe(false);
  });

  it('lets through only the addresses a test names', () => {
    const policy = addressPolicy(['127.0.0.1']);
    expect(policy.allows('127.0.0.1')).toBe(true);
    expect(policy.allows('127.0.0.2')).toBe(false);
    expect(policy.allows('10.0.0.1')).toBe(false);
  });

  it('centres crops on the focal point as far as the edges allow', () => {
    expect(cropRectangle(2000, 1000, 1, 0.9, 0.5)).toEqual({
      left: 1000,
      top: 0,
      width: 1000,
      height: 1000,
    });
    expect(cropRectangle(2000, 1000, 1, 0.5, 0.5)).toEqual({
      left: 500,
      top: 0,
      width: 1000,
      height: 1000,
    });
    expect(cropRectangle(1000, 2000, 16 / 9, 0.5, 0)).toEqual({
      left: 0,
      top: 0,
      width: 1000,
      height: 563,
    });
  });
});

describe(`the media library on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let admin: string;
  let manager: string;
  let customer: string;
  let images: Awaited<ReturnType<typeof startImageHost>>;
  let imageHost: string;
  let photo: Buffer;

  const call = (path: string, token: string | null, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
    });
  const upload = (bytes: Uint8Array | string, name: string, token: string | null = admin) => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]),
      name,
    );
    return call('/api/admin/media', token, { method: 'POST', body: form });
  };
  const importUrl = (url: string, token: string = admin) =>
    call('/api/admin/media/import', token, { method: 'POST', body: JSON.stringify({ url }) });
  const served = async (url: string) => {
    const res = await fetch(`${base}${url}`);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    return { format: meta.format, width: meta.width, height: meta.height };
  };
  const refused = async (res: Response, status: number, code: string) => {
    const body = await json<Problem>(res);
    expect(res.status, JSON.stringify(body)).toBe(status);
    expect(body.code).toBe(code);
  };

  beforeAll(async () => {
    photo = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#b08d57' },
    })
      .jpeg()
      .toBuffer();
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff);
    images = await startImageHost((req, res): unknown => {
      if (req.url === '/photo.jpg')
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      if (req.url === '/page.jpg')
        return res
          .writeHead(200, { 'content-type': 'image/jpeg' })
          .end('<!doctype html><html><body>hi</body></html>');
      if (req.url === '/moved') return res.writeHead(302, { location: '/photo.jpg' }).end();
      if (req.url === '/to-private')
        return res.writeHead(302, { location: 'https://10.0.0.1/photo.jpg' }).end();
      if (req.url === '/to-http')
        return res.writeHead(302, { location: `http://${imageHost}/photo.jpg` }).end();
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      if (req.url === '/big') {
        // no content-length: the cap must hold while streaming
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.write(photo.subarray(0, 3));
        return res.end(big);
      }
      return res.writeHead(404).end();
    });
    imageHost = new URL(images.origin).host;

    env = await createTestEnvironment();
    running = await startApp(env.config(images.config));
    base = running.baseUrl;
    admin = (await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE)).access_token;
    manager = (await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE)).access_token;
    customer = (await signIn(base, 'customer@demo.test')).access_token;
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
    await images?.close();
  });

  it('refuses signed-out callers and customers; a partner manager may upload', async () => {
    expect((await upload(photo, 'a.jpg', null)).status).toBe(401);
    expect((await upload(photo, 'a.jpg', customer)).status).toBe(403);
    expect((await call('/api/admin/media', customer)).status).toBe(403);
    const res = await upload(photo, 'a.jpg', manager);
    expect(res.status).toBe(201);
  });

  it('checks an upload by its bytes: a .jpg that is really HTML is refused', async () => {
    await refused(
      await upload('<!doctype html><script>alert(1)</script>', 'evil.jpg'),
      422,
      'UPLOADS_FILE_UNUSABLE',
    );
    await refused(
      await upload(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        'x.svg',
      ),
      422,
      'UPLOADS_FILE_UNUSABLE',
    );
  });

  it('makes the srcset widths and the focal-point crops as WebP, and keeps alt texts per locale', async () => {
    const res = await upload(photo, 'serum.jpg');
    expect(res.status).toBe(201);
    const media = await json<MediaResponseDto>(res);
    expect(media).toMatchObject({ width: 2000, height: 1000, mime: 'image/jpeg', focalX: 0.5 });
    expect(media.sizes.map((size) => size.width)).toEqual([320, 640, 960, 1280, 1600]);
    expect(media.url).toBe(`/api/media/${media.id}/w1600.webp`);
    expect(await served(media.sizes[1]!.url)).toEqual({ format: 'webp', width: 640, height: 320 });
    expect(await served(media.squareUrl)).toEqual({ format: 'webp', width: 800, height: 800 });
    expect(await served(media.landscapeUrl)).toEqual({ format: 'webp', width: 1600, height: 900 });
    const widthFile = await fetch(`${base}${media.url}`);
    expect(widthFile.headers.get('cache-control')).toContain('immutable');

    const missingNl = await call(`/api/admin/media/${media.id}`, admin, {
      method: 'PATCH',
      body: JSON.stringify({ alt: { en: 'Serum bottle' } }),
    });
    expect(missingNl.status).toBe(400);
    expect((await json<Problem>(missingNl)).errors).toMatchObject({
      'alt.nl': 'validation.required',
    });

    const before = await (await fetch(`${base}${media.squareUrl}`)).arrayBuffer();
    const patched = await call(`/api/admin/media/${media.id}`, admin, {
      method: 'PATCH',
      body: JSON.stringify({
        alt: { nl: 'Serumflacon', en: 'Serum bottle', de: 'Serumflasche', fr: 'Flacon de sérum' },
        focalX: 0.9,
        focalY: 0.2,
      }),
    });
    expect(patched.status).toBe(200);
    expect(await json<MediaResponseDto>(patched)).toMatchObject({
      alt: { nl: 'Serumflacon', en: 'Serum bottle', de: 'Serumflasche', fr: 'Flacon de sérum' },
      focalX: 0.9,
      focalY: 0.2,
    });
    const after = await (await fetch(`${base}${media.squareUrl}`)).arrayBuffer();
    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(false);
    const listed = await json<{ data: MediaResponseDto[]; total: number }>(
      await call('/api/admin/media?q=serumflasche', manager),
    );
    expect(listed.data.map((item) => item.id)).toEqual([media.id]);
  });

  it('imports an image by https URL once, following a redirect, from the test host only', async () => {
    const res = await importUrl(`https://${imageHost}/moved`);
    const media = await json<MediaResponseDto>(res);
    expect(res.status, JSON.stringify(media)).toBe(201);
    expect(media).toMatchObject({
      width: 2000,
      mime: 'image/jpeg',
      sourceUrl: `https://${imageHost}/moved`,
    });
    expect(await served(media.url)).toMatchObject({ format: 'webp', width: 1600 });
  });

  it('refuses URLs that are not https, not public, not images, too large or redirect too often', async () => {
    await refused(
      await importUrl(`http://${imageHost}/photo.jpg`),
      400,
      'COMMON_VALIDATION_FAILED',
    );
    for (const url of [
      'https://127.0.0.2/photo.jpg',
      'https://10.0.0.1/photo.jpg',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/photo.jpg',
      'https://[fc00::1]/photo.jpg',
      'https://[::ffff:127.0.0.1]/photo.jpg',
      `https://${imageHost}/to-private`,
      `https://${imageHost}/to-http`,
    ])
      await refused(await importUrl(url), 400, `MEDIA_URL_REFUSED`).catch((error: Error) => {
        throw new Error(`${url}: ${error.message}`);
      });
    await refused(await importUrl(`https://${imageHost}/page.jpg`), 422, 'UPLOADS_FILE_UNUSABLE');
    await refused(await importUrl(`https://${imageHost}/loop`), 422, 'MEDIA_URL_UNREACHABLE');
    await refused(await importUrl(`https://${imageHost}/big`), 413, 'MEDIA_URL_TOO_LARGE');
  });

  it('fetches the external https image of a product once into the library (admin API); a private address is refused on `images`', async () => {
    const product = (slug: string, images: string[]) => ({
      slug,
      type: 'serum',
      collection: 'blue',
      skinTypes: ['mature'],
      timing: ['night'],
      priceCents: 3900,
      vatRate: 21,
      stock: 1,
      images,
      translations: { nl: { name: `Serum ${slug}` } },
    });
    const source = `https://${imageHost}/photo.jpg`;
    const first = await call('/api/admin/products', admin, {
      method: 'POST',
      body: JSON.stringify(product(`url-image-${Date.now()}`, [source])),
    });
    const created = await json<{ id: string; slug: string; images: string[] }>(first);
    expect(first.status, JSON.stringify(created)).toBe(201);
    expect(created.images).toHaveLength(1);
    expect(created.images[0]).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/w1600\.webp$/);
    expect(await served(created.images[0]!)).toMatchObject({ format: 'webp', width: 1600 });
    // the storefront's answer names only the shop's own image
    const shown = await json<{ images: string[] }>(
      await fetch(`${base}/api/admin/products/${created.id}`, {
        headers: { authorization: `Bearer ${admin}` },
      }),
    );
    expect(shown.images).toEqual(created.images);
    const library = await json<{ data: MediaResponseDto[] }>(
      await call('/api/admin/media?perPage=100', admin),
    );
    expect(library.data.filter((m) => m.sourceUrl === source)).toHaveLength(1);

    // the same address on another product (PATCH) reuses the library's copy: one medium, one fetch
    const second = await call(`/api/admin/products/${created.id}`, admin, {
      method: 'PATCH',
      body: JSON.stringify({ images: [source, created.images[0]] }),
    });
    const patched = await json<{ images: string[] }>(second);
    expect(second.status, JSON.stringify(patched)).toBe(200);
    expect(patched.images).toEqual([created.images[0], created.images[0]]);
    const again = await json<{ data: MediaResponseDto[] }>(
      await call('/api/admin/media?perPage=100', admin),
    );
    expect(again.data.filter((m) => m.sourceUrl === source)).toHaveLength(1);

    // a private address, and a page that is not an image: 4xx naming the images field, nothing stored
    for (const [url, status, code, message] of [
      ['https://10.0.0.1/photo.jpg', 400, 'MEDIA_URL_REFUSED', 'validation.mediaUrlRefused'],
      [`https://${imageHost}/page.jpg`, 422, 'UPLOADS_FILE_UNUSABLE', 'validation.uploadUnusable'],
    ] as const) {
      const res = await call('/api/admin/products', admin, {
        method: 'POST',
        body: JSON.stringify(product(`url-refused-${Date.now()}`, [url])),
      });
      const body = await json<Problem>(res);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(body.code).toBe(code);
      expect(body.errors).toEqual({ images: message });
    }
  });

  it('refuses to delete an image a product shows (409), lets only admins delete', async () => {
    const media = await json<MediaResponseDto>(await upload(photo, 'product.jpg'));
    const slug = `media-${Date.now()}`;
    const product = await call('/api/admin/products', admin, {
      method: 'POST',
      body: JSON.stringify({
        slug,
        type: 'serum',
        collection: 'blue',
        skinTypes: ['mature'],
        timing: ['night'],
        priceCents: 3900,
        vatRate: 21,
        stock: 1,
        images: [media.url],
        translations: { nl: { name: 'Serum met foto' } },
      }),
    });
    expect(product.status, await product.clone().text()).toBe(201);
    const { id: productId } = await json<{ id: string }>(product);
    expect((await call(`/api/admin/media/${media.id}`, manager, { method: 'DELETE' })).status).toBe(
      403,
    );
    await refused(
      await call(`/api/admin/media/${media.id}`, admin, { method: 'DELETE' }),
      409,
      'MEDIA_IN_USE',
    );

    const patched = await call(`/api/admin/products/${productId}`, admin, {
      method: 'PATCH',
      body: JSON.stringify({ images: [] }),
    });
    expect(patched.status).toBe(200);
    expect((await call(`/api/admin/media/${media.id}`, admin, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await fetch(`${base}${media.url}`)).status).toBe(404);
    expect((await call(`/api/admin/media/${media.id}`, admin)).status).toBe(404);
  });

  it('lets a partner manager upload a training thumbnail (was 403)', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)]), 'thumb.jpg');
    const res = await call('/api/admin/uploads', manager, { method: 'POST', body: form });
    expect(res.status).toBe(201);
  });
});
