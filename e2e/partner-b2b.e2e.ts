// Issue 9's whole partner journey: a salon applies; a partner manager approves it in the back-office;
// the salon chooses its password from the invitation mail, signs in, reads its trainings, sees
// professional prices and places a B2B order; a customer opens the salon's personal link, chooses
// it as specialist and orders; the salon's dashboard then shows that order.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';
import { href, text, type Locale } from './support/site.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const PASSWORD = 'Salon2026x';

/** The invitation mail the mail adapter wrote for an address, decoded enough to read its link. */
function invitationLink(address: string): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, 'mail')).filter((file) => file.includes(address));
  } catch {
    return null;
  }
  for (const file of files) {
    const raw = readFileSync(join(dataDir, 'mail', file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    const link = /https?:\/\/[^\s"<]+\/password\/reset\/[\w-]+/.exec(
      Buffer.from(raw, 'latin1').toString('utf8'),
    )?.[0];
    if (link) return link;
  }
  return null;
}

async function apply(
  locale: Locale,
  company: string,
  email: string,
  country: string,
  vatNumber: string,
): Promise<void> {
  const res = await fetch(`${baseUrl}/api/partner-applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify({
      company,
      firstName: 'Lotte',
      lastName: 'Maes',
      email,
      phone: '+32 9 123 45 67',
      street: 'Kouter',
      houseNumber: '21',
      postalCode: country === 'BE' ? '9000' : '75003',
      city: country === 'BE' ? 'Gent' : 'Paris',
      country,
      vatNumber,
      website: null,
      howFound: 'Beurs',
      newsletter: false,
      privacyAccepted: true,
      locale,
    }),
  });
  expect(res.status).toBeLessThan(300);
}

async function approveInBackOffice(page: Page, company: string): Promise<void> {
  await page.goto('/admin/', { waitUntil: 'load' });
  await page.locator('input[name="username"]').fill('manager@demo.test');
  await page.locator('input[name="password"]').fill('Demo1234');
  await page.locator('button[type="submit"]').click();
  await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 30_000 });
  await page.goto('/admin/partner-applications', { waitUntil: 'load' });
  await page.getByText(company).first().click();
  for (const status of ['in_review', 'approved']) {
    const button = page.locator(`[data-testid="partner-application-to-${status}"]`);
    await button.waitFor({ timeout: 15_000 });
    await button.click();
    await page.locator('.MuiDialog-root button.ra-confirm').click();
    await page.locator('.MuiDialog-root').waitFor({ state: 'detached' });
  }
  await expect
    .poll(() => page.locator('[data-testid="partner-application-store"]').count(), {
      timeout: 15_000,
    })
    .toBe(1);
}

async function signIn(page: Page, locale: Locale, email: string, password: string): Promise<void> {
  await visit(page, href('login', locale));
  await page
    .locator(
      '[data-testid="login-form"] [name="email"], [data-testid="login-form"] [name="username"]',
    )
    .first()
    .fill(email);
  await page.locator('[data-testid="login-form"] [name="password"]').fill(password);
  await page.locator('[data-testid="login-form"] [type="submit"]').click();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(href('login', locale));
}

async function fillAddress(form: ReturnType<Page['locator']>, country: string): Promise<void> {
  await form.locator('[name="firstName"]').fill('Lotte');
  await form.locator('[name="lastName"]').fill('Maes');
  await form.locator('[name="street"]').fill(country === 'BE' ? 'Kouter' : 'Rue de Bretagne');
  await form.locator('[name="houseNumber"]').fill('21');
  await form.locator('[name="postalCode"]').fill(country === 'BE' ? '9000' : '75003');
  await form.locator('[name="city"]').fill(country === 'BE' ? 'Gent' : 'Paris');
  await form.locator('[name="country"]').selectOption(country);
}

const payOnDemoPage = async (page: Page) => {
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
    .toMatch(/^\/api\/payments\/demo\//);
  await page.locator('button[name="outcome"][value="paid"]').click();
};

describe('partner salon journey (issue 9)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const cases = [
    // A Belgian salon pays Belgian VAT; a French salon with a valid VAT number gets reverse charge.
    {
      locale: 'nl' as const,
      country: 'BE',
      vatNumber: 'BE0123456749',
      reverseCharge: false,
      browserLocale: 'nl-BE',
    },
    {
      locale: 'fr' as const,
      country: 'FR',
      vatNumber: 'FR40303265045',
      reverseCharge: true,
      browserLocale: 'fr-FR',
    },
  ];

  for (const { locale, country, vatNumber, reverseCharge, browserLocale } of cases) {
    it(`approve → salon signs in → trainings and partner prices → partner order → a client orders via the personal link → the dashboard shows it (${locale})`, async () => {
      const stamp = Date.now().toString(36);
      const company = `Institut Lumière ${stamp}`;
      const salonEmail = `salon.${locale}.${stamp}@lumiere.example`;
      await apply(locale, company, salonEmail, country, vatNumber);

      const manager = await openPage(browser, baseUrl, { locale: browserLocale });
      const salon = await openPage(browser, baseUrl, { locale: browserLocale });
      const client = await openPage(browser, baseUrl, { locale: browserLocale });
      try {
        // 1. The partner manager approves the application in the back-office.
        await approveInBackOffice(manager.page, company);

        // 2. The salon chooses its password from the invitation mail and signs in.
        const link = await expect
          .poll(() => invitationLink(salonEmail), { timeout: 20_000 })
          .toBeTruthy()
          .then(() => invitationLink(salonEmail)!);
        await visit(salon.page, new URL(link).pathname);
        await salon.page
          .locator('[data-testid="password-reset-form"] [name="password"]')
          .fill(PASSWORD);
        await salon.page
          .locator('[data-testid="password-reset-form"] [name="passwordConfirmation"]')
          .fill(PASSWORD);
        await salon.page.locator('[data-testid="password-reset-form"] [type="submit"]').click();
        await expect.poll(() => new URL(salon.page.url()).pathname).toBe(href('login', locale));
        await signIn(salon.page, locale, salonEmail, PASSWORD);
        await visit(salon.page, href('partnerDashboard', locale));
        await expect
          .poll(() => byTestId(salon.page, 'partner-salon').textContent())
          .toContain(company);
        const personalLink = await byTestId(salon.page, 'partner-link').inputValue();
        expect(personalLink).toMatch(/\/t\/[a-z2-9]{8}$/);

        // 3. Its trainings.
        await visit(salon.page, href('partnerTrainings', locale));
        await expect
          .poll(() => byTestId(salon.page, 'training-list').locator('li').count())
          .toBeGreaterThanOrEqual(1);

        // 4. Professional prices (VAT excluded, never public) and a partner order.
        await visit(salon.page, href('partnerShop', locale));
        const salonSize = salon.page.locator(
          'li.partner-product[data-product="salon-size-cleansing-milk-500"]',
        );
        await expect.poll(() => salonSize.count(), { timeout: 15_000 }).toBe(1);
        expect(await salonSize.textContent()).toContain(
          text(locale, 'partnerShop', 'list.exVat').split('(')[0]!.trim(),
        );
        expect(await salonSize.locator('input[type="number"]').inputValue()).toBe('3'); // its minimum quantity
        expect((await fetch(`${baseUrl}/api/products/salon-size-cleansing-milk-500`)).status).toBe(
          404,
        );
        // Searching narrows the long list; a line with no salon size in it hides it.
        const shown = () => salon.page.locator('li.partner-product').count();
        const all = await shown();
        expect(all).toBeGreaterThan(20);
        await byTestId(salon.page, 'partner-shop-search').fill('salon-size cleansing');
        await expect.poll(shown).toBeLessThan(all);
        expect(await salonSize.count()).toBe(1);
        await byTestId(salon.page, 'partner-shop-line').selectOption('blue');
        await expect.poll(() => salonSize.count()).toBe(0);
        await byTestId(salon.page, 'partner-shop-search').fill('');
        await byTestId(salon.page, 'partner-shop-line').selectOption('');
        await expect.poll(shown).toBe(all);
        await expectAccessible(salon.page, `partner shop ${locale}`);
        await salonSize.getByRole('button').click();
        await expect.poll(() => salonSize.locator('[role="status"]').textContent()).toBeTruthy();
        expect(await salonSize.locator('[role="status"]').getAttribute('class')).toContain(
          'meta-note',
        );

        await visit(salon.page, href('partnerCart', locale));
        const checkout = byTestId(salon.page, 'partner-checkout');
        await expect
          .poll(() => checkout.locator('[name="companyName"]').inputValue(), { timeout: 15_000 })
          .toBe(company);
        expect(await checkout.locator('[name="vatNumber"]').inputValue()).toBe(vatNumber);
        // The salon's own address is the delivery address at first.
        expect(await checkout.locator('[name="street"]').inputValue()).toBe('Kouter');
        expect(await checkout.locator('[name="houseNumber"]').inputValue()).toBe('21');
        expect(await checkout.locator('[name="country"]').inputValue()).toBe(country);
        await fillAddress(checkout, country);
        await expect
          .poll(() => byTestId(salon.page, 'reverse-charge').count(), { timeout: 15_000 })
          .toBe(reverseCharge ? 1 : 0);
        await expectAccessible(salon.page, `partner checkout ${locale}`);
        await byTestId(salon.page, 'place-partner-order').click();
        await payOnDemoPage(salon.page);
        // Back on its own partner order page (in its language's words), paid once the webhook is in.
        await expect
          .poll(() => decodeURIComponent(new URL(salon.page.url()).pathname), { timeout: 20_000 })
          .toMatch(new RegExp(`^${href('partnerOrders', locale)}/VY-`));
        await expect
          .poll(() => byTestId(salon.page, 'partner-order-paid').getAttribute('data-state'), {
            timeout: 20_000,
          })
          .toBe('paid');
        await expectAccessible(salon.page, `partner order ${locale}`);

        await visit(salon.page, href('partnerOrders', locale));
        await expect
          .poll(() => byTestId(salon.page, 'partner-orders').locator('tbody tr').count(), {
            timeout: 15_000,
          })
          .toBe(1);
        const salonToken = await salon.page.evaluate(
          () => JSON.parse(localStorage.getItem('oAuth')!).accessToken as string,
        );
        const partnerOrders = (await (
          await fetch(`${baseUrl}/api/partner/orders`, {
            headers: { authorization: `Bearer ${salonToken}` },
          })
        ).json()) as { data: { number: string; reverseCharge: boolean; paidStatus: string }[] };
        expect(partnerOrders.data).toHaveLength(1);
        expect(partnerOrders.data[0]).toMatchObject({ reverseCharge, paidStatus: 'paid' });

        // 5. A client opens the personal link, signs up, chooses the salon and orders.
        const email = `client.${locale}.${stamp}@example.be`;
        const registered = await fetch(`${baseUrl}/api/users`, {
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
        expect(registered.status).toBe(201);
        const code = personalLink.split('/t/')[1]!;
        await client.page.goto(`/t/${code}?locale=${locale}`);
        await expect
          .poll(() => new URL(client.page.url()).pathname)
          .toBe(href('salonLink', locale, { code }));
        await client.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await byTestId(client.page, 'salon-sign-in').click();
        await expect.poll(() => new URL(client.page.url()).pathname).toBe(href('login', locale));
        await client.page
          .locator(
            '[data-testid="login-form"] [name="email"], [data-testid="login-form"] [name="username"]',
          )
          .first()
          .fill(email);
        await client.page.locator('[data-testid="login-form"] [name="password"]').fill('Secret12');
        await client.page.locator('[data-testid="login-form"] [type="submit"]').click();
        await expect
          .poll(() => new URL(client.page.url()).pathname)
          .toBe(href('salonLink', locale, { code }));
        await byTestId(client.page, 'salon-choose').click();
        await expect.poll(() => byTestId(client.page, 'salon-chosen').count()).toBe(1);

        await visit(
          client.page,
          href('product', locale, { slug: 'black-epigenetic-shield-serum' }),
        );
        await client.page.locator('.product-actions-page [data-action="add-to-cart"]').click();
        await expect
          .poll(() => byTestId(client.page, 'cart-count').getAttribute('data-count'))
          .toBe('1');
        await visit(client.page, href('cartSummary', locale));
        await byTestId(client.page, 'to-delivery').click();
        await expect.poll(() => byTestId(client.page, 'delivery-step').count()).toBe(1);
        const addressForm = byTestId(client.page, 'checkout-address-form');
        if ((await addressForm.count()) === 0) await byTestId(client.page, 'add-address').click();
        await fillAddress(addressForm, 'BE');
        await addressForm.locator('[type="submit"]').click();
        await expect.poll(() => byTestId(client.page, 'address-option').count()).toBeGreaterThan(0);
        await byTestId(client.page, 'to-payment').click();
        await expect.poll(() => byTestId(client.page, 'payment-step').count()).toBe(1);
        await byTestId(client.page, 'place-order').click();
        await payOnDemoPage(client.page);
        await expect
          .poll(() => byTestId(client.page, 'order-result').getAttribute('data-state'), {
            timeout: 20_000,
          })
          .toBe('paid');
        const clientToken = await client.page.evaluate(
          () => JSON.parse(localStorage.getItem('oAuth')!).accessToken as string,
        );
        const clientOrders = (await (
          await fetch(`${baseUrl}/api/orders`, {
            headers: { authorization: `Bearer ${clientToken}` },
          })
        ).json()) as { data: { number: string }[] };
        const number = clientOrders.data[0]!.number;

        // 6. The salon's dashboard shows the client's order (not its own B2B order): name initial and product, no address.
        await visit(salon.page, href('partnerDashboard', locale));
        await expect
          .poll(() => byTestId(salon.page, 'partner-order-count').textContent(), {
            timeout: 15_000,
          })
          .toBe('1');
        const row = salon.page.locator(
          `[data-testid="partner-orders"] tr[data-order-number="${number}"]`,
        );
        await expect.poll(() => row.count()).toBe(1);
        expect(await row.textContent()).toContain('Nora P.');
        expect(await byTestId(salon.page, 'partner-orders').textContent()).not.toContain('Kouter');
        await expectAccessible(salon.page, `partner dashboard after orders ${locale}`);
        expect(manager.problems).toEqual([]);
      } finally {
        await manager.context.close();
        await salon.context.close();
        await client.context.close();
      }
    });
  }
});
