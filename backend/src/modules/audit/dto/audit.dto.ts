import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListQueryDto } from '../../../common/http/pagination.js';

export const AUDIT_SORTS = ['createdAt', 'action', 'entityType'] as const;

export class ListAuditEntriesQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: AUDIT_SORTS, enumName: 'AuditSort' })
  @IsOptional()
  @IsIn(AUDIT_SORTS, { message: 'validation.choice' })
  declare sort?: (typeof AUDIT_SORTS)[number];

  @ApiPropertyOptional({ example: 'review' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  entityType?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64)
  entityId?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(36)
  actorId?: string;

  @ApiPropertyOptional({ example: 'review.approve' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  action?: string;
}

export class AuditEntryDto {
  @ApiProperty() id: string;
  @ApiProperty({ nullable: true, type: String }) actorId: string | null;
  @ApiProperty({ nullable: true, type: String }) actorEmail: string | null;
  @ApiProperty({ example: 'review.approve' }) action: string;
  @ApiProperty({ example: 'review' }) entityType: string;
  @ApiProperty() entityId: string;
  @ApiProperty({ nullable: true, type: Object }) changes: Record<string, unknown> | null;
  @ApiProperty() createdAt: Date;
}

export class AuditListResponseDto {
  @ApiProperty({ type: [AuditEntryDto] }) data: AuditEntryDto[];
  @ApiProperty() total: number;
}
