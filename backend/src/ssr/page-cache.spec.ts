import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { negotiateEncoding, PageCache } from './page-cache.js';

const page = (version: number, body = Buffer.from('<p>'.padEnd(4000, 'x'))) => ({
  version,
  status: 200,
  headers: { 'content-language': 'nl' },
  body,
});

describe('rendered-page cache', () => {
  it('keeps a page under the version it was rendered at, and drops it when the version moves', () => {
    let version = 1;
    const cache = new PageCache(() => version);
    cache.set('/nl', page(1));
    expect(cache.get('/nl')?.etag).toMatch(/^W\/"[\w-]+"$/);
    version = 2; // a write to a public table
    expect(cache.get('/nl')).toBeUndefined();
    // A render that began before the write is not kept.
    cache.set('/nl', page(1));
    expect(cache.get('/nl')).toBeUndefined();
  });

  it('forgets a page after its TTL', () => {
    const cache = new PageCache(() => 0, 1000);
    cache.set('/nl', page(0));
    expect(cache.get('/nl', Date.now() + 500)).toBeTruthy();
    expect(cache.get('/nl', Date.now() + 1001)).toBeUndefined();
  });

  it('compresses on first demand, once per encoding, to the same bytes', async () => {
    const cache = new PageCache(() => 0);
    const entry = cache.set('/nl', page(0));
    expect(entry.br).toBeUndefined();
    await cache.encoded('/nl', entry, 'br');
    await cache.encoded('/nl', entry, 'gzip');
    expect(brotliDecompressSync(entry.br!).equals(entry.body)).toBe(true);
    expect(gunzipSync(entry.gzip!).equals(entry.body)).toBe(true);
    const br = entry.br;
    await cache.encoded('/nl', entry, 'br');
    expect(entry.br).toBe(br);
    const small = cache.set('/tiny', page(0, Buffer.from('<p>hi</p>')));
    await cache.encoded('/tiny', small, 'br');
    expect(small.br).toBeUndefined();
  });

  it('stays bounded however many distinct URLs are rendered (least recently used leave first)', () => {
    const cache = new PageCache(() => 0);
    const body = Buffer.alloc(60 * 1024, 'x');
    cache.set('/keep', page(0, body));
    for (let i = 0; i < 600; i++) {
      cache.set(`/p${i}`, page(0, body));
      if (i % 50 === 0) cache.get('/keep');
    }
    expect(cache.size).toBeLessThanOrEqual(410); // 24 MiB of 60 KiB pages
    expect(cache.get('/p0')).toBeUndefined();
    expect(cache.get('/keep')).toBeTruthy();
    expect(cache.get('/p599')).toBeTruthy();
  });

  it('negotiates br, then gzip, honouring q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});
