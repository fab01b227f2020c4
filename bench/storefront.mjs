/**
 * Storefront weight and Lighthouse: first-view JavaScript and CSS (gzipped) of home, product
 * list, product page and magazine article in Chromium (playwright-core), the largest lazily
 * loaded chunk (vite build manifest), the back-office first view, and Lighthouse (mobile preset,
 * median of BENCH_LIGHTHOUSE_RUNS runs, default 3) on the four storefront pages, through an
 * HTTP/2 TLS front as production's proxy serves them (h2-front.mjs).
 *
 * First-view JavaScript is every script the page loads until the network is idle (modules,
 * lazy chunks it pulls in while hydrating); texts and state inlined as JSON in the HTML count
 * in the HTML's bytes (`htmlGzBytes`), not as JavaScript.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, json, log, median, productionEnv, ROOT, startApi, stop } from './lib.mjs';
import { seed } from './api.mjs';
import { startH2Front } from './h2-front.mjs';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const KiB = 1024;

/** Lazily loaded route chunks: the dynamic entries of the client manifest, gzipped size of each file. */
export function lazyChunks() {
  const dist = join(ROOT, 'storefront/dist/client');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const chunks = Object.values(manifest)
    .filter((entry) => entry.isDynamicEntry && entry.file.endsWith('.js'))
    .map((entry) => {
      const file = join(dist, entry.file);
      const gz = existsSync(`${file}.gz`)
        ? statSync(`${file}.gz`).size
        : gzipSync(readFileSync(file), { level: 9 }).length;
      return { name: entry.name ?? entry.src, file: entry.file, gzBytes: gz };
    })
    .sort((a, b) => b.gzBytes - a.gzBytes);
  return { count: chunks.length, largest: chunks[0] ?? null, top: chunks.slice(0, 5) };
}

/**
 * The back-office from its build manifest (backoffice/dist/.vite/manifest.json): the shell is the
 * entry plus every chunk it imports statically (what index.html modulepreloads); every other
 * script chunk (resource screens, dashboard, language packs, the rich-text editor's vendor
 * chunks) loads on demand, and the largest of them is the lazy figure.
 */
export function backofficeChunks() {
  const dist = join(ROOT, 'backoffice/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gzOf = (file) => {
    const path = join(dist, file);
    return existsSync(`${path}.gz`)
      ? statSync(`${path}.gz`).size
      : gzipSync(readFileSync(path), { level: 9 }).length;
  };
  const shell = new Set();
  const visit = (key) => {
    if (shell.has(key)) return;
    shell.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) visit(key);
  const shellGzBytes = [...shell].reduce((sum, key) => sum + gzOf(manifest[key].file), 0);
  const lazy = Object.entries(manifest)
    .filter(([key, entry]) => !shell.has(key) && entry.file.endsWith('.js'))
    .map(([key, entry]) => ({
      name: entry.name ?? key,
      file: entry.file,
      gzBytes: gzOf(entry.file),
    }))
    .sort((a, b) => b.gzBytes - a.gzBytes);
  return {
    shellFiles: shell.size,
    shellGzBytes,
    lazyCount: lazy.length,
    largest: lazy[0] ?? null,
    top: lazy.slice(0, 5),
  };
}

/** Loads a page as a first visit and sums its script and stylesheet answers (gzip level 9 of each body). */
async function firstView(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: 'nl-BE',
  });
  const page = await context.newPage();
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => null);
        return {
          url: response.url(),
          type,
          gz: gzipSync(body, { level: 9 }).length,
          raw: body.length,
          transferred: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : body.length,
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated], #root, body').first().waitFor({ state: 'attached' });
  const responses = await Promise.all(pending);
  await context.close();
  const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);
  const scripts = responses.filter((r) => r.type === 'script');
  const styles = responses.filter((r) => r.type === 'stylesheet');
  return {
    url,
    jsGzBytes: sum(scripts, 'gz'),
    cssGzBytes: sum(styles, 'gz'),
    scripts: scripts.length,
    totalTransferredBytes: sum(responses, 'transferred'),
    htmlGzBytes: sum(
      responses.filter((r) => r.type === 'document'),
      'gz',
    ),
    biggestScripts: scripts
      .sort((a, b) => b.gz - a.gz)
      .slice(0, 4)
      .map((r) => ({ file: new URL(r.url).pathname, gzBytes: r.gz })),
    allScripts: scripts.map((r) => ({ file: new URL(r.url).pathname, gzBytes: r.gz })),
  };
}

async function lighthouseRuns(urls) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    // The HTTP/2 front's certificate is a throw-away self-signed one.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  const results = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const runs = [];
      // A run Lighthouse itself could not finish (runtimeError, no score) is not a figure: try again, at most twice more.
      for (
        let attempt = 0;
        runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS + 2;
        attempt++
      ) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          log(`  lighthouse ${name}: run failed (${lhr.runtimeError?.code ?? 'no score'}), again`);
          continue;
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? null;
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
          weightBytes: audit('total-byte-weight'),
        });
      }
      // Median of the runs by score; the figures of that run.
      if (runs.length === 0) throw new Error(`Lighthouse could not finish a run on ${url}`);
      const sorted = [...runs].sort((a, b) => a.score - b.score);
      const mid = sorted[Math.floor(sorted.length / 2)];
      results[name] = {
        ...mid,
        runs: runs.length,
        scores: runs.map((r) => r.score),
        lcpMedianMs: median(runs.map((r) => r.lcpMs)),
        tbtMedianMs: median(runs.map((r) => r.tbtMs)),
      };
      log(
        `  lighthouse ${name.padEnd(13)} score ${mid.score} (runs ${results[name].scores.join(', ')})  LCP ${(mid.lcpMs / 1000).toFixed(2)} s  TBT ${mid.tbtMs} ms  CLS ${mid.cls}  weight ${(mid.weightBytes / KiB).toFixed(0)} KiB`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

export async function benchStorefront({ tmp }) {
  log('\n== Storefront ==');
  const dataDir = mkdtempSync(join(tmp, 'storefront-'));
  const logFile = join(dataDir, 'api.log');
  let api;
  try {
    await seed(dataDir, null, logFile);
    const port = await freePort();
    ({ child: api } = await startApi(productionEnv({ port, dataDir }), logFile));
    const base = `http://127.0.0.1:${port}`;
    const { body: list } = await json(`${base}/api/products?locale=nl`);
    const { body: posts } = await json(`${base}/api/posts?locale=nl`);
    const urls = {
      home: `${base}/nl`,
      productList: `${base}/nl/producten`,
      product: `${base}/nl/product/${list.data[0].slug}`,
      article: `${base}/nl/magazine/${posts.data[0].slug}`,
    };

    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: CHROME_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const views = {};
    try {
      for (const [name, url] of Object.entries(urls)) {
        views[name] = await firstView(browser, url);
        log(
          `  first view ${name.padEnd(13)} JS ${(views[name].jsGzBytes / KiB).toFixed(1)} KiB gz (${views[name].scripts} files)  CSS ${(views[name].cssGzBytes / KiB).toFixed(1)} KiB gz  HTML ${(views[name].htmlGzBytes / KiB).toFixed(1)} KiB gz  all ${(views[name].totalTransferredBytes / KiB).toFixed(0)} KiB transferred`,
        );
      }
      views.backoffice = await firstView(browser, `${base}/admin/`);
      log(
        `  first view back-office   JS ${(views.backoffice.jsGzBytes / KiB).toFixed(1)} KiB gz (${views.backoffice.scripts} files, sign-in screen with its language pack)`,
      );
    } finally {
      await browser.close();
    }
    const lazy = lazyChunks();
    log(
      `  largest lazy route chunk: ${lazy.largest?.file} ${((lazy.largest?.gzBytes ?? 0) / KiB).toFixed(1)} KiB gz (${lazy.count} lazy chunks)`,
    );
    const backoffice = backofficeChunks();
    log(
      `  back-office shell (manifest): ${(backoffice.shellGzBytes / KiB).toFixed(1)} KiB gz in ${backoffice.shellFiles} files; largest lazy chunk ${backoffice.largest?.file} ${((backoffice.largest?.gzBytes ?? 0) / KiB).toFixed(1)} KiB gz (${backoffice.lazyCount} lazy chunks)`,
    );
    // Lighthouse loads the pages as production serves them: over HTTPS with HTTP/2 (Caddy in
    // front of the API, deploy/Caddyfile), here a local HTTP/2 TLS front; over plain HTTP/1.1
    // the browser has six connections per host, and the page's requests queue for them.
    let lighthouse = {};
    if (LIGHTHOUSE_RUNS > 0) {
      const front = await startH2Front(port);
      try {
        lighthouse = await lighthouseRuns(
          Object.fromEntries(
            Object.entries(urls).map(([name, url]) => [name, url.replace(base, front.origin)]),
          ),
        );
      } finally {
        await front.close();
      }
    }
    return { views, lazy, backoffice, lighthouse, lighthouseRuns: LIGHTHOUSE_RUNS };
  } finally {
    await stop(api);
    if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tmp = mkdtempSync(join(tmpdir(), 'vyrelle-bench-'));
  const result = await benchStorefront({ tmp });
  if (process.env.BENCH_JSON) console.log(JSON.stringify(result, null, 2));
  rmSync(tmp, { recursive: true, force: true });
}
