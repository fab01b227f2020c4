// The media library (issue 20): an admin uploads three images into the library, describes one
// (alt text, focal point), then creates a product with those three images chosen from the library
// plus one imported by https URL, reorders them, and the storefront serves them from its own origin
// with srcset. Full path in Dutch; the same screens in English, each screen checked with axe.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';
import { href } from './support/site.ts';

const baseUrl = inject('baseUrl');
const imageHostUrl = inject('imageHostUrl');
const fixtures = fileURLToPath(new URL('./support/fixtures/', import.meta.url));
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

async function signIn(page: Page, locale: 'nl' | 'en'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('RaStore.locale', value), `"${locale}"`);
  await page.goto('/admin/', { waitUntil: 'load' });
  await page.locator('input[name="username"]').waitFor({ timeout: 45_000 });
  await page.locator('input[name="username"]').fill('admin@demo.test');
  await page.locator('input[name="password"]').fill('Demo1234');
  await page.locator('button[type="submit"]').click();
  await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 20_000 });
}

const productImages = (page: Page) =>
  byTestId(page, 'product-images')
    .locator('li img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));

describe('back-office: the media library', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('nl: upload three images → alt text and focal point → a product with three library images and a URL image, reordered → srcset on the storefront', async () => {
    const { page, problems } = await openPage(browser, baseUrl);
    try {
      await signIn(page, 'nl');
      await page.goto('/admin/media', { waitUntil: 'load' });
      await byTestId(page, 'media-drop-zone').waitFor();
      expect(await page.locator('h6, h1').filter({ hasText: 'Media' }).count()).toBeGreaterThan(0);
      // The seeded products' images are in the library too: these three are known by their ids.
      const uploads: string[] = [];
      page.on('response', (res) => {
        if (res.request().method() === 'POST' && /\/api\/admin\/media$/.test(res.url()))
          void res
            .json()
            .then((body: { id?: string }) => body.id && uploads.push(body.id))
            .catch(() => undefined);
      });
      await byTestId(page, 'media-file').setInputFiles(
        ['serum-gold.png', 'serum-blue.png', 'serum-grey.png'].map((name) => ({
          name,
          mimeType: 'image/png',
          buffer: readFileSync(join(fixtures, name)),
        })),
      );
      await expect.poll(() => uploads.length, { timeout: 20_000 }).toBe(3);
      // Newest first: the three uploads lead the grid.
      await expect
        .poll(async () =>
          (
            await page
              .locator('main ul li a')
              .evaluateAll((links) =>
                links.slice(0, 3).map((a) => a.getAttribute('href')?.split('/').pop()),
              )
          ).sort(),
        )
        .toEqual([...uploads].sort());
      await expectAccessible(page, 'back-office media library (nl)');

      // Describe the newest image: Dutch alt text required, focal point by a click.
      await page.locator('main ul li a').first().click();
      await byTestId(page, 'focal-point').waitFor();
      await page.locator('input[name="alt.nl"]').fill('Goudkleurige serumflacon');
      await page.locator('input[name="alt.en"]').fill('Gold serum bottle');
      const box = (await byTestId(page, 'focal-point').boundingBox())!;
      await byTestId(page, 'focal-point').click({
        position: { x: box.width * 0.8, y: box.height * 0.3 },
      });
      await expectAccessible(page, 'back-office media edit (nl)');
      const saved = page.waitForResponse(
        (res) => res.url().includes('/api/admin/media/') && res.request().method() === 'PATCH',
      );
      await page.locator('button[type="submit"]').click();
      const patch = await saved;
      expect(patch.status(), await patch.text()).toBe(200);
      const patched = (await patch.json()) as { focalX: number; alt: Record<string, string> };
      expect(patched.focalX).toBeGreaterThan(0.7);
      expect(patched.alt).toMatchObject({
        nl: 'Goudkleurige serumflacon',
        en: 'Gold serum bottle',
      });

      // A new product with images from the library and one by URL.
      const slug = `media-journey-${Date.now()}`;
      await page.goto('/admin/products/create', { waitUntil: 'load' });
      await page.locator('input[name="translations.nl.name"]').fill('Serum met foto’s');
      await page.locator('input[name="slug"]').fill(slug);
      await page.getByRole('combobox').nth(1).waitFor({ timeout: 30_000 }); // the lines arrive from the API first
      await page.getByRole('combobox').nth(0).click();
      await page.locator('li[role="option"][data-value="blue"]').click();
      await page.getByRole('combobox').nth(1).click();
      await page.locator('li[role="option"][data-value="serum"]').click();
      await page.locator('input[type="checkbox"][value="dry"]').check();
      await page.locator('input[name="priceCents"]').fill('39.5');
      await page.locator('input[name="visible"]').check();

      await page.getByRole('button', { name: 'Kiezen uit de bibliotheek' }).click();
      const dialog = page.locator('[role="dialog"]');
      // The seeded products' images are in the library too; the newest (these three) come first.
      await expect
        .poll(() => dialog.locator('button[aria-pressed]').count())
        .toBeGreaterThanOrEqual(3);
      for (const index of [0, 1, 2])
        await dialog.locator('button[aria-pressed]').nth(index).click();
      await expectAccessible(page, 'back-office media picker (nl)');
      await dialog.getByRole('button', { name: '3 afbeeldingen kiezen' }).click();
      await expect.poll(() => productImages(page)).toHaveLength(3);
      const library = await productImages(page);

      await page
        .getByLabel('Adres van de afbeelding (https://…)')
        .fill(`${imageHostUrl}/serum-black.png`);
      await page.getByRole('button', { name: 'Importeren' }).click();
      await expect.poll(() => productImages(page), { timeout: 20_000 }).toHaveLength(4);
      const imported = (await productImages(page))[3]!;
      expect(imported).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/w\d+\.webp$/);
      // the imported image becomes the main one: move it up three times
      for (const position of [4, 3, 2])
        await page.getByRole('button', { name: `Afbeelding ${position} omhoog` }).click();
      expect(await productImages(page)).toEqual([imported, ...library]);
      await expectAccessible(page, 'back-office product create with images (nl)');

      const created = page.waitForResponse(
        (res) => res.url().endsWith('/api/admin/products') && res.request().method() === 'POST',
      );
      await page.locator('button[type="submit"]').first().click();
      const answer = await created;
      expect(answer.status()).toBe(201);
      expect(((await answer.json()) as { images: string[] }).images).toEqual([
        imported,
        ...library,
      ]);

      // The storefront serves every image from its own origin, in several widths.
      const product = (await (await fetch(`${baseUrl}/api/products/${slug}`)).json()) as {
        images: string[];
      };
      expect(product.images).toEqual([imported, ...library]);
      await visit(page, href('product', 'nl', { slug }));
      const main = page.locator('.product-gallery-main img');
      await main.waitFor();
      expect(await main.getAttribute('src')).toBe(imported);
      expect(await main.getAttribute('srcset')).toContain('w320.webp 320w');
      expect(
        await main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      ).toBe(true);
      expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 180_000);

  it('en: the media screens and the product images tab speak English and pass axe', async () => {
    const { page } = await openPage(browser, baseUrl, { locale: 'en-GB' });
    try {
      await signIn(page, 'en');
      await page.goto('/admin/media', { waitUntil: 'load' });
      await byTestId(page, 'media-drop-zone').waitFor();
      expect(await byTestId(page, 'media-drop-zone').textContent()).toContain('Upload images');
      await page.locator('main ul li img').first().waitFor();
      await expectAccessible(page, 'back-office media library (en)');
      await page.goto('/admin/products/create', { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Choose from the library' }).click();
      await expect
        .poll(() => page.locator('[role="dialog"] button[aria-pressed]').count())
        .toBeGreaterThan(0);
      expect(await page.locator('[role="dialog"]').textContent()).toContain('Media library');
      await expectAccessible(page, 'back-office media picker (en)');
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
