import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';
import { href, locales, text, type Locale } from './support/site.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** The newest .eml for an address whose text contains `needle`, decoded (quoted-printable). */
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
    const body = Buffer.from(raw, 'latin1').toString('utf8');
    if (body.includes(needle)) return body;
  }
  return null;
}

const json = { 'content-type': 'application/json' };

/** A paid guest order placed through the API as the storefront would; answers its number. */
async function paidGuestOrderViaApi(email: string, locale: string): Promise<string> {
  const session = (await (
    await fetch(`${baseUrl}/api/guest/session`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, privacyAccepted: true, locale }),
    })
  ).json()) as { access_token: string };
  const auth = { ...json, authorization: `Bearer ${session.access_token}` };
  const product = (await (
    await fetch(`${baseUrl}/api/products/black-epigenetic-shield-serum?locale=${locale}`)
  ).json()) as { id: string };
  await fetch(`${baseUrl}/api/cart/items`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ productId: product.id, quantity: 1 }),
  });
  const address = (await (
    await fetch(`${baseUrl}/api/addresses`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        firstName: 'Noor',
        lastName: 'Peeters',
        street: 'Veldstraat',
        houseNumber: '12',
        postalCode: '9000',
        city: 'Gent',
        country: 'BE',
      }),
    })
  ).json()) as { id: string };
  const order = (await (
    await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ addressId: address.id, locale }),
    })
  ).json()) as { number: string; checkoutUrl: string };
  const paid = await fetch(`${baseUrl}${new URL(order.checkoutUrl).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'paid' }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return order.number;
}

/** The storefront path of the claim link in the confirmation mail of an order. */
async function claimPath(email: string, number: string, locale: Locale): Promise<string> {
  await expect.poll(() => mailContaining(email, number), { timeout: 20_000 }).toBeTruthy();
  const mail = mailContaining(email, number)!;
  const prefix = href('guestClaim', locale, { token: 'x' }).replace(/\/x$/, '');
  const match = new RegExp(
    `https?://[^/\\s"]+(${prefix.replace(/[/]/g, '\\/')}/[A-Za-z0-9_.%-]+)`,
  ).exec(mail);
  expect(match, 'claim link in the confirmation mail').not.toBeNull();
  return match![1]!;
}

describe('guest checkout journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`signed out: add to cart → continue as a guest → pay without a salon → keep the order as an account from the mail (${locale})`, async () => {
      const email = `guest.${locale}.${Date.now()}@example.be`;
      const watched = await openPage(browser, baseUrl);
      const { page } = watched;
      try {
        const slug = 'black-epigenetic-shield-serum';
        await visit(page, href('product', locale, { slug }));
        await page.locator('.product-actions-page [data-action="add-to-cart"]').click();
        const notice = page.locator('[data-notice="sign-in-required"]');
        await expect
          .poll(() => notice.textContent())
          .toContain(text(locale, 'common', 'shop.continueAsGuest'));
        await notice.locator('[data-testid="continue-as-guest"]').click();

        // The cart shows the §8 notice: login, register, or continue as a guest.
        await expect.poll(() => byTestId(page, 'guest-checkout-notice').count()).toBe(1);
        expect(new URL(page.url()).pathname.startsWith(href('cart', locale))).toBe(true);
        await expectAccessible(page, `guest notice ${locale}`);
        const form = byTestId(page, 'guest-form');
        await form.locator('[type="submit"]').click();
        await expect
          .poll(() => form.locator('.field-error, .field-errors').allTextContents())
          .toEqual(
            expect.arrayContaining([
              text(locale, 'common', 'validation.required'),
              text(locale, 'common', 'validation.privacyRequired'),
            ]),
          );
        await form.locator('[name="email"]').fill('not-an-address');
        await form.locator('[type="submit"]').click();
        await expect
          .poll(() => form.locator('.field-error, .field-errors').allTextContents())
          .toContain(text(locale, 'common', 'validation.email'));
        await form.locator('[name="email"]').fill(email);
        await form.locator('[name="privacyAccepted"]').check();
        await form.locator('[type="submit"]').click();
        // The guest session is there: the cart shows (empty for now).
        await expect.poll(() => byTestId(page, 'cart-empty').count()).toBe(1);

        await visit(page, href('product', locale, { slug }));
        await page.locator('.product-actions-page [data-action="add-to-cart"]').click();
        await expect
          .poll(() => page.locator('[data-testid="shop-toast"] [data-notice="added"]').count())
          .toBeGreaterThan(0);
        // Favourites need an account: a guest is asked to sign in, without the guest offer.
        await page.locator('.product-actions-page [data-action="favourite"]').click();
        await expect.poll(() => notice.count()).toBe(1);
        expect(await notice.locator('[data-testid="continue-as-guest"]').count()).toBe(0);

        await visit(page, href('cartSummary', locale));
        await expect.poll(() => byTestId(page, 'cart-line').count()).toBe(1);
        await byTestId(page, 'to-delivery').click();
        await expect.poll(() => byTestId(page, 'delivery-step').count()).toBe(1);
        // No salon step for a guest.
        expect(await byTestId(page, 'specialist-choice').count()).toBe(0);
        expect(await byTestId(page, 'guest-no-salon').textContent()).toBe(
          text(locale, 'cart', 'guest.noSalon'),
        );
        const address = byTestId(page, 'checkout-address-form');
        await address.locator('[name="firstName"]').fill('Noor');
        await address.locator('[name="lastName"]').fill('Peeters');
        await address.locator('[name="street"]').fill('Veldstraat');
        await address.locator('[name="houseNumber"]').fill('12');
        await address.locator('[name="postalCode"]').fill('9000');
        await address.locator('[name="city"]').fill('Gent');
        await address.locator('[name="country"]').selectOption('BE');
        await address.locator('[type="submit"]').click();
        await expect.poll(() => byTestId(page, 'address-option').count()).toBeGreaterThan(0);
        await byTestId(page, 'to-payment').click();
        await expect.poll(() => byTestId(page, 'payment-step').count()).toBe(1);
        await byTestId(page, 'place-order').click();

        await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/api\/payments\/demo\//);
        await page.locator('button[name="outcome"][value="paid"]').click();
        await expect
          .poll(() => byTestId(page, 'order-result').getAttribute('data-state'), {
            timeout: 20_000,
          })
          .toBe('paid');
        await expect.poll(() => byTestId(page, 'guest-keep-order').count()).toBe(1);
        expect(await byTestId(page, 'to-order').count()).toBe(0);
        await expectAccessible(page, `guest success ${locale}`);
        const number = (await byTestId(page, 'order-result')
          .locator('.meta-note')
          .textContent())!.match(/VY-\d{4}-\d{6}/)![0];

        // The confirmation mail, to the guest's address, with the claim link.
        await expect.poll(() => mailContaining(email, number), { timeout: 20_000 }).toBeTruthy();
        const mail = mailContaining(email, number)!;
        const claimPrefix = href('guestClaim', locale, { token: 'x' }).replace(/\/x$/, '');
        const match = new RegExp(
          `https?://[^/\\s"]+(${claimPrefix.replace(/[/]/g, '\\/')}/[A-Za-z0-9_.%-]+)`,
        ).exec(mail);
        expect(match, 'claim link in the confirmation mail').not.toBeNull();

        await visit(page, match![1]!);
        const claim = byTestId(page, 'guest-claim-form');
        await expect.poll(() => claim.count()).toBe(1);
        expect(await claim.textContent()).toContain(email);
        await claim.locator('[name="firstName"]').fill('Noor');
        await claim.locator('[name="lastName"]').fill('Peeters');
        await claim.locator('[name="password"]').fill('Secret12');
        await claim.locator('[name="passwordConfirmation"]').fill('Secret12');
        await claim.locator('[type="submit"]').click();

        // Signed in with the new account: the order is in account → orders.
        await expect
          .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
          .toBe(href('accountOrders', locale));
        const row = page.locator(`[data-testid="order-row"][data-order-number="${number}"]`);
        await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);

        // The link worked once.
        await visit(page, match![1]!);
        await expect.poll(() => byTestId(page, 'guest-claim-invalid').count()).toBe(1);
        expect(watched.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
      } finally {
        await watched.context.close();
      }
    });

    it(`a guest order to the address of an account is added only after signing in to it (${locale})`, async () => {
      const email = `owner.${locale}.${Date.now()}@example.be`;
      const registered = await fetch(`${baseUrl}/api/users`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          firstName: 'Noor',
          lastName: 'Peeters',
          email,
          password: 'Secret12',
          passwordConfirmation: 'Secret12',
          country: 'BE',
          privacyAccepted: true,
          locale,
        }),
      });
      expect(registered.status).toBe(201);
      const number = await paidGuestOrderViaApi(email, locale);
      const path = await claimPath(email, number, locale);
      const watched = await openPage(browser, baseUrl);
      const { page } = watched;
      try {
        await visit(page, path);
        const existing = byTestId(page, 'guest-claim-existing');
        await expect.poll(() => existing.count()).toBe(1);
        // No password can be set here: only signing in to that account.
        expect(await byTestId(page, 'guest-claim-form').count()).toBe(0);
        await expectAccessible(page, `guest claim (existing account) ${locale}`);
        await byTestId(page, 'guest-claim-login').click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(href('login', locale));
        await page.locator('[data-testid="login-form"] [name="email"]').fill(email);
        await page.locator('[data-testid="login-form"] [name="password"]').fill('Secret12');
        await page.locator('[data-testid="login-form"] [type="submit"]').click();
        // Back on the link's page, signed in: the order is added on request.
        await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
        await expect.poll(() => byTestId(page, 'guest-claim-attach').count()).toBe(1);
        await byTestId(page, 'guest-claim-attach').click();
        await expect.poll(() => byTestId(page, 'guest-claim-done').count()).toBe(1);
        await visit(page, href('accountOrders', locale));
        const row = page.locator(`[data-testid="order-row"][data-order-number="${number}"]`);
        await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
        expect(watched.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
      } finally {
        await watched.context.close();
      }
    });
  }
});
