import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  signInViaStorage,
  visit,
} from './support/browser.ts';
import { href, text, type Locale } from './support/site.ts';
import { accessToken, adminToken, api, requestToken } from './support/api.ts';

const baseUrl = inject('baseUrl');

/** A new customer who bought and paid one product (through the API, as the shopping journey does in the browser). */
async function customerWithPaidOrder(locale: Locale) {
  const email = `gdpr.${locale}.${Date.now()}@example.be`;
  const registered = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ines',
      lastName: 'Wouters',
      email,
      password: 'Secret12',
      passwordConfirmation: 'Secret12',
      country: 'BE',
      privacyAccepted: true,
      locale,
    }),
  });
  expect(registered.status).toBe(201);
  const token = await accessToken(email, { password: 'Secret12' });
  const products = await api<{ data: { id: string; inStock: boolean }[] }>(
    token,
    'GET',
    '/api/products?perPage=12',
  );
  const product = products.data.find((p) => p.inStock)!;
  const address = await api<{ id: string }>(token, 'POST', '/api/addresses', {
    firstName: 'Ines',
    lastName: 'Wouters',
    street: 'Veldstraat',
    houseNumber: '7',
    postalCode: '9000',
    city: 'Gent',
    country: 'BE',
  });
  await api(token, 'POST', '/api/cart/items', { productId: product.id, quantity: 1 });
  const order = await api<{ id: string; number: string; checkoutUrl: string }>(
    token,
    'POST',
    '/api/orders',
    { addressId: address.id, specialistStoreId: null },
  );
  await fetch(`${baseUrl}${new URL(order.checkoutUrl).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'paid' }),
    redirect: 'manual',
  });
  return { email, order };
}

describe('GDPR self-service journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of ['en', 'nl'] as const) {
    it(`${locale}: export my data → delete my account → order kept, person gone`, async () => {
      const { email, order } = await customerWithPaidOrder(locale);
      const watched = await openPage(browser, baseUrl, {
        locale: locale === 'nl' ? 'nl-BE' : 'en-GB',
      });
      const { page } = watched;
      try {
        await signInViaStorage(page, baseUrl, email, 'Secret12');
        await visit(page, href('accountPrivacy', locale));
        await page.locator('[data-testid="privacy-export"]').waitFor();
        await expect
          .poll(() => page.locator('[data-testid="privacy-retention"]').textContent(), {
            timeout: 15_000,
          })
          .toContain(text(locale, 'account', 'privacy.delete.keptReason'));
        await expectAccessible(page, `account privacy (${locale})`);

        // Download my data: one JSON file with the profile and the order.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.locator('[data-testid="privacy-export"]').click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
        const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
          profile: { email: string; firstName: string };
          orders: { number: string }[];
          addresses: { city: string }[];
        };
        expect(data.profile).toMatchObject({ email, firstName: 'Ines' });
        expect(data.orders.map((o) => o.number)).toEqual([order.number]);
        expect(data.addresses.map((a) => a.city)).toEqual(['Gent']);

        // A wrong password: a translated field error, nothing deleted, nothing typed lost elsewhere.
        const form = page.locator('[data-testid="privacy-delete-form"]');
        await form.locator('[name="currentPassword"]').fill('NotMine99');
        await form.locator('[type="submit"]').click();
        await expect
          .poll(() => form.textContent(), { timeout: 15_000 })
          .toContain(text(locale, 'common', 'validation.currentPasswordWrong'));
        expect(new URL(page.url()).pathname).toBe(href('accountPrivacy', locale));

        // The right password: deleted, signed out, told so on the home page.
        await form.locator('[name="currentPassword"]').fill('Secret12');
        await form.locator('[type="submit"]').click();
        await expect
          .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
          .toBe(href('home', locale));
        await expect
          .poll(() => page.locator('body').textContent())
          .toContain(text(locale, 'common', 'notices.accountDeleted'));
        await expect.poll(() => page.evaluate(() => localStorage.getItem('oAuth'))).toBeNull();

        // Nobody can sign in with it any more.
        const again = await requestToken(email, 'Secret12');
        expect(again.status).toBe(400);

        // The order is kept for the accountant (back-office), without the account's person data.
        const admin = await adminToken();
        const kept = await api<{ number: string; paidStatus: string }>(
          admin,
          'GET',
          `/api/admin/orders/${order.id}`,
        );
        expect(kept).toMatchObject({ number: order.number, paidStatus: 'paid' });
        const users = await api<{ data: { email: string }[] }>(
          admin,
          'GET',
          `/api/admin/users?q=${encodeURIComponent(email)}`,
        );
        expect(users.data).toEqual([]);
        // The wrong password's 400 is logged by the browser; nothing else may be.
        expect(watched.problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
      } finally {
        await watched.context.close();
      }
    });
  }
});
