/**
 * Focused server-render bench (not part of `npm run bench`): seeds once into BENCH_DATA (kept),
 * starts the production API (NODE_OPTIONS passes e.g. --cpu-prof), measures cached pages, the 304
 * and a new URL each time, then the RSS and heap after the load and after 30 s of rest.
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
  if (process.env.REST) {
    await sleep(Number(process.env.REST) * 1000);
    console.log(`rss after ${process.env.REST}s rest`, mib(await rssOf(child.pid)));
  }
} finally {
  await stop(child);
}
