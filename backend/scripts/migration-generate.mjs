#!/usr/bin/env node
// Generates a migration for BOTH drivers from the difference between the entities and the schema
// that the existing migrations build: src/database/migrations/{sqlite,postgres}/<timestamp>-<Name>.ts.
// Usage: npm run migration:generate -- AddProducts
// PostgreSQL: uses MIGRATION_DATABASE_URL, else a scratch database on TEST_DATABASE_URL's/local server.
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Usage: npm run migration:generate -- MigrationName (PascalCase)');
  process.exit(1);
}
execSync('npm run build', { cwd: root, stdio: 'inherit' });
const { DataSource } = await import('typeorm');
const { dataSourceOptions } = await import(join(root, 'dist/database/data-source-options.js'));

const timestamp = Date.now();
const className = `${name}${timestamp}`;

function render(up, down) {
  const q = (list) =>
    list
      .map(
        (query) =>
          `    await queryRunner.query(${JSON.stringify(query.query)}${query.parameters?.length ? `, ${JSON.stringify(query.parameters)}` : ''});`,
      )
      .join('\n');
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${q(up)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${q(down.slice().reverse())}
  }
}
`;
}

function register(kind, fileBase) {
  const indexPath = join(root, 'src/database/migrations', kind, 'index.ts');
  let index = readFileSync(indexPath, 'utf8');
  index = `import { ${className} } from './${fileBase}.js';\n` + index;
  index = index.replace(
    /(= \[)([^\]]*)\];\s*$/,
    (_m, head, items) =>
      `${head}${items.trim() ? `${items.trim().replace(/,$/, '')}, ` : ''}${className}];\n`,
  );
  writeFileSync(indexPath, index);
}

async function generate(kind, options) {
  const ds = new DataSource(options);
  await ds.initialize();
  try {
    await ds.runMigrations();
    const log = await ds.driver.createSchemaBuilder().log();
    if (log.upQueries.length === 0) {
      console.log(`${kind}: no changes`);
      return;
    }
    const fileBase = `${timestamp}-${name}`;
    writeFileSync(
      join(root, 'src/database/migrations', kind, `${fileBase}.ts`),
      render(log.upQueries, log.downQueries),
    );
    register(kind, fileBase);
    console.log(
      `${kind}: wrote src/database/migrations/${kind}/${fileBase}.ts (${log.upQueries.length} statements)`,
    );
  } finally {
    await ds.destroy();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'vyrelle-migrate-'));
try {
  await generate('sqlite', dataSourceOptions({ databaseUrl: null, dataDir: dir }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const adminUrl =
  process.env.MIGRATION_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = `vyrelle_migrate_${timestamp}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${scratch}`);
try {
  const url = new URL(adminUrl);
  url.pathname = `/${scratch}`;
  await generate('postgres', dataSourceOptions({ databaseUrl: url.toString(), dataDir: dir }));
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin.end();
}
