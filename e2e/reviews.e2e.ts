import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  signInViaStorage,
  visit,
} from './support/browser.ts';
import { href, locales, text, type Locale } from './support/site.ts';
import { signInTokens } from './support/api.ts';

const baseUrl = inject('baseUrl');

/** One product per language, none with a demo review, so each journey starts from an empty own review. */
const PRODUCT: Record<Locale, string> = {
  nl: 'blue-gentle-exfoliant',
  en: 'blue-probiotic-face-mist',
  de: 'blue-purifying-clay-mask',
  fr: 'blue-calming-night-lotion',
};

async function register(locale: Locale): Promise<string> {
  const email = `reviewer.${locale}.${Date.now()}@example.be`;
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Mira',
      lastName: 'Claes',
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

async function pendingReviewOf(
  productId: string,
  token: string,
): Promise<{ id: string; title: string }> {
  const res = await fetch(`${baseUrl}/api/admin/reviews?productId=${productId}&status=pending`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { id: string; title: string }[] };
  expect(body.data).toHaveLength(1);
  return body.data[0]!;
}

/**
 * Approves in the back-office: the admin's session is stored the way the back-office stores it
 * after its login form (that form has its own journey in admin-commerce), then the Reviews menu
 * opens the queue, the review's detail is opened and Approve pressed.
 */
async function approveInBackOffice(
  page: Page,
  reviewId: string,
  token: { access_token: string; refresh_token: string; expires_in: number },
): Promise<void> {
  await page.goto('/api/health');
  const session = {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    tokenType: 'Bearer',
    expiresIn: token.expires_in,
    expiresAt: Date.now() + token.expires_in * 1000,
  };
  await page.evaluate(
    (value) => localStorage.setItem('vyrelle.admin.oAuth', value),
    JSON.stringify(session),
  );
  await page.goto('/admin/', { waitUntil: 'load' });
  const menu = page.locator('a[href="/admin/reviews"]').first();
  await menu.waitFor({ timeout: 20_000 });
  await menu.click();
  await page
    .locator('[data-testid="review-status"][data-status="pending"]')
    .first()
    .waitFor({ timeout: 15_000 });
  await page.goto(`/admin/reviews/${reviewId}/show`, { waitUntil: 'load' });
  await page.locator('[data-testid="review-approve"]').click();
  await expect
    .poll(() => page.locator('[data-testid="review-status"]').getAttribute('data-status'), {
      timeout: 10_000,
    })
    .toBe('approved');
}

describe('reviews journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`post a review with a validation error first → pending → approved by an admin → on the product page (${locale})`, async () => {
      const email = await register(locale);
      const slug = PRODUCT[locale];
      const product = (await (
        await fetch(`${baseUrl}/api/products/${slug}?locale=${locale}`)
      ).json()) as { id: string };
      const { page, problems } = await openPage(browser, baseUrl);
      try {
        await signInViaStorage(page, baseUrl, email, 'Secret12');
        const productUrl = `${href('product', locale, { slug })}?tab=reviews`;
        await visit(page, productUrl);
        const form = page.locator('[data-testid="review-form"]');
        await form.waitFor({ timeout: 15_000 });

        // Empty: the messages of SPEC §5, nothing sent.
        await form.locator('button[type="submit"]').click();
        const required = text(locale, 'common', 'validation.required');
        await expect
          .poll(() => form.locator('.field-error').allTextContents())
          .toEqual([required, required, required]);
        await expectAccessible(page, `review form with errors ${locale}`);

        // Four stars by keyboard: focus the first star, arrow right three times.
        await form.locator('input[name="score"]').first().focus();
        await page.keyboard.press('Space');
        for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => form.locator('input[name="score"]:checked').getAttribute('value'))
          .toBe('4');
        const title = `Zacht ${locale} ${Date.now()}`;
        await form.locator('input[name="title"]').fill(title);
        await form.locator('textarea[name="content"]').fill('Mijn huid voelt rustig en zacht aan.');
        await expect.poll(() => form.locator('.field-error').count()).toBe(0);
        await form.locator('button[type="submit"]').click();
        await expect
          .poll(() => page.locator('[data-testid="review-pending"]').textContent())
          .toBe(text(locale, 'catalogue', 'reviews.pendingPosted'));

        // Still pending after a reload: not in the public list, the author is told it awaits approval.
        await visit(page, productUrl);
        await expect
          .poll(() => page.locator('[data-testid="review-pending"]').textContent())
          .toBe(text(locale, 'catalogue', 'reviews.pendingMine'));
        expect(
          await page.locator('[data-testid="review"]').filter({ hasText: title }).count(),
        ).toBe(0);

        const token = await signInTokens('admin@demo.test', { client: 'backoffice' });
        const pending = await pendingReviewOf(product.id, token.access_token);
        expect(pending.title).toBe(title);
        if (locale === 'fr') {
          const admin = await openPage(browser, baseUrl);
          try {
            await approveInBackOffice(admin.page, pending.id, token);
          } finally {
            await admin.context.close();
          }
        } else {
          const res = await fetch(`${baseUrl}/api/admin/reviews/${pending.id}/approve`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token.access_token}` },
          });
          expect(res.status).toBe(200);
        }

        await visit(page, productUrl);
        const published = page.locator('[data-testid="review"]').filter({ hasText: title });
        await expect.poll(() => published.count()).toBe(1);
        expect(await published.textContent()).toContain('Mira C.');
        await expect
          .poll(() => page.locator('[data-testid="reviews-summary"]').getAttribute('data-count'))
          .toBe('1');
        expect(await page.locator('[data-testid="review-approved"]').textContent()).toBe(
          text(locale, 'catalogue', 'reviews.approvedMine'),
        );
        expect(problems.filter((p) => !p.includes('favicon'))).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});
