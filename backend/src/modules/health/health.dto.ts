import { ApiProperty } from '@nestjs/swagger';

export type CheckState = 'up' | 'down' | 'not_configured';

export class HealthChecksDto {
  /** The SQLite file or the PostgreSQL server. */
  @ApiProperty({ enum: ['up', 'down'] })
  database: CheckState;

  @ApiProperty({ enum: ['sqlite', 'postgres'] })
  databaseKind: 'sqlite' | 'postgres';

  /** Redis (BullMQ); `not_configured` in the embedded default. */
  @ApiProperty({ enum: ['up', 'down', 'not_configured'] })
  redis: CheckState;
}

/** `GET /api/health/live`: the process runs and answers. */
export class HealthLiveResponseDto {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';

  /** Seconds since the process started. */
  @ApiProperty()
  uptime: number;
}

/**
 * `GET /api/health/ready`: whether a load balancer should send traffic here. Redis down only
 * degrades (reads, cart and checkout still work; jobs wait), so the replica stays ready.
 */
export class HealthReadyResponseDto {
  @ApiProperty({ enum: ['ready', 'degraded', 'unavailable', 'draining'] })
  status: 'ready' | 'degraded' | 'unavailable' | 'draining';

  @ApiProperty({ type: HealthChecksDto })
  checks: HealthChecksDto;

  /** Seconds since the process started. */
  @ApiProperty()
  uptime: number;
}

export class HealthResponseDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ type: HealthChecksDto })
  checks: HealthChecksDto;

  /** Seconds since the process started. */
  @ApiProperty()
  uptime: number;
}
