import { Global, Inject, Module, type BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AdminJobsController } from './admin-jobs.controller.js';
import { BullmqJobQueue } from './bullmq-job-queue.js';
import { DatabaseJobQueue } from './database-job-queue.js';
import { JobRegistry } from './job-registry.js';
import { JobQueue } from './job-types.js';

/** Chooses the queue adapter from config at boot: BullMQ when REDIS_URL is set, else the database queue. */
@Global()
@Module({
  controllers: [AdminJobsController],
  providers: [
    JobRegistry,
    {
      provide: JobQueue,
      inject: [appConfig.KEY, DataSource, JobRegistry],
      useFactory: (config: AppConfig, dataSource: DataSource, registry: JobRegistry): JobQueue =>
        config.redisUrl
          ? new BullmqJobQueue(registry, { redisUrl: config.redisUrl, queueName: 'jobs', prefix: config.jobs.redisPrefix, attempts: config.jobs.attempts, backoffMs: config.jobs.backoffMs })
          : new DatabaseJobQueue(dataSource, registry, config.jobs),
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
