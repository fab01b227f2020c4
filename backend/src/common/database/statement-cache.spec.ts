import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCache } from './statement-cache.js';

/**
 * A real driver: SQLite in the SQLite suite, PostgreSQL when TEST_DATABASE_URL is set (the
 * PostgreSQL suite, also run on Node 24, where the SQLite driver built for Node 20 does not load),
 * in a schema of its own that is dropped afterwards.
 */
const schema = `statement_cache_spec_${process.pid}`;
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe(`StatementCache on ${postgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  const dataSource = new DataSource(
    postgres
      ? {
          type: 'postgres',
          url: process.env.TEST_DATABASE_URL,
          extra: { options: `-c search_path=${schema}` },
        }
      : { type: 'better-sqlite3', database: ':memory:' },
  );

  beforeAll(async () => {
    await dataSource.initialize();
    if (postgres) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await dataSource.query(
      'CREATE TABLE "item" ("name" varchar, "colour" varchar, "active" boolean)',
    );
    await dataSource.query(
      `INSERT INTO "item" VALUES ('a', 'blue', true), ('b', 'green', true), ('c', 'blue', false), ('d', 'red', true)`,
    );
  });
  afterAll(async () => {
    if (postgres && dataSource.isInitialized)
      await dataSource.query(`DROP SCHEMA ${schema} CASCADE`);
    if (dataSource.isInitialized) await dataSource.destroy();
  });

  const query = (cache: StatementCache, colours: string[], builds: { count: number }) =>
    cache.rows<{ name: string }>(`items|${colours.length}`, { colours }, () => {
      builds.count++;
      return dataSource
        .createQueryBuilder()
        .select('i.name', 'name')
        .from('item', 'i')
        .where('i.active = :active', { active: true })
        .andWhere('i.colour IN (:...colours)', { colours })
        .orderBy('i.name');
    });

  it('builds a shape once and binds each request’s own values (and the builder’s constants)', async () => {
    const cache = new StatementCache(dataSource);
    const builds = { count: 0 };
    expect(await query(cache, ['blue'], builds)).toEqual([{ name: 'a' }]);
    expect(await query(cache, ['green'], builds)).toEqual([{ name: 'b' }]);
    expect(await query(cache, ['red'], builds)).toEqual([{ name: 'd' }]);
    expect(builds.count).toBe(1);
    // another number of values is another shape (the text has one placeholder per value)
    expect(await query(cache, ['blue', 'red'], builds)).toEqual([{ name: 'a' }, { name: 'd' }]);
    expect(builds.count).toBe(2);
  });

  it('answers what the builder itself would answer', async () => {
    const cache = new StatementCache(dataSource);
    const builds = { count: 0 };
    const direct = await dataSource
      .createQueryBuilder()
      .select('i.name', 'name')
      .from('item', 'i')
      .where('i.active = :active', { active: true })
      .andWhere('i.colour IN (:...colours)', { colours: ['green', 'red'] })
      .orderBy('i.name')
      .getRawMany();
    expect(await query(cache, ['green', 'red'], builds)).toEqual(direct);
  });
});
