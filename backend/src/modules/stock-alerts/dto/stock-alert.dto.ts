import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { Locale } from '../../../common/i18n/locale.js';
import { IsLocale } from '../../../common/validation/validators.js';
import { ListQueryDto } from '../../../common/http/pagination.js';

export class CreateStockAlertDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'validation.invalid' })
  productId: string;

  /** A guest's address (double opt-in); ignored when signed in (the account's address is used). */
  @ApiPropertyOptional({ example: 'ann@example.be' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsOptional()
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(320, { message: 'validation.tooLong' })
  email?: string;

  /** Language of the page: the mails use it. */
  @IsLocale()
  locale: Locale;

  /** Honeypot: a field people never see. Filled in → the request is answered the same and ignored. */
  @ApiPropertyOptional({ description: 'Leave empty (spam trap)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}

export class StockAlertTokenDto {
  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200)
  token: string;
}

export const STOCK_ALERT_STATES = [
  'subscribed',
  'pending',
  'confirmed',
  'withdrawn',
  'none',
] as const;
export type StockAlertState = (typeof STOCK_ALERT_STATES)[number];

export class StockAlertResponseDto {
  /**
   * `subscribed`: a signed-in customer is on the list; `pending`: a guest was sent a confirmation
   * mail (the same answer whether or not the address asked before); `confirmed`/`withdrawn`: the
   * token was used; `none`: the signed-in customer is not on the list.
   */
  @ApiProperty({ enum: STOCK_ALERT_STATES, enumName: 'StockAlertState' })
  status: StockAlertState;

  /** The product's name in the alert's language (token answers only). */
  @ApiPropertyOptional({ type: String, nullable: true })
  productName?: string | null;

  /** The product's slug (token answers only), to link back to it. */
  @ApiPropertyOptional({ type: String, nullable: true })
  productSlug?: string | null;
}

export class ListStockAlertProductsQueryDto extends ListQueryDto {}

export class StockAlertProductDto {
  /** The product id (the resource's id). */
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  stock: number;

  /** Confirmed requests not mailed yet. */
  @ApiProperty()
  waiting: number;

  /** Guests' requests still waiting for their confirmation. */
  @ApiProperty()
  unconfirmed: number;

  /** Requests already mailed. */
  @ApiProperty()
  notified: number;
}

export class StockAlertProductListResponseDto {
  @ApiProperty({ type: [StockAlertProductDto] })
  data: StockAlertProductDto[];

  @ApiProperty()
  total: number;
}
