import { Logger } from '@nestjs/common';
import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { In, type DataSource, type Repository } from 'typeorm';
import { insertJobRow } from './database-job-queue.js';
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
  redisUrl: string;
  queueName: string;
  prefix: string;
  attempts: number;
  backoffMs: number;
  concurrency?: number;
  /** How often the relay looks for outbox rows (JOB_POLL_MS). */
  relayMs: number;
}

/** At most this many outbox rows per relay round. */
const RELAY_BATCH = 200;

/** ioredis' reconnect delay: 100 ms, 200 ms … at most 1 s, so work resumes within about a second of Redis returning. */
export const reconnectDelay = (times: number): number => Math.min(times * 100, 1000);

/**
 * Production adapter: BullMQ on Redis, behind a transactional outbox. `enqueue` writes the job to the
 * `job` table (status `outbox`), in the caller's transaction when given one, and never talks to Redis:
 * a request that decided to send a mail succeeds and the mail is not lost while Redis is down. The
 * relay (in the worker) moves outbox rows to BullMQ with a stable job id (the uniqueKey, else the row
 * id), so a row relayed twice after a crash is still one job; then marks them `relayed`.
 */
export class BullmqJobQueue extends JobQueue {
  private readonly logger = new Logger('BullmqJobQueue');
  private readonly connection: ConnectionOptions;
  private readonly queue: Queue;
  private readonly outbox: Repository<JobEntity>;
  private worker: Worker | null = null;
  private relayTimer: NodeJS.Timeout | null = null;
  private relaying: Promise<void> | null = null;
  private lastRelayWarning = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: JobRegistry,
    private readonly options: Options,
  ) {
    super();
    this.outbox = dataSource.getRepository(JobEntity);
    const url = new URL(options.redisUrl);
    this.connection = {
      host: url.hostname,
      port: Number(url.port || 6379),
      username: url.username || undefined,
      password: url.password ? decodeURIComponent(url.password) : undefined,
      db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
      tls: url.protocol === 'rediss:' ? {} : undefined,
      // Keep trying while Redis is down instead of failing the caller's process.
      maxRetriesPerRequest: null,
      enableOfflineQueue: true,
      retryStrategy: reconnectDelay,
    };
    this.queue = new Queue(options.queueName, {
      connection: this.connection,
      prefix: options.prefix,
    });
    this.queue.on('error', (error) => this.logger.warn(`Queue connection: ${error.message}`));
  }

  async enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: EnqueueOptions = {},
  ): Promise<void> {
    await insertJobRow(options.manager ?? this.dataSource.manager, 'outbox', name, payload, {
      ...options,
      maxAttempts: this.options.attempts,
    });
  }

  /** Whether Redis answers now (an add would otherwise wait in ioredis' offline queue for the whole outage). */
  private async redisReady(): Promise<boolean> {
    const client = await Promise.race([
      this.queue.getBackend().client,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000).unref()),
    ]);
    return client?.status === 'ready';
  }

  /** One relay round: moves due-or-not outbox rows (oldest first) to BullMQ; returns how many. */
  async relay(): Promise<number> {
    const rows = await this.outbox.find({
      where: { status: 'outbox' },
      order: { id: 'ASC' },
      take: RELAY_BATCH,
    });
    if (rows.length === 0 || !(await this.redisReady())) return 0;
    const now = Date.now();
    try {
      await this.queue.addBulk(
        rows.map((row) => ({
          name: row.name,
          data: JSON.parse(row.payload) as unknown,
          opts: {
            jobId: (row.uniqueKey ?? `outbox:${row.id}`).replace(/:/g, '_'),
            delay: Math.max(0, row.runAt - now),
            attempts: row.maxAttempts,
            backoff: { type: 'vyrelle' },
            removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
            removeOnFail: false,
          },
        })),
      );
    } catch (error) {
      if (Date.now() - this.lastRelayWarning > 10_000) {
        this.lastRelayWarning = Date.now();
        this.logger.warn(`Outbox relay: ${(error as Error).message}; retrying`);
      }
      return 0;
    }
    await this.outbox.update(
      { id: In(rows.map((row) => row.id)), status: 'outbox' },
      { status: 'relayed' },
    );
    return rows.length;
  }

  override async outboxLagSeconds(): Promise<number> {
    const oldest = await this.outbox.findOne({
      where: { status: 'outbox' },
      order: { id: 'ASC' },
      select: { id: true, createdAt: true },
    });
    return oldest ? Math.max(0, (Date.now() - oldest.createdAt.getTime()) / 1000) : 0;
  }

  private scheduleRelay(ms: number): void {
    this.relayTimer = setTimeout(() => {
      this.relaying = this.relay()
        .catch((error: Error) => {
          this.logger.warn(`Outbox relay failed: ${error.message}`);
          return 0;
        })
        // A full batch: more are waiting, go on at once.
        .then((moved) => this.scheduleRelay(moved === RELAY_BATCH ? 0 : this.options.relayMs))
        .finally(() => {
          this.relaying = null;
        });
    }, ms);
    this.relayTimer.unref();
  }

  async startWorker(): Promise<void> {
    if (this.worker) return;
    this.scheduleRelay(0);
    this.worker = new Worker(
      this.options.queueName,
      async (job: Job) => {
        await this.registry.run(job.name as JobName, job.data, job.attemptsMade + 1);
      },
      {
        connection: this.connection,
        prefix: this.options.prefix,
        concurrency: this.options.concurrency ?? 4,
        settings: {
          backoffStrategy: (attemptsMade: number) =>
            backoffDelay(this.options.backoffMs, attemptsMade),
        },
      },
    );
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        `Job ${job?.name}#${job?.id} attempt ${job?.attemptsMade} failed: ${error.message}`,
      ),
    );
    this.worker.on('error', (error) => this.logger.warn(`Worker connection: ${error.message}`));
    await this.worker.waitUntilReady();
  }

  async close(): Promise<void> {
    if (this.relayTimer) clearTimeout(this.relayTimer);
    this.relayTimer = null;
    await this.relaying;
    if (this.relayTimer) clearTimeout(this.relayTimer);
    // Worker.close() waits for the active jobs to finish before it resolves.
    await this.worker?.close();
    await this.queue.close();
  }

  async counts(): Promise<{ waiting: number; active: number; failed: number }> {
    const [c, inOutbox] = await Promise.all([
      this.queue.getJobCounts('waiting', 'delayed', 'active', 'failed', 'prioritized'),
      this.outbox.countBy({ status: In(['outbox']) }),
    ]);
    return {
      waiting: (c.waiting ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0) + inOutbox,
      active: c.active ?? 0,
      failed: c.failed ?? 0,
    };
  }

  async listFailed(offset: number, limit: number): Promise<{ data: FailedJob[]; total: number }> {
    const [jobs, total] = await Promise.all([
      this.queue.getFailed(offset, offset + limit - 1),
      this.queue.getFailedCount(),
    ]);
    return {
      data: jobs.filter(Boolean).map((job) => ({
        id: String(job.id),
        name: job.name,
        payload: (job.data ?? {}) as Record<string, unknown>,
        error: job.failedReason ?? null,
        attempts: job.attemptsMade,
        failedAt: job.finishedOn ? new Date(job.finishedOn) : null,
      })),
      total,
    };
  }

  async retryFailed(id: string): Promise<boolean> {
    const job = await this.queue.getJob(id);
    if (!job || !(await job.isFailed())) return false;
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return true;
  }

  /** Redis round-trip for the health check. */
  async ping(): Promise<void> {
    await this.queue.getJobCounts('waiting');
  }
}
