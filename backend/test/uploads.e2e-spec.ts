import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponseDto } from '../src/modules/uploads/dto/upload.dto.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
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

describe(`image uploads on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let adminToken: string;
  let customerToken: string;

  const upload = (
    bytes: Uint8Array | string,
    name: string,
    type = 'application/octet-stream',
    token: string | null = adminToken,
  ) => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }),
      name,
    );
    return fetch(`${base}/api/admin/uploads`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
  };

  /** Fetches an uploaded image and answers its decoded size. */
  const served = async (url: string) => {
    const res = await fetch(`${base}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    return { format: meta.format, width: meta.width, height: meta.height };
  };

  const expectRefused = async (res: Response, status: number, code: string, message: string) => {
    const body = await json<Problem>(res);
    expect(res.status, JSON.stringify(body)).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(body.code).toBe(code);
    expect(body.errors).toEqual({ file: message });
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    adminToken = (await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE)).access_token;
    customerToken = (await signIn(base, 'customer@demo.test')).access_token;
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('refuses signed-out callers (401) and customers (403)', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png', 'image/png', null)).status).toBe(401);
    expect((await upload(png, 'a.png', 'image/png', customerToken)).status).toBe(403);
  });

  it('re-encodes a PNG into a landscape and a square JPEG served with a long cache', async () => {
    const png = await sharp({
      create: {
        width: 2400,
        height: 1000,
        channels: 4,
        background: { r: 176, g: 141, b: 87, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const res = await upload(png, 'thumbnail.png', 'image/png');
    expect(res.status).toBe(201);
    const body = await json<UploadResponseDto>(res);
    expect(body.sourceType).toBe('png');
    expect(body.landscape).toMatch(/^\/api\/uploads\/[a-f0-9]{32}-landscape\.jpg$/);
    expect(body.square).toMatch(/^\/api\/uploads\/[a-f0-9]{32}-square\.jpg\?format=square$/);
    expect(await served(body.landscape)).toEqual({ format: 'jpeg', width: 1600, height: 900 });
    expect(await served(body.square)).toEqual({ format: 'jpeg', width: 1200, height: 1200 });
    expect(
      readdirSync(join(env.dataDir, 'uploads')).filter((name) => name.endsWith('.jpg')),
    ).toHaveLength(2);
    // the same bytes again: the same URLs, nothing new stored
    expect(await json<UploadResponseDto>(await upload(png, 'again.png', 'image/png'))).toEqual(
      body,
    );
    expect(readdirSync(join(env.dataDir, 'uploads'))).toHaveLength(2);
  });

  it('takes a JPEG whatever its name or declared type says', async () => {
    const jpeg = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#3c5a7a' },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg, 'photo.gif', 'text/plain');
    expect(res.status).toBe(201);
    const body = await json<UploadResponseDto>(res);
    expect(body.sourceType).toBe('jpeg');
    expect(await served(body.landscape)).toEqual({ format: 'jpeg', width: 1600, height: 900 });
  });

  it('takes a GIF and a harmless SVG (rasterised)', async () => {
    const gif = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#a3392f' },
    })
      .gif()
      .toBuffer();
    expect((await json<UploadResponseDto>(await upload(gif, 'a.gif'))).sourceType).toBe('gif');
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90"><rect width="160" height="90" fill="#1d2130"/><circle cx="80" cy="45" r="30" fill="#b08d57"/></svg>';
    const res = await upload(svg, 'art.svg', 'image/svg+xml');
    expect(res.status).toBe(201);
    const body = await json<UploadResponseDto>(res);
    expect(body.sourceType).toBe('svg');
    expect(await served(body.square)).toEqual({ format: 'jpeg', width: 1200, height: 1200 });
  });

  it('refuses a renamed non-image, a corrupt image and an SVG with script: "choose another"', async () => {
    await expectRefused(
      await upload('just some text, not a picture\n', 'x.png', 'image/png'),
      422,
      'UPLOADS_FILE_UNUSABLE',
      'validation.uploadUnusable',
    );
    await expectRefused(
      await upload(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'document.jpg', 'image/jpeg'),
      422,
      'UPLOADS_FILE_UNUSABLE',
      'validation.uploadUnusable',
    );
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expectRefused(
      await upload(png.subarray(0, 40), 'broken.png', 'image/png'),
      422,
      'UPLOADS_FILE_UNUSABLE',
      'validation.uploadUnusable',
    );
    const scripted =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    await expectRefused(
      await upload(scripted, 'x.svg', 'image/svg+xml'),
      422,
      'UPLOADS_FILE_UNUSABLE',
      'validation.uploadUnusable',
    );
    const handler =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"/>';
    await expectRefused(
      await upload(handler, 'y.svg', 'image/svg+xml'),
      422,
      'UPLOADS_FILE_UNUSABLE',
      'validation.uploadUnusable',
    );
    const external =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image xlink:href="http://evil.example/x.png"/></svg>';
    await expectRefused(
      await upload(external, 'z.svg', 'image/svg+xml'),
      422,
      'UPLOADS_FILE_UNUSABLE',
      'validation.uploadUnusable',
    );
    expect(readdirSync(join(env.dataDir, 'uploads')).every((name) => name.endsWith('.jpg'))).toBe(
      true,
    );
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0x41);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expectRefused(
      await upload(big, 'huge.png', 'image/png'),
      413,
      'UPLOADS_FILE_TOO_LARGE',
      'validation.uploadTooLarge',
    );
    // the server still answers afterwards
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'ok.png', 'image/png')).status).toBe(201);
  });

  it('refuses a request without a file, and answers 404 / 400 for unknown or malformed image names', async () => {
    const res = await fetch(`${base}/api/admin/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(415);
    expect((await fetch(`${base}/api/uploads/${'0'.repeat(32)}-landscape.jpg`)).status).toBe(404);
    expect((await fetch(`${base}/api/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(400);
  });
});
