import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';
import { href, text, type Locale } from './support/site.ts';

const baseUrl = inject('baseUrl');
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

async function register(locale: Locale): Promise<string> {
  const email = `salon-client.${locale}.${Date.now()}@example.be`;
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Nora',
      lastName: 'Peeters',
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

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page
    .locator(
      '[data-testid="login-form"] [name="email"], [data-testid="login-form"] [name="username"]',
    )
    .first()
    .fill(email);
  await page.locator('[data-testid="login-form"] [name="password"]').fill(password);
  await page.locator('[data-testid="login-form"] [type="submit"]').click();
}

const orderCount = async (page: Page) =>
  Number(await byTestId(page, 'partner-order-count').textContent());

describe('partner portal journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of ['nl', 'fr'] as const) {
    it(`the salon sees its dashboard and a training; a client opens its link, chooses it and orders; the dashboard shows the order (${locale})`, async () => {
      const salon = await openPage(browser, baseUrl);
      const client = await openPage(browser, baseUrl);
      try {
        // The demo partner signs in and lands on the partner dashboard.
        await visit(salon.page, href('login', locale));
        await signInWithForm(salon.page, 'partner@demo.test', 'Demo1234');
        await expect
          .poll(() => new URL(salon.page.url()).pathname)
          .toBe(href('partnerDashboard', locale));
        await expect
          .poll(() => byTestId(salon.page, 'partner-salon').textContent())
          .toContain('Huidinstituut Lumen');
        const before = await orderCount(salon.page);
        const link = await byTestId(salon.page, 'partner-link').inputValue();
        expect(link).toMatch(/\/t\/[a-z2-9]{8}$/);
        await expectAccessible(salon.page, `partner dashboard ${locale}`);

        // A training, in the page's language.
        await visit(salon.page, href('partnerTrainings', locale));
        await expect
          .poll(() => byTestId(salon.page, 'training-list').locator('li').count())
          .toBeGreaterThanOrEqual(3);
        await byTestId(salon.page, 'training-list').locator('li h2 a').first().click();
        await expect
          .poll(() => salon.page.locator('article.training h1').textContent())
          .toBeTruthy();
        const training = (await salon.page
          .locator('article.training')
          .getAttribute('data-training'))!;
        expect((await fetch(`${baseUrl}/api/posts/${training}`)).status).toBe(404); // never public
        await expectAccessible(salon.page, `training ${locale}`);

        // A mistyped link: a page in the visitor's language (404) that leads to the store finder.
        const mistyped = await client.page.goto(`/t/zzzz0000?locale=${locale}`);
        expect(mistyped?.status()).toBe(404);
        expect(new URL(client.page.url()).pathname).toBe(
          href('salonLink', locale, { code: 'zzzz0000' }),
        );
        await expect
          .poll(() => byTestId(client.page, 'salon-link-not-found').locator('h1').textContent())
          .toBe(text(locale, 'common', 'notFound.salonLink.title'));
        expect(
          await byTestId(client.page, 'salon-link-not-found')
            .locator(`a[href="${href('stores', locale)}"]`)
            .count(),
        ).toBe(1);

        // A client opens the personal link, signs in (nl) or registers (fr), comes back to the
        // salon and chooses it in one step.
        const code = link.split('/t/')[1]!;
        await client.page.goto(`/t/${code}?locale=${locale}`);
        await expect
          .poll(() => new URL(client.page.url()).pathname)
          .toBe(href('salonLink', locale, { code }));
        await client.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        if (locale === 'nl') {
          const email = await register(locale);
          await byTestId(client.page, 'salon-sign-in').click();
          await expect.poll(() => new URL(client.page.url()).pathname).toBe(href('login', locale));
          await signInWithForm(client.page, email, 'Secret12');
        } else {
          await byTestId(client.page, 'salon-register').click();
          await expect
            .poll(() => new URL(client.page.url()).pathname)
            .toBe(href('register', locale));
          const form = (name: string) =>
            client.page.locator(`[data-testid="register-form"] [name="${name}"]`);
          await form('firstName').fill('Nora');
          await form('lastName').fill('Peeters');
          await form('email').fill(`salon-client.${locale}.${Date.now()}@example.be`);
          await form('password').fill('Secret12');
          await form('passwordConfirmation').fill('Secret12');
          await form('privacyAccepted').check();
          await client.page.locator('[data-testid="register-form"] [type="submit"]').click();
        }
        // Registering hashes the password and signs in: give it time on a busy machine.
        await expect
          .poll(() => new URL(client.page.url()).pathname, { timeout: 15_000 })
          .toBe(href('salonLink', locale, { code }));
        await byTestId(client.page, 'salon-choose').click();
        await expect.poll(() => byTestId(client.page, 'salon-chosen').count()).toBe(1);
        await expectAccessible(client.page, `salon link ${locale}`);

        // …and orders (the demo payment page).
        const slug = 'black-epigenetic-shield-serum';
        await visit(client.page, href('product', locale, { slug }));
        await client.page.locator('.product-actions-page [data-action="add-to-cart"]').click();
        await expect
          .poll(() => byTestId(client.page, 'cart-count').getAttribute('data-count'))
          .toBe('1');
        await visit(client.page, href('cartSummary', locale));
        await byTestId(client.page, 'to-delivery').click();
        await expect.poll(() => byTestId(client.page, 'delivery-step').count()).toBe(1);
        const form = byTestId(client.page, 'checkout-address-form');
        if ((await form.count()) === 0) await byTestId(client.page, 'add-address').click();
        await form.locator('[name="firstName"]').fill('Nora');
        await form.locator('[name="lastName"]').fill('Peeters');
        await form.locator('[name="street"]').fill('Veldstraat');
        await form.locator('[name="houseNumber"]').fill('12');
        await form.locator('[name="postalCode"]').fill('9000');
        await form.locator('[name="city"]').fill('Gent');
        await form.locator('[name="country"]').selectOption('BE');
        await form.locator('[type="submit"]').click();
        await expect.poll(() => byTestId(client.page, 'address-option').count()).toBeGreaterThan(0);
        await byTestId(client.page, 'to-payment').click();
        await expect.poll(() => byTestId(client.page, 'payment-step').count()).toBe(1);
        await byTestId(client.page, 'place-order').click();
        await expect
          .poll(() => new URL(client.page.url()).pathname)
          .toMatch(/^\/api\/payments\/demo\//);
        await client.page.locator('button[name="outcome"][value="paid"]').click();
        await expect
          .poll(() => byTestId(client.page, 'order-result').getAttribute('data-state'), {
            timeout: 20_000,
          })
          .toBe('paid');
        const token = await client.page.evaluate(
          () => JSON.parse(localStorage.getItem('oAuth')!).accessToken as string,
        );
        const orders = (await (
          await fetch(`${baseUrl}/api/orders`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as { data: { number: string }[] };
        const number = orders.data[0]!.number;

        // The salon's dashboard shows that order: first name and last initial, the product, no address.
        await visit(salon.page, href('partnerDashboard', locale));
        await expect.poll(() => orderCount(salon.page)).toBe(before + 1);
        const row = salon.page.locator(
          `[data-testid="partner-orders"] tr[data-order-number="${number}"]`,
        );
        await expect.poll(() => row.count()).toBe(1);
        expect(await row.textContent()).toContain('Nora P.');
        expect(await byTestId(salon.page, 'partner-orders').textContent()).not.toContain(
          'Veldstraat',
        );
      } finally {
        await salon.context.close();
        await client.context.close();
      }
    });
  }
});
