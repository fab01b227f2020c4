// The server render of the data screens (catalogue, content, stores) and of the sitemap and
// robots files, with the API answered by fixtures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, type RenderContext } from '../entry-server.tsx';
import { fixtureFetch } from '../test-support/api-fixtures.ts';

const apiOrigin = 'http://api.internal:3000';
const config = {
  brandName: 'Vyrelle',
  defaultLocale: 'nl',
  locales: ['nl', 'en', 'de', 'fr'],
  tagManagerId: null,
};
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(fixtureFetch(config));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderUrl(url: string, headers: RenderContext['headers'] = {}) {
  return render({
    url,
    headers,
    apiOrigin,
    brandName: 'Vyrelle',
    publicUrl: 'https://vyrelle.example',
  });
}

const text = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json" data-head>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const calledUrls = () =>
  fetchMock.mock.calls.map(
    ([input]) => new URL(input instanceof Request ? input.url : String(input)),
  );
const state = (html: string) =>
  JSON.parse(text(html, /id="__PRELOADED_STATE__">(.*?)<\/script>/s) ?? 'null');

describe('server render of a product', () => {
  it('renders the product with its price, stock, tabs and related products, and asks the API in the page language', async () => {
    const { status, body } = await renderUrl('/en/product/black-epigenetic-shield-serum');
    expect(status).toBe(200);
    expect(text(body, /<h1>([^<]*)<\/h1>/)).toBe('Epigenetic Shield Serum');
    expect(body).toContain('data-price-cents="7900">€79.00</span>');
    expect(body).toContain('data-stock="in"');
    expect(body).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*data-tab="description"/);
    expect(body).toContain('data-panel="reviews"');
    // Reviews load in the browser (they change often and are not cached with the product).
    expect(body).toContain('data-testid="product-reviews"');
    expect(body).toContain('data-product="grey-sun-cream-spf50"');
    // The first product image is not lazy and comes first.
    expect(body).toMatch(
      /<img src="\/api\/images\/products\/black\/serum\/black-epigenetic-shield-serum.svg" alt="Epigenetic Shield Serum" width="800" height="1000"[^>]*loading="eager"[^>]*fetchPriority="high"/i,
    );
    // … and is preloaded in the head, before the fonts (the screen's modules come after those).
    const head = text(body, /<head>(.*)<\/head>/s)!;
    expect(head).toContain(
      '<link rel="preload" as="image" href="/api/images/products/black/serum/black-epigenetic-shield-serum.svg" fetchpriority="high">',
    );
    expect(head.indexOf('as="image"')).toBeLessThan(head.indexOf('as="font"'));
    const product = calledUrls().find(
      (url) => url.pathname === '/api/products/black-epigenetic-shield-serum',
    );
    expect(product?.searchParams.get('locale')).toBe('en');
    // The RTK Query cache travels with the page: hydration fetches nothing twice.
    expect(Object.keys(state(body).state.api.queries)).toContain(
      'getProduct({"locale":"en","slug":"black-epigenetic-shield-serum"})',
    );
  });

  it('gives the page head the product name, description, canonical URL, alternates and Product data', async () => {
    const { body } = await renderUrl('/de/produkt/black-epigenetic-shield-serum');
    expect(text(body, /<title>([^<]*)<\/title>/)).toBe('Vyrelle | Epigenetic Shield Serum');
    expect(body).toContain(
      '<meta name="description" content="Our most-loved serum. Our best-selling serum protects the skin with an epigenetic shield." data-head>',
    );
    expect(body).toContain(
      '<link rel="canonical" href="https://vyrelle.example/de/produkt/black-epigenetic-shield-serum" data-head>',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="fr" href="https://vyrelle.example/fr/produit/black-epigenetic-shield-serum" data-head>',
    );
    expect(body).toContain('<meta property="og:type" content="product" data-head>');
    // This fixture product has SVG artwork only, which Open Graph and search engines do not take:
    // no og:image rather than one they refuse (a raster image is used when there is one, see
    // lib/page-meta.test.ts and lib/structured-data.test.ts).
    expect(body).not.toContain('property="og:image"');
    const [breadcrumbs, product] = jsonLd(body);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Vyrelle',
      'Produkte',
      'Epigenetic Shield Serum',
    ]);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Epigenetic Shield Serum',
      sku: 'black-epigenetic-shield-serum',
      brand: { '@type': 'Brand', name: 'Vyrelle' },
      offers: {
        '@type': 'Offer',
        price: '79.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://vyrelle.example/de/produkt/black-epigenetic-shield-serum',
      },
    });
    // The visible breadcrumb names the product too.
    expect(body).toContain('<span aria-current="page">Epigenetic Shield Serum</span>');
  });

  it('answers an unknown product with the 404 page and status 404', async () => {
    const { status, body } = await renderUrl('/nl/product/does-not-exist');
    expect(status).toBe(404);
    expect(text(body, /<h1>([^<]*)<\/h1>/)).toBe('Pagina niet gevonden');
    expect(body).toContain('<meta name="robots" content="noindex, follow" data-head>');
  });

  it('shows "a problem has occurred" with a retry when the API fails, not a 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/config')
          ? Response.json(config)
          : new Response('{}', { status: 503 }),
      ),
    );
    const { status, body } = await renderUrl('/en/product/black-epigenetic-shield-serum');
    expect(status).toBe(200);
    expect(body).toContain('data-state="load-failed"');
    expect(body).toContain('A problem has occurred, please try again later.');
    expect(body).toContain('>Try again</button>');
  });
});

describe('server render of an article', () => {
  it('renders every block of the article', async () => {
    const { status, body } = await renderUrl(
      '/en/magazine/epigenetics-your-genes-are-not-your-destiny',
    );
    expect(status).toBe(200);
    expect(text(body, /<h1>([^<]*)<\/h1>/)).toBe('Epigenetics: your genes are not your destiny');
    expect(body).toContain('<h2>What switches genes on or off?</h2>');
    expect(body).toContain('A second text block.');
    expect(body).toContain('class="two-column two-column-image-right"');
    expect(body).toContain('href="/en/collections/black"');
    expect(body).toContain('class="full-width-section"');
    expect(body.match(/<li><h2>[^<]+<\/h2><p>/g)).toHaveLength(3);
    expect(body).toContain('The products in this article');
    expect(body).toContain('<time dateTime="2025-02-18T07:00:00.000Z">18 February 2025</time>');
  });

  it('gives the head the article title, its alternates per language (slugs differ) and Article data', async () => {
    const { body } = await renderUrl('/en/magazine/epigenetics-your-genes-are-not-your-destiny');
    expect(text(body, /<title>([^<]*)<\/title>/)).toBe(
      'Vyrelle | Epigenetics: your genes are not your destiny',
    );
    expect(body).toContain(
      '<link rel="canonical" href="https://vyrelle.example/en/magazine/epigenetics-your-genes-are-not-your-destiny" data-head>',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="nl" href="https://vyrelle.example/nl/magazine/epigenetica-je-genen-zijn-geen-lot" data-head>',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="de" href="https://vyrelle.example/de/presse/epigenetik-ihre-gene-sind-kein-schicksal" data-head>',
    );
    // Not translated into French: no French alternate.
    expect(body).not.toContain('hreflang="fr"');
    expect(body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://vyrelle.example/nl/magazine/epigenetica-je-genen-zijn-geen-lot" data-head>',
    );
    // The language switcher follows: the German slug, and the magazine where there is no French article.
    expect(body).toMatch(
      /<a hrefLang="de"[^>]*href="\/de\/presse\/epigenetik-ihre-gene-sind-kein-schicksal"/,
    );
    expect(body).toMatch(/<a hrefLang="fr"[^>]*href="\/fr\/magazine"/);
    const article = jsonLd(body).find((item) => item['@type'] === 'Article');
    // Its art is SVG, which structured data and link previews do not take: its JPEG twin instead
    // (16:9, not the 2.4:1 hero).
    const jpeg =
      'https://vyrelle.example/api/images/art/what-is-epigenetics.jpg?format=landscape&tone=black';
    expect(article).toHaveProperty('image', [jpeg]);
    expect(body).toContain(`<meta property="og:image" content="${jpeg.replaceAll('&', '&amp;')}"`);
    expect(article).toMatchObject({
      headline: 'Epigenetics: your genes are not your destiny',
      datePublished: '2025-02-18T07:00:00.000Z',
      dateModified: '2026-11-01T10:00:00.000Z',
      inLanguage: 'en',
      publisher: { '@type': 'Organization', name: 'Vyrelle' },
    });
  });

  it('answers an unknown article or routine with 404', async () => {
    expect((await renderUrl('/en/magazine/nope')).status).toBe(404);
    expect((await renderUrl('/en/routines/nope')).status).toBe(404);
    expect((await renderUrl('/en/routines/routine-for-clear-skin')).status).toBe(200);
  });

  it('routine cards show the line, the number of steps and the times of day', async () => {
    const { body } = await renderUrl('/en/routines');
    const card =
      /<article class="article-card" data-post="routine-for-clear-skin">[\s\S]*?<\/article>/.exec(
        body,
      )?.[0] ?? '';
    expect(card).toMatch(/<ul class="article-card-meta routine-facts" data-line="blue"/);
    expect(card.replace(/<[^>]+>/g, '|')).toMatch(/\|Blue\|+5 steps\|+Morning\|+Evening\|/);
    // Articles keep their date and reading time.
    expect((await renderUrl('/en/magazine')).body).toContain('3 min read');
  });
});

describe('server render of the lists', () => {
  it('reads the product list state from the URL and the filter words of the path', async () => {
    const { status, body } = await renderUrl('/nl/producten/serum?collection=black&sort=price-asc');
    expect(status).toBe(200);
    const list = calledUrls().find((url) => url.pathname === '/api/products');
    expect(Object.fromEntries(list!.searchParams)).toEqual({
      locale: 'nl',
      sort: 'price-asc',
      page: '1',
      perPage: '12',
      collection: 'black',
      type: 'serum',
    });
    expect(body).toMatch(
      /<input type="checkbox"(?=[^>]*name="type")(?=[^>]*value="serum")(?=[^>]*checked="")/,
    );
    expect(body).toMatch(/<option value="price-asc" selected="">/);
    // A value no product would match is greyed out.
    expect(body).toMatch(
      /<label class="filter-option is-disabled"[^>]*><input type="checkbox"(?=[^>]*name="collection")(?=[^>]*value="blue")(?=[^>]*disabled="")/,
    );
  });

  it('answers an unknown filter word with 404', async () => {
    expect((await renderUrl('/en/products/shampoo')).status).toBe(404);
  });

  it('renders the magazine page asked for, with a canonical URL of its own', async () => {
    const { body } = await renderUrl('/en/magazine?page=1&sort=oldest');
    const list = calledUrls().find((url) => url.pathname === '/api/posts');
    expect(Object.fromEntries(list!.searchParams)).toMatchObject({
      type: 'blog',
      sort: 'oldest',
      page: '1',
      perPage: '6',
    });
    expect(body).toContain('data-post="epigenetics-your-genes-are-not-your-destiny"');
    expect(body).toMatch(
      /<a aria-current="true" data-sort="oldest"|data-sort="oldest"[^>]*aria-current="true"|aria-current="true"[^>]*data-sort="oldest"/,
    );
    expect(body).toContain(
      '<link rel="canonical" href="https://vyrelle.example/en/magazine" data-head>',
    );
  });

  it('renders the FAQ with its sections as disclosures, and FAQPage data', async () => {
    const { body } = await renderUrl('/en/faq');
    expect(body).toContain(
      '<details class="faq-item" data-faq="q1"><summary>What is Vyrelle?</summary>',
    );
    expect(jsonLd(body).find((item) => item['@type'] === 'FAQPage')).toMatchObject({
      mainEntity: [{ name: 'What is Vyrelle?' }],
    });
  });

  it('renders the store list with the search from the URL', async () => {
    const { body } = await renderUrl('/en/stores?q=gent&partner=true');
    const stores = calledUrls().find((url) => url.pathname === '/api/stores');
    expect(Object.fromEntries(stores!.searchParams)).toMatchObject({
      q: 'gent',
      partner: 'true',
      sort: 'name',
    });
    expect(body).toContain('data-store="s-gent"');
    expect(body).toContain('Official partner');
    expect(body).toMatch(/<input(?=[^>]*type="search")(?=[^>]*name="q")(?=[^>]*value="gent")/);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page in every language with its alternates, products and articles from the API', async () => {
    const { status, headers, body } = await renderUrl('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(body).toContain('<loc>https://vyrelle.example/de/produkte</loc>');
    expect(body).toContain(
      '<loc>https://vyrelle.example/fr/produit/black-epigenetic-shield-serum</loc>',
    );
    expect(body).toContain('<loc>https://vyrelle.example/nl/collections/gold</loc>');
    expect(body).toContain(
      '<loc>https://vyrelle.example/en/magazine/epigenetics-your-genes-are-not-your-destiny</loc>',
    );
    expect(body).toContain('<loc>https://vyrelle.example/en/routines/routine-for-clear-skin</loc>');
    expect(body).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://vyrelle.example/nl/producten"/>',
    );
    expect(body).not.toContain('/account');
  });

  it('allows everything but the signed-in areas and points at the sitemap', async () => {
    const { headers, body } = await renderUrl('/robots.txt');
    expect(headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(body).toContain('User-agent: *\nAllow: /\n');
    for (const path of [
      '/nl/account',
      '/de/konto',
      '/en/cart',
      '/nl/winkelmand',
      '/fr/admin',
      '/admin/',
    ])
      expect(body).toContain(`Disallow: ${path}\n`);
    expect(body).toContain('Sitemap: https://vyrelle.example/sitemap.xml');
  });
});
