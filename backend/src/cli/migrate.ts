import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { runMigrationsLocked } from '../database/migrate.js';

/**
 * `npm run migrate`: applies pending migrations and exits (the one-shot `migrate` service of
 * docker-compose.yml). Safe next to starting API replicas: all of them take the same lock.
 */
try {
  const config = loadConfig(process.env);
  const dataSource = await new DataSource({
    ...dataSourceOptions(config),
    migrationsRun: false,
  }).initialize();
  try {
    const applied = await runMigrationsLocked(dataSource);
    process.stdout.write(
      applied.length
        ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}\n`
        : 'The database is up to date.\n',
    );
  } finally {
    await dataSource.destroy();
  }
} catch (error) {
  process.stderr.write(
    error instanceof ConfigError ? `${error.message}\n` : `Migration failed: ${String(error)}\n`,
  );
  process.exit(1);
}
