import { createRequire } from 'node:module';
import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AttemptLimiter } from './attempt-limiter.js';

/** Creates named limiters on the configured store (memory, or Redis when REDIS_URL is set). */
@Injectable()
export class RateLimiterFactory implements OnApplicationShutdown {
  private readonly redis: Redis | null;
  private readonly logger = new Logger('RateLimit');
  private lastError = 0;

  constructor(@Inject(appConfig.KEY) config: AppConfig) {
    // ioredis is loaded only when REDIS_URL is set (it is not needed for the embedded default).
    const ioredis = config.redisUrl
      ? (createRequire(import.meta.url)('ioredis') as typeof import('ioredis'))
      : null;
    this.redis =
      config.redisUrl && ioredis
        ? new ioredis.Redis(config.redisUrl, {
            // While Redis is away a command fails at once (no offline queue) and the limiter's
            // in-process insurance answers; reconnecting is retried every second at most.
            maxRetriesPerRequest: 1,
            enableOfflineQueue: false,
            retryStrategy: (times: number) => Math.min(times * 100, 1000),
            keyPrefix: `${config.jobs.redisPrefix}:`,
          })
        : null;
    // ioredis reconnects by itself; without a listener an outage is an unhandled 'error' event.
    // Limits fall back to each process's own memory meanwhile; log at most once a minute here.
    this.redis?.on('error', (error: Error) => {
      if (Date.now() - this.lastError < 60_000) return;
      this.lastError = Date.now();
      this.logger.warn(`Redis for rate limits unavailable: ${error.message}`);
    });
  }

  create(name: string, points: number, windowSeconds: number): AttemptLimiter {
    return new AttemptLimiter({ name, points, windowSeconds, redis: this.redis });
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis?.disconnect();
  }
}

@Global()
@Module({ providers: [RateLimiterFactory], exports: [RateLimiterFactory] })
export class RateLimitModule {}
