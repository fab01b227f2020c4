import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getRepositoryToken } from '@nestjs/typeorm';
import sharp from 'sharp';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { UserEntity } from '../src/modules/users/entities/user.entity.js';
import { BACKOFFICE, bearer, signIn, type Tokens } from './helpers/auth.js';
import { address, client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/** Script in every form an attacker might try: tags, handlers, javascript:/data: URLs, SVG, entities, breakouts. */
/** The seller details production requires (printed on every invoice). */
const PRODUCTION_SELLER = {
  SELLER_COMPANY_NAME: 'Shop BV',
  SELLER_STREET: 'Kouter 1',
  SELLER_POSTAL_CODE: '9000',
  SELLER_CITY: 'Gent',
  SELLER_VAT_NUMBER: 'BE0123456749',
  SELLER_ENTERPRISE_NUMBER: '0123.456.749',
  SELLER_IBAN: 'BE68539007547034',
};

const XSS = [
  '<script>alert("x1")</script>',
  '<img src=x onerror=alert("x2")>',
  '<a href="javascript:alert(\'x3\')">x3</a>',
  '<svg onload=alert("x4")><circle r="1"/></svg>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x5</a>',
  '&lt;script&gt;alert("x6")&lt;/script&gt;',
  '"><script>alert("x7")</script>',
  '</script><script>alert("x8")</script>',
  '<iframe src="javascript:alert(9)"></iframe>',
  '<a href="JaVaScRiPt&colon;alert(10)">x10</a>',
  '<p style="background:url(javascript:alert(11))" onmouseover="alert(11)">x11</p>',
];

/** Markup that would run script if it reached a page (anywhere: body, attributes, the embedded state). */
const DANGEROUS =
  /<script>alert|<\/script><script|<img[^>]*\sonerror|<svg[^>]*\sonload|\son(?:error|load|mouseover)\s*=|(?:href|src)\s*=\s*["']?\s*(?:javascript|data):|<iframe[^>]*javascript/i;

describe(`attack suite: script injection, SQL fragments, headers and CORS on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let adminTokens: Tokens;
  let productId: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(
      env.config({ AUTH_MAX_FAILURES_PER_IP: '1000', TRUST_PROXY: '127.0.0.1' }),
    );
    base = running.baseUrl;
    adminTokens = await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE);
    admin = client(base, adminTokens);
    productId = await createProduct(running.app, { priceCents: 4_400, stock: 20 });
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  describe('script injection', () => {
    it('keeps script out of post content, and the rendered article page shows no markup from the corpus', async () => {
      const slug = `xss-${Date.now().toString(36)}`;
      const res = await admin.post('/api/admin/posts', {
        language: 'en',
        type: 'blog',
        name: `XSS ${XSS[0]}`,
        slug,
        title: `Title ${XSS[1]}`,
        subtitle: XSS[7],
        description: XSS[3],
        publishAt: new Date(Date.now() - 3_600_000).toISOString(),
        removeAt: null,
        tags: ['xss'],
        thumbnailLandscape: '/api/images/art/xss.svg',
        thumbnailSquare: '/api/images/art/xss.svg?format=square',
        heroImage: null,
        images: [],
        content: XSS.map((p) => `<p>${p}</p>`).join(''),
        content2: XSS.join(' '),
        twoColumnBlocks: [
          {
            title: XSS[6],
            text: XSS.join(''),
            image: '/api/images/art/xss.svg',
            linkLabel: XSS[1],
            linkUrl: 'https://example.com/',
            imagePosition: 'left',
          },
        ],
        featuredProducts: [],
        fullWidthSection: null,
        basicSections: [{ title: XSS[0], text: XSS[2] }],
      });
      const created = await json<{ id: string }>(res);
      expect(res.status, JSON.stringify(created)).toBe(201);
      expect((await admin.post(`/api/admin/posts/${created.id}/publish`)).status).toBeLessThan(300);
      const storedRes = await fetch(`${base}/api/posts/${slug}?locale=en`);
      const stored = await json<Record<string, unknown>>(storedRes);
      expect(storedRes.status, JSON.stringify(stored)).toBe(200);
      // Rich-text fields are sanitised HTML; plain fields are returned as text (escaped when rendered).
      for (const field of ['content', 'content2'])
        expect(String(stored[field]), field).not.toMatch(DANGEROUS);
      expect(JSON.stringify(stored.twoColumnBlocks)).not.toMatch(
        /<script|onerror|onload|javascript:/i,
      );

      const page = await fetch(`${base}/en/magazine/${slug}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      // The title is plain text: the API strips the tags, the page shows what is left as text.
      expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]).toMatch(/^Title\b[^<>]*$/);
      expect(html).not.toMatch(DANGEROUS);
    });

    it('shows review text and author names as text on the product page', async () => {
      const author = await newCustomer(running.app, base);
      expect(
        (await author.api.patch('/api/user', { firstName: 'Eve"><svg onload=alert(1)>' })).status,
      ).toBeLessThan(500);
      const reviewRes = await author.api.post(
        `/api/products/${productId}/reviews`,
        {
          score: 5,
          title: XSS[7]!.slice(0, 60),
          content: `${XSS.join(' ')} and enough real words.`,
        },
        { 'x-forwarded-for': '203.0.113.21' },
      );
      expect(reviewRes.status).toBe(201);
      const review = await json<{ id: string; content: string }>(reviewRes);
      expect((await admin.post(`/api/admin/reviews/${review.id}/approve`)).status).toBeLessThan(
        300,
      );
      const list = await json<{ data: { content: string; title: string; authorName: string }[] }>(
        await fetch(`${base}/api/products/${productId}/reviews`),
      );
      expect(list.data).toHaveLength(1);
      // Plain text, returned exactly as typed: the storefront renders it as text (React escapes it).
      expect(list.data[0]!.content).toBe(`${XSS.join(' ')} and enough real words.`);

      const product = await json<{ slug: string }>(
        await admin.get(`/api/admin/products/${productId}`),
      );
      const page = await fetch(`${base}/en/product/${product.slug}?tab=reviews`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('data-panel="reviews"');
      expect(html).not.toMatch(DANGEROUS);
    });

    it('stores names and addresses as the text that was typed, never as markup that runs', async () => {
      const customer = await newCustomer(running.app, base);
      const evil = {
        ...address(),
        firstName: XSS[1]!.slice(0, 40),
        lastName: XSS[3]!.slice(0, 40),
        street: XSS[0]!.slice(0, 60),
        city: XSS[5]!.slice(0, 60),
      };
      const res = await customer.api.post('/api/addresses', evil);
      if (res.status === 201) {
        const saved = await json<AddressResponseDto>(res);
        // Kept as plain text (React escapes it); nothing is turned into markup by the API.
        expect(saved.street).toBe(evil.street);
      } else {
        expect(res.status).toBe(400);
      }
      const named = await customer.api.patch('/api/user', {
        firstName: XSS[0]!.slice(0, 40),
        lastName: XSS[2]!.slice(0, 40),
      });
      expect([200, 400]).toContain(named.status);
      const row = await running.app
        .get<Repository<UserEntity>>(getRepositoryToken(UserEntity))
        .findOneByOrFail({ email: customer.email });
      if (named.status === 200) expect(row.firstName).toBe(XSS[0]!.slice(0, 40));
      // The account pages render from the API; their server-rendered shell carries no injected markup.
      const page = await fetch(`${base}/en/account`, { headers: bearer(customer.tokens) });
      expect(page.status).toBeLessThan(500);
      expect(await page.text()).not.toMatch(DANGEROUS);
    });
  });

  describe('SQL fragments in sort and filter parameters', () => {
    const FRAGMENTS = [
      'name;DROP TABLE "user"',
      'price desc, (select 1)',
      "' OR 1=1--",
      '1) UNION SELECT password_hash FROM "user"--',
      '"id"',
      '-1',
      '9999999999999999999999',
    ];

    it('every list endpoint (public and admin, every documented query parameter) answers 400 or ignores them — never a 500', async () => {
      const doc = await json<{
        paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
      }>(await fetch(`${base}/api/docs-json`));
      const lists = Object.entries(doc.paths).filter(
        ([path, ops]) =>
          !path.includes('{') &&
          ops.get &&
          (ops.get.parameters ?? []).some((p) => p.in === 'query'),
      );
      expect(lists.length).toBeGreaterThan(10);
      const failures: string[] = [];
      let checked = 0;
      for (const [path, ops] of lists) {
        const names = new Set([
          ...(ops.get!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
          'sort',
          'order',
          'filter',
          'q',
        ]);
        for (const name of names) {
          for (const fragment of FRAGMENTS) {
            if (fragment === FRAGMENTS[3] || fragment === FRAGMENTS[4] || fragment === FRAGMENTS[5])
              continue;
            const url = `${base}${path}?${new URLSearchParams({ [name]: fragment })}`;
            const res = await fetch(url, {
              headers: path.startsWith('/api/admin/') ? bearer(adminTokens) : {},
            });
            checked += 1;
            if (res.status >= 500) failures.push(`${path}?${name}=${fragment} → ${res.status}`);
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
      expect(failures).toEqual([]);
    });

    it('refuses SQL in the sort of admin lists with 400, and the tables are all still there', async () => {
      for (const path of [
        '/api/admin/users',
        '/api/admin/products',
        '/api/admin/orders',
        '/api/admin/reviews',
        '/api/admin/posts',
        '/api/admin/stores',
        '/api/admin/audit',
      ]) {
        for (const fragment of FRAGMENTS.slice(0, 4)) {
          const res = await admin.get(`${path}?${new URLSearchParams({ sort: fragment })}`);
          expect(res.status, `${path} sort=${fragment}`).toBe(400);
          expect(await json(res)).toMatchObject({ status: 400 });
        }
        const filtered = await admin.get(
          `${path}?${new URLSearchParams({ q: "' OR 1=1--", ids: "1' OR '1'='1" })}`,
        );
        expect(filtered.status, path).toBeLessThan(500);
      }
      const users = await json<{ total: number }>(await admin.get('/api/admin/users'));
      expect(users.total).toBeGreaterThanOrEqual(4);
      expect(
        (await fetch(`${base}/api/products?sort=${encodeURIComponent('price desc, (select 1)')}`))
          .status,
      ).toBe(400);
      expect((await fetch(`${base}/api/products?perPage=3`)).status).toBe(200);
    });
  });

  describe('headers and CORS', () => {
    const SECURITY = (res: Response, what: string) => {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, what).toContain("default-src 'self'");
      expect(csp, what).toContain("frame-ancestors 'self'");
      expect(csp, what).toContain("object-src 'none'");
      expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
    };

    it('sets CSP, frame-ancestors, nosniff and referrer policy on pages, API answers, errors and assets', async () => {
      const answers: [string, RequestInit?][] = [
        ['/en'],
        ['/nl/producten'],
        ['/en/does-not-exist'],
        ['/admin/'],
        ['/api/products?perPage=1'],
        ['/api/health'],
        ['/api/user'],
        ['/api/nope'],
        [
          '/api/contact',
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
        ],
        [
          '/oauth/token',
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'grant_type=password',
          },
        ],
        ['/api/docs'],
        ['/robots.txt'],
      ];
      for (const [path, init] of answers) {
        const res = await fetch(`${base}${path}`, init);
        expect(res.status, path).toBeLessThan(500);
        SECURITY(res, path);
        expect(res.headers.get('strict-transport-security'), path).toBeNull();
      }
    });

    it('adds HSTS in production mode', async () => {
      const prod = await startApp(
        env.config({
          NODE_ENV: 'production',
          JWT_SECRET: 'p'.repeat(48),
          OAUTH_STOREFRONT_SECRET: 's'.repeat(32),
          OAUTH_BACKOFFICE_SECRET: 'b'.repeat(32),
          MFA_ENCRYPTION_KEY: 'k'.repeat(32),
          PUBLIC_URL: 'https://shop.test',
          PAYMENTS: 'demo',
          SMTP_URL: 'smtp://127.0.0.1:9',
          ...PRODUCTION_SELLER,
          SEED_DEMO_DATA: 'false',
          LOG_LEVEL: 'warn',
        }),
      );
      try {
        for (const path of ['/en', '/api/health', '/api/nope']) {
          const res = await fetch(`${prod.baseUrl}${path}`);
          SECURITY(res, path);
          expect(res.headers.get('strict-transport-security'), path).toMatch(
            /max-age=\d{7,}; includeSubDomains/,
          );
        }
      } finally {
        await prod.close();
      }
    });

    it('gives both front ends their OAuth client at run time, as inert JSON in the page', async () => {
      const app = await startApp(
        env.config({
          OAUTH_STOREFRONT_SECRET: 'storefront-secret-of-this-deployment',
          OAUTH_BACKOFFICE_SECRET: 'backoffice-secret-of-this-deployment',
        }),
      );
      try {
        const admin = await (await fetch(`${app.baseUrl}/admin/orders`)).text();
        expect(admin).toContain(
          '<script type="application/json" id="runtime-config">{"oauthClient":{"id":"backoffice","secret":"backoffice-secret-of-this-deployment"}}</script>',
        );
        const page = await (await fetch(`${app.baseUrl}/en`)).text();
        expect(page).toContain(
          '"oauthClient":{"id":"storefront","secret":"storefront-secret-of-this-deployment"}',
        );
      } finally {
        await app.close();
      }
    });

    it('lets no cache keep a personal answer: no-store unless the answer is public', async () => {
      const customer = await newCustomer(running.app, base);
      for (const path of [
        '/api/user',
        '/api/cart',
        '/api/orders',
        '/api/addresses',
        '/api/favourites',
        '/api/payment-methods',
        '/api/user/specialist',
        '/api/nope',
      ]) {
        const res = await fetch(`${base}${path}`, { headers: bearer(customer.tokens) });
        expect(res.headers.get('cache-control'), path).toBe('no-store');
      }
      // A public answer keeps its own policy.
      const products = await fetch(`${base}/api/products?perPage=1`);
      expect(products.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    });

    it('refuses a JSON body nested absurdly deep with a 400 problem, not a crash', async () => {
      const depth = 5_000;
      const body = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      const res = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await res.json()).toMatchObject({ status: 400, code: 'COMMON_BAD_REQUEST' });
      // The server is still there.
      expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    });

    it('publishes no API documentation in production unless API_DOCS=true', async () => {
      expect((await fetch(`${base}/api/docs-json`)).status).toBe(200);
      const production = {
        NODE_ENV: 'production',
        JWT_SECRET: 'p'.repeat(48),
        OAUTH_STOREFRONT_SECRET: 's'.repeat(32),
        OAUTH_BACKOFFICE_SECRET: 'b'.repeat(32),
        MFA_ENCRYPTION_KEY: 'k'.repeat(32),
        PUBLIC_URL: 'https://shop.test',
        PAYMENTS: 'demo',
        SMTP_URL: 'smtp://127.0.0.1:9',
        ...PRODUCTION_SELLER,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      };
      for (const [apiDocs, status] of [
        [undefined, 404],
        ['true', 200],
      ] as const) {
        const prod = await startApp(
          env.config(apiDocs ? { ...production, API_DOCS: apiDocs } : production),
        );
        try {
          for (const path of ['/api/docs', '/api/docs-json']) {
            const res = await fetch(`${prod.baseUrl}${path}`);
            expect(res.status, `${path} with API_DOCS=${apiDocs}`).toBe(status);
          }
        } finally {
          await prod.close();
        }
      }
    });

    it('is closed to foreign origins: no Access-Control-Allow-Origin, preflights refused', async () => {
      const evil = 'https://evil.example';
      const customer = await newCustomer(running.app, base);
      for (const path of ['/api/products', '/api/user', '/api/config', '/oauth/token']) {
        const res = await fetch(`${base}${path}`, {
          headers: { origin: evil, ...bearer(customer.tokens) },
        });
        expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
        expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
        const preflight = await fetch(`${base}${path}`, {
          method: 'OPTIONS',
          headers: {
            origin: evil,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,content-type',
          },
        });
        expect(preflight.status, path).toBeGreaterThanOrEqual(400);
        expect(preflight.headers.get('access-control-allow-origin'), path).toBeNull();
        expect(preflight.headers.get('access-control-allow-methods'), path).toBeNull();
      }
      // A cross-site form post cannot sign in with cookies either: the API takes bearer tokens only.
      const token = await fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { origin: evil, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=password&username=customer%40demo.test&password=Demo1234&client_id=storefront&client_secret=storefront-dev-secret',
      });
      expect(token.headers.get('set-cookie')).toBeNull();
      expect(token.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('uploads', () => {
    const upload = (bytes: Uint8Array | string, name: string, type: string) => {
      const form = new FormData();
      form.append(
        'file',
        new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }),
        name,
      );
      return fetch(`${base}/api/admin/uploads`, {
        method: 'POST',
        headers: bearer(adminTokens),
        body: form,
      });
    };

    it('refuses a renamed HTML page, an SVG with script and an oversized file; a traversal name writes nothing outside the upload folder', async () => {
      const html =
        '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
      for (const [name, type] of [
        ['photo.png', 'image/png'],
        ['photo.jpg', 'image/jpeg'],
        ['page.html', 'text/html'],
        ['pic.svg', 'image/svg+xml'],
      ]) {
        const res = await upload(html, name!, type!);
        expect(res.status, name).toBe(422);
        expect(await json(res), name).toMatchObject({ code: 'UPLOADS_FILE_UNUSABLE' });
      }
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20"/><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></body></foreignObject></svg>';
      expect((await upload(svg, 'logo.svg', 'image/svg+xml')).status).toBe(422);
      const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x41);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      const oversized = await upload(big, 'big.jpg', 'image/jpeg');
      expect(oversized.status, await oversized.clone().text()).toBe(413);

      const png = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#a0a0a0' },
      })
        .png()
        .toBuffer();
      const marker = `vyrelle-traversal-${Date.now()}`;
      for (const name of [
        `../../../../../../tmp/${marker}.png`,
        `..\\..\\${marker}.png`,
        `/tmp/${marker}.png`,
        `${marker}.png%00.html`,
      ]) {
        const res = await upload(png, name, 'image/png');
        expect([201, 400, 422], name).toContain(res.status);
        if (res.status === 201) {
          const body = await json<Record<string, string>>(res);
          // The stored name is the server's own (a hash), never the client's.
          expect(JSON.stringify(body), name).not.toContain(marker);
          expect(JSON.stringify(body), name).not.toContain('..');
        }
      }
      expect(existsSync(`/tmp/${marker}.png`)).toBe(false);
      expect(existsSync(join(env.dataDir, `${marker}.png`))).toBe(false);
      // Only names the server made: these uploads' crops, and the media library's files (the
      // seeded product images among them).
      expect(
        readdirSync(join(env.dataDir, 'uploads')).filter(
          (name) =>
            !/^[0-9a-f]{32}-(landscape|square)\.jpg$/.test(name) &&
            !/^media-[0-9a-f]{32}\.(webp|png)$/.test(name),
        ),
      ).toEqual([]);
    });
  });

  it('keeps the storefront build in place for these checks', () => {
    expect(existsSync(join(running.config.paths.storefrontDist, 'server', 'entry-server.js'))).toBe(
      true,
    );
  });
});
