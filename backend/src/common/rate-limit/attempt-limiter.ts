import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface LimitState {
  blocked: boolean;
  retryAfterSeconds: number;
  /** Points used inside the current window, this one included (0 when unknown). */
  consumed?: number;
}

/**
 * Counts events (failed sign-ins, reset requests…) per key inside a window, in memory for the
 * embedded default and in Redis when REDIS_URL is set (shared by every API replica). While Redis is
 * unreachable, rate-limiter-flexible's insurance limiter counts in this process instead, so sign-in
 * and password reset keep working (limited per process) rather than failing.
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(options: {
    name: string;
    points: number;
    windowSeconds: number;
    redis: Redis | null;
  }) {
    const common = {
      keyPrefix: `vyrelle:rl:${options.name}`,
      points: options.points,
      duration: options.windowSeconds,
    };
    this.limiter = options.redis
      ? new RateLimiterRedis({
          ...common,
          storeClient: options.redis,
          useRedisPackage: false,
          insuranceLimiter: new RateLimiterMemory(common),
        })
      : new RateLimiterMemory(common);
  }

  /** Whether the key has used up its points, without using one. */
  async check(key: string): Promise<LimitState> {
    const res = await this.limiter.get(key);
    if (!res || res.remainingPoints > 0) return { blocked: false, retryAfterSeconds: 0 };
    return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
  }

  /** Uses one point; returns the state after it. */
  async hit(key: string): Promise<LimitState> {
    try {
      const res = await this.limiter.consume(key, 1);
      return { blocked: false, retryAfterSeconds: 0, consumed: res.consumedPoints };
    } catch (error) {
      if (error instanceof RateLimiterRes)
        return {
          blocked: true,
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
          consumed: error.consumedPoints,
        };
      throw error;
    }
  }

  /** Blocks the key for `seconds` (a back-off step), whatever its points; `check` then answers blocked. */
  async block(key: string, seconds: number): Promise<void> {
    await this.limiter.block(key, seconds);
  }

  /** Whether the key has used at least one point inside the window (a mark, e.g. a known sign-in address). */
  async seen(key: string): Promise<boolean> {
    const res = await this.limiter.get(key);
    return !!res && res.consumedPoints > 0;
  }

  /** Returns one point taken by `hit` (the attempt turned out fine). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
