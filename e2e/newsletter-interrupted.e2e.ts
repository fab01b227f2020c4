import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../backoffice/src/i18n/en.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { adminToken } from './support/api.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

type Messages = Record<string, unknown>;
/** The admin demo account reads the back-office in English. */
const t = (key: string, values: Record<string, string | number> = {}): string => {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], en as Messages);
  if (typeof value !== 'string') throw new Error(`no back-office text ${key}`);
  return value.replace(/%\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? ''));
};

const mailsTo = (address: string): string[] => {
  try {
    return readdirSync(join(dataDir, 'mail')).filter((f) => f.includes(address));
  } catch {
    return [];
  }
};

/**
 * The campaign screen after a worker crash: the progress shows the interrupted delivery, explains
 * it, and the admin's "resend to the interrupted" mails exactly that subscriber, once. (The crash
 * itself is tested against real processes in backend/test/newsletter-interrupted.e2e-spec.ts; here
 * the database holds what such a crash leaves.)
 */
describe('back-office: a campaign interrupted by a crash', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the interrupted count and resends to exactly the interrupted subscriber, once', async () => {
    const token = await adminToken();
    const subject = `Interrupted ${Date.now().toString(36)}`;
    const created = await fetch(`${baseUrl}/api/admin/newsletter-campaigns`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'en', subject, bodyHtml: `<p>${subject}</p>` }),
    });
    expect(created.status).toBe(201);
    const campaignId = ((await created.json()) as { id: string }).id;

    const suffix = randomBytes(4).toString('hex');
    const reached = `reached-${suffix}@example.be`;
    const cutOff = `cut-off-${suffix}@example.be`;
    const db = new Database(join(dataDir, 'shop.sqlite'));
    db.pragma('busy_timeout = 5000');
    try {
      const insertSubscriber = db.prepare(
        `INSERT INTO "newsletter_subscriber" ("id", "email", "locale", "status", "source", "unsubscribeToken", "confirmedAt")
         VALUES (?, ?, 'en', 'confirmed', 'footer', ?, ?)`,
      );
      const insertDelivery = db.prepare(
        `INSERT INTO "newsletter_delivery" ("campaignId", "subscriberId", "state", "attempts", "lastError")
         VALUES (?, ?, ?, 1, NULL)`,
      );
      for (const [email, state] of [
        [reached, 'sent'],
        [cutOff, 'interrupted'],
      ] as const) {
        const id = randomUUID();
        insertSubscriber.run(id, email, randomBytes(24).toString('base64url'), Date.now());
        insertDelivery.run(campaignId, id, state);
      }
      db.prepare(
        `UPDATE "newsletter_campaign" SET "status" = 'sent', "startedAt" = ?, "finishedAt" = ? WHERE "id" = ?`,
      ).run(Date.now() - 60_000, Date.now() - 30_000, campaignId);
    } finally {
      db.close();
    }

    const { page, context, problems } = await openPage(browser, baseUrl);
    try {
      await page.goto('/admin/', { waitUntil: 'load' });
      await page.locator('input[name="username"]').fill('admin@demo.test');
      await page.locator('input[name="password"]').fill('Demo1234');
      await page.locator('button[type="submit"]').click();
      await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 30_000 });
      await page.goto(`/admin/newsletter-campaigns/${campaignId}`, { waitUntil: 'load' });

      const progress = page.locator('[data-testid="newsletter-progress"]');
      await progress.waitFor({ timeout: 20_000 });
      const counts = (values: Record<string, number>) =>
        t('newsletter.progress.counts', { skipped: 0, failed: 0, pending: 0, total: 2, ...values });
      await expect
        .poll(() => progress.textContent())
        .toContain(counts({ sent: 1, interrupted: 1 }));
      expect(await page.locator('[data-testid="newsletter-interrupted"]').textContent()).toBe(
        t('newsletter.progress.interrupted_help'),
      );
      const resend = page.locator('[data-testid="newsletter-resend-interrupted"]');
      expect(await resend.textContent()).toBe(
        t('newsletter.actions.resend_interrupted', { count: 1 }),
      );
      expect(mailsTo(cutOff)).toEqual([]);

      await resend.click();
      await page.getByText(t('newsletter.confirm_resend.title')).waitFor();
      await page.locator('button.ra-confirm').click();

      await expect.poll(() => mailsTo(cutOff).length, { timeout: 30_000 }).toBe(1);
      await expect
        .poll(() => progress.textContent(), { timeout: 30_000 })
        .toContain(counts({ sent: 2, interrupted: 0 }));
      await expect.poll(() => resend.count()).toBe(0);
      expect(await page.locator('[data-testid="newsletter-interrupted"]').count()).toBe(0);
      // Exactly the interrupted one: the subscriber who had it is not mailed again.
      expect(mailsTo(reached)).toEqual([]);
      expect(mailsTo(cutOff)).toHaveLength(1);

      // Once: the API refuses a second resend with a translated reason.
      const again = await fetch(
        `${baseUrl}/api/admin/newsletter-campaigns/${campaignId}/resend-interrupted`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        },
      );
      expect(again.status).toBe(409);
      expect(((await again.json()) as { code: string }).code).toBe('NEWSLETTER_NOTHING_TO_RESEND');
      expect(t('newsletter.errors.NEWSLETTER_NOTHING_TO_RESEND')).not.toBe('');
      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
