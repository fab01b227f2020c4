import { Logger } from '@nestjs/common';
import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { backoffDelay, type JobRegistry } from './job-registry.js';
import { AppError } from '../../common/errors/app-error.js';
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
}

/** Production adapter: BullMQ on Redis. The API enqueues; the separate worker process works the jobs. */
export class BullmqJobQueue extends JobQueue {
  private readonly logger = new Logger('BullmqJobQueue');
  private readonly connection: ConnectionOptions;
  private readonly queue: Queue;
  private worker: Worker | null = null;

  constructor(
    private readonly registry: JobRegistry,
    private readonly options: Options,
  ) {
    super();
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
    // While Redis is unreachable an add would wait in ioredis' offline queue for as long as the outage
    // lasts (and might still land after the caller gave up). Refuse at once instead: callers answer 503.
    const client = await Promise.race([
      this.queue.getBackend().client,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000).unref()),
    ]);
    if (!client || client.status !== 'ready') throw jobsUnavailable();
    await this.queue.add(name, payload, {
      jobId: options.uniqueKey ? options.uniqueKey.replace(/:/g, '_') : undefined,
      delay: options.delayMs,
      attempts: this.options.attempts,
      backoff: { type: 'vyrelle' },
      removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
      removeOnFail: false,
    });
  }

  async startWorker(): Promise<void> {
    if (this.worker) return;
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
    // Worker.close() waits for the active jobs to finish before it resolves.
    await this.worker?.close();
    await this.queue.close();
  }

  async counts(): Promise<{ waiting: number; active: number; failed: number }> {
    const c = await this.queue.getJobCounts(
      'waiting',
      'delayed',
      'active',
      'failed',
      'prioritized',
    );
    return {
      waiting: (c.waiting ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0),
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

/** The queue cannot take a job right now (Redis unreachable): a 503 problem, never a silent loss. */
export function jobsUnavailable(): AppError {
  return new AppError(
    'unavailable',
    'JOBS_QUEUE_UNAVAILABLE',
    'The job queue is temporarily unavailable, please try again later.',
    { headers: { 'retry-after': '30' } },
  );
}
