import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { ListQueryDto } from '../../../common/http/pagination.js';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../entities/newsletter-campaign.entity.js';
import {
  SUBSCRIBER_STATUSES,
  SUBSCRIPTION_SOURCES,
  type SubscriberStatus,
  type SubscriptionSource,
} from '../entities/newsletter-subscriber.entity.js';
import { IsLocale } from '../../../common/validation/validators.js';

export class SubscriberFilterDto {
  @IsLocale({ optional: true })
  locale?: Locale;

  @ApiPropertyOptional({ enum: SUBSCRIBER_STATUSES, enumName: 'SubscriberStatus' })
  @IsOptional()
  @IsIn(SUBSCRIBER_STATUSES, { message: 'validation.choice' })
  status?: SubscriberStatus;

  /** Part of the e-mail address. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(320)
  q?: string;
}

export class ListSubscribersQueryDto extends ListQueryDto {
  @IsLocale({ optional: true })
  locale?: Locale;

  @ApiPropertyOptional({ enum: SUBSCRIBER_STATUSES, enumName: 'SubscriberStatus' })
  @IsOptional()
  @IsIn(SUBSCRIBER_STATUSES, { message: 'validation.choice' })
  status?: SubscriberStatus;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(320)
  q?: string;
}

export class SubscriberDto {
  @ApiProperty() id: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' }) locale: Locale;
  @ApiProperty({ enum: SUBSCRIBER_STATUSES, enumName: 'SubscriberStatus' })
  status: SubscriberStatus;
  @ApiProperty({ enum: SUBSCRIPTION_SOURCES, enumName: 'SubscriptionSource' })
  source: SubscriptionSource;
  @ApiProperty({ nullable: true, type: Number, description: 'epoch ms' }) confirmedAt:
    number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'epoch ms' }) unsubscribedAt:
    number | null;
  @ApiProperty() createdAt: Date;
}

export class SubscriberListResponseDto {
  @ApiProperty({ type: [SubscriberDto] }) data: SubscriberDto[];
  @ApiProperty() total: number;
}

export class ListCampaignsQueryDto extends ListQueryDto {
  @IsLocale({ optional: true })
  locale?: Locale;

  @ApiPropertyOptional({ enum: CAMPAIGN_STATUSES, enumName: 'CampaignStatus' })
  @IsOptional()
  @IsIn(CAMPAIGN_STATUSES, { message: 'validation.choice' })
  status?: CampaignStatus;
}

export class CreateCampaignDto {
  @IsLocale()
  locale: Locale;

  @ApiProperty({ maxLength: 200 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200, { message: 'validation.tooLong' })
  subject: string;

  /** Rich text; sanitised on save with the content module's allow-list. */
  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100_000, { message: 'validation.tooLong' })
  bodyHtml: string;

  @ApiPropertyOptional({ type: [String], maxItems: 6 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(6, { message: 'validation.tooMany' })
  @IsString({ each: true })
  @MaxLength(36, { each: true })
  productIds?: string[];

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(36)
  articleId?: string | null;
}

export class UpdateCampaignDto {
  @IsLocale({ optional: true })
  locale?: Locale;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200, { message: 'validation.tooLong' })
  subject?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100_000, { message: 'validation.tooLong' })
  bodyHtml?: string;

  @ApiPropertyOptional({ type: [String], maxItems: 6 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(6, { message: 'validation.tooMany' })
  @IsString({ each: true })
  @MaxLength(36, { each: true })
  productIds?: string[];

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(36)
  articleId?: string | null;
}

export class ScheduleCampaignDto {
  /** When to send (ISO 8601, in the future). */
  @ApiProperty({ example: '2026-12-01T08:00:00.000Z' })
  @IsISO8601({}, { message: 'validation.date' })
  sendAt: string;
}

export class TestCampaignDto {
  /** Defaults to the signed-in admin's own address. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(320)
  to?: string;
}

export class CampaignProgressResponseDto {
  @ApiProperty({ enum: CAMPAIGN_STATUSES, enumName: 'CampaignStatus' }) status: CampaignStatus;
  @ApiProperty({
    description: 'Deliveries created (confirmed subscribers of the language when sending began)',
  })
  total: number;
  @ApiProperty() sent: number;
  @ApiProperty() failed: number;
  @ApiProperty({ description: 'Unsubscribed before their turn' }) skipped: number;
  @ApiProperty({
    description:
      'Cut off by a worker crash while the mail was being handed to SMTP: it may or may not have arrived',
  })
  interrupted: number;
  @ApiProperty({
    description:
      'Interrupted deliveries not yet sent again (what "resend to the interrupted" would send)',
  })
  resendable: number;
  @ApiProperty({ description: 'Still to be worked' }) pending: number;
}

export class CampaignResponseDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' }) locale: Locale;
  @ApiProperty() subject: string;
  @ApiProperty() bodyHtml: string;
  @ApiProperty({ type: [String] }) productIds: string[];
  @ApiProperty({ nullable: true, type: String }) articleId: string | null;
  @ApiProperty({ enum: CAMPAIGN_STATUSES, enumName: 'CampaignStatus' }) status: CampaignStatus;
  @ApiProperty({ nullable: true, type: String, description: 'ISO 8601' }) sendAt: string | null;
  @ApiProperty({ nullable: true, type: String }) startedAt: string | null;
  @ApiProperty({ nullable: true, type: String }) finishedAt: string | null;
  @ApiProperty({ type: CampaignProgressResponseDto }) progress: CampaignProgressResponseDto;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class CampaignListResponseDto {
  @ApiProperty({ type: [CampaignResponseDto] }) data: CampaignResponseDto[];
  @ApiProperty() total: number;
}

export class CampaignPreviewResponseDto {
  @ApiProperty() subject: string;
  @ApiProperty() html: string;
  @ApiProperty() text: string;
}

export class CampaignActionResponseDto {
  @ApiProperty({ example: 'ok' }) status: 'ok';
}
