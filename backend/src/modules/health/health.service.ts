import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { databaseKind } from '../../database/data-source-options.js';
import type { BullmqJobQueue } from '../jobs/bullmq-job-queue.js';
import { JobQueue } from '../jobs/job-types.js';
import type {
  CheckState,
  HealthLiveResponseDto,
  HealthReadyResponseDto,
  HealthResponseDto,
} from './health.dto.js';

const TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS).unref(),
    ),
  ]);
}

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  private draining = false;

  /** On SIGTERM (main.ts): readiness answers 503 so the load balancer stops sending, then the server closes. */
  startDraining(): void {
    this.draining = true;
  }

  live(): HealthLiveResponseDto {
    return { status: 'ok', uptime: Math.round(process.uptime()) };
  }

  async ready(): Promise<HealthReadyResponseDto> {
    const [database, redis] = await Promise.all([this.database(), this.redis()]);
    const status = this.draining
      ? 'draining'
      : database !== 'up'
        ? 'unavailable'
        : redis === 'down'
          ? 'degraded'
          : 'ready';
    return {
      status,
      checks: { database, databaseKind: databaseKind(this.config), redis },
      uptime: Math.round(process.uptime()),
    };
  }

  async check(): Promise<HealthResponseDto> {
    const [database, redis] = await Promise.all([this.database(), this.redis()]);
    const ok = database === 'up' && redis !== 'down';
    return {
      status: ok ? 'ok' : 'error',
      checks: { database, databaseKind: databaseKind(this.config), redis },
      uptime: Math.round(process.uptime()),
    };
  }

  private async database(): Promise<CheckState> {
    try {
      await withTimeout(this.dataSource.query('SELECT 1'));
      return 'up';
    } catch {
      return 'down';
    }
  }

  private async redis(): Promise<CheckState> {
    // BullMQ (and its Redis client) is only loaded when REDIS_URL is set (jobs.module.ts).
    if (!this.config.redisUrl) return 'not_configured';
    try {
      await withTimeout((this.queue as BullmqJobQueue).ping());
      return 'up';
    } catch {
      return 'down';
    }
  }
}
