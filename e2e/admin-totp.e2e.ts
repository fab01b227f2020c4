// Staff security (issue 20): an admin sets up two-factor sign-in in the back-office (QR code, first
// code, ten recovery codes shown once) and then signs in with the password and a TOTP code computed
// here with otplib, in two back-office languages, with an accessibility check on each screen.
import { generateSync } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../backoffice/src/i18n/de.ts';
import en from '../backoffice/src/i18n/en.ts';
import fr from '../backoffice/src/i18n/fr.ts';
import nl from '../backoffice/src/i18n/nl.ts';
import { expectAccessible, launchBrowser, openPage } from './support/browser.ts';
import { accessToken } from './support/api.ts';

const baseUrl = inject('baseUrl');
const MESSAGES = { nl, en, de, fr } as const;
type Locale = keyof typeof MESSAGES;
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** A back-office text as the user sees it in that language. */
function t(locale: Locale, key: string): string {
  let value: unknown = MESSAGES[locale];
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No back-office text ${key} in ${locale}`);
  return value;
}

/** The authenticator app: the code of the period `steps` from now (a code is accepted once). */
const codeAt = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A new admin account of its own (the demo admin stays without two-factor for the other journeys). */
async function newAdmin(locale: Locale): Promise<string> {
  const email = `totp.${locale}.${Date.now()}@example.be`;
  const registered = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Lena',
      lastName: 'Claes',
      email,
      password: 'Secret12',
      passwordConfirmation: 'Secret12',
      country: 'BE',
      privacyAccepted: true,
      locale,
    }),
  });
  expect(registered.status).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  const promoted = await fetch(`${baseUrl}/api/admin/users/${id}`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await accessToken('admin@demo.test', { client: 'backoffice' })}`,
    },
    body: JSON.stringify({ role: 'admin' }),
  });
  expect(promoted.status).toBe(200);
  return email;
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill('Secret12');
  await page.locator('button[type="submit"]').click();
}

describe('admin signs in with TOTP', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['fr', 'de'] as const)(
    'enrols two-factor sign-in and signs in with a code (%s)',
    async (locale) => {
      const email = await newAdmin(locale);
      const { page, context, problems } = await openPage(browser, baseUrl);
      // The back-office's chosen language (react-admin's store), before its first render.
      await context.addInitScript(
        (value) => localStorage.setItem('RaStore.locale', JSON.stringify(value)),
        locale,
      );

      // 1. Sign in with the password (STAFF_MFA is optional outside production) and open the set-up.
      await page.goto('/admin/login', { waitUntil: 'load' });
      await expect
        .poll(() => page.locator('h1').textContent())
        .toBe(t(locale, 'vyrelle.login.title'));
      await expectAccessible(page, `back-office sign-in (${locale})`);
      await signInWithPassword(page, email);
      await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: t(locale, 'ra.auth.user_menu') }).click();
      await byTestId(page, 'menu-two-factor').click();
      await byTestId(page, 'two-factor-page').waitFor();
      await expect
        .poll(() => byTestId(page, 'two-factor-page').locator('h1').textContent())
        .toBe(t(locale, 'twoFactor.title'));
      await expect.poll(() => page.getByText(t(locale, 'twoFactor.off')).count()).toBe(1);
      await expectAccessible(page, `two-factor sign-in, off (${locale})`);

      // 2. The QR code and the key; a wrong first code is refused with a translated field error.
      await byTestId(page, 'two-factor-start').click();
      await byTestId(page, 'two-factor-qr').waitFor();
      expect(await byTestId(page, 'two-factor-qr').getAttribute('src')).toMatch(
        /^data:image\/svg\+xml;base64,/,
      );
      await expectAccessible(page, `two-factor set-up with its QR code (${locale})`);
      const secret = (await byTestId(page, 'two-factor-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const codeField = page.locator('input[name="code"]');
      await codeField.fill('000000');
      await byTestId(page, 'two-factor-confirm').click();
      await expect
        .poll(() => page.getByText(t(locale, 'validation.mfaCodeInvalid')).count(), {
          timeout: 15_000,
        })
        .toBe(1);
      expect(await codeField.inputValue()).toBe('000000');

      // 3. The right code: ten recovery codes, shown once.
      await codeField.fill(codeAt(secret));
      await byTestId(page, 'two-factor-confirm').click();
      await byTestId(page, 'two-factor-codes').waitFor();
      await expect.poll(() => byTestId(page, 'recovery-code').count()).toBe(10);
      await expectAccessible(page, `two-factor recovery codes (${locale})`);
      await byTestId(page, 'two-factor-proceed').click();
      await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 30_000 });

      // 4. Signed out, the next sign-in asks for the code after the password, in the same form.
      await page.evaluate(() => localStorage.removeItem('vyrelle.admin.oAuth'));
      await page.goto('/admin/login', { waitUntil: 'load' });
      await signInWithPassword(page, email);
      const otp = page.locator('input[name="otp"]');
      await otp.waitFor();
      await expect
        .poll(() =>
          page
            .locator('label[for]')
            .filter({ hasText: t(locale, 'vyrelle.login.code') })
            .count(),
        )
        .toBe(1);
      expect(await page.locator('input[name="username"]').inputValue()).toBe(email);
      await expectAccessible(page, `back-office sign-in, code step (${locale})`);
      await otp.fill('123456');
      await page.locator('button[type="submit"]').click();
      // The notice comes after a password hash on a busy machine: more than the default second.
      await expect
        .poll(() => page.getByText(t(locale, 'vyrelle.auth.code_invalid')).count(), {
          timeout: 15_000,
        })
        .toBeGreaterThan(0);
      await otp.fill(codeAt(secret, 1));
      await page.locator('button[type="submit"]').click();
      await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 30_000 });
      await expectAccessible(page, `dashboard after two-factor sign-in (${locale})`);
      // The refused codes above answered 400 (token endpoint) and 422 (set-up): nothing else failed.
      expect(problems.filter((p) => !/status of (400|422)\b/.test(p))).toEqual([]);
      await context.close();
    },
  );

  it('has the code step in every back-office language', () => {
    const keys = ['vyrelle.login.code', 'vyrelle.login.recoveryCode', 'vyrelle.auth.code_required'];
    for (const key of keys) {
      const texts = (['nl', 'en', 'de', 'fr'] as const).map((locale) => t(locale, key));
      expect(new Set(texts).size, key).toBe(4);
    }
  });
});
