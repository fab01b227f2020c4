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
import { href, locales, text } from './support/site.ts';
import { requestToken } from './support/api.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** The path of a link starting with `pathPrefix` in the newest .eml written for an address. */
function linkPath(address: string, pathPrefix: string): string | null {
  const dir = join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.includes(address))
      .sort()
      .reverse();
  } catch {
    return null;
  }
  for (const file of files) {
    const raw = readFileSync(join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    const body = Buffer.from(raw, 'latin1').toString('utf8');
    const match = new RegExp(
      `https?://[^/\\s"]+(${pathPrefix.replace(/[/]/g, '\\/')}/[A-Za-z0-9_-]+)`,
    ).exec(body);
    if (match) return match[1]!;
  }
  return null;
}

const signInStatus = async (username: string, password: string) =>
  (await requestToken(username, password)).status;

describe('e-mail change journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`asks in the account, confirms from the new mailbox, undoes from the old one (${locale})`, async () => {
      const stamp = Date.now();
      const oldEmail = `change.${locale}.${stamp}@example.be`;
      const newEmail = `moved.${locale}.${stamp}@example.be`;
      const registered = await fetch(`${baseUrl}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Eline',
          lastName: 'Maes',
          email: oldEmail,
          password: 'Secret12',
          passwordConfirmation: 'Secret12',
          country: 'BE',
          privacyAccepted: true,
          locale,
        }),
      });
      expect(registered.status).toBe(201);
      const { page, problems } = await openPage(browser, baseUrl);
      try {
        await signInViaStorage(page, baseUrl, oldEmail, 'Secret12');
        await visit(page, href('accountDetails', locale));
        const form = page.locator('[data-testid="email-form"]');
        await form.locator('[name="email"]').fill(newEmail);
        await form.locator('[name="currentPassword"]').fill('Secret12');
        await form.locator('button[type="submit"]').click();
        const pending = text(locale, 'account', 'details.email.pending')
          .replace('{{email}}', newEmail)
          .replace('{{current}}', oldEmail);
        await expect
          .poll(() => form.locator('.form-saved').textContent(), { timeout: 15_000 })
          .toBe(pending);
        // Nothing changed yet: the page still names the old address.
        expect(await form.textContent()).toContain(oldEmail);
        expect(await signInStatus(newEmail, 'Secret12')).toBe(400);

        const confirmPrefix = href('emailChangeConfirm', locale, { token: 'x' }).replace(
          /\/x$/,
          '',
        );
        const undoPrefix = href('emailChangeUndo', locale, { token: 'x' }).replace(/\/x$/, '');
        const confirmPath = await expect
          .poll(() => linkPath(newEmail, confirmPrefix), { timeout: 20_000 })
          .toBeTruthy()
          .then(() => linkPath(newEmail, confirmPrefix)!);
        const undoPath = await expect
          .poll(() => linkPath(oldEmail, undoPrefix), { timeout: 20_000 })
          .toBeTruthy()
          .then(() => linkPath(oldEmail, undoPrefix)!);

        // The token pages send no referrer.
        const confirmPage = await page.goto(confirmPath);
        expect(confirmPage?.headers()['referrer-policy']).toBe('no-referrer');
        const confirm = page.locator('[data-testid="email-change-confirm"]');
        await expect
          .poll(() => confirm.getAttribute('data-state'), { timeout: 15_000 })
          .toBe('done');
        expect(await confirm.locator('h2').textContent()).toBe(
          text(locale, 'account', 'emailChange.confirm.success'),
        );
        expect(await page.locator('h1').textContent()).toBe(
          text(locale, 'common', 'routes.emailChangeConfirm.title'),
        );
        await expectAccessible(page, `e-mail change confirmed (${locale})`);
        expect(await signInStatus(newEmail, 'Secret12')).toBe(200);

        const undoPage = await page.goto(undoPath);
        expect(undoPage?.headers()['referrer-policy']).toBe('no-referrer');
        const undo = page.locator('[data-testid="email-change-undo"]');
        await expect.poll(() => undo.getAttribute('data-state'), { timeout: 15_000 }).toBe('done');
        expect(await undo.locator('h2').textContent()).toBe(
          text(locale, 'account', 'emailChange.undo.success'),
        );
        expect(await undo.textContent()).toContain(oldEmail);
        await expectAccessible(page, `e-mail change undone (${locale})`);
        expect(await signInStatus(oldEmail, 'Secret12')).toBe(200);
        expect(await signInStatus(newEmail, 'Secret12')).toBe(400);

        // A used link says so.
        await visit(page, confirmPath);
        await expect
          .poll(() => confirm.getAttribute('data-state'), { timeout: 15_000 })
          .toBe('invalid');
        expect(
          problems.filter(
            (p) =>
              !p.includes('favicon') &&
              !p.includes('status of 400 (Bad Request)') &&
              !p.includes('status of 401 (Unauthorized)'),
          ),
        ).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});
