import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * "Ask, don't reach": a module registers only its own entities with TypeOrmModule.forFeature. Data
 * of another module is asked for through that module's exported service, never read from its tables.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const MODULES = join(SRC, 'modules');

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(path);
    return entry.name.endsWith('.module.ts') ? [path] : [];
  });
}

/** Imported name → resolved source file (.ts), for the relative imports of a file. */
function importsOf(file: string, source: string): Map<string, string> {
  const imports = new Map<string, string>();
  const pattern = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
  for (const [, names, from] of source.matchAll(pattern)) {
    if (!from!.startsWith('.')) continue;
    const target = resolve(dirname(file), from!).replace(/\.js$/, '.ts');
    for (const name of names!.split(',')) {
      const local = name
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (local) imports.set(local, target);
    }
  }
  return imports;
}

/** Every entity listed in a forFeature([...]) of this module file that does not live in its folder. */
function violationsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const imports = importsOf(file, source);
  const folder = dirname(file) + sep;
  const found: string[] = [];
  const name = relative(SRC, file);
  for (const [, list] of source.matchAll(/TypeOrmModule\.forFeature\(\s*\[([^\]]*)\]/g)) {
    for (const item of list!.split(',').map((part) => part.trim())) {
      if (!item) continue;
      const target = /^[A-Za-z_$][\w$]*$/.test(item) ? imports.get(item) : undefined;
      if (!target) found.push(`${name}: cannot resolve "${item}" to an import of this file`);
      else if (!target.startsWith(folder))
        found.push(`${name}: ${item} comes from ${relative(SRC, target)}`);
    }
  }
  if (/TypeOrmModule\.forFeature\((?!\s*\[)/.test(source))
    found.push(`${name}: forFeature is not called with an array literal`);
  return found;
}

describe('module boundaries', () => {
  it('finds the module files and their forFeature lists', () => {
    const files = moduleFiles(MODULES);
    expect(files.length).toBeGreaterThan(10);
    const withFeatures = files.filter((file) =>
      readFileSync(file, 'utf8').includes('TypeOrmModule.forFeature('),
    );
    expect(withFeatures.length).toBeGreaterThan(10);
  });

  it('lets every TypeOrmModule.forFeature list only entities of its own module', () => {
    const violations = moduleFiles(MODULES).flatMap(violationsOf);
    expect(
      violations,
      `Modules reach into other modules' tables; ask the owning module's exported service instead:\n${violations.join('\n')}`,
    ).toEqual([]);
  });
});
