import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { AppError } from '../../common/errors/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import {
  FailedJobListResponseDto,
  ListJobsQueryDto,
  RetryJobResponseDto,
  type FailedJobDto,
} from './dto/admin-jobs.dto.js';
import { JobQueue, type FailedJob } from './job-types.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

const SECRET_KEYS = /password|token|secret|hash|path|url|link|data|html|text|body/i;

/** What an admin may see of a payload: top-level primitives, minus anything that could carry a secret. */
export function summarisePayload(job: Pick<FailedJob, 'name' | 'payload'>): {
  summary: string;
  payload: Record<string, unknown>;
} {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(job.payload ?? {})) {
    if (SECRET_KEYS.test(key)) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      payload[key] = typeof value === 'string' ? value.slice(0, 200) : value;
  }
  const summary =
    job.name === 'mail.send'
      ? `${String(payload.template ?? '?')} → ${String(payload.to ?? '?')} (${String(payload.locale ?? '?')})`
      : Object.entries(payload)
          .map(([k, v]) => `${k}=${String(v)}`)
          .join(', ');
  return { summary: summary.slice(0, 300), payload };
}

function toFailedJobDto(job: FailedJob): FailedJobDto {
  const { summary, payload } = summarisePayload(job);
  return {
    id: job.id,
    name: job.name,
    summary,
    payload,
    error: job.error ? job.error.slice(0, 1000) : null,
    attempts: job.attempts,
    failedAt: job.failedAt,
  };
}

/** Failed background jobs (both queue adapters): list and retry. */
@ApiTags('admin')
@Controller('api/admin/jobs')
export class AdminJobsController {
  constructor(
    private readonly queue: JobQueue,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminListJobs',
    summary: 'Jobs that used up their attempts (state=failed), newest first',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: FailedJobListResponseDto })
  async list(@Query() query: ListJobsQueryDto): Promise<FailedJobListResponseDto> {
    const { data, total } = await this.queue.listFailed(query.skip, query.perPage);
    return { data: data.map(toFailedJobDto), total };
  }

  @Post(':id/retry')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminRetryJob',
    summary: 'Puts a failed job back in the queue with fresh attempts',
  })
  @ApiOkResponse({ type: RetryJobResponseDto })
  @ApiProblems(401, 403, { 404: 'JOBS_JOB_NOT_FOUND (no failed job with this id)' })
  async retry(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<RetryJobResponseDto> {
    if (!/^[\w:-]{1,200}$/.test(id) || !(await this.queue.retryFailed(id)))
      throw new AppError('not_found', 'JOBS_JOB_NOT_FOUND', 'No failed job with this id.');
    await this.audit.record(caller, { action: 'job.retry', entityType: 'job', entityId: id });
    return { id, status: 'queued' };
  }
}
