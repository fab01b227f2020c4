import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import {
  SUBSCRIBER_STATUSES,
  SUBSCRIPTION_SOURCES,
  type SubscriberStatus,
  type SubscriptionSource,
} from '../entities/newsletter-subscriber.entity.js';
import { IsLocale } from '../../../common/validation/validators.js';

export class SubscribeDto {
  @ApiProperty({ example: 'ann@example.be' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty({ message: 'validation.required' })
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(320, { message: 'validation.tooLong' })
  email: string;

  /** Language of the page: the confirmation mail and the newsletters use it. */
  @IsLocale()
  locale: Locale;

  @ApiPropertyOptional({
    enum: SUBSCRIPTION_SOURCES,
    enumName: 'SubscriptionSource',
    default: 'footer',
  })
  @IsOptional()
  @IsIn(SUBSCRIPTION_SOURCES, { message: 'validation.choice' })
  source?: SubscriptionSource;

  /** Honeypot: a field people never see. Filled in → the request is answered the same and ignored. */
  @ApiPropertyOptional({ description: 'Leave empty (spam trap)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}

export class NewsletterTokenDto {
  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200)
  token: string;
}

export class SubscribeResponseDto {
  @ApiProperty({
    example: 'ok',
    description: 'Always the same answer (no way to learn whether an address is subscribed)',
  })
  status: 'ok';
}

export class NewsletterTokenResponseDto {
  @ApiProperty({ enum: SUBSCRIBER_STATUSES, enumName: 'SubscriberStatus' })
  status: SubscriberStatus;

  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;

  /** After a confirmation: the token of the unsubscribe link, so the landing page can offer it. */
  @ApiPropertyOptional()
  unsubscribeToken?: string;

  /** After a confirmation: true when this link had already confirmed the subscription (a second click). */
  @ApiPropertyOptional()
  alreadyConfirmed?: boolean;
}

export class NewsletterStatusResponseDto {
  @ApiProperty({ enum: [...SUBSCRIBER_STATUSES, 'none'] })
  status: SubscriberStatus | 'none';
}
