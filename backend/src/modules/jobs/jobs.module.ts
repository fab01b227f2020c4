import { Global, Inject, Module, type BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AdminJobsController } from './admin-jobs.controller.js';
import { DatabaseJobQueue } from './database-job-queue.js';
import { JobRegistry } from './job-registry.js';
import { JobQueue } from './job-types.js';

/**
 * Chooses the queue adapter from config at boot: BullMQ when REDIS_URL is set, else the database
 * queue. BullMQ is imported only then (it and ioredis weigh a few hundred ms of every cold start).
 */
@Global()
@Module({
  controllers: [AdminJobsController],
  providers: [
    JobRegistry,
    {
      provide: JobQueue,
      inject: [appConfig.KEY, DataSource, JobRegistry],
      useFactory: async (
        config: AppConfig,
        dataSource: DataSource,
        registry: JobRegistry,
      ): Promise<JobQueue> => {
        if (!config.redisUrl) return new DatabaseJobQueue(dataSource, registry, config.jobs);
        const { BullmqJobQueue } = await import('./bullmq-job-queue.js');
        return new BullmqJobQueue(dataSource, registry, {
          redisUrl: config.redisUrl,
          relayMs: config.jobs.pollMs,
          queueName: 'jobs',
          prefix: config.jobs.redisPrefix,
          attempts: config.jobs.attempts,
          backoffMs: config.jobs.backoffMs,
        });
      },
    },
  ],
  exports: [JobQueue, JobRegistry],
})
export class JobsModule implements BeforeApplicationShutdown {
  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /** Starts the processors in this process when configured to (embedded default); worker.ts calls startWorker itself. */
  async startInlineWorker(): Promise<void> {
    if (this.config.inlineWorker) await this.queue.startWorker();
  }

  /**
   * Before, not on, application shutdown: a job still running must finish its bookkeeping while the
   * database connection is open (TypeORM closes it in its own onApplicationShutdown).
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
