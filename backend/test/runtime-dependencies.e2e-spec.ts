import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKEND_DIR } from './helpers/processes.js';

const ROOT = join(BACKEND_DIR, '..');

interface LockPackage {
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  link?: boolean;
  dependencies?: Record<string, string>;
}

/** What `npm ci --omit=dev` (and the image's `npm prune --omit=dev`) installs: every lock entry not flagged dev. */
function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockPackage>;
  };
  return Object.entries(lock.packages)
    .filter(([path, pkg]) => path.includes('node_modules/') && !pkg.dev && !pkg.link)
    .map(([path]) => path);
}

/** The name of an installed package from its lock path (`a/node_modules/@scope/name` → `@scope/name`). */
const nameOf = (path: string): string => path.slice(path.lastIndexOf('node_modules/') + 13);

/**
 * The runtime image carries only what runs: the back-office is static files built at image build
 * time, so react-admin, MUI, tiptap and date-fns (about 250 MiB) are back-office devDependencies and
 * never reach the production dependency tree; the Dockerfile drops dev dependencies and copies no
 * back-office node_modules.
 */
describe('runtime image dependencies', () => {
  it('the production dependency tree holds none of the back-office build packages', () => {
    const names = productionPackages().map(nameOf);
    expect(names.length).toBeGreaterThan(100);
    const buildOnly = names.filter((name) =>
      /^(@mui\/|@tiptap\/|@emotion\/|date-fns$|react-admin$|ra-[a-z-]+$|@tanstack\/|react-hook-form$|vite$)/.test(
        name,
      ),
    );
    expect(buildOnly).toEqual([]);
    // What runs stays: the API's and the server rendering's own packages.
    for (const runtime of ['@nestjs/core', 'typeorm', 'bullmq', 'react-dom', 'i18next'])
      expect(names, runtime).toContain(runtime);
  });

  it('every back-office dependency is a devDependency (it is only needed to build dist)', () => {
    const backoffice = JSON.parse(
      readFileSync(join(ROOT, 'backoffice', 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string>; devDependencies: Record<string, string> };
    expect(Object.keys(backoffice.dependencies ?? {})).toEqual([]);
    expect(backoffice.devDependencies).toHaveProperty('ra-input-rich-text');
  });

  it('the Dockerfile drops dev dependencies and copies only the API and storefront node_modules', () => {
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).not.toMatch(/npm (ci|install)/);
    expect(dockerfile).toMatch(/for ws in backend storefront; do[^\n]*\n[^\n]*node_modules/);
    const allThree = /for ws in backend storefront backoffice; do([^]*?)done/.exec(dockerfile);
    expect(allThree?.[1]).toBeDefined();
    expect(allThree![1]).not.toMatch(/node_modules/);
  });
});
