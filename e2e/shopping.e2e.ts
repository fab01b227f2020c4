import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';
import { href, locales, type Locale } from './support/site.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** The newest .eml for an address whose text contains `needle`. */
function mailContaining(address: string, needle: string): string | null {
  const dir = join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.includes(address))
      .sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const raw = readFileSync(join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    const text = Buffer.from(raw, 'latin1').toString('utf8');
    if (text.includes(needle)) return text;
  }
  return null;
}

async function register(locale: Locale): Promise<{ email: string }> {
  const email = `shopper.${locale}.${Date.now()}@example.be`;
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Lien',
      lastName: 'Wouters',
      email,
      password: 'Secret12',
      passwordConfirmation: 'Secret12',
      country: 'BE',
      privacyAccepted: true,
      locale,
    }),
  });
  expect(res.status).toBe(201);
  return { email };
}

describe('shopping journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`sign in → favourite → add to cart twice → checkout with a new address → pay → success → order in the account → mail (${locale})`, async () => {
      const { email } = await register(locale);
      const watched = await openPage(browser, baseUrl);
      const { page } = watched;
      try {
        await visit(page, href('login', locale));
        await page
          .locator(
            '[data-testid="login-form"] [name="email"], [data-testid="login-form"] [name="username"]',
          )
          .first()
          .fill(email);
        await page.locator('[data-testid="login-form"] [name="password"]').fill('Secret12');
        await page.locator('[data-testid="login-form"] [type="submit"]').click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(href('accountOverview', locale));

        const slug = 'black-epigenetic-shield-serum';
        const product = (await (
          await fetch(`${baseUrl}/api/products/${slug}?locale=${locale}`)
        ).json()) as { id: string; priceCents: number };
        await visit(page, href('product', locale, { slug }));
        await page.locator('.product-actions-page [data-action="favourite"]').click();
        await expect
          .poll(() =>
            page.locator('[data-testid="shop-toast"] [data-notice="favouriteAdded"]').count(),
          )
          .toBeGreaterThan(0);
        await page.locator('.product-actions-page [data-action="add-to-cart"]').click();
        await expect
          .poll(() => page.locator('[data-testid="shop-toast"] [data-notice="added"]').count())
          .toBeGreaterThan(0);
        await expect.poll(() => byTestId(page, 'cart-count').getAttribute('data-count')).toBe('1');
        await page.locator('.product-actions-page [data-action="add-to-cart"]').click();
        await expect
          .poll(() =>
            page.locator('[data-testid="shop-toast"] [data-notice="alreadyInCart"]').count(),
          )
          .toBeGreaterThan(0);
        await expect
          .poll(() => page.locator('[data-testid="shop-toast"]').textContent())
          .toContain('1');

        await visit(page, href('favourites', locale));
        await expect
          .poll(() => byTestId(page, 'favourites-grid').locator(`[data-product="${slug}"]`).count())
          .toBe(1);

        await visit(page, href('cartSummary', locale));
        await expect.poll(() => byTestId(page, 'cart-line').count()).toBe(1);
        await byTestId(page, 'quantity-increase').click();
        await expect
          .poll(() =>
            byTestId(page, 'quantity')
              .first()
              .inputValue()
              .catch(() => byTestId(page, 'quantity').first().textContent()),
          )
          .toContain('2');
        await expectAccessible(page, `cart ${locale}`);
        await byTestId(page, 'to-delivery').click();

        await expect.poll(() => byTestId(page, 'delivery-step').count()).toBe(1);
        const form = byTestId(page, 'checkout-address-form');
        if ((await form.count()) === 0) await byTestId(page, 'add-address').click();
        await form.locator('[name="firstName"]').fill('Lien');
        await form.locator('[name="lastName"]').fill('Wouters');
        await form.locator('[name="street"]').fill('Veldstraat');
        await form.locator('[name="houseNumber"]').fill('12');
        await form.locator('[name="postalCode"]').fill('9000');
        await form.locator('[name="city"]').fill('Gent');
        await form.locator('[name="country"]').selectOption('BE');
        await form.locator('[type="submit"]').click();
        await expect.poll(() => byTestId(page, 'address-option').count()).toBeGreaterThan(0);
        await expectAccessible(page, `delivery ${locale}`);
        await byTestId(page, 'to-payment').click();
        await expect.poll(() => byTestId(page, 'payment-step').count()).toBe(1);
        await byTestId(page, 'place-order').click();

        // The demo provider's hosted payment page.
        await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/api\/payments\/demo\//);
        await page.locator('button[name="outcome"][value="paid"]').click();
        await expect
          .poll(() => byTestId(page, 'order-result').getAttribute('data-state'), {
            timeout: 20_000,
          })
          .toBe('paid');
        expect(new URL(page.url()).pathname.startsWith(href('cart', locale))).toBe(true);
        await expectAccessible(page, `success ${locale}`);

        // The order in the account, with the server's totals and paid status.
        const orders = (await (
          await fetch(`${baseUrl}/api/orders`, {
            headers: {
              authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('oAuth')!).accessToken)}`,
            },
          })
        ).json()) as {
          data: { number: string; totalCents: number; paidStatus: string }[];
        };
        expect(orders.data).toHaveLength(1);
        const order = orders.data[0]!;
        expect(order.paidStatus).toBe('paid');
        expect(order.totalCents).toBe(
          product.priceCents * 2 + (product.priceCents * 2 >= 12_500 ? 0 : 595),
        );
        await visit(page, href('accountOrders', locale));
        const row = page.locator(`[data-testid="order-row"][data-order-number="${order.number}"]`);
        await expect.poll(() => row.count()).toBe(1);
        const formatted = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : `${locale}-BE`, {
          style: 'currency',
          currency: 'EUR',
        }).format(order.totalCents / 100);
        await expect
          .poll(async () => (await row.textContent())?.replace(/\s/g, ' '))
          .toContain(formatted.replace(/\s/g, ' '));
        expect(
          await row.locator('[data-testid="order-paid-status"]').getAttribute('data-paid-status'),
        ).toBe('paid');

        // The confirmation mail, in the customer's language, written by the mail adapter.
        const mail = await expect
          .poll(() => mailContaining(email, order.number), { timeout: 20_000 })
          .toBeTruthy()
          .then(() => mailContaining(email, order.number)!);
        expect(mail).toContain('Veldstraat');
        expect(watched.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
      } finally {
        await watched.context.close();
      }
    });
  }
});
