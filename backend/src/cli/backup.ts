import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { createBackup, restoreBackup } from '../database/backup.js';

/**
 * `npm run backup -- --out <folder>`: the database and uploads into a new folder (safe while the
 * shop runs). `npm run restore -- --from <folder> --yes`: puts one back (stop the API and worker first).
 */
try {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      from: { type: 'string' },
      yes: { type: 'boolean', default: false },
    },
  });
  const config = loadConfig(process.env);
  if (values.from) {
    if (!values.yes) throw new Error('restore replaces the database and uploads: add --yes');
    const manifest = restoreBackup(config, resolve(values.from));
    process.stdout.write(
      `Restored the backup of ${manifest.createdAt} (${manifest.files.join(', ')}).\n`,
    );
  } else {
    const target = resolve(
      values.out ?? join('backups', new Date().toISOString().replace(/[:.]/g, '-')),
    );
    const manifest = await createBackup(config, target);
    process.stdout.write(`Backup written to ${target} (${manifest.files.join(', ')}).\n`);
  }
  if (config.uploads.storage === 's3')
    process.stdout.write(
      `Uploads are kept in the S3 bucket ${config.uploads.s3?.bucket ?? ''}, not in DATA_DIR: this backup leaves them out. Keep versioning on for that bucket (README, "Operating the shop").\n`,
    );
} catch (error) {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
