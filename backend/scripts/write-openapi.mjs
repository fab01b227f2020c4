#!/usr/bin/env node
// Writes the OpenAPI document of the built backend to backend/openapi.json (committed).
// `--check` fails when the committed copy differs, so the API and its clients cannot drift.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'openapi.json');
const dataDir = mkdtempSync(join(tmpdir(), 'vyrelle-openapi-'));
const { loadConfig } = await import(join(root, 'dist/config/app-config.js'));
const { createApp, buildOpenApi } = await import(join(root, 'dist/app.factory.js'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
});
const app = await createApp(config);
const text = `${JSON.stringify(buildOpenApi(app, config), null, 2)}\n`;
await app.close();
rmSync(dataDir, { recursive: true, force: true });

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    /* missing counts as different */
  }
  if (committed !== text) {
    console.error(
      'backend/openapi.json is out of date: run `npm run openapi -w backend` and commit the result.',
    );
    process.exit(1);
  }
  console.log('backend/openapi.json is up to date.');
} else {
  writeFileSync(target, text);
  console.log(`Wrote ${target}`);
}
