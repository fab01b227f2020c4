import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';

const baseUrl = inject('baseUrl');

type Messages = Record<string, unknown>;

/** The back-office follows the signed-in user's language: the journey reads its texts from the back-office's own messages. */
async function backofficeTexts(username: string): Promise<(key: string) => string> {
  const token = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password: 'Demo1234',
      client_id: 'backoffice',
      client_secret: 'backoffice-dev-secret',
    }),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const user = (await (
    await fetch(`${baseUrl}/api/user`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as { locale: string };
  const loaders: Record<string, () => Promise<{ default: Messages }>> = {
    nl: () => import('../backoffice/src/i18n/nl.ts'),
    en: () => import('../backoffice/src/i18n/en.ts'),
    de: () => import('../backoffice/src/i18n/de.ts'),
    fr: () => import('../backoffice/src/i18n/fr.ts'),
  };
  const messages = (await (loaders[user.locale] ?? loaders.nl!)()).default;
  return (key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
    if (typeof value !== 'string') throw new Error(`no back-office text ${key}`);
    return value;
  };
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/admin/', { waitUntil: 'load' });
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill('Demo1234');
  await page.locator('button[type="submit"]').click();
}

/** Signs in and waits until the back-office has stored the session and shows its dashboard. */
async function signInAndWait(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 30_000 });
}

/** Types into the n-th rich text editor of the form (0: text, 1: second text, 2: first two-column block). */
function editor(page: Page, index: number) {
  return page.locator('.ProseMirror').nth(index);
}

describe('back-office: posts, routines and fixed pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('admin: new blog post with every block and an uploaded thumbnail → required-fields message → save → preview → publish → on the magazine', async () => {
    const slug = `e2e-artikel-${Date.now().toString(36)}`;
    const title = `Nachtelijk herstel ${slug.slice(-6)}`;
    const thumbnail = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#b08d57' },
    })
      .png()
      .toBuffer();

    const t = await backofficeTexts('admin@demo.test');
    const { page, problems } = await openPage(browser, baseUrl);
    try {
      await signInAndWait(page, 'admin@demo.test');
      // the storefront's admin route leads to the back-office's post list
      await page.goto('/nl/admin/blogs', { waitUntil: 'load' });
      await page.waitForURL(/\/admin\/posts/, { timeout: 20_000 });
      await page.locator('a[href$="/admin/posts/create"]').first().click();
      await page.waitForURL(/\/admin\/posts\/create$/);
      await page.locator('input[name="name"]').waitFor();
      await expectAccessible(page, 'back-office: new post');

      // Saving with the required fields empty shows the message and keeps what was typed.
      await page.locator('input[name="subtitle"]').fill('Wat je huid \u2019s nachts doet');
      const save = page
        .locator('.RaToolbar-defaultToolbar button[type="submit"], form button[type="submit"]')
        .first();
      await save.click();
      // The notice names the first field refused and why (not a generic "fill in the fields").
      const reason = t('ra.validation.required');
      const notice = page.locator('.MuiSnackbarContent-message, [role="alert"]');
      await expect
        .poll(async () => (await notice.allTextContents()).find((text) => text.includes(reason)))
        .toMatch(new RegExp(`^[^:]+: ${reason}`));
      expect(await page.locator('input[name="subtitle"]').inputValue()).toBe(
        'Wat je huid \u2019s nachts doet',
      );
      expect(await page.locator('input[name="title"]').getAttribute('aria-invalid')).toBe('true');

      // General fields (type blog and language nl are the defaults).
      await page.locator('input[name="name"]').fill(`E2E ${title}`);
      await page.locator('input[name="slug"]').fill(slug);
      await page.locator('input[name="title"]').fill(title);
      await page
        .locator('textarea[name="description"]')
        .fill('Waarom je huid zich vooral \u2019s nachts herstelt.');

      // Thumbnail by upload: fills the landscape and the square thumbnail.
      await page
        .locator('[data-testid="thumbnailLandscape-file"]')
        .setInputFiles({ name: 'thumbnail.png', mimeType: 'image/png', buffer: thumbnail });
      await expect
        .poll(() => page.locator('input[name="thumbnailLandscape"]').inputValue(), {
          timeout: 20_000,
        })
        .toMatch(/^\/api\/uploads\/[a-f0-9]{32}-landscape\.jpg$/);
      expect(await page.locator('input[name="thumbnailSquare"]').inputValue()).toMatch(
        /-square\.jpg\?format=square$/,
      );
      // a renamed non-image is refused with "choose another"
      await page.locator('[data-testid="heroImage-file"]').setInputFiles({
        name: 'x.png',
        mimeType: 'image/png',
        buffer: Buffer.from('geen afbeelding'),
      });
      await expect
        .poll(() => page.getByText(t('posts.validation.uploadUnusable')).count())
        .toBeGreaterThan(0);
      await page
        .locator('input[name="heroImage"]')
        .fill('/api/images/art/e2e-hero.svg?format=hero');

      // Images by URL, reorderable.
      await page.locator('button.button-add-images').click();
      await page.locator('input[name="images.0.url"]').fill('/api/images/art/e2e-one.svg');
      await page.locator('button.button-add-images').click();
      await page.locator('input[name="images.1.url"]').fill('/api/images/art/e2e-two.svg');
      // the second image moves up (the first of its two reorder buttons)
      await page
        .locator('.RaSimpleFormIterator-line')
        .nth(1)
        .locator('.button-reorder button')
        .first()
        .click();
      await expect
        .poll(() => page.locator('input[name="images.0.url"]').inputValue())
        .toBe('/api/images/art/e2e-two.svg');

      // Rich text: a heading 2, bold text, a list and a quote.
      const text = editor(page, 0);
      await text.click();
      await page
        .getByRole('button', { name: t('posts.editor.heading').replace('%{level}', '2') })
        .first()
        .click();
      await page.keyboard.type('De klok van je huid');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Tussen 23 en 4 uur werkt je huid het hardst.');
      await editor(page, 1).click();
      await page.keyboard.type('Een tweede tekstblok.');

      // A two-column block with a link, image on the right.
      await page.locator('button.button-add-twoColumnBlocks').click();
      await page.locator('input[name="twoColumnBlocks.0.title"]').fill('Serum voor de nacht');
      await editor(page, 2).click();
      await page.keyboard.type('Breng het serum aan voor het slapengaan.');
      await page
        .locator('input[name="twoColumnBlocks.0.image"]')
        .fill('/api/images/art/e2e-block.svg');
      await page.locator('input[name="twoColumnBlocks.0.imagePosition"][value="right"]').check();
      await page.locator('input[name="twoColumnBlocks.0.linkLabel"]').fill('Ontdek de producten');
      await page.locator('input[name="twoColumnBlocks.0.linkUrl"]').fill('/nl/producten');

      // A featured product pair from the catalogue.
      const products = page.locator('.ra-input-featuredProducts input').first();
      for (let i = 0; i < 2; i += 1) {
        await products.click();
        await page.getByRole('option').first().waitFor({ timeout: 20_000 });
        await page.getByRole('option').first().click();
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.MuiAutocomplete-root .MuiChip-root').count()).toBe(2);

      // Full-width section with background image, and three basic sections.
      await page.locator('input[name="hasFullWidthSection"]').check();
      await page
        .locator('input[name="fullWidthSection.image"]')
        .fill('/api/images/art/e2e-background.svg');
      await page
        .locator('textarea[name="fullWidthSection.text"]')
        .fill('Word lid en krijg 10% korting op je eerste nachtroutine.');
      for (let i = 0; i < 3; i += 1) {
        await page.locator('button.button-add-basicSections').click();
        await page.locator(`input[name="basicSections.${i}.title"]`).fill(`Stap ${i + 1}`);
        await page
          .locator(`textarea[name="basicSections.${i}.text"]`)
          .fill(`Wat je doet in stap ${i + 1}.`);
      }

      await save.click();
      await page.waitForURL(/\/admin\/posts\/[0-9a-f-]{36}$/, { timeout: 20_000 });
      const id = page.url().split('/').pop()!;
      await page.locator('input[name="title"]').waitFor();
      expect(await page.locator('input[name="title"]').inputValue()).toBe(title);
      await expectAccessible(page, 'back-office: edit post');

      // Not public yet.
      expect((await fetch(`${baseUrl}/api/posts/${slug}?locale=nl`)).status).toBe(404);

      // Preview: the storefront's own article page in a frame, unpublished included.
      await page
        .getByRole('button', { name: t('posts.actions.preview') })
        .first()
        .click();
      const frame = page.frameLocator('[data-testid="post-preview-frame"]');
      await expect.poll(() => frame.locator('h1').textContent(), { timeout: 20_000 }).toBe(title);
      expect(await frame.locator('.article h2').first().textContent()).toBe('De klok van je huid');
      expect(await frame.getByText('Serum voor de nacht').count()).toBeGreaterThan(0);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('ra.action.close') })
        .click();

      // Publish: the article has no en, de or fr version yet, so the back-office asks first.
      await page
        .getByRole('button', { name: t('posts.actions.publish') })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('posts.actions.publish') })
        .click();
      await expect
        .poll(() => page.getByRole('button', { name: t('posts.actions.unpublish') }).count(), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      const res = await fetch(`${baseUrl}/api/posts/${slug}?locale=nl`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { id: string }).id).toBe(id);

      // On the storefront's magazine in its language (Dutch), newest first.
      await visit(page, '/nl/magazine');
      const card = page.locator(`a[href="/nl/magazine/${slug}"]`).first();
      await card.waitFor({ timeout: 20_000 });
      await card.click();
      await page.waitForURL(new RegExp(`/nl/magazine/${slug}$`));
      await expect.poll(() => page.locator('h1').textContent()).toBe(title);
      expect(
        await page.locator(`img[src^="/api/uploads/"], img[src^="/api/images/art/e2e"]`).count(),
      ).toBeGreaterThan(0);
      await expectAccessible(page, 'storefront: the new article');

      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a customer is refused at /admin/', async () => {
    const { page } = await openPage(browser, baseUrl);
    try {
      await signIn(page, 'customer@demo.test');
      await expect
        .poll(
          () =>
            page
              .getByText('Dit account heeft geen toegang tot de back-office.', { exact: false })
              .count(),
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      expect(await page.locator('input[name="password"]').count()).toBe(1);
      const status = await page.evaluate(async () => (await fetch('/api/admin/posts')).status);
      expect(status).toBe(401);
    } finally {
      await page.context().close();
    }
  });
});
