import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListQueryDto } from '../../../common/http/pagination.js';

export const JOB_STATES = ['failed'] as const;

export class ListJobsQueryDto extends ListQueryDto {
  /** Only failed jobs are listed (kept with their error until retried). */
  @ApiPropertyOptional({ enum: JOB_STATES, enumName: 'JobState', default: 'failed' })
  @IsOptional()
  @IsIn(JOB_STATES, { message: 'validation.choice' })
  state?: (typeof JOB_STATES)[number];
}

export class FailedJobDto {
  @ApiProperty({ example: '42' })
  id: string;
  @ApiProperty({ example: 'mail.send' })
  name: string;
  /** A short, secret-free description of the payload (e.g. the template and recipient of a mail). */
  @ApiProperty({ example: 'contact.copy → anna@example.be (de)' })
  summary: string;
  /** The payload's harmless fields; tokens, links and message bodies are left out. */
  @ApiProperty({ type: Object })
  payload: Record<string, unknown>;
  @ApiProperty({ type: String, nullable: true })
  error: string | null;
  @ApiProperty()
  attempts: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  failedAt: Date | null;
}

export class FailedJobListResponseDto {
  @ApiProperty({ type: [FailedJobDto] })
  data: FailedJobDto[];
  @ApiProperty()
  total: number;
}

export class RetryJobResponseDto {
  @ApiProperty({ example: '42' })
  id: string;
  @ApiProperty({ example: 'queued' })
  status: 'queued';
}
