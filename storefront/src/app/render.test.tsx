// The server render, imported from source (no build), without a DOM.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, type RenderContext } from '../entry-server.tsx';

const apiOrigin = 'http://api.internal:3000';
const config = {
  brandName: 'Vyrelle',
  defaultLocale: 'nl',
  locales: ['nl', 'en', 'de', 'fr'],
  tagManagerId: null,
};

let fetchMock: ReturnType<typeof vi.fn>;

function stubApi(body: unknown = config) {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === `${apiOrigin}/api/config`) return Response.json(body);
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => stubApi());
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

describe('server render', () => {
  it('hands the browser the OAuth client of this deployment and shows no demo banner by default', async () => {
    const { body } = await render({
      url: '/en',
      headers: {},
      apiOrigin,
      brandName: 'Vyrelle',
      publicUrl: 'https://vyrelle.example',
      oauthClient: { id: 'storefront', secret: 'runtime-secret-of-this-shop' },
    });
    const state = JSON.parse(text(body, /id="__PRELOADED_STATE__">(.*?)<\/script>/s) ?? 'null') as {
      oauthClient: unknown;
    };
    expect(state.oauthClient).toEqual({ id: 'storefront', secret: 'runtime-secret-of-this-shop' });
    expect(body).not.toContain('demo-payments-banner');
  });

  it('sends no Referer from a page whose URL carries a token', async () => {
    for (const url of [
      '/en/password/reset/secret-token-123',
      '/nl/nieuwsbrief/bevestigen/secret-token-123',
      '/de/newsletter/abmelden/secret-token-123',
    ]) {
      const { headers } = await renderUrl(url);
      expect(headers['referrer-policy'], url).toBe('no-referrer');
    }
    expect((await renderUrl('/en/products')).headers['referrer-policy']).toBeUndefined();
  });

  it('says on every page that payments are simulated when production runs the demo provider', async () => {
    for (const [url, message] of [
      ['/nl', 'Demowinkel: betalingen worden alleen nagebootst.'],
      ['/en/products', 'Demo shop: payments are only simulated.'],
      ['/de/kontakt', 'Demo-Shop: Zahlungen werden nur simuliert.'],
      ['/fr/connexion', 'Boutique de démonstration : les paiements sont seulement simulés.'],
    ] as const) {
      const { body } = await render({
        url,
        headers: {},
        apiOrigin,
        brandName: 'Vyrelle',
        publicUrl: 'https://vyrelle.example',
        demoPayments: true,
      });
      expect(body, url).toContain('class="demo-payments-banner"');
      expect(body, url).toContain(message);
    }
  });

  it('renders /en/products with status 200, heading, head tags and state', async () => {
    const { status, headers, body } = await renderUrl('/en/products');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['content-language']).toBe('en');
    expect(headers.vary).toBeUndefined();
    expect(body).toContain('<html lang="en"');
    expect(text(body, /<h1>([^<]*)<\/h1>/)).toBe('Products');
    expect(text(body, /<title>([^<]*)<\/title>/)).toBe('Vyrelle | Products');
    expect(body).toContain(
      '<meta name="description" content="All our professional skincare: cleansers, serums, creams, masks, supplements and gift sets." data-head>',
    );
    expect(body).toContain(
      '<link rel="canonical" href="https://vyrelle.example/en/products" data-head>',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="nl" href="https://vyrelle.example/nl/producten" data-head>',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="en" href="https://vyrelle.example/en/products" data-head>',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="de" href="https://vyrelle.example/de/produkte" data-head>',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="fr" href="https://vyrelle.example/fr/produits" data-head>',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://vyrelle.example/nl/producten" data-head>',
    );
    expect(body).toContain('<meta property="og:title" content="Vyrelle | Products" data-head>');
    expect(body).toContain(
      '<meta property="og:url" content="https://vyrelle.example/en/products" data-head>',
    );
    // Breadcrumbs are on for the product list.
    expect(body).toMatch(/<nav class="breadcrumbs container" aria-label="Breadcrumb">/);
  });

  it('fetches GET /api/config during the render and embeds the RTK Query cache', async () => {
    const { body } = await renderUrl('/nl');
    // Once for the shop configuration (the homepage's own data is a second call).
    const configCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).startsWith(`${apiOrigin}/api/config`),
    );
    expect(configCalls).toHaveLength(1);
    const state = JSON.parse(
      text(body, /<script type="application\/json" id="__PRELOADED_STATE__">(.*?)<\/script>/s) ??
        'null',
    );
    expect(state.state.api.queries['getSiteConfig(undefined)']).toMatchObject({
      status: 'fulfilled',
      data: config,
    });
    expect(state.router.loaderData).toMatchObject({ root: null, nl: null });
    expect(state.locale).toBe('nl');
    expect(state.site).toEqual({ brandName: 'Vyrelle', publicUrl: 'https://vyrelle.example' });
  });

  it('uses the configured brand name and escapes it in the embedded state', async () => {
    stubApi({ ...config, brandName: 'Maison</script><script>alert(1)</script>' });
    const { body } = await renderUrl('/en');
    expect(body).not.toContain('</script><script>alert(1)');
    expect(body).toContain(
      '<title>Maison&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Professional epigenetic skincare</title>',
    );
    const json = text(body, /id="__PRELOADED_STATE__">(.*?)<\/script>/s) ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json).state.api.queries['getSiteConfig(undefined)'].data.brandName).toBe(
      'Maison</script><script>alert(1)</script>',
    );
  });

  it('still renders with the host brand name when the API is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('connect ECONNREFUSED'))),
    );
    const { status, body } = await renderUrl('/de');
    expect(status).toBe(200);
    expect(text(body, /<title>([^<]*)<\/title>/)).toBe(
      'Vyrelle | Professionelle epigenetische Hautpflege',
    );
  });

  it('has no inline executable script (CSP script-src self)', async () => {
    for (const url of ['/nl', '/fr/produits', '/en/does-not-exist', '/lp/spring']) {
      const { body } = await renderUrl(url);
      const scripts = body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) {
        expect(tag, `${url}: ${tag}`).toMatch(/\bsrc="|type="application\/(ld\+)?json"/);
      }
      expect(body).not.toMatch(/\son[a-z]+="/);
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const { status, body } = await renderUrl('/nl/bestaat-niet');
    expect(status).toBe(404);
    expect(text(body, /<h1>([^<]*)<\/h1>/)).toBe('Pagina niet gevonden');
    expect(body).toContain('href="/nl"');
    expect(body).toContain('<meta name="robots" content="noindex, follow" data-head>');
    expect(body).not.toContain('rel="canonical"');
  });

  it('answers a mistyped salon link with its own translated 404 page leading to the store finder', async () => {
    const fr = await renderUrl('/fr/salon/zzzzzzzz');
    expect(fr.status).toBe(404);
    expect(text(fr.body, /<h1>([^<]*)<\/h1>/)).toBe('Ce lien de salon n&#x27;existe pas');
    expect(fr.body).toContain('data-testid="salon-link-not-found"');
    expect(fr.body).toContain('href="/fr/points-de-vente"');
    const de = await renderUrl('/de/salon/nope');
    expect(text(de.body, /<h1>([^<]*)<\/h1>/)).toBe('Diesen Salon-Link gibt es nicht');
    expect(de.body).toContain('href="/de/shops"');
  });

  it('answers the 404 route, unknown collections and unknown prefix-less paths with 404', async () => {
    expect((await renderUrl('/en/404')).status).toBe(404);
    const purple = await renderUrl('/en/collections/purple');
    expect(purple.status).toBe(404);
    expect(text(purple.body, /<h1>([^<]*)<\/h1>/)).toBe('Page not found');
    const prefixless = await renderUrl('/bestaat-niet', { cookie: 'lang=fr' });
    expect(prefixless.status).toBe(404);
    expect(prefixless.body).toContain('<html lang="fr"');
    expect(text(prefixless.body, /<h1>([^<]*)<\/h1>/)).toBe('Page introuvable');
  });

  it('redirects prefix-less paths to the cookie locale, else nl (never Accept-Language), keeping the query', async () => {
    expect(await renderUrl('/login')).toEqual({
      status: 302,
      headers: expect.objectContaining({ location: '/nl/inloggen', vary: 'Cookie' }),
      body: '',
    });
    expect(
      (await renderUrl('/login', { cookie: 'lang=de', 'accept-language': 'fr' })).headers.location,
    ).toBe('/de/einloggen');
    expect(
      (await renderUrl('/login', { 'accept-language': 'fr-BE,fr;q=0.9' })).headers.location,
    ).toBe('/nl/inloggen');
    expect(
      (await renderUrl('/password/reset/t0k?email=x', { cookie: 'lang=en' })).headers.location,
    ).toBe('/en/password/reset/t0k?email=x');
    expect((await renderUrl('/produkt/night-serum', { cookie: 'lang=nl' })).headers.location).toBe(
      '/nl/product/night-serum',
    );
    expect(
      (await renderUrl('/winkelmand/1042?paid=1', { cookie: 'lang=de' })).headers.location,
    ).toBe('/de/warenkorb/1042?paid=1');
    expect(
      (await renderUrl('/app/deeplink?screen=x', { cookie: 'lang=en' })).headers.location,
    ).toBe('/en?screen=x');
    expect((await renderUrl('/t/abc?c=1')).headers.location).toBe('/nl?c=1');
    const home = await renderUrl('/?utm=1', { cookie: 'lang=de', 'accept-language': 'en' });
    expect(home.status).toBe(302);
    expect(home.headers.location).toBe('/de?utm=1');
  });

  it('redirects other locales\u2019 words to the canonical ones, and bare layout routes to their first step', async () => {
    expect(await renderUrl('/nl/products?sort=price')).toMatchObject({
      status: 301,
      headers: { location: '/nl/producten?sort=price' },
    });
    expect(await renderUrl('/nl/winkelmand')).toMatchObject({
      status: 302,
      headers: { location: '/nl/winkelmand/overzicht' },
    });
    expect(await renderUrl('/de/konto')).toMatchObject({
      status: 302,
      headers: { location: '/de/konto/ubersicht' },
    });
  });

  it('treats a protocol-relative URL as a local path', async () => {
    const { status, headers } = await renderUrl('//evil.example/login');
    // Read as the local path /evil.example/login: unknown, never a redirect to another host.
    expect(status).toBe(404);
    expect(headers.location).toBeUndefined();
  });

  it('renders signed-in screens as a calm pending state on the server, marked noindex', async () => {
    // The server cannot see the browser's sign-in: the screen's title and "one moment", then the browser decides.
    const { status, body } = await renderUrl('/en/account/orders/1042');
    expect(status).toBe(200);
    expect(text(body, /<h1>([^<]*)<\/h1>/)).toBe('My account');
    expect(body).toContain('data-gate="pending"');
    expect(body).toContain('One moment, we are opening your account…');
    expect(body).not.toContain('Order number 1042');
    expect(body).toContain('<meta name="robots" content="noindex, follow" data-head>');
    expect(body).toMatch(
      /<li><a href="\/en\/account\/overview"[^>]*>My account<\/a><\/li><li><a href="\/en\/account\/orders"[^>]*>Orders<\/a><\/li><li><span aria-current="page">Order<\/span>/,
    );
    const favourites = await renderUrl('/fr/favoris');
    expect(text(favourites.body, /<h1>([^<]*)<\/h1>/)).toBe('Favoris');
  });

  it('renders the guest screens with their forms on the server', async () => {
    const { body } = await renderUrl('/de/einloggen');
    expect(body).toContain('data-testid="login-form"');
    expect(body).toMatch(/<label for="[^"]+">E-Mail-Adresse<\/label>/);
    expect(body).toMatch(/autoComplete="current-password"|autocomplete="current-password"/);
    const register = await renderUrl('/fr/inscription');
    expect(register.body).toContain('<option value="BE" selected="">Belgique</option>');
    expect(register.body).toMatch(
      /J&#x27;accepte la <a [^>]*href="\/fr\/confidentialite"[^>]*>politique de confidentialité<\/a>/,
    );
    expect((await renderUrl('/de/registrieren')).body).toContain(
      '<option value="DE" selected="">Deutschland</option>',
    );
  });

  it('renders breadcrumbs only where the route table says so', async () => {
    expect((await renderUrl('/en')).body).not.toContain('class="breadcrumbs');
    expect((await renderUrl('/en/stores')).body).not.toContain('class="breadcrumbs');
    expect((await renderUrl('/en/cart/summary')).body).not.toContain('class="breadcrumbs');
    expect((await renderUrl('/en/admin/blogs')).body).not.toContain('class="breadcrumbs');
    expect((await renderUrl('/en/faq')).body).toContain('class="breadcrumbs');
  });

  it('renders landing pages without locale prefix and with their own layout', async () => {
    const { status, headers, body } = await renderUrl('/lp/spring', { cookie: 'lang=de' });
    expect(status).toBe(200);
    expect(headers.vary).toBe('Cookie');
    expect(body).toContain('<html lang="de"');
    expect(body).toContain('class="site landing"');
    expect(body).not.toContain('class="site-header"');
    expect(text(body, /<h1>([^<]*)<\/h1>/)).toBe('Entdecken Sie professionelle Hautpflege');
  });

  it('renders every screen in every locale', { timeout: 60_000 }, async () => {
    const { routeTable, locales, href, paramNames } = await import('../lib/routes.ts');
    const samples: Record<string, string> = {
      collection: 'blue',
      slug: 'x',
      id: '1',
      token: 't',
      code: 'k7m2q9xd',
      '*': '',
    };
    for (const entry of routeTable) {
      for (const locale of locales) {
        const url = href(
          entry.name,
          locale,
          Object.fromEntries(paramNames(entry.name).map((p) => [p, samples[p]])),
        );
        const { status, body } = await renderUrl(url, { cookie: `lang=${locale}` });
        // The stub API knows no product, post or salon link: their screens are the 404 page.
        const unknownData =
          entry.name === 'product' ||
          entry.name === 'magazineArticle' ||
          entry.name === 'routine' ||
          entry.name === 'salonLink';
        // The storefront's admin screens redirect to the back-office (features/admin/backoffice-link.ts).
        const backoffice = entry.name.startsWith('admin');
        const expected =
          entry.indexRedirect || backoffice
            ? 302
            : entry.name === 'notFound' || unknownData
              ? 404
              : 200;
        expect(status, url).toBe(expected);
        if (expected !== 302) expect(body, url).toMatch(/<h1>[^<]+<\/h1>/);
      }
    }
  });
});
