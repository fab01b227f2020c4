import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInViaStorage, visit } from './support/browser.ts';
import { href, locales, text, type Locale } from './support/site.ts';

const baseUrl = inject('baseUrl');
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

async function register(locale: Locale): Promise<string> {
  const email = `retry.${locale}.${Date.now()}@example.be`;
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
  return email;
}

const accessToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('oAuth')!) as { accessToken: string }).accessToken,
  );

async function cartOf(page: Page): Promise<Record<string, number>> {
  const res = await fetch(`${baseUrl}/api/cart`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  const cart = (await res.json()) as { items: { slug: string; quantity: number }[] };
  return Object.fromEntries(cart.items.map((line) => [line.slug, line.quantity]));
}

/** Cart → delivery (the default address) → payment → the demo provider's page. */
async function checkoutTo(page: Page, outcome: 'failed' | 'paid'): Promise<void> {
  await byTestId(page, 'to-delivery').click();
  await expect.poll(() => byTestId(page, 'address-option').count()).toBeGreaterThan(0);
  await byTestId(page, 'to-payment').click();
  await expect.poll(() => byTestId(page, 'payment-step').count()).toBe(1);
  await byTestId(page, 'place-order').click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/api\/payments\/demo\//);
  await page.locator(`button[name="outcome"][value="${outcome}"]`).click();
}

describe('payment retry journey (issue 17)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`postcode error keeps what was typed → failed payment → cart restored, page says failed → paid (${locale})`, async () => {
      const email = await register(locale);
      const watched = await openPage(browser, baseUrl);
      const { page } = watched;
      try {
        await signInViaStorage(page, baseUrl, email, 'Secret12');
        const token = await accessToken(page);
        const products: string[] = [];
        for (const slug of ['black-epigenetic-shield-serum', 'blue-balancing-toner']) {
          const res = await fetch(`${baseUrl}/api/products/${slug}?locale=${locale}`);
          expect(res.status).toBe(200);
          products.push(((await res.json()) as { id: string }).id);
        }
        for (const [index, productId] of products.entries()) {
          const res = await fetch(`${baseUrl}/api/cart/items`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ productId, quantity: index + 1 }),
          });
          expect(res.status).toBe(201);
        }
        const before = await cartOf(page);
        expect(Object.keys(before)).toHaveLength(2);

        await visit(page, href('cartSummary', locale));
        await expect.poll(() => byTestId(page, 'cart-line').count()).toBe(2);
        await byTestId(page, 'to-delivery').click();
        await expect.poll(() => byTestId(page, 'delivery-step').count()).toBe(1);
        const form = byTestId(page, 'checkout-address-form');
        if ((await form.count()) === 0) await byTestId(page, 'add-address').click();
        await form.locator('[name="firstName"]').fill('Lien');
        await form.locator('[name="lastName"]').fill('Wouters');
        await form.locator('[name="street"]').fill('Veldstraat');
        await form.locator('[name="houseNumber"]').fill('12');
        await form.locator('[name="postalCode"]').fill('ABCDEFG');
        await form.locator('[name="city"]').fill('Gent');
        await form.locator('[name="country"]').selectOption('BE');
        await form.locator('[type="submit"]').click();

        // The postcode's message names Belgium's example; nothing typed is lost.
        const postcode = form.locator('[name="postalCode"]');
        await expect.poll(() => postcode.getAttribute('aria-invalid')).toBe('true');
        const message = text(locale, 'common', 'validation.postalCode').replace(
          '{{example}}',
          '1000',
        );
        await expect.poll(() => form.locator('.field-error').allTextContents()).toContain(message);
        expect(await postcode.inputValue()).toBe('ABCDEFG');
        expect(await form.locator('[name="street"]').inputValue()).toBe('Veldstraat');
        expect(await form.locator('[name="city"]').inputValue()).toBe('Gent');
        expect(await byTestId(page, 'address-option').count()).toBe(0);

        await postcode.fill('9000');
        await form.locator('[type="submit"]').click();
        await expect.poll(() => byTestId(page, 'address-option').count()).toBeGreaterThan(0);
        await byTestId(page, 'to-payment').click();
        await expect.poll(() => byTestId(page, 'payment-step').count()).toBe(1);
        await byTestId(page, 'place-order').click();
        await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/api\/payments\/demo\//);
        await page.locator('button[name="outcome"][value="failed"]').click();

        // Back in the shop: the page says the payment failed, and the cart holds its lines again.
        const result = byTestId(page, 'order-result');
        await expect
          .poll(() => result.getAttribute('data-state'), { timeout: 20_000 })
          .toBe('failed');
        expect(await result.locator('h2').textContent()).toBe(
          text(locale, 'cart', 'success.failed.title'),
        );
        expect(await cartOf(page)).toEqual(before);
        await expect
          .poll(() => byTestId(page, 'cart-count').getAttribute('data-count'))
          .toBe(String(Object.values(before).reduce((a, b) => a + b, 0)));

        await byTestId(page, 'retry-payment').click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(href('cartSummary', locale));
        await expect.poll(() => byTestId(page, 'cart-line').count()).toBe(2);
        await checkoutTo(page, 'paid');
        await expect
          .poll(() => result.getAttribute('data-state'), { timeout: 20_000 })
          .toBe('paid');
        expect(await cartOf(page)).toEqual({});
        expect(watched.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
      } finally {
        await watched.context.close();
      }
    });
  }
});
