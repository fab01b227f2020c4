import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  signInViaStorage,
  visit,
} from './support/browser.ts';
import { href, text, type Locale } from './support/site.ts';

const baseUrl = inject('baseUrl');
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

async function register(locale: Locale): Promise<string> {
  const email = `skin.${locale}.${Date.now()}@example.be`;
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ilse',
      lastName: 'Verbeke',
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

async function choose(page: Page, question: string, value: string): Promise<void> {
  await page.locator(`fieldset[data-question="${question}"] input[value="${value}"]`).check();
}

describe('skin analysis journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of ['en', 'de'] as const) {
    it(`product cards show stars → take the analysis → Black for 35, normal skin, anti-aging → the whole routine in the cart → saved (${locale})`, async () => {
      const email = await register(locale);
      const watched = await openPage(browser, baseUrl);
      const { page } = watched;
      try {
        await signInViaStorage(page, baseUrl, email, 'Secret12');
        await visit(page, href('products', locale, { '*': '' }));
        await expect.poll(() => byTestId(page, 'product-rating').count()).toBeGreaterThan(3);
        const sentence = await byTestId(page, 'product-rating')
          .first()
          .locator('.sr-only')
          .textContent();
        expect(sentence).toMatch(/5/);

        await byTestId(page, 'skin-analysis-link').click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(href('skinAnalysis', locale));
        await expect.poll(() => byTestId(page, 'skin-form').count()).toBe(1);
        await expectAccessible(page, `skin analysis question ${locale}`);

        await choose(page, 'ageBand', '35-44');
        await byTestId(page, 'skin-next').click();
        await choose(page, 'skinType', 'normal');
        await byTestId(page, 'skin-next').click();
        // No concern chosen: a translated message, and the step stays.
        await byTestId(page, 'skin-next').click();
        await expect
          .poll(() => byTestId(page, 'skin-error').textContent())
          .toBe(text(locale, 'common', 'validation.concerns'));
        await choose(page, 'concerns', 'anti-aging');
        await byTestId(page, 'skin-next').click();
        // Back keeps the answers.
        await byTestId(page, 'skin-back').click();
        expect(
          await page
            .locator('fieldset[data-question="concerns"] input[value="anti-aging"]')
            .isChecked(),
        ).toBe(true);
        await byTestId(page, 'skin-next').click();
        await choose(page, 'sensitivity', 'medium');
        await byTestId(page, 'skin-next').click();
        await choose(page, 'routine', 'both');
        await byTestId(page, 'skin-submit').click();

        const result = byTestId(page, 'skin-result');
        await expect.poll(() => result.getAttribute('data-line')).toBe('black');
        const morning = await byTestId(page, 'skin-morning').locator('[data-product]').count();
        const evening = await byTestId(page, 'skin-evening').locator('[data-product]').count();
        expect(morning).toBeGreaterThanOrEqual(3);
        expect(morning).toBeLessThanOrEqual(5);
        expect(evening).toBeGreaterThanOrEqual(3);
        expect(evening).toBeLessThanOrEqual(5);
        const slugs = new Set(
          await result
            .locator('[data-product]')
            .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product'))),
        );
        await expectAccessible(page, `skin analysis result ${locale}`);

        await byTestId(page, 'skin-add-all').locator('[data-testid="routine-add-all"]').click();
        await expect
          .poll(() => byTestId(page, 'cart-count').getAttribute('data-count'), { timeout: 20_000 })
          .toBe(String(slugs.size));

        await byTestId(page, 'skin-save').click();
        await expect.poll(() => byTestId(page, 'skin-saved').count()).toBe(1);
        await visit(page, href('accountRoutines', locale));
        await expect
          .poll(() => page.locator('[data-testid="saved-analysis"][data-line="black"]').count())
          .toBe(1);
        expect(watched.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
      } finally {
        await watched.context.close();
      }
    });
  }

  it('the questionnaire speaks nl and fr under its own path words', async () => {
    for (const locale of ['nl', 'fr'] as const) {
      const html = await (await fetch(`${baseUrl}${href('skinAnalysis', locale)}`)).text();
      expect(html).toContain(text(locale, 'common', 'routes.skinAnalysis.title'));
      expect(html).toContain(text(locale, 'skinAnalysis', 'questions.ageBand.legend'));
    }
    expect(href('skinAnalysis', 'nl')).toBe('/nl/huidanalyse');
    expect(href('skinAnalysis', 'fr')).toBe('/fr/analyse-de-peau');
  });

  it('a product page with approved reviews has aggregateRating in its structured data', async () => {
    const list = (await (await fetch(`${baseUrl}/api/products?perPage=48&locale=en`)).json()) as {
      data: { slug: string; rating: { average: number; count: number } | null }[];
    };
    const rated = list.data.find((p) => p.rating !== null)!;
    expect(rated).toBeDefined();
    const html = await (
      await fetch(`${baseUrl}${href('product', 'en', { slug: rated.slug })}`)
    ).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const product = blocks
      .flatMap((b) =>
        Array.isArray(b['@graph']) ? (b['@graph'] as Record<string, unknown>[]) : [b],
      )
      .find((b) => b['@type'] === 'Product');
    expect(product?.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: rated.rating!.average.toFixed(1),
      reviewCount: rated.rating!.count,
    });
  });
});
