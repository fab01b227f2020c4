/**
 * Dependency direction (CONVENTIONS.md, bulletproof-react): lib → components → features → app.
 * Features never import each other; shared code never imports features or app. The client
 * generated from the OpenAPI document (`api/generated/`) sits beside lib: it builds on lib's base
 * API, and everything may use it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** `features/cart`, `app`, `lib`, `components`, … of a file below src. */
function layerOf(file: string): string {
  const [top = '', second = ''] = relative(srcDir, file).split('/');
  return top === 'features' ? `features/${second}` : top;
}

const allowed: Record<string, (target: string) => boolean> = {
  api: (t) => t === 'lib',
  lib: (t) => t === 'lib' || t === 'locales' || t === 'api',
  locales: (t) => t === 'locales',
  components: (t) => t === 'lib' || t === 'components' || t === 'api',
  app: (t) => t !== 'entry-server.tsx' && t !== 'entry-client.tsx',
};

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(
      /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => resolve(dirname(file), (m[1] ?? m[2])!));
}

describe('architecture', () => {
  const violations = sourceFiles(srcDir).flatMap((file) => {
    const from = layerOf(file);
    return importsOf(file)
      .map((target) => layerOf(target))
      .filter((to) => {
        if (from === to) return false;
        if (from.startsWith('features/'))
          return !['lib', 'components', 'locales', 'api'].includes(to);
        const rule = allowed[from];
        return rule ? !rule(to) : false;
      })
      .map((to) => `${relative(srcDir, file)} → ${to}`);
  });

  it('keeps features independent and shared code free of features and app', () => {
    expect(violations).toEqual([]);
  });
});
