import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCache } from './statement-cache.js';

describe('StatementCache', () => {
  const dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:' });

  beforeAll(async () => {
    await dataSource.initialize();
    await dataSource.query(
      'CREATE TABLE "item" ("name" varchar, "colour" varchar, "active" boolean)',
    );
    await dataSource.query(
      `INSERT INTO "item" VALUES ('a', 'blue', 1), ('b', 'green', 1), ('c', 'blue', 0), ('d', 'red', 1)`,
    );
  });
  afterAll(() => dataSource.destroy());

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
