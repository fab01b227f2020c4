import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Deleting the account: the current password confirms it is really its holder asking. */
export class EraseAccountDto {
  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200, { message: 'validation.tooLong' })
  currentPassword: string;
}

/** What deleting the account would keep, shown before the customer confirms. */
export class PrivacySummaryResponseDto {
  /** Orders kept after deletion (accounting law), with their invoice data. */
  @ApiProperty({ example: 3 })
  retainedOrders: number;

  /** Years orders and invoices are kept (Belgian accounting law). */
  @ApiProperty({ example: 7 })
  retentionYears: number;

  /** Date (YYYY-MM-DD) until which the newest order is kept; null without orders. */
  @ApiProperty({ type: String, nullable: true, example: '2033-11-26' })
  keptUntil: string | null;

  /** Whether this account may delete itself here (customers; salons and staff ask us). */
  @ApiProperty()
  selfErasable: boolean;
}

const OBJECT = { type: 'object', additionalProperties: true } as const;
const OBJECTS = { type: 'array', items: OBJECT } as const;

/** The GDPR export (articles 15 and 20): everything the shop keeps about the signed-in person, as one JSON document. */
export class UserDataExportDto {
  /** Format name and version of this document. */
  @ApiProperty({ example: 'vyrelle-personal-data/1' })
  format: string;

  @ApiProperty({ type: String, format: 'date-time' })
  exportedAt: string;

  /** The account: name, e-mail, birthday, country, language, role. */
  @ApiProperty(OBJECT)
  profile: Record<string, unknown>;

  @ApiProperty(OBJECTS)
  addresses: Record<string, unknown>[];

  /** Every order with its lines, delivery address, VAT and payment status. */
  @ApiProperty(OBJECTS)
  orders: Record<string, unknown>[];

  @ApiProperty(OBJECTS)
  reviews: Record<string, unknown>[];

  /** The newsletter subscription of the account's address (null when it never subscribed). */
  @ApiProperty({ type: 'object', properties: { newsletter: { ...OBJECT, nullable: true } } })
  subscriptions: { newsletter: Record<string, unknown> | null };

  @ApiProperty(OBJECTS)
  favourites: Record<string, unknown>[];

  @ApiProperty(OBJECTS)
  cart: Record<string, unknown>[];

  /** Saved routines and the personal routines a salon made for this customer. */
  @ApiProperty(OBJECT)
  routines: Record<string, unknown>;

  /** What the payment provider link holds (provider customer id, remembered method). */
  @ApiPropertyOptional({ ...OBJECT, nullable: true })
  payment: Record<string, unknown> | null;

  /** Privacy policy acceptance, newsletter and birthday-deal choices, and the newsletter consent proof. */
  @ApiProperty(OBJECT)
  consents: Record<string, unknown>;

  /** The birthday coupons the account was given (code, validity, used or not). */
  @ApiProperty(OBJECTS)
  birthdayCoupons: Record<string, unknown>[];

  /** The "mail me when it is back" requests of the account. */
  @ApiProperty(OBJECTS)
  stockAlerts: Record<string, unknown>[];
}
