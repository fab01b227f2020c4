import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs database transactions for every module that writes in one. On PostgreSQL it just runs the
 * transaction. SQLite (better-sqlite3) runs on one connection, where two transactions must not
 * interleave: there the writers queue here, one after the other, whatever module they come from.
 * Work inside a transaction must not start another one through this runner (it would wait for itself).
 */
@Injectable()
export class TransactionRunner {
  private readonly serialised: boolean;
  /** The SQLite write queue: the tail of the last queued transaction. */
  private sqliteQueue: Promise<unknown> = Promise.resolve();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.serialised = dataSource.options.type === 'better-sqlite3';
  }

  /** Runs `work` in one transaction (queued behind the other writers on SQLite) and answers its result. */
  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.serial(() => this.dataSource.transaction(work));
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    if (!this.serialised) return work();
    const run = this.sqliteQueue.then(work, work);
    this.sqliteQueue = run.catch(() => undefined);
    return run;
  }
}
