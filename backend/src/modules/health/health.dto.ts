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

export class HealthResponseDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ type: HealthChecksDto })
  checks: HealthChecksDto;

  /** Seconds since the process started. */
  @ApiProperty()
  uptime: number;
}
