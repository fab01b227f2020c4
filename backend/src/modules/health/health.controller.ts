import { Public } from '../../common/auth/access.decorators.js';
import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthLiveResponseDto, HealthReadyResponseDto, HealthResponseDto } from './health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Public()
  @ApiOperation({
    operationId: 'getHealth',
    summary: 'Liveness and readiness: the database, and Redis when configured',
  })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto })
  async get(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponseDto> {
    const result = await this.health.check();
    void reply.header('cache-control', 'no-store').status(result.status === 'ok' ? 200 : 503);
    return result;
  }

  @Get('live')
  @Public()
  @ApiOperation({
    operationId: 'getLiveness',
    summary: 'Liveness: the process answers (restart it when this fails)',
  })
  @ApiOkResponse({ type: HealthLiveResponseDto })
  live(@Res({ passthrough: true }) reply: FastifyReply): HealthLiveResponseDto {
    void reply.header('cache-control', 'no-store');
    return this.health.live();
  }

  @Get('ready')
  @Public()
  @ApiOperation({
    operationId: 'getReadiness',
    summary:
      'Readiness: the database answers and the process is not stopping (Redis down only degrades)',
  })
  @ApiOkResponse({ type: HealthReadyResponseDto })
  @ApiServiceUnavailableResponse({ type: HealthReadyResponseDto })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReadyResponseDto> {
    const result = await this.health.ready();
    const ok = result.status === 'ready' || result.status === 'degraded';
    void reply.header('cache-control', 'no-store').status(ok ? 200 : 503);
    return result;
  }
}
