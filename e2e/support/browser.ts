import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { requestToken, type TokenAnswer } from './api.ts';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Chromium from Debian, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, page errors (hydration mismatches land here). */
  problems: string[];
  /** Every URL the page requested. */
  requests: string[];
}

/** A fresh context and page that records console problems and requests; other hosts are never reached. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: { width?: number; locale?: string } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: options.locale ?? 'nl-BE',
    // Transitions finish at once (the stylesheet honours reduced motion), so axe never samples a colour halfway through a hover fade.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  // Nothing outside this machine: answer third-party hosts with an empty 204 instead of hanging.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  return { page, context, problems, requests };
}

/** Navigates and waits until the storefront has hydrated (it sets `<html data-hydrated>`). */
export async function visit(
  page: Page,
  url: string,
): Promise<import('playwright-core').Response | null> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => undefined);
  return response;
}

/** Fails on any serious or critical WCAG 2.2 AA violation (axe-core). */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A notice that is still fading in (MUI's snackbars animate even with reduced motion) has no
  // colour contrast yet: let every finite animation end first (at most 2 s), then sample.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = result.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const summary = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `accessibility of ${label}`).toEqual([]);
}

/** Signs in through the real token endpoint and stores the session the way the storefront does (key `oAuth`). */
export async function signInViaStorage(
  page: Page,
  baseUrl: string,
  username = 'customer@demo.test',
  password = 'Demo1234',
): Promise<void> {
  const res = await requestToken(username, password, 'storefront', baseUrl);
  expect(res.status, `password grant for ${username}`).toBe(200);
  const body = (await res.json()) as TokenAnswer;
  const state = {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    tokenType: body.token_type,
    expiresIn: body.expires_in,
    expiresAt: Date.now() + body.expires_in * 1000,
  };
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('oAuth', value), JSON.stringify(state));
}
