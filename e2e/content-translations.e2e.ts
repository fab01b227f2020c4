import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');

type Messages = Record<string, unknown>;
const loaders: Record<string, () => Promise<{ default: Messages }>> = {
  nl: () => import('../backoffice/src/i18n/nl.ts'),
  de: () => import('../backoffice/src/i18n/de.ts'),
};

/** The back-office's own texts in `locale` (placeholders filled from `values`). */
async function texts(locale: 'nl' | 'de') {
  const messages = (await loaders[locale]!()).default;
  return (key: string, values: Record<string, string> = {}) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
    if (typeof value !== 'string') throw new Error(`no back-office text ${key}`);
    return value.replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** Signs in, in the given back-office language (the language menu's stored choice wins over the account's). */
async function signIn(page: Page, locale: 'nl' | 'de'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('RaStore.locale', value), `"${locale}"`);
  await page.goto('/admin/', { waitUntil: 'load' });
  await page.locator('input[name="username"]').fill('admin@demo.test');
  await page.locator('input[name="password"]').fill('Demo1234');
  await page.locator('button[type="submit"]').click();
  await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 30_000 });
}

const save = (page: Page) => page.locator('form button[type="submit"]').first();

/** Issue 20: an article in nl, its en translation, preview and publish, in two back-office languages. */
describe('back-office: an article and its translation', () => {
  let browser: Browser;
  const slug = `e2e-vertaling-${Date.now().toString(36)}`;
  /** The Dutch version the first journey writes (the German one publishes it). */
  let nlId = '';
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('nl: write an article, add its en translation (fields copied), preview it at its route, publish with the missing-languages warning', async () => {
    const t = await texts('nl');
    const { page, problems } = await openPage(browser, baseUrl);
    try {
      await signIn(page, 'nl');
      // the posts list (seeded articles and pages), its toolbar and rows checked with axe
      await page.goto('/admin/posts', { waitUntil: 'load' });
      await page.getByRole('columnheader', { name: t('posts.translations.title') }).waitFor();
      await page.locator('tbody tr').first().waitFor();
      await expectAccessible(page, 'back-office posts list (nl)');
      // the SPEC's admin path is an alias of the posts screens
      await page.goto('/admin/blogs/create', { waitUntil: 'load' });
      await page.waitForURL(/\/admin\/posts\/create$/);
      await page.locator('input[name="name"]').fill(`E2E ${slug}`);
      await page.locator('input[name="slug"]').fill(slug);
      await page.locator('input[name="title"]').fill('De huid in de winter');
      await page.locator('.ProseMirror').first().click();
      await page.keyboard.type('Koude lucht droogt de huid uit.');
      await save(page).click();
      await page.waitForURL(/\/admin\/posts\/[0-9a-f-]{36}$/, { timeout: 20_000 });
      nlId = page.url().split('/').pop()!;
      await page.locator('input[name="title"]').waitFor();

      // the group: nl exists, en can be added
      const addEn = page.getByRole('link', {
        name: t('posts.translations.add', { language: t('posts.languages.en') }),
      });
      await addEn.waitFor();
      await expectAccessible(page, 'back-office (nl): the new article with its languages');

      // unsaved edits: preview and publish wait, and say why
      await page.locator('input[name="subtitle"]').fill('Winter');
      await page.getByText(t('posts.messages.saveFirst')).waitFor();
      expect(
        await page.getByRole('button', { name: t('posts.actions.publish') }).isDisabled(),
      ).toBe(true);
      expect(
        await page.getByRole('button', { name: t('posts.actions.preview') }).isDisabled(),
      ).toBe(true);
      await page.locator('input[name="subtitle"]').fill('Winterzorg');
      await save(page).click();
      await expect
        .poll(() => page.getByText(t('posts.messages.saveFirst')).count(), { timeout: 20_000 })
        .toBe(0);

      // add the English version: every field copied, language en, same group
      await addEn.click();
      await page.waitForURL(/\/admin\/posts\/create$/);
      await expect
        .poll(() => page.locator('input[name="title"]').inputValue())
        .toBe('De huid in de winter');
      expect(await page.locator('input[name="slug"]').inputValue()).toBe(slug);
      expect(await page.locator('input[name="translationKey"]').inputValue()).toBe(slug);
      expect(await page.locator('input[name="hasFullWidthSection"]').isChecked()).toBe(false);
      await expectAccessible(page, 'back-office (nl): a new translation, fields copied');
      await page.locator('input[name="title"]').fill('Skin in winter');
      await save(page).click();
      await page.waitForURL(/\/admin\/posts\/[0-9a-f-]{36}$/, { timeout: 20_000 });
      const enId = page.url().split('/').pop()!;
      expect(enId).not.toBe(nlId);
      await page.locator('input[name="title"]').waitFor();
      expect(await page.locator('input[name="title"]').inputValue()).toBe('Skin in winter');
      // both versions now in the group, each one a link to its editor
      await page.locator(`a[href$="/admin/posts/${nlId}"]`).first().waitFor();

      // preview: the storefront's English magazine article, unpublished
      await page.getByRole('button', { name: t('posts.actions.preview') }).click();
      const frame = page.frameLocator('[data-testid="post-preview-frame"]');
      await expect
        .poll(() => frame.locator('h1').textContent(), { timeout: 20_000 })
        .toBe('Skin in winter');
      expect(await page.locator('[data-testid="post-preview-frame"]').getAttribute('src')).toMatch(
        new RegExp(`^/en/magazine/${slug}\\?preview=`),
      );
      await expectAccessible(page, 'back-office (nl): preview of the translation');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('ra.action.close') })
        .click();

      // publish: de and fr are missing, so it asks first, naming them
      await page.getByRole('button', { name: t('posts.actions.publish') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(t('posts.languages.de'));
      expect(await dialog.textContent()).toContain(t('posts.languages.fr'));
      await expectAccessible(page, 'back-office (nl): missing languages warning');
      await dialog.getByRole('button', { name: t('posts.actions.publish') }).click();
      await page
        .getByRole('button', { name: t('posts.actions.unpublish') })
        .waitFor({ timeout: 20_000 });
      const published = await fetch(`${baseUrl}/api/posts/${slug}?locale=en`);
      expect(published.status).toBe(200);
      expect(((await published.json()) as { id: string }).id).toBe(enId);
      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('de: the same group in German; the Dutch version published from its alias', async () => {
    expect(nlId).not.toBe('');
    const d = await texts('de');
    const german = await openPage(browser, baseUrl, { locale: 'de-DE' });
    try {
      await signIn(german.page, 'de');
      await german.page.goto(`/admin/blogs/edit/${nlId}`, { waitUntil: 'load' });
      await german.page.waitForURL(new RegExp(`/admin/posts/${nlId}$`));
      await german.page.locator('input[name="title"]').waitFor();
      await german.page.getByText(d('posts.translations.title')).first().waitFor();
      await german.page
        .getByRole('link', {
          name: d('posts.translations.add', { language: d('posts.languages.fr') }),
        })
        .waitFor();
      await expectAccessible(german.page, 'back-office (de): the article and its languages');
      await german.page.getByRole('button', { name: d('posts.actions.publish') }).click();
      const dialog = german.page.getByRole('dialog');
      expect(await dialog.getByText(d('posts.translations.missingTitle')).count()).toBe(1);
      await expectAccessible(german.page, 'back-office (de): missing languages warning');
      await dialog.getByRole('button', { name: d('posts.actions.publish') }).click();
      await german.page
        .getByRole('button', { name: d('posts.actions.unpublish') })
        .waitFor({ timeout: 20_000 });
      expect((await fetch(`${baseUrl}/api/posts/${slug}?locale=nl`)).status).toBe(200);

      // the list in German: the language column and react-admin's own texts
      await german.page.goto('/admin/blogs', { waitUntil: 'load' });
      await german.page.waitForURL(/\/admin\/posts/);
      await german.page
        .getByRole('columnheader', { name: d('posts.translations.title') })
        .waitFor();
      expect(await german.page.getByText('Rows per page').count()).toBe(0);
      await german.page.locator('tbody tr').first().waitFor();
      await expectAccessible(german.page, 'back-office posts list (de)');
      expect(german.problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    } finally {
      await german.page.context().close();
    }
  });
});
