import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';
import { href, locales, text, type Locale } from './support/site.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

type StoredAuth = {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
  expiresIn: number;
  expiresAt: number;
};
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('oAuth') ?? 'null') as StoredAuth | null);
const field = (page: Page, form: string, name: string) =>
  page.locator(`[data-testid="${form}"] [name="${name}"]`);

/** The newest password-reset .eml the mail adapter wrote for an address, decoded enough to read links. */
function latestMail(address: string): string | null {
  const dir = join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.includes(address))
      .sort();
  } catch {
    return null;
  }
  // The newest mail with a reset link (a registration may also have sent a newsletter confirmation).
  for (const file of files.reverse()) {
    const raw = readFileSync(join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    const text = Buffer.from(raw, 'latin1').toString('utf8');
    if (text.includes('/password/reset/')) return text;
  }
  return null;
}

async function fillRegistration(page: Page, email: string): Promise<void> {
  await field(page, 'register-form', 'firstName').fill('Noor');
  await field(page, 'register-form', 'lastName').fill('Verbeke');
  await field(page, 'register-form', 'email').fill(email);
  await field(page, 'register-form', 'password').fill('Secret12');
  await field(page, 'register-form', 'passwordConfirmation').fill('Secret12');
  await page.locator('[data-testid="register-form"] [name="privacyAccepted"]').check();
}

describe('identity journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('register → log in → reload stays signed in → expiry refreshes silently → log out', async () => {
    const watched = await openPage(browser, baseUrl);
    const { page } = watched;
    const email = `noor.${Date.now()}@example.be`;
    try {
      await visit(page, href('register', 'nl'));
      await fillRegistration(page, email);
      await page.locator('[data-testid="register-form"] [type="submit"]').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(href('accountOverview', 'nl'));
      await expect
        .poll(() => page.locator('[data-testid="account-greeting"]').first().textContent())
        .toContain('Noor');

      // Sign out, then log in through the form.
      await page.locator('[data-testid="sign-out"]').first().click();
      await expect.poll(() => stored(page)).toBeNull();
      await visit(page, href('login', 'nl'));
      await field(page, 'login-form', 'username')
        .or(field(page, 'login-form', 'email'))
        .first()
        .fill(email);
      await field(page, 'login-form', 'password').fill('Secret12');
      await page.locator('[data-testid="login-form"] [type="submit"]').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(href('accountOverview', 'nl'));
      const first = await stored(page);
      expect(first?.tokenType).toBe('Bearer');
      expect(first!.expiresAt - Date.now()).toBeGreaterThan(800_000);

      // A reload keeps the session.
      await page.reload();
      await expect
        .poll(() => page.locator('.header-account').first().getAttribute('data-session'))
        .toBe('signed-in');

      // The access token is no longer accepted: the next call gets a 401, one refresh runs and the call is retried.
      await page.evaluate(
        (s) =>
          localStorage.setItem(
            'oAuth',
            JSON.stringify({ ...s, accessToken: `${s.accessToken.slice(0, -4)}AAAA` }),
          ),
        first!,
      );
      await visit(page, href('accountDetails', 'nl'));
      await expect
        .poll(async () => (await stored(page))?.refreshToken)
        .not.toBe(first!.refreshToken);
      await expect
        .poll(() => field(page, 'personal-details-form', 'firstName').inputValue())
        .toBe('Noor');
      const second = await stored(page);

      // Inside the last minute before expiry, the client refreshes at once by itself.
      await page.evaluate(
        (s) =>
          localStorage.setItem('oAuth', JSON.stringify({ ...s, expiresAt: Date.now() + 20_000 })),
        second!,
      );
      await page.reload();
      await expect
        .poll(async () => (await stored(page))?.refreshToken, { timeout: 10_000 })
        .not.toBe(second!.refreshToken);
      await expect
        .poll(async () => ((await stored(page))?.expiresAt ?? 0) - Date.now())
        .toBeGreaterThan(800_000);

      // Log out: revoked on the server, cleared in the browser.
      const beforeLogout = await stored(page);
      await page.locator('[data-testid="sign-out"]').first().click();
      await expect.poll(() => stored(page)).toBeNull();
      const refresh = await fetch(`${baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: beforeLogout!.refreshToken,
          client_id: 'storefront',
          client_secret: 'storefront-dev-secret',
        }),
      });
      expect(refresh.status).toBe(400);
      expect(watched.problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });

  it('forgot password → the mail the adapter wrote → reset → log in with the new password', async () => {
    const watched = await openPage(browser, baseUrl);
    const { page } = watched;
    const email = `reset.${Date.now()}@example.be`;
    try {
      await visit(page, href('register', 'fr'));
      await fillRegistration(page, email);
      await page.locator('[data-testid="register-form"] [type="submit"]').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(href('accountOverview', 'fr'));
      await page.locator('[data-testid="sign-out"]').first().click();
      await expect.poll(() => stored(page)).toBeNull();

      await visit(page, href('forgotPassword', 'fr'));
      await page.locator('[data-testid="forgot-password-form"] [name="email"]').fill(email);
      await page.locator('[data-testid="forgot-password-form"] [type="submit"]').click();
      await expect
        .poll(() => page.locator('[data-testid="forgot-password-sent"]').count())
        .toBeGreaterThan(0);

      const mail = await expect
        .poll(() => latestMail(email), { timeout: 15_000 })
        .toBeTruthy()
        .then(() => latestMail(email)!);
      const link = /https?:\/\/[^\s"<]+\/password\/reset\/[\w-]+/.exec(mail)?.[0];
      expect(link).toBeDefined();
      expect(mail).toContain(
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
      );
      const path = new URL(link!).pathname;
      expect(path.startsWith('/fr/password/reset/')).toBe(true);

      await visit(page, path);
      await expectAccessible(page, 'password reset fr');
      await page.locator('[data-testid="password-reset-form"] [name="password"]').fill('Nouveau9');
      await page
        .locator('[data-testid="password-reset-form"] [name="passwordConfirmation"]')
        .fill('Nouveau9');
      await page.locator('[data-testid="password-reset-form"] [type="submit"]').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(href('login', 'fr'));
      await expect
        .poll(() => page.locator('body').textContent())
        .toContain(text('fr', 'common', 'notices.passwordReset'));

      await field(page, 'login-form', 'username')
        .or(field(page, 'login-form', 'email'))
        .first()
        .fill(email);
      await field(page, 'login-form', 'password').fill('Secret12');
      await page.locator('[data-testid="login-form"] [type="submit"]').click();
      await expect
        .poll(() => page.locator('.form-summary').first().textContent())
        .toContain(text('fr', 'common', 'formErrors.invalidCredentials'));
      expect(await field(page, 'login-form', 'password').inputValue()).toBe('Secret12');
      await field(page, 'login-form', 'password').fill('Nouveau9');
      await page.locator('[data-testid="login-form"] [type="submit"]').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(href('accountOverview', 'fr'));
    } finally {
      await watched.context.close();
    }
  });

  for (const locale of locales) {
    it(`shows every registration validation message in ${locale} and keeps what was typed`, async () => {
      const watched = await openPage(browser, baseUrl);
      const { page } = watched;
      const t = (key: string) => text(locale as Locale, 'common', key);
      try {
        await visit(page, href('register', locale));
        await page.locator('[data-testid="register-form"] [type="submit"]').click();
        await expect
          .poll(() => page.locator('.form-summary').first().textContent())
          .toContain(t('formErrors.emptyFields'));
        expect(await page.locator('.field-error').allTextContents()).toContain(
          t('validation.required'),
        );
        await expectAccessible(page, `register errors ${locale}`);

        const errorsFor = async () =>
          (await page.locator('.field-error').allTextContents()).join(' | ');
        await field(page, 'register-form', 'firstName').fill('Noor');
        await field(page, 'register-form', 'lastName').fill('Verbeke');
        await field(page, 'register-form', 'email').fill('not-an-email');
        await page.locator('[data-testid="register-form"] [type="submit"]').click();
        await expect.poll(errorsFor).toContain(t('validation.email'));

        for (const [password, key] of [
          ['Ab1', 'validation.passwordTooShort'],
          ['secret12', 'validation.passwordUppercase'],
          ['SECRET12', 'validation.passwordLowercase'],
          ['Secretab', 'validation.passwordDigit'],
        ] as const) {
          await field(page, 'register-form', 'password').fill(password);
          await page.locator('[data-testid="register-form"] [type="submit"]').click();
          await expect.poll(errorsFor, { message: `${locale} ${key}` }).toContain(t(key));
        }
        await field(page, 'register-form', 'email').fill('customer@demo.test');
        await field(page, 'register-form', 'password').fill('Secret12');
        await field(page, 'register-form', 'passwordConfirmation').fill('Secret13');
        await page.locator('[data-testid="register-form"] [type="submit"]').click();
        await expect.poll(errorsFor).toContain(t('validation.passwordMismatch'));
        await expect.poll(errorsFor).toContain(t('validation.privacyRequired'));

        // The server's answer for a taken e-mail lands on the field; nothing typed is lost.
        await field(page, 'register-form', 'passwordConfirmation').fill('Secret12');
        await page.locator('[data-testid="register-form"] [name="privacyAccepted"]').check();
        await page.locator('[data-testid="register-form"] [type="submit"]').click();
        await expect.poll(errorsFor).toContain(t('validation.emailTaken'));
        expect(await field(page, 'register-form', 'firstName').inputValue()).toBe('Noor');
        expect(await field(page, 'register-form', 'email').inputValue()).toBe('customer@demo.test');

        // Login with wrong credentials.
        await visit(page, href('login', locale));
        await field(page, 'login-form', 'username')
          .or(field(page, 'login-form', 'email'))
          .first()
          .fill('customer@demo.test');
        await field(page, 'login-form', 'password').fill('Wrong123');
        await page.locator('[data-testid="login-form"] [type="submit"]').click();
        await expect
          .poll(() => page.locator('.form-summary').first().textContent())
          .toContain(t('formErrors.invalidCredentials'));
        await expectAccessible(page, `login error ${locale}`);
      } finally {
        await watched.context.close();
      }
    });
  }
});
