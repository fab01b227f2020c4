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
