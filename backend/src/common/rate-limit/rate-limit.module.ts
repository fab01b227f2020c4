import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AttemptLimiter } from './attempt-limiter.js';

/** Creates named limiters on the configured store (memory, or Redis when REDIS_URL is set). */
@Injectable()
export class RateLimiterFactory implements OnApplicationShutdown {
  private readonly redis: Redis | null;

  constructor(@Inject(appConfig.KEY) config: AppConfig) {
    this.redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, keyPrefix: `${config.jobs.redisPrefix}:` }) : null;
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
