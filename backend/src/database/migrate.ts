import type { DataSource, Migration } from 'typeorm';

/** One number for the whole shop: `pg_advisory_lock` serialises whoever migrates this database. */
const MIGRATION_LOCK_KEY = 7_304_112_001;

/**
 * Runs the pending migrations. On PostgreSQL, under a session advisory lock: several API replicas
 * (or `npm run migrate` next to them) starting at once take turns, and those after the first find
 * nothing left to do, instead of racing on the same CREATE TABLE and the migrations table.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<Migration[]> {
  if (dataSource.options.type !== 'postgres') return dataSource.runMigrations();
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await dataSource.runMigrations();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
  }
}
