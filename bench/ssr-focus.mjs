/**
 * Focused server-render bench (not part of `npm run bench`): seeds once into BENCH_DATA (kept),
 * starts the production API (API_NODE_ARGS passes e.g. --cpu-prof, API_ENV extra variables),
 * measures cached pages, the 304 and a new URL each time, then the RSS after the load and after
 * REST seconds of rest. MEMLOG=1 with API_NODE_ARGS="--expose-gc --import ./bench/heap-report.mjs"
 * writes V8's heap spaces at rest and after the load to /tmp/heap-report.txt.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { seed } from './api.mjs';
import {
  ROOT,
  waitForPort,
  freePort,
  measure,
  productionEnv,
  rssOf,
  sleep,
  startApi,
  stop,
} from './lib.mjs';

const dataDir = process.env.BENCH_DATA ?? '/tmp/ssr/data';
const logFile = join(dataDir, 'api.log');
if (!existsSync(join(dataDir, 'seeded'))) {
  mkdirSync(dataDir, { recursive: true });
  await seed(dataDir, null, logFile);
  mkdirSync(join(dataDir, 'seeded'));
}
const port = await freePort();
const env = productionEnv({ port, dataDir });
// API_ENV="MALLOC_ARENA_MAX=2 X=y": extra variables for the API process (productionEnv passes only PATH).
for (const pair of (process.env.API_ENV ?? '').split(' ').filter(Boolean)) {
  const at = pair.indexOf('=');
  env[pair.slice(0, at)] = pair.slice(at + 1);
}
let child;
if (process.env.API_NODE_ARGS) {
  // e.g. API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (not allowed in NODE_OPTIONS)
  child = spawn(
    process.execPath,
    [...process.env.API_NODE_ARGS.split(' '), join(ROOT, 'backend/dist/main.js')],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
    },
  );
  await waitForPort(port, child);
} else ({ child } = await startApi(env, logFile));
const base = `http://127.0.0.1:${port}`;
const mib = (b) => `${Math.round(b / 1048576)} MiB`;
try {
  console.log('rss idle', mib(await rssOf(child.pid)));
  if (process.env.MEMLOG) {
    child.kill('SIGUSR2');
    await sleep(1500);
  }
  if (!process.env.ONLY_UNCACHED) {
    for (const path of ['/nl', '/nl/producten'])
      await measure(`page ${path} (cached)`, { url: `${base}${path}` });
    const etag = (await fetch(`${base}/nl`)).headers.get('etag');
    await measure(
      'page /nl 304',
      { url: `${base}/nl`, headers: { 'if-none-match': etag } },
      { expectStatus: 304 },
    );
  }
  let fresh = 0;
  await measure('page /nl/producten?v=N (rendered)', {
    url: base,
    requests: [
      { method: 'GET', setupRequest: (r) => ({ ...r, path: `/nl/producten?v=${++fresh}` }) },
    ],
  });
  console.log('rss after load', mib(await rssOf(child.pid)));
  if (process.env.MEMLOG) {
    child.kill('SIGUSR2');
    await sleep(1500);
  }
  if (process.env.REST) {
    await sleep(Number(process.env.REST) * 1000);
    console.log(`rss after ${process.env.REST}s rest`, mib(await rssOf(child.pid)));
  }
} finally {
  await stop(child);
}
