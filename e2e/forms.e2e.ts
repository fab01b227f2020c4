import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';
import { href, locales, text } from './support/site.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** The .eml files written for one recipient (the e2e server has no SMTP server, it writes files). */
function mailsTo(address: string): string[] {
  try {
    return readdirSync(join(dataDir, 'mail'))
      .filter((f) => f.endsWith('.eml') && f.includes(address))
      .map((f) => readFileSync(join(dataDir, 'mail', f), 'utf8'));
  } catch {
    return [];
  }
}

async function fill(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values))
    await form.locator(`[name="${name}"]`).fill(value);
}

async function expectValues(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values))
    expect(await form.locator(`[name="${name}"]`).inputValue(), name).toBe(value);
}

describe('contact and partner forms journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`contact form: privacy consent missing, then an address the server refuses, then sent (${locale})`, async () => {
      const { page, problems } = await openPage(browser, baseUrl);
      try {
        await visit(page, href('contact', locale));
        const form = page.locator('[data-testid="contact-form"]');
        await form.waitFor({ timeout: 15_000 });
        const email = `contact.${locale}.${Date.now()}@example.be`;
        const values = {
          firstName: 'Eva',
          lastName: 'Maes',
          email,
          phone: '+32 470 11 22 33',
          question: `Welke serum past bij mijn huid? (${locale})`,
        };
        await fill(form, values);
        await form.locator('input[name="subject"][value="usage"]').check();
        await form.locator('input[name="newsletter"]').check();
        await form.locator('button[type="submit"]').click();

        // The consent message, and everything typed is still there.
        const consent = text(locale, 'common', 'validation.privacyRequired');
        await expect.poll(() => form.locator('.field-error').allTextContents()).toEqual([consent]);
        await expect
          .poll(() => page.locator('.form-summary').textContent())
          .toContain(text(locale, 'common', 'formErrors.invalidFields'));
        await expectValues(form, values);
        expect(await form.locator('input[name="subject"][value="usage"]').isChecked()).toBe(true);
        expect(await form.locator('input[name="newsletter"]').isChecked()).toBe(true);
        await expectAccessible(page, `contact form with an error (${locale})`);

        // An address only the server refuses (one-letter top-level domain): its problem details come back as the translated field message.
        await form.locator('input[name="privacyAccepted"]').check();
        await form.locator('[name="email"]').fill('eva@maes.b');
        await form.locator('button[type="submit"]').click();
        await expect
          .poll(() => form.locator('.field-error').allTextContents(), { timeout: 10_000 })
          .toEqual([text(locale, 'common', 'validation.email')]);
        await expectValues(form, { ...values, email: 'eva@maes.b' });
        expect(await form.locator('input[name="privacyAccepted"]').isChecked()).toBe(true);

        await form.locator('[name="email"]').fill(email);
        await form.locator('button[type="submit"]').click();
        const sent = page.locator('[data-testid="contact-sent"]');
        await expect
          .poll(() => sent.locator('h2').textContent(), { timeout: 15_000 })
          .toBe(text(locale, 'contact', 'sent.title'));
        expect(await sent.textContent()).toContain(email);
        await expectAccessible(page, `contact form sent (${locale})`);

        // The copy reaches the sender, in the page's language.
        await expect
          .poll(() => mailsTo(email).length, { timeout: 20_000 })
          .toBeGreaterThanOrEqual(1);
        expect(
          mailsTo(email).some(
            (raw) => raw.includes(`lang="${locale}"`) || raw.includes(`lang=3D"${locale}"`),
          ),
        ).toBe(true);
        // The browser logs the one refused request (the 400 with the e-mail problem); nothing else.
        expect(
          problems.filter(
            (p) => !p.includes('favicon') && !p.includes('status of 400 (Bad Request)'),
          ),
        ).toEqual([]);
        expect(problems.filter((p) => p.includes('status of 400'))).toHaveLength(1);
      } finally {
        await page.context().close();
      }
    });

    it(`partner form: privacy consent missing first, then sent (${locale})`, async () => {
      const { page, problems } = await openPage(browser, baseUrl);
      try {
        await visit(page, href('becomingPartner', locale));
        const form = page.locator('[data-testid="partner-form"]');
        await form.waitFor({ timeout: 15_000 });
        const email = `partner.${locale}.${Date.now()}@salon.example`;
        const values = {
          company: `Salon Lumière ${locale}`,
          street: 'Kerkstraat',
          houseNumber: '7',
          postalCode: '9000',
          city: 'Gent',
          website: 'https://lumiere.example',
          vatNumber: 'BE0123456789',
          firstName: 'Nora',
          lastName: 'Peeters',
          email,
          phone: '+32 9 222 33 44',
          howFound: 'Beurs in Antwerpen',
        };
        await fill(form, values);
        // A salon in Gent: Belgium (the German form starts on Germany, where 9000 is no postcode).
        await form.locator('[name="country"]').selectOption('BE');
        await form.locator('button[type="submit"]').click();

        const consent = text(locale, 'common', 'validation.privacyRequired');
        await expect.poll(() => form.locator('.field-error').allTextContents()).toEqual([consent]);
        await expectValues(form, values);
        await expectAccessible(page, `partner form with an error (${locale})`);

        await form.locator('input[name="privacyAccepted"]').check();
        await form.locator('button[type="submit"]').click();
        const sent = page.locator('[data-testid="partner-sent"]');
        await expect
          .poll(() => sent.locator('h2').textContent(), { timeout: 15_000 })
          .toBe(text(locale, 'partner', 'sent.title'));
        expect(await sent.textContent()).toContain(email);
        await expectAccessible(page, `partner form sent (${locale})`);
        await expect
          .poll(() => mailsTo(email).length, { timeout: 20_000 })
          .toBeGreaterThanOrEqual(1);
        expect(problems.filter((p) => !p.includes('favicon'))).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});
