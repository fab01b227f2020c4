import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductEntity } from '../src/modules/catalogue/entities/product.entity.js';
import { BACKEND_DIR } from './helpers/processes.js';
import { createProduct } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  startApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const CLI = join(BACKEND_DIR, 'dist', 'cli', 'backup.js');

/** Backup and restore as an operator runs them (`npm run backup` / `npm run restore`): the compiled CLI. */
describe(`backup and restore on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let backups: string;

  beforeAll(async () => {
    if (!existsSync(CLI))
      throw new Error('backend/dist is missing: run `npm run build` first (npm test does it)');
    env = await createTestEnvironment();
    backups = mkdtempSync(join(tmpdir(), 'vyrelle-backups-'));
  });
  afterAll(async () => {
    rmSync(backups, { recursive: true, force: true });
    await env?.dispose();
  });

  const cli = (...args: string[]) => cliWith({}, ...args);
  const cliWith = (extra: Record<string, string>, ...args: string[]) =>
    spawnSync(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env.env(extra) },
      encoding: 'utf8',
      timeout: 120_000,
    });
  const productSlugs = async (): Promise<string[]> => {
    const running = await startApp(env.config());
    try {
      const products = await running.app
        .get(DataSource)
        .getRepository(ProductEntity)
        .find({ select: { slug: true }, order: { slug: 'ASC' } });
      return products.map((p) => p.slug);
    } finally {
      await running.close();
    }
  };

  it(
    'puts back the database and the uploads as they were at the backup',
    { timeout: 180_000 },
    async () => {
      const running = await startApp(env.config());
      const productId = await createProduct(running.app, { priceCents: 4_200, stock: 3 });
      await running.close();
      const uploads = join(env.dataDir, 'uploads');
      mkdirSync(uploads, { recursive: true });
      writeFileSync(join(uploads, 'before.txt'), 'kept');
      const slugsAtBackup = await productSlugs();
      expect(slugsAtBackup.length).toBeGreaterThan(1);

      const target = join(backups, 'one');
      const made = cli('--out', target);
      expect(made.stderr).toBe('');
      expect(made.status).toBe(0);
      expect(JSON.parse(readFileSync(join(target, 'manifest.json'), 'utf8'))).toMatchObject({
        format: 1,
        database: env.databaseUrl ? 'postgres' : 'sqlite',
      });
      // A second backup into the same folder is refused (nothing is overwritten).
      expect(cli('--out', target).status).toBe(1);

      // Damage: a product renamed, an upload replaced.
      const later = await startApp(env.config());
      await later.app
        .get(DataSource)
        .getRepository(ProductEntity)
        .update({ id: productId }, { slug: 'damaged-after-the-backup' });
      await later.close();
      expect(await productSlugs()).toContain('damaged-after-the-backup');
      rmSync(join(uploads, 'before.txt'));
      writeFileSync(join(uploads, 'after.txt'), 'not in the backup');

      expect(cli('--from', target).status).toBe(1); // without --yes nothing happens
      const restored = cli('--from', target, '--yes');
      expect(restored.stderr).toBe('');
      expect(restored.status).toBe(0);
      expect(readFileSync(join(uploads, 'before.txt'), 'utf8')).toBe('kept');
      expect(existsSync(join(uploads, 'after.txt'))).toBe(false);
      expect(await productSlugs()).toEqual(slugsAtBackup);
    },
  );

  it('says that uploads kept in S3 are not in the backup (bucket versioning keeps them)', async () => {
    await (await startApp(env.config())).close();
    const target = join(backups, 's3');
    const made = cliWith({ S3_BUCKET: 'shop-uploads' }, '--out', target);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('Uploads are kept in the S3 bucket shop-uploads');
    expect(made.stdout).toContain('versioning');
    expect(existsSync(join(target, 'manifest.json'))).toBe(true);
    // on disk, the backup says nothing of the kind
    expect(cli('--out', join(backups, 'disk')).stdout).not.toContain('S3');
  });
});
