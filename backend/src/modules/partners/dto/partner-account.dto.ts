import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ListQueryDto } from '../../../common/http/pagination.js';
import type { UserEntity } from '../../users/entities/user.entity.js';

export const PARTNER_ACCOUNT_SORTS = ['createdAt', 'email', 'lastName'] as const;

export class ListPartnerAccountsQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: PARTNER_ACCOUNT_SORTS, enumName: 'PartnerAccountSort' })
  @IsOptional()
  @IsIn(PARTNER_ACCOUNT_SORTS, { message: 'validation.choice' })
  declare sort?: (typeof PARTNER_ACCOUNT_SORTS)[number];

  /** E-mail or last name. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  /** Only the accounts of this partner store (a salon's accounts on the store screen). */
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'validation.choice' })
  partnerStoreId?: string;
}

/** A salon's account (role partner) as partner managers see it. */
export class PartnerAccountDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() locale: string;
  @ApiProperty({ type: String, nullable: true }) partnerStoreId: string | null;
  @ApiProperty() createdAt: Date;
}

export class PartnerAccountListResponseDto {
  @ApiProperty({ type: [PartnerAccountDto] }) data: PartnerAccountDto[];
  @ApiProperty() total: number;
}

export function toPartnerAccountDto(user: UserEntity): PartnerAccountDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    locale: user.locale,
    partnerStoreId: user.partnerStoreId,
    createdAt: user.createdAt,
  };
}
