import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  signInViaStorage,
  visit,
} from './support/browser.ts';
import { href, locales, text, type Locale } from './support/site.ts';
import { adminToken, api } from './support/api.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const DAY_MS = 24 * 3600_000;

/** The decoded bodies of the .eml files written for an address, newest first. */
function mailsFor(address: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, 'mail'))
      .filter((f) => f.includes(address))
      .sort()
      .reverse();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dataDir, 'mail', file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(raw, 'latin1').toString('utf8');
  });
}

const BACK_SUBJECT: Record<Locale, string> = {
  nl: 'is terug op voorraad',
  en: 'is back in stock',
  de: 'ist wieder verfügbar',
  fr: 'est de retour en stock',
};

describe('back in stock and birthday coupon journey', () => {
  let browser: Browser;
  let admin: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminToken();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of ['en', 'fr'] as const) {
    it(`out of stock → mail me → confirm → admin restocks → mail arrives; the account shows the birthday coupon (${locale})`, async () => {
      const slug = `e2e-alert-${locale}-${Date.now()}`;
      const product = await api<{ id: string }>(admin, 'POST', '/api/admin/products', {
        slug,
        type: 'serum',
        collection: 'blue',
        skinTypes: ['normal'],
        timing: ['day'],
        priceCents: 2900,
        vatRate: 21,
        stock: 0,
        visible: true,
        translations: {
          nl: { name: `Alarmserum ${locale}` },
          en: { name: `Alert serum ${locale}` },
          de: { name: `Alarmserum ${locale}` },
          fr: { name: `Sérum alerte ${locale}` },
        },
      });
      const { page, problems } = await openPage(browser, baseUrl);
      try {
        // A guest on the out-of-stock product: the button instead of "add to cart".
        await visit(page, href('product', locale, { slug }));
        const form = page.locator('[data-testid="stock-alert-form"]');
        const button = form.locator('button[data-action="stock-alert"]');
        expect(await button.textContent()).toBe(text(locale, 'catalogue', 'stockAlert.button'));
        expect(await page.locator('[data-action="add-to-cart"]').count()).toBe(0);
        await button.click();
        const email = `alert.${locale}.${Date.now()}@example.be`;
        const input = form.locator('input[name="email"]');
        await input.fill('not-an-email');
        await button.click();
        await expect
          .poll(() => form.locator('.field-error').textContent())
          .toBe(text(locale, 'common', 'validation.email'));
        expect(await input.inputValue()).toBe('not-an-email');
        await input.fill(email);
        await button.click();
        await expect
          .poll(() => form.locator('[data-testid="stock-alert-pending"]').textContent(), {
            timeout: 15_000,
          })
          .toBe(text(locale, 'catalogue', 'stockAlert.pending'));
        await expectAccessible(page, `stock alert asked (${locale})`);

        // The double opt-in link from the mail.
        const prefix = href('stockAlertConfirm', locale, { token: 'x' }).replace(/\/x$/, '');
        const linkIn = () => {
          for (const body of mailsFor(email)) {
            const match = new RegExp(`https?://[^/\\s"]+(${prefix}/[A-Za-z0-9_-]+)`).exec(body);
            if (match) return match[1]!;
          }
          return null;
        };
        await expect.poll(linkIn, { timeout: 20_000 }).toBeTruthy();
        await visit(page, linkIn()!);
        const landing = page.locator('[data-testid="stock-alert-landing"]');
        await expect
          .poll(() => landing.getAttribute('data-state'), { timeout: 15_000 })
          .toBe('done');
        expect(await landing.locator('h2').textContent()).toBe(
          text(locale, 'catalogue', 'stockAlert.landing.confirm.title'),
        );
        await expectAccessible(page, `stock alert confirmed (${locale})`);

        // The admin restocks; the back-in-stock mail arrives in the page's language.
        const waiting = await api<{ data: { waiting: number }[] }>(
          admin,
          'GET',
          `/api/admin/stock-alerts?ids=${product.id}`,
        );
        expect(waiting.data[0]?.waiting).toBe(1);
        await api(admin, 'PUT', `/api/admin/products/${product.id}/stock`, { stock: 4 });
        await expect
          .poll(() => mailsFor(email).some((body) => body.includes(BACK_SUBJECT[locale])), {
            timeout: 20_000,
          })
          .toBe(true);

        // A customer registering with birthday deals three days before the birthday.
        const customer = `bday.${locale}.${Date.now()}@example.be`;
        const registered = await fetch(`${baseUrl}/api/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Anna',
            lastName: 'Peeters',
            email: customer,
            password: 'Secret12',
            passwordConfirmation: 'Secret12',
            birthday: `1990-${new Date(Date.now() + 3 * DAY_MS).toISOString().slice(5, 10)}`,
            gender: 'female',
            country: 'BE',
            region: 'Antwerpen',
            newsletter: false,
            birthdayDeals: true,
            privacyAccepted: true,
            locale,
          }),
        });
        expect(registered.status).toBe(201);
        await signInViaStorage(page, baseUrl, customer, 'Secret12');
        await visit(page, href('accountOverview', locale));
        const coupon = page.locator('[data-testid="birthday-coupon"]');
        await coupon.waitFor({ timeout: 15_000 });
        expect(await coupon.getAttribute('data-state')).toBe('usable');
        expect(await coupon.locator('h3').textContent()).toBe(
          text(locale, 'account', 'birthday.title'),
        );
        const code = await coupon.locator('[data-testid="birthday-coupon-code"]').textContent();
        expect(code).toMatch(/^BDAY-[A-Z2-9]{8}$/);
        await expect
          .poll(() => mailsFor(customer).some((body) => body.includes(code!)), { timeout: 20_000 })
          .toBe(true);
        await expectAccessible(page, `account birthday coupon (${locale})`);
        expect(problems).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }

  it('has the back-in-stock and birthday texts in every language', () => {
    for (const locale of locales)
      for (const [namespace, key] of [
        ['catalogue', 'stockAlert.button'],
        ['catalogue', 'stockAlert.pending'],
        ['catalogue', 'stockAlert.landing.confirm.title'],
        ['catalogue', 'stockAlert.landing.withdraw.title'],
        ['account', 'birthday.title'],
        ['account', 'birthday.validUntil'],
        ['common', 'routes.stockAlertConfirm.title'],
      ] as const)
        expect(text(locale, namespace, key), `${locale} ${namespace}:${key}`).toBeTruthy();
  });
});
