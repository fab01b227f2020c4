import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { ENTITIES } from './entities.js';
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from './migrations/index.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export function databaseKind(config: Pick<AppConfig, 'databaseUrl'>): DatabaseKind {
  return config.databaseUrl ? 'postgres' : 'sqlite';
}

/**
 * SQLite file under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Each driver has its
 * own migration folder (generated SQL differs); `npm run migration:generate` writes both.
 * Schema is only ever changed by migrations, never by synchronize.
 */
export function dataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): DataSourceOptions {
  if (config.databaseUrl) {
    return {
      type: 'postgres',
      url: config.databaseUrl,
      entities: ENTITIES,
      migrations: POSTGRES_MIGRATIONS,
      migrationsTableName: 'migrations',
      synchronize: false,
      extra: {
        max: 10,
        connectionTimeoutMillis: 5000,
        // A connection killed by the server (restart, failover, pg_terminate_backend) emits 'error' on
        // its client. pg-pool and TypeORM listen only while a client is idle or held by a query
        // runner; in the gaps an 'error' without a listener is an uncaught exception that ends the
        // process. This permanent listener closes the gaps; the pool drops the dead client on release.
        onConnect: (client: { on(event: 'error', listener: (error: Error) => void): unknown }) => {
          client.on('error', () => undefined);
        },
      },
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  return {
    type: 'better-sqlite3',
    database: join(config.dataDir, 'shop.sqlite'),
    entities: ENTITIES,
    migrations: SQLITE_MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    // WAL lets readers work while the job worker writes; foreign keys are off by default in SQLite.
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
  };
}
