import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { expectedTitle, href, locales, text } from './support/site.ts';

const baseUrl = inject('baseUrl');

/** What a crawler or a link preview gets: the HTML, without running any JavaScript. */
describe('server-rendered HTML', () => {
  it.each(locales)(
    'the product list in %s carries its heading, title, description, lang, canonical and alternates',
    async (locale) => {
      const path = href('products', locale, { '*': '' });
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      const title = text(locale, 'common', 'routes.products.title');
      const description = text(locale, 'common', 'routes.products.description');
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`<title>${expectedTitle('products', locale)}</title>`);
      expect(html).toContain(
        `<meta name="description" content="${description.replace(/'/g, '&#x27;')}"`,
      );
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toContain(`<link rel="canonical" href="${baseUrl}${path}"`);
      for (const other of locales)
        expect(html).toContain(
          `hreflang="${other}" href="${baseUrl}${href('products', other, { '*': '' })}"`,
        );
      expect(html).toContain('hreflang="x-default"');
      expect(html).toContain('<script type="application/json" id="__PRELOADED_STATE__">');
    },
  );

  it('answers a page from the rendered-HTML cache: same bytes for everyone, ETag and 304, gzip and br', async () => {
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          const req = httpRequest(`${baseUrl}${path}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          });
          req.on('error', reject);
          req.end();
        },
      );
    const path = href('products', 'nl', { '*': '' });
    const plain = await get(path, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    // A visitor with cookies (consent, sign-in hint) gets the very same bytes.
    const withCookie = await get(path, { cookie: 'lang=de; consent=all' });
    expect(withCookie.body.equals(plain.body)).toBe(true);
    expect(withCookie.headers.etag).toBe(etag);
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const revalidated = await get(path, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    // A page of another URL is its own entry.
    const other = await get(href('products', 'de', { '*': '' }), { 'if-none-match': etag });
    expect(other.status).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('embeds the route data (the site config query) for hydration', async () => {
    const html = await (await fetch(`${baseUrl}/en`)).text();
    const json = /<script type="application\/json" id="__PRELOADED_STATE__">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    expect(json).toBeDefined();
    expect(json).toContain('getSiteConfig');
    expect(json).toContain('Vyrelle');
  });

  it('has no inline executable script (the CSP forbids it)', async () => {
    const res = await fetch(`${baseUrl}/fr`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
      .map((m) => m[1])
      .filter((attrs) => !/type="application\/(json|ld\+json)"/.test(attrs ?? ''));
    expect(inline).toEqual([]);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await fetch(`${baseUrl}/de/gibt-es-nicht`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(expectedTitle('notFound', 'de'));
    expect(html).toContain('href="/de"');
  });

  it('serves hashed assets pre-compressed with a long cache', async () => {
    const html = await (await fetch(`${baseUrl}/nl`)).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const br = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toContain('immutable');
    const gz = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the back-office at /admin/', async () => {
    const res = await fetch(`${baseUrl}/admin/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"');
  });
});
