#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then serves everything on one
// port (storefront /, back-office /admin/, API /api, Swagger /api/docs). The backend migrates the
// database and seeds demo data into an empty non-production database on start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time of any file under the given paths (skipping node_modules and dist). */
function newest(paths) {
  let latest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path))
        if (name !== 'node_modules' && name !== 'dist') walk(join(path, name));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(walk);
  return latest;
}

const workspaces = [
  {
    name: 'storefront',
    output: 'storefront/dist/server/entry-server.js',
    sources: [
      'storefront/src',
      'storefront/index.html',
      'storefront/vite.config.ts',
      'storefront/public',
    ],
  },
  {
    name: 'backoffice',
    output: 'backoffice/dist/index.html',
    sources: ['backoffice/src', 'backoffice/index.html', 'backoffice/vite.config.ts'],
  },
  { name: 'backend', output: 'backend/dist/main.js', sources: ['backend/src'] },
];

if (!existsSync(join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}

for (const ws of workspaces) {
  const output = join(root, ws.output);
  const stale =
    !existsSync(output) || newest(ws.sources.map((s) => join(root, s))) > statSync(output).mtimeMs;
  if (!stale) continue;
  console.log(`Building ${ws.name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', ws.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
