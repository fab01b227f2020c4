// Issue 7's partner journey: a salon applies, a partner manager approves it in the back-office,
// and the salon appears in the storefront's store locator as an official partner.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';
import { href, text } from './support/site.ts';

const baseUrl = inject('baseUrl');

describe('partner application approval', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a partner manager approves an application in the back-office; the salon is then found in the store locator (de)', async () => {
    const company = `Kosmetikstudio Lindenblüte ${Date.now().toString(36)}`;
    const applied = await fetch(`${baseUrl}/api/partner-applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body: JSON.stringify({
        company,
        firstName: 'Anna',
        lastName: 'Becker',
        email: `anna.${Date.now()}@lindenbluete.example`,
        phone: '+49 221 123456',
        street: 'Ehrenstraße',
        houseNumber: '7',
        postalCode: '50672',
        city: 'Köln',
        country: 'DE',
        website: 'https://lindenbluete.example',
        howFound: 'Messe',
        newsletter: false,
        privacyAccepted: true,
        locale: 'de',
      }),
    });
    expect(applied.status).toBeLessThan(300);

    const watched = await openPage(browser, baseUrl, { locale: 'de-DE' });
    const { page } = watched;
    try {
      await page.goto('/admin/', { waitUntil: 'load' });
      await page.locator('input[name="username"]').fill('manager@demo.test');
      await page.locator('input[name="password"]').fill('Demo1234');
      await page.locator('button[type="submit"]').click();
      await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 30_000 });

      await page.goto('/admin/partner-applications', { waitUntil: 'load' });
      await page.getByText(company).first().click();
      // new → in review → approved, each confirmed in react-admin's dialog
      for (const status of ['in_review', 'approved']) {
        const button = page.locator(`[data-testid="partner-application-to-${status}"]`);
        await button.waitFor({ timeout: 15_000 });
        await button.click();
        await page.locator('.MuiDialog-root button.ra-confirm').click();
        await page.locator('.MuiDialog-root').waitFor({ state: 'detached' });
      }
      await expect
        .poll(() => page.locator('[data-testid="partner-application-store"]').count(), {
          timeout: 15_000,
        })
        .toBe(1);

      await visit(page, href('stores', 'de'));
      await page.getByLabel(text('de', 'stores', 'search.label')).fill('Lindenblüte');
      await page.getByRole('button', { name: text('de', 'stores', 'search.submit') }).click();
      // The search is a navigation: wait for its answer (the list is dimmed while it loads), not
      // for the name alone, which the first, unfiltered page may already show.
      await expect
        .poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 15_000 })
        .toBe('Lindenblüte');
      await page
        .locator('.store-results[aria-busy]')
        .waitFor({ state: 'detached', timeout: 15_000 });
      await expect
        .poll(() => page.locator('main').textContent(), { timeout: 15_000 })
        .toContain(company);
      await expectAccessible(page, 'stores after approval de');
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });
});
