import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { weakEtag } from '../common/http/http-cache.js';
import { PUBLIC_ANSWER_TTL_MS } from '../common/http/public-answer-cache.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this an HTML answer is sent as is: compressing would not pay. */
export const COMPRESS_MIN_BYTES = 1024;
const MAX_ENTRIES = 1_000;
/** All entries together (plain and compressed bytes): distinct URLs cannot grow the cache past this. */
const MAX_TOTAL_BYTES = 24 * 1024 * 1024;

export type Encoding = 'br' | 'gzip' | null;

/** The best encoding the client accepts (q=0 refuses): br, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Compresses an HTML body for the chosen encoding (brotli at a quality that stays in milliseconds). */
export function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

export interface PageEntry {
  version: number;
  expires: number;
  status: number;
  headers: Record<string, string>;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Server-rendered pages that are the same for every visitor (anonymous, locale from the URL):
 * rendered once, kept with their ETag and their gzip and brotli bytes. Keyed by the raw URL and
 * invalidated exactly like the public API answers the render reads: stored under the public-answer
 * cache's version seen when the request began (a write bumps it and drops every page) and for at
 * most the same TTL (writes made by another process).
 */
export class PageCache {
  private readonly entries = new Map<string, PageEntry>();
  private totalBytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly currentVersion: () => number,
    private readonly ttlMs = PUBLIC_ANSWER_TTL_MS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get version(): number {
    return this.currentVersion();
  }

  get(key: string, now = Date.now()): PageEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.currentVersion() || entry.expires <= now) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last, so the oldest unused pages leave first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Renders are slow: a page computed under an older version (a write meanwhile) is not kept. */
  /**
   * The entry's bytes in an encoding, compressed on first demand (most visitors want br; a
   * client that accepts neither costs no compression) and kept with the entry.
   */
  async encoded(key: string, entry: PageEntry, encoding: Encoding): Promise<void> {
    if (!encoding || entry[encoding] || entry.body.length < COMPRESS_MIN_BYTES) return;
    const bytes = await compress(entry.body, encoding);
    if (entry[encoding]) return;
    entry[encoding] = bytes;
    if (this.entries.get(key) === entry) this.totalBytes += bytes.length;
  }

  set(
    key: string,
    page: { version: number; status: number; headers: Record<string, string>; body: Buffer },
  ): PageEntry {
    const entry: PageEntry = {
      ...page,
      expires: Date.now() + this.ttlMs,
      etag: weakEtag(page.body),
    };
    if (page.version !== this.currentVersion()) return entry;
    const bytes = sizeOf(entry);
    if (bytes > MAX_TOTAL_BYTES / 8) return entry;
    this.remove(key);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES && this.totalBytes + bytes <= MAX_TOTAL_BYTES) break;
      this.remove(oldest);
    }
    this.entries.set(key, entry);
    this.totalBytes += bytes;
    return entry;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalBytes -= sizeOf(entry);
    this.entries.delete(key);
  }
}

function sizeOf(entry: PageEntry): number {
  return entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
}
