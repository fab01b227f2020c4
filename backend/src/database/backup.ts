import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { databaseKind, type DatabaseKind } from './data-source-options.js';

/**
 * Backups of what the shop cannot rebuild: the database and the uploaded files under DATA_DIR.
 * PostgreSQL through `pg_dump --format=custom` (a consistent snapshot while the shop runs) and
 * `pg_restore --clean`; SQLite through its online backup API. A backup is one folder with a
 * manifest, the database and `uploads/`.
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: DatabaseKind;
  files: string[];
}

const MANIFEST = 'manifest.json';
const PG_DUMP = 'database.pgdump';
const SQLITE_FILE = 'shop.sqlite';

export async function createBackup(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  target: string,
): Promise<BackupManifest> {
  if (existsSync(target)) throw new Error(`${target} exists already; choose a new folder`);
  mkdirSync(target, { recursive: true });
  const kind = databaseKind(config);
  const files: string[] = [];
  if (kind === 'postgres') {
    run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${join(target, PG_DUMP)}`,
      config.databaseUrl!,
    ]);
    files.push(PG_DUMP);
  } else {
    const Database = createRequire(import.meta.url)(
      'better-sqlite3',
    ) as typeof import('better-sqlite3');
    const db = new Database(join(config.dataDir, 'shop.sqlite'), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      await db.backup(join(target, SQLITE_FILE));
    } finally {
      db.close();
    }
    files.push(SQLITE_FILE);
  }
  const uploads = join(config.dataDir, 'uploads');
  if (existsSync(uploads)) {
    cpSync(uploads, join(target, 'uploads'), { recursive: true });
    files.push('uploads/');
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: kind,
    files,
  };
  writeFileSync(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Puts a backup back: the database replaced by the backup's, uploads replaced by its folder. Stop the API and worker first. */
export function restoreBackup(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  source: string,
): BackupManifest {
  const manifest = JSON.parse(readFileSync(join(source, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
  const kind = databaseKind(config);
  if (manifest.database !== kind)
    throw new Error(
      `This backup holds a ${manifest.database} database; the configuration is for ${kind}`,
    );
  if (kind === 'postgres') {
    run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${config.databaseUrl!}`,
      join(source, PG_DUMP),
    ]);
  } else {
    const file = join(config.dataDir, 'shop.sqlite');
    for (const suffix of ['-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    cpSync(join(source, SQLITE_FILE), file);
  }
  const uploads = join(config.dataDir, 'uploads');
  rmSync(uploads, { recursive: true, force: true });
  if (existsSync(join(source, 'uploads')))
    cpSync(join(source, 'uploads'), uploads, { recursive: true });
  return manifest;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(`${command} failed: ${result.stderr.trim().split('\n').slice(-3).join(' ')}`);
}
