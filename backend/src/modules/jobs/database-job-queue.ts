import { Logger } from '@nestjs/common';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { JobEntity } from './entities/job.entity.js';
import { backoffDelay, type JobRegistry } from './job-registry.js';
import {
  JobQueue,
  type EnqueueOptions,
  type FailedJob,
  type JobName,
  type JobPayloads,
} from './job-types.js';

interface Options {
  attempts: number;
  backoffMs: number;
  pollMs: number;
}

/** Writes one job row (ignored when its uniqueKey exists): the database queue's job or an outbox entry. */
export async function insertJobRow<N extends JobName>(
  manager: EntityManager,
  status: 'queued' | 'outbox',
  name: N,
  payload: JobPayloads[N],
  options: { uniqueKey?: string; delayMs?: number; maxAttempts: number },
): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(JobEntity)
    .values({
      name,
      payload: JSON.stringify(payload),
      uniqueKey: options.uniqueKey ?? null,
      status,
      attempts: 0,
      maxAttempts: options.maxAttempts,
      runAt: Date.now() + (options.delayMs ?? 0),
      lockedAt: null,
      lastError: null,
    })
    .orIgnore()
    // Nothing is read back: when the key was taken the insert is ignored and has no id, and TypeORM
    // would throw "entity id is not set" reading the generated columns of the row it did not write.
    .updateEntity(false)
    .execute();
}

/**
 * The embedded default: jobs live in the `job` table and are worked in this process, so a restart
 * loses nothing (a job caught `running` by a crash is handed back at the next start).
 */
export class DatabaseJobQueue extends JobQueue {
  private readonly logger = new Logger('DatabaseJobQueue');
  private readonly repo: Repository<JobEntity>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private wakeRequested = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: JobRegistry,
    private readonly options: Options,
  ) {
    super();
    this.repo = dataSource.getRepository(JobEntity);
  }

  async enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: EnqueueOptions = {},
  ): Promise<void> {
    await insertJobRow(options.manager ?? this.dataSource.manager, 'queued', name, payload, {
      ...options,
      maxAttempts: this.options.attempts,
    });
    this.wake();
  }

  async startWorker(): Promise<void> {
    // Only one embedded worker exists per database, so anything still `running` was cut off by a stop.
    await this.repo.update({ status: 'running' }, { status: 'queued', lockedAt: null });
    this.stopped = false;
    this.schedule(0);
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  async counts(): Promise<{ waiting: number; active: number; failed: number }> {
    const rows = await this.repo
      .createQueryBuilder('j')
      .select('j.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .where('j.status IN (:...s)', { s: ['queued', 'running', 'failed'] })
      .groupBy('j.status')
      .getRawMany<{ status: string; n: string | number }>();
    const by = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    return { waiting: by('queued'), active: by('running'), failed: by('failed') };
  }

  async listFailed(offset: number, limit: number): Promise<{ data: FailedJob[]; total: number }> {
    const [rows, total] = await this.repo.findAndCount({
      where: { status: 'failed' },
      order: { updatedAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return {
      data: rows.map((row) => {
        let payload: Record<string, unknown> = {};
        try {
          payload = JSON.parse(row.payload) as Record<string, unknown>;
        } catch {
          payload = {};
        }
        return {
          id: String(row.id),
          name: row.name,
          payload,
          error: row.lastError,
          attempts: row.attempts,
          failedAt: row.updatedAt,
        };
      }),
      total,
    };
  }

  async retryFailed(id: string): Promise<boolean> {
    return /^\d{1,15}$/.test(id) ? this.retry(Number(id)) : false;
  }

  /** Puts a failed job back in the queue (back-office "retry"). */
  async retry(id: number): Promise<boolean> {
    const result = await this.repo.update(
      { id, status: 'failed' },
      { status: 'queued', attempts: 0, runAt: Date.now(), lastError: null },
    );
    this.wake();
    return (result.affected ?? 0) > 0;
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain().finally(() => {
        this.running = null;
        const again = this.wakeRequested;
        this.wakeRequested = false;
        this.schedule(again ? 0 : this.options.pollMs);
      });
    }, ms);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const job = await this.claim();
      if (!job) return;
      await this.process(job);
    }
  }

  /** Atomically moves the next due job from queued to running (a conditional update, safe on both databases). */
  private async claim(): Promise<JobEntity | null> {
    const now = Date.now();
    const next = await this.repo
      .createQueryBuilder('j')
      .where('j.status = :s AND j.runAt <= :now', { s: 'queued', now })
      .orderBy('j.runAt', 'ASC')
      .addOrderBy('j.id', 'ASC')
      .getOne();
    if (!next) return null;
    const result = await this.repo.update(
      { id: next.id, status: 'queued' },
      { status: 'running', lockedAt: now, attempts: next.attempts + 1 },
    );
    if ((result.affected ?? 0) === 0) return this.claim();
    return { ...next, status: 'running', lockedAt: now, attempts: next.attempts + 1 };
  }

  private async process(job: JobEntity): Promise<void> {
    try {
      await this.registry.run(job.name as JobName, JSON.parse(job.payload), job.attempts);
      await this.repo.update({ id: job.id }, { status: 'done', lockedAt: null, lastError: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= job.maxAttempts;
      this.logger.warn(
        `Job ${job.name}#${job.id} attempt ${job.attempts}/${job.maxAttempts} failed: ${message}`,
      );
      await this.repo.update(
        { id: job.id },
        failed
          ? { status: 'failed', lockedAt: null, lastError: message.slice(0, 2000) }
          : {
              status: 'queued',
              lockedAt: null,
              lastError: message.slice(0, 2000),
              runAt: Date.now() + backoffDelay(this.options.backoffMs, job.attempts),
            },
      );
    }
  }
}
