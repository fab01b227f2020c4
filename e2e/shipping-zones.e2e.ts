// Shipping outside the EU (issue 17, SPEC §9): a Swiss and a US order, in each language, show the
// cost and the expected delivery dates of the country's shipping zone in the delivery step, before
// payment, and are then paid through the demo provider; the order keeps that cost and zone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInViaStorage, visit } from './support/browser.ts';
import { href, locales, text, type Locale } from './support/site.ts';

const baseUrl = inject('baseUrl');
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const SLUG = 'black-epigenetic-shield-serum';

const ADDRESSES = {
  CH: { street: 'Bahnhofstrasse', houseNumber: '7', postalCode: '8001', city: 'Zürich' },
  US: { street: 'Fifth Avenue', houseNumber: '350', postalCode: '10118', city: 'New York' },
} as const;

async function register(locale: Locale): Promise<string> {
  const email = `zones.${locale}.${Date.now()}@example.be`;
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Noah',
      lastName: 'Keller',
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

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('oAuth')!).accessToken as string);

async function api<T>(page: Page, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await tokenOf(page)}`,
    },
  });
  expect(res.status, path).toBeLessThan(300);
  return (await res.json()) as T;
}

const money = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : `${locale}-BE`, {
    style: 'currency',
    currency: 'EUR',
  })
    .format(cents / 100)
    .replace(/\s/g, ' ');

/** One order to `country` through the storefront: address typed in the delivery step, paid on the demo page. */
async function orderTo(page: Page, locale: Locale, country: 'CH' | 'US', productId: string) {
  await api(page, '/api/cart/items', {
    method: 'POST',
    body: JSON.stringify({ productId, quantity: 1 }),
  });
  const quote = await api<{
    delivery: { costCents: number; minWorkingDays: number; maxWorkingDays: number };
    totals: { totalCents: number; vatCents: number };
  }>(page, `/api/cart?country=${country}`);
  expect(quote.delivery.costCents).toBeGreaterThan(0);
  expect(quote.totals.vatCents).toBe(0);

  await visit(page, href('cartDelivery', locale));
  await expect.poll(() => byTestId(page, 'delivery-step').count()).toBe(1);
  const form = byTestId(page, 'checkout-address-form');
  if ((await form.count()) === 0) await byTestId(page, 'add-address').click();
  // Only served countries are offered: Switzerland and the US are, Brazil is not.
  const select = form.locator('[name="country"]');
  await expect.poll(() => select.locator('option[value="CH"]').count()).toBe(1);
  expect(await select.locator('option[value="US"]').count()).toBe(1);
  expect(await select.locator('option[value="BR"]').count()).toBe(0);
  const address = ADDRESSES[country];
  await form.locator('[name="firstName"]').fill('Noah');
  await form.locator('[name="lastName"]').fill('Keller');
  await form.locator('[name="street"]').fill(address.street);
  await form.locator('[name="houseNumber"]').fill(address.houseNumber);
  await form.locator('[name="postalCode"]').fill(address.postalCode);
  await form.locator('[name="city"]').fill(address.city);
  await select.selectOption(country);
  await form.locator('[type="submit"]').click();
  const option = page.locator('label.address-option', { hasText: address.city });
  await expect.poll(() => option.count()).toBe(1);
  await option.locator('input[type="radio"]').check();

  // Before payment: the zone's cost, no VAT (export), the expected dates, the total.
  const cost = byTestId(page, 'delivery-cost');
  await expect
    .poll(async () => (await cost.textContent())?.replace(/\s/g, ' '))
    .toBe(money(quote.delivery.costCents, locale));
  const window = (await byTestId(page, 'delivery-window').textContent()) ?? '';
  const template = text(locale, 'cart', 'totals.deliveryWindow');
  expect(window).toContain(template.slice(0, template.indexOf('{{')).trim());
  expect(window).toContain(String(quote.delivery.minWorkingDays));
  expect(window).toContain(String(quote.delivery.maxWorkingDays));
  expect(window).toMatch(/20\d\d/);
  expect(await byTestId(page, 'vat-export').count()).toBe(1);
  expect((await byTestId(page, 'cart-total').textContent())?.replace(/\s/g, ' ')).toBe(
    money(quote.totals.totalCents, locale),
  );

  await byTestId(page, 'to-payment').click();
  await expect.poll(() => byTestId(page, 'payment-step').count()).toBe(1);
  await expect
    .poll(async () => (await byTestId(page, 'delivery-cost').textContent())?.replace(/\s/g, ' '))
    .toBe(money(quote.delivery.costCents, locale));
  await byTestId(page, 'place-order').click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/api\/payments\/demo\//);
  await page.locator('button[name="outcome"][value="paid"]').click();
  await expect
    .poll(() => byTestId(page, 'order-result').getAttribute('data-state'), { timeout: 20_000 })
    .toBe('paid');
  return quote;
}

describe('shipping zones journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`a Swiss and a US order show their computed shipping before payment and are paid (${locale})`, async () => {
      const email = await register(locale);
      const watched = await openPage(browser, baseUrl);
      const { page } = watched;
      try {
        await signInViaStorage(page, baseUrl, email, 'Secret12');
        const product = (await (
          await fetch(`${baseUrl}/api/products/${SLUG}?locale=${locale}`)
        ).json()) as { id: string; priceCents: number };

        const swiss = await orderTo(page, locale, 'CH', product.id);
        expect(swiss.delivery).toMatchObject({ minWorkingDays: 5, maxWorkingDays: 8 });
        const american = await orderTo(page, locale, 'US', product.id);
        expect(american.delivery).toMatchObject({ costCents: 3_495, minWorkingDays: 7 });

        const orders = await api<{ data: { number: string; totalCents: number }[] }>(
          page,
          '/api/orders',
        );
        expect(orders.data).toHaveLength(2);
        const details = await Promise.all(
          orders.data.map((o) =>
            api<{
              deliveryCents: number;
              shippingZone: string;
              paidStatus: string;
              vatCents: number;
              deliveryAddress: { country: string };
            }>(page, `/api/orders/${o.number}`),
          ),
        );
        const byCountry = new Map(details.map((d) => [d.deliveryAddress.country, d]));
        expect(byCountry.get('CH')).toMatchObject({
          shippingZone: 'europe',
          deliveryCents: swiss.delivery.costCents,
          paidStatus: 'paid',
          vatCents: 0,
        });
        expect(byCountry.get('US')).toMatchObject({
          shippingZone: 'world',
          deliveryCents: 3_495,
          paidStatus: 'paid',
          vatCents: 0,
        });
        expect(watched.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
      } finally {
        await watched.context.close();
      }
    });
  }

  it('back-office: an admin sees the zones and creates one with its countries, cost and delivery time', async () => {
    const watched = await openPage(browser, baseUrl);
    const { page } = watched;
    const adminToken = await (
      await fetch(`${baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: 'admin@demo.test',
          password: 'Demo1234',
          client_id: 'backoffice',
          client_secret: 'backoffice-dev-secret',
        }),
      })
    )
      .json()
      .then((body: { access_token: string }) => body.access_token);
    const code = `e2e_${Date.now().toString(36)}`;
    try {
      await page.goto('/admin/', { waitUntil: 'load' });
      await page.locator('input[name="username"]').fill('admin@demo.test');
      await page.locator('input[name="password"]').fill('Demo1234');
      await page.locator('button[type="submit"]').click();
      await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 20_000 });
      await page.goto('/admin/shipping-zones', { waitUntil: 'load' });
      await expect
        .poll(() => page.locator('tbody tr').count(), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(4);
      expect(await page.locator('tbody').textContent()).toContain('Europe outside the EU');

      await page.goto('/admin/shipping-zones/create', { waitUntil: 'load' });
      await page.locator('input[name="code"]').fill(code);
      await page.locator('input[name="name"]').fill('Kenya (e2e)');
      await page.locator('input[name="countries"]').fill('ke');
      await page.locator('input[name="costCents"]').fill('45');
      await page.locator('input[name="minWorkingDays"]').fill('10');
      await page.locator('input[name="maxWorkingDays"]').fill('15');
      await page.locator('button[type="submit"]').click();
      const created = async () => {
        const res = await fetch(`${baseUrl}/api/admin/shipping-zones`, {
          headers: { authorization: `Bearer ${adminToken}` },
        });
        const body = (await res.json()) as {
          data: { id: string; code: string; countries: string[]; costCents: number }[];
        };
        return body.data.find((zone) => zone.code === code) ?? null;
      };
      await expect.poll(created, { timeout: 20_000 }).toMatchObject({
        countries: ['KE'],
        costCents: 4_500,
      });
      const zone = (await created())!;
      expect(
        (
          await fetch(`${baseUrl}/api/admin/shipping-zones/${zone.id}`, {
            method: 'DELETE',
            headers: { authorization: `Bearer ${adminToken}` },
          })
        ).status,
      ).toBe(204);
      expect(watched.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });
});
