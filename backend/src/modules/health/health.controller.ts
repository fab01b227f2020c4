import { Public } from '../../common/auth/access.decorators.js';
import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthResponseDto } from './health.dto.js';
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
}
