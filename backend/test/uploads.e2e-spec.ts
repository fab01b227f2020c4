import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/app-config.js';
import type { UploadResponseDto } from '../src/modules/uploads/dto/upload.dto.js';
import { S3UploadsStorage } from '../src/modules/uploads/storage/s3-uploads-storage.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { startS3, type RunningS3 } from './helpers/s3.js';
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

/** The same journeys on each uploads storage: DATA_DIR/uploads, and an S3 bucket (s3rver, a real S3-compatible server). */
describe.each(['disk', 's3'] as const)(`image uploads on ${ENGINES}, stored on %s`, (storage) => {
  let env: TestEnvironment;
  let s3: RunningS3 | null = null;
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

  /**
   * Names of the stored uploads, read from the storage itself (the folder, or the bucket). The
   * media library's files (`media-…`, the seeded product images among them) share the storage.
   */
  const stored = async (): Promise<string[]> => {
    const uploads = (names: string[]) => names.filter((name) => !name.startsWith('media-'));
    if (s3) {
      // nothing lands on the local disk when the bucket keeps the uploads
      expect(existsSync(join(env.dataDir, 'uploads'))).toBe(false);
      return uploads((await s3.keys()).map((key) => key.replace(/^uploads\//, '')));
    }
    return uploads(readdirSync(join(env.dataDir, 'uploads')));
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    if (storage === 's3') s3 = await startS3();
    running = await startApp(env.config(s3?.env ?? {}));
    base = running.baseUrl;
    adminToken = (await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE)).access_token;
    customerToken = (await signIn(base, 'customer@demo.test')).access_token;
  });
  afterAll(async () => {
    await running?.close();
    await s3?.close();
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
    const names = [body.landscape, body.square].map((url) => url.split('/').pop()!.split('?')[0]);
    expect(await stored()).toEqual(names.sort());
    // the same bytes again: the same URLs, nothing new stored
    expect(await json<UploadResponseDto>(await upload(png, 'again.png', 'image/png'))).toEqual(
      body,
    );
    expect(await stored()).toHaveLength(2);
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
    expect((await stored()).every((name) => name.endsWith('.jpg'))).toBe(true);
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

/**
 * Several API hosts: each with its own DATA_DIR (its own disk), all with the same bucket. An image
 * uploaded through one is served by the other, byte for byte, and is gone from both once deleted.
 */
describe(`image uploads in S3 shared by two API hosts on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let s3: RunningS3;
  let first: RunningApp;
  let second: RunningApp;
  let secondDataDir: string;
  let adminToken: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    s3 = await startS3('shared-uploads');
    // the seeded product images would put 600 files in the bucket, more than s3rver lists reliably
    const shared = { ...s3.env, SEED_RASTER_IMAGES: 'false' };
    first = await startApp(env.config(shared));
    secondDataDir = mkdtempSync(join(tmpdir(), 'vyrelle-second-host-'));
    second = await startApp(env.config({ ...shared, DATA_DIR: secondDataDir }));
    adminToken = (await signIn(first.baseUrl, 'admin@demo.test', 'Demo1234', BACKOFFICE))
      .access_token;
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await s3?.close();
    await env?.dispose();
    if (secondDataDir) rmSync(secondDataDir, { recursive: true, force: true });
  });

  it('uploads through one host, serves the same bytes from the other, and deletes', async () => {
    const png = await sharp({
      create: { width: 800, height: 800, channels: 3, background: '#5b7f6a' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'shared.png');
    const res = await fetch(`${first.baseUrl}/api/admin/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const body = await json<UploadResponseDto>(res);
    const name = body.landscape.split('/').pop()!;
    expect(await s3.keys()).toContain(`uploads/${name}`);

    const fromFirst = await fetch(`${first.baseUrl}${body.landscape}`);
    const fromSecond = await fetch(`${second.baseUrl}${body.landscape}`);
    for (const answer of [fromFirst, fromSecond]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const bytes = Buffer.from(await fromSecond.arrayBuffer());
    expect(Buffer.from(await fromFirst.arrayBuffer()).equals(bytes)).toBe(true);
    expect(Number(fromSecond.headers.get('content-length'))).toBe(bytes.length);
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 900,
    });
    // neither host wrote the image to its own disk
    expect(existsSync(join(env.dataDir, 'uploads'))).toBe(false);
    expect(existsSync(join(secondDataDir, 'uploads'))).toBe(false);

    // the adapter on its own, with the configuration the hosts use
    const adapter = new S3UploadsStorage(loadConfig(env.env(s3.env)).uploads.s3!);
    try {
      expect(await adapter.has(name)).toBe(true);
      await adapter.delete(name);
      expect(await adapter.has(name)).toBe(false);
      expect(await adapter.get(name)).toBeNull();
      await adapter.delete(name); // deleting what is gone is no error
    } finally {
      adapter.close();
    }
    expect(await s3.keys()).not.toContain(`uploads/${name}`);
    for (const host of [first, second]) {
      const gone = await fetch(`${host.baseUrl}${body.landscape}`);
      expect(gone.status).toBe(404);
      expect((await json<{ code: string }>(gone)).code).toBe('UPLOADS_NOT_FOUND');
    }
    // the square is still there: only what was deleted is gone
    expect((await fetch(`${second.baseUrl}${body.square}`)).status).toBe(200);
  });

  it('answers a problem, not a hang, when the bucket cannot be reached', async () => {
    const unreachable = await startApp(
      env.config({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9', DATA_DIR: secondDataDir }),
    );
    try {
      const res = await fetch(`${unreachable.baseUrl}/api/uploads/${'a'.repeat(32)}-square.jpg`);
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    } finally {
      await unreachable.close();
    }
  });
});
