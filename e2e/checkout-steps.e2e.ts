// The checkout's steps on a 390 px phone: the delivery step keeps a compact summary (lines, total,
// "to payment") in view above the addresses, and going on to payment moves the focus to the
// payment step's heading instead of dropping it on <body>.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInViaStorage, visit } from './support/browser.ts';
import { href, text } from './support/site.ts';

const baseUrl = inject('baseUrl');
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** A new customer with two products in the cart and three saved addresses (a long list). */
async function customerWithCart(): Promise<string> {
  const email = `steps.${Date.now()}@example.be`;
  const registered = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Lotte',
      lastName: 'Maes',
      email,
      password: 'Secret12',
      passwordConfirmation: 'Secret12',
      country: 'BE',
      privacyAccepted: true,
      locale: 'de',
    }),
  });
  expect(registered.status).toBe(201);
  const token = (await (
    await fetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: email,
        password: 'Secret12',
        client_id: 'storefront',
        client_secret: 'storefront-dev-secret',
      }),
    })
  ).json()) as { access_token: string };
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token.access_token}`,
  };
  const products = (await (await fetch(`${baseUrl}/api/products?perPage=2`)).json()) as {
    data: { id: string }[];
  };
  for (const product of products.data) {
    const added = await fetch(`${baseUrl}/api/cart/items`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: product.id }),
    });
    expect(added.status).toBeLessThan(300);
  }
  for (const street of ['Veldstraat', 'Kouter', 'Korenmarkt']) {
    const created = await fetch(`${baseUrl}/api/addresses`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        firstName: 'Lotte',
        lastName: 'Maes',
        street,
        houseNumber: '12',
        postalCode: '9000',
        city: 'Gent',
        country: 'BE',
      }),
    });
    expect(created.status).toBe(201);
  }
  return email;
}

describe('checkout steps on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the lines, the total and the button in view at 390 px, then focuses the payment heading (de)', async () => {
    const email = await customerWithCart();
    const { page, context } = await openPage(browser, baseUrl, { width: 390, locale: 'de-BE' });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInViaStorage(page, baseUrl, email, 'Secret12');
      await visit(page, href('cartDelivery', 'de'));
      await expect.poll(() => byTestId(page, 'address-option').count()).toBe(3);
      // The cookie banner answered first (it sits over the bottom of the screen).
      await page
        .getByRole('button', { name: text('de', 'consent', 'actions.necessaryOnly') })
        .click();
      await expect.poll(() => byTestId(page, 'checkout-mini-lines').locator('li').count()).toBe(2);
      // Top of the page, with three addresses and the salon choice above the summary in the
      // document: the lines, the total and the button are on the screen all the same.
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const id of ['checkout-mini-lines', 'cart-total', 'to-payment']) {
        const box = (await byTestId(page, id).boundingBox())!;
        expect(box, id).not.toBeNull();
        expect(box.y, id).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, id).toBeLessThanOrEqual(844);
        // …and not covered by anything.
        const onTop = await page.evaluate(
          ({ x, y, testId }) =>
            document.elementFromPoint(x, y)?.closest(`[data-testid="${testId}"]`) !== null,
          { x: box.x + box.width / 2, y: box.y + box.height / 2, testId: id },
        );
        expect(onTop, id).toBe(true);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      await byTestId(page, 'to-payment').click();
      await expect.poll(() => byTestId(page, 'payment-step').count()).toBe(1);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('payment-heading');
    } finally {
      await context.close();
    }
  });
});
