import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth/access.decorators.js';
import { AppError, CommonErrorCode, NotFoundError } from '../../common/errors/app-error.js';
import { MetricsService } from './metrics.service.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus scrape endpoint. Not part of the public API: without METRICS_TOKEN it does not exist
 * (404), and with it only `Authorization: Bearer <METRICS_TOKEN>` gets an answer.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @Public()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const token = this.metrics.token;
    if (!token) throw new NotFoundError();
    const given = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
    // Compared as digests: equal length, constant time, whatever was sent.
    if (!timingSafeEqual(digest(given), digest(token)))
      throw new AppError('unauthorized', CommonErrorCode.UNAUTHORIZED, 'A valid token is needed.', {
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      });
    const body = await this.metrics.registry.metrics();
    void reply
      .header('content-type', this.metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  }
}
