import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';
import { href, locales, text } from './support/site.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** The path of the confirmation link in the newest .eml written for an address, once it is there. */
function confirmationPath(address: string, pathPrefix: string): string | null {
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

describe('newsletter journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`footer: invalid e-mail → message, valid → thanks; confirm through the mailed link; unsubscribe through the link (${locale})`, async () => {
      const { page, problems } = await openPage(browser, baseUrl);
      try {
        await visit(page, href('home', locale));
        const form = page.locator('[data-testid="newsletter-form"]');
        const input = form.locator('input[name="email"]');
        await input.fill('not-an-email');
        await form.locator('button[type="submit"]').click();
        await expect
          .poll(() => form.locator('[data-testid="newsletter-error"]').textContent())
          .toBe(text(locale, 'common', 'validation.email'));
        expect(await input.inputValue()).toBe('not-an-email');
        expect(await input.getAttribute('aria-invalid')).toBe('true');
        expect(await form.textContent()).toContain(
          text(locale, 'newsletter', 'form.privacy').replace(/<\/?policy>/g, ''),
        );

        const email = `news.${locale}.${Date.now()}@example.be`;
        await input.fill(email);
        await form.locator('button[type="submit"]').click();
        await expect
          .poll(() => form.locator('[data-testid="newsletter-thanks"]').textContent(), {
            timeout: 15_000,
          })
          .toContain(text(locale, 'newsletter', 'form.thanks'));
        expect(await form.locator('[data-testid="newsletter-error"]').count()).toBe(0);
        await expectAccessible(page, `footer newsletter thanks (${locale})`);

        // The confirmation mail, in the subscriber's language, written by the mail adapter.
        const confirmPrefix = href('newsletterConfirm', locale, { token: 'x' }).replace(/\/x$/, '');
        const path = await expect
          .poll(() => confirmationPath(email, confirmPrefix), { timeout: 20_000 })
          .toBeTruthy()
          .then(() => confirmationPath(email, confirmPrefix)!);
        await visit(page, path);
        const confirm = page.locator('[data-testid="newsletter-confirm"]');
        await expect
          .poll(() => confirm.getAttribute('data-state'), { timeout: 15_000 })
          .toBe('confirmed');
        expect(await confirm.locator('h2').textContent()).toBe(
          text(locale, 'newsletter', 'confirm.success'),
        );
        expect(await page.locator('h1').textContent()).toBe(
          text(locale, 'common', 'routes.newsletterConfirm.title'),
        );
        await expectAccessible(page, `newsletter confirmed (${locale})`);
        const status = await (
          await fetch(`${baseUrl}/api/admin/newsletter-subscribers?q=${encodeURIComponent(email)}`)
        ).status;
        expect(status).toBe(401);

        // A second click on the same link: already confirmed, in the page's language.
        await visit(page, path);
        await expect
          .poll(() => confirm.getAttribute('data-state'), { timeout: 15_000 })
          .toBe('already-confirmed');
        expect(await confirm.locator('h2').textContent()).toBe(
          text(locale, 'newsletter', 'confirm.already'),
        );

        await page.locator('[data-testid="newsletter-unsubscribe-link"]').click();
        const unsubscribe = page.locator('[data-testid="newsletter-unsubscribe"]');
        await expect
          .poll(() => unsubscribe.getAttribute('data-state'), { timeout: 15_000 })
          .toBe('ask');
        expect(
          new URL(page.url()).pathname.startsWith(
            href('newsletterUnsubscribe', locale, { token: 'x' }).replace(/\/x$/, ''),
          ),
        ).toBe(true);
        await unsubscribe.locator('button').click();
        await expect
          .poll(() => unsubscribe.getAttribute('data-state'), { timeout: 15_000 })
          .toBe('done');
        expect(await unsubscribe.locator('h2').textContent()).toBe(
          text(locale, 'newsletter', 'unsubscribe.success'),
        );
        await expectAccessible(page, `newsletter unsubscribed (${locale})`);

        // The used confirmation link now says it is no longer valid.
        await visit(page, path);
        await expect
          .poll(
            () => page.locator('[data-testid="newsletter-confirm"]').getAttribute('data-state'),
            { timeout: 15_000 },
          )
          .toBe('invalid');
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
  }
});
