import type { DataSource, EntityManager } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { TransactionRunner } from './transaction-runner.js';

/** A data source whose transactions log when they start and end. */
function fakeDataSource(type: string, log: string[]): DataSource {
  return {
    options: { type },
    transaction: async <T>(work: (manager: EntityManager) => Promise<T>): Promise<T> => {
      log.push('begin');
      try {
        return await work({} as EntityManager);
      } finally {
        log.push('end');
      }
    },
  } as unknown as DataSource;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('TransactionRunner', () => {
  it('on SQLite runs writers one after the other, also after one failed', async () => {
    const log: string[] = [];
    const runner = new TransactionRunner(fakeDataSource('better-sqlite3', log));
    const first = runner.run(async () => {
      await tick();
      throw new Error('rolled back');
    });
    const second = runner.run(async () => {
      await tick();
      return 2;
    });
    await expect(first).rejects.toThrow('rolled back');
    await expect(second).resolves.toBe(2);
    expect(log).toEqual(['begin', 'end', 'begin', 'end']);
  });

  it('on PostgreSQL just runs the transactions (the database orders them)', async () => {
    const log: string[] = [];
    const runner = new TransactionRunner(fakeDataSource('postgres', log));
    await Promise.all([runner.run(tick), runner.run(tick)]);
    expect(log).toEqual(['begin', 'begin', 'end', 'end']);
  });
});
