#!/usr/bin/env node
// One command regenerates everything that follows from the API contract:
//   1. backend/openapi.json from the built backend (the single source),
//   2. the enum value lists for both front ends (src/api/generated/enums.ts),
//   3. the postcode table for the storefront's address forms (src/api/generated/address-formats.ts,
//      from backend/src/common/address/address-formats.ts: one table, checked on both sides),
//   4. each workspace's own client (`generate:api`: RTK Query endpoints, openapi-typescript types).
// `--check` regenerates in place and fails when anything differs from what is committed, so CI
// catches an API change whose clients were not regenerated (and the compiler then shows the callers).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const generated = [
  'backend/openapi.json',
  'storefront/src/api/generated',
  'backoffice/src/api/generated',
];
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

if (!existsSync(join(root, 'backend/dist/app.factory.js'))) {
  console.error('backend/dist is missing: run `npm run build -w backend` first.');
  process.exit(1);
}
run(process.execPath, ['backend/scripts/write-openapi.mjs']);

const document = JSON.parse(readFileSync(join(root, 'backend/openapi.json'), 'utf8'));
writeEnums(document, 'storefront/src/api/generated/enums.ts');
writeEnums(document, 'backoffice/src/api/generated/enums.ts');
await writeAddressFormats('storefront/src/api/generated/address-formats.ts');
run('npm', ['run', 'generate:api', '--workspaces', '--if-present', '--silent']);

if (check) {
  const changed = execFileSync('git', ['status', '--porcelain', '--', ...generated], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  if (changed) {
    console.error(
      `Generated API files differ from the committed ones:\n${changed}\n` +
        'Run `npm run generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log('The OpenAPI document and the generated clients are up to date.');
}

/** `SkinType` → `SKIN_TYPES`, `OrderStatus` → `ORDER_STATUSES`. */
function constantName(schemaName) {
  const snake = schemaName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  return snake.endsWith('S') ? `${snake}ES` : `${snake}S`;
}

/** One `as const` list and its union type per named enum schema of the document. */
function writeEnums(openapi, target) {
  const lines = [
    '// Generated from backend/openapi.json by scripts/generate-api.mjs: do not edit.',
    '// Run `npm run generate` after an API change.',
    '',
  ];
  const schemas = Object.entries(openapi.components.schemas)
    .filter(([, schema]) => Array.isArray(schema.enum))
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [name, schema] of schemas) {
    const constant = constantName(name);
    lines.push(
      `export const ${constant} = ${JSON.stringify(schema.enum)} as const;`,
      `export type ${name} = (typeof ${constant})[number];`,
      '',
    );
  }
  mkdirSync(join(root, dirname(target)), { recursive: true });
  writeFileSync(join(root, target), lines.join('\n'));
}

/** The backend's postcode table, as data for the storefront's forms. */
async function writeAddressFormats(target) {
  const { POSTCODE_FORMATS, FALLBACK_POSTCODE, PHONE_EXAMPLES } = await import(
    join(root, 'backend/dist/common/address/address-formats.js')
  );
  const lines = [
    '// Generated from backend/src/common/address/address-formats.ts by scripts/generate-api.mjs: do not edit.',
    '// Run `npm run generate` after changing the table.',
    '',
    'export interface PostcodeFormat {',
    '  readonly pattern: string;',
    '  readonly example: string;',
    '}',
    '',
    `export const POSTCODE_FORMATS: Readonly<Record<string, PostcodeFormat>> = ${JSON.stringify(POSTCODE_FORMATS, null, 2)};`,
    '',
    `export const FALLBACK_POSTCODE: PostcodeFormat = ${JSON.stringify(FALLBACK_POSTCODE)};`,
    '',
    `export const PHONE_EXAMPLES: Readonly<Record<string, string>> = ${JSON.stringify(PHONE_EXAMPLES)};`,
    '',
  ];
  writeFileSync(join(root, target), lines.join('\n'));
}
