import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  Min,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { LocaleQueryDto } from '../../../common/i18n/locale-query.dto.js';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import { CreateAddressDto } from '../../addresses/dto/address.dto.js';
import { DeliveryQuoteDto, VatLineDto } from '../../cart/dto/cart.dto.js';
import {
  ORDER_STATUSES,
  PAID_STATUSES,
  type OrderStatus,
  type PaidStatus,
} from '../../orders/order-state.js';
import { ListQueryDto } from '../../../common/http/pagination.js';
import { OrderAddressDto } from '../../orders/dto/order.dto.js';
import { IsLocale } from '../../../common/validation/validators.js';
import {
  COLLECTIONS,
  PRODUCT_TYPES,
  type CollectionSlug,
  type ProductType,
} from '../../catalogue/catalogue.constants.js';

/** Largest quantity of one product in the partner cart (salons order in bulk). */
export const PARTNER_MAX_QUANTITY = 999;

export class ListPartnerProductsQueryDto extends LocaleQueryDto {}

export class PartnerProductDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  slug: string;
  /** In the requested language, nl where it has no text of its own. */
  @ApiProperty()
  name: string;
  @ApiProperty({ type: String, nullable: true })
  subtitle: string | null;
  @ApiProperty({ type: String, nullable: true })
  image: string | null;
  @ApiProperty({ type: String, nullable: true, example: '500 ml' })
  size: string | null;
  /** The line, to filter the shop by. */
  @ApiProperty({ enum: COLLECTIONS, enumName: 'Collection' })
  collection: CollectionSlug;
  /** The product type, to filter the shop by. */
  @ApiProperty({ enum: PRODUCT_TYPES, enumName: 'ProductType' })
  type: ProductType;
  /** The type in the requested language. */
  @ApiProperty({ example: 'Serum' })
  typeLabel: string;
  /** Professional price per unit in euro cents, VAT excluded. */
  @ApiProperty()
  partnerPriceCents: number;
  /** VAT rate in percent added to the professional price (unless reverse charged). */
  @ApiProperty()
  vatRate: number;
  /** Smallest quantity per order line. */
  @ApiProperty()
  minQuantity: number;
  /** A salon size: sold to partners only. */
  @ApiProperty()
  partnerOnly: boolean;
  @ApiProperty()
  inStock: boolean;
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;
}

export class PartnerProductListResponseDto {
  @ApiProperty({ type: [PartnerProductDto] })
  data: PartnerProductDto[];
}

export class PartnerCartQueryDto extends LocaleQueryDto {
  /** VAT number to preview reverse charge with (format check only; VIES is asked at checkout). */
  @ApiPropertyOptional({ example: 'NL123456789B01' })
  @IsOptional()
  @IsString()
  @MaxLength(30, { message: 'validation.tooLong' })
  vatNumber?: string;

  /** Delivery country (ISO alpha-2); default: the salon's country. */
  @ApiPropertyOptional({ example: 'BE' })
  @IsOptional()
  @Type(() => String)
  @Matches(/^[A-Z]{2}$/, { message: 'validation.country' })
  country?: string;
}

export class SetPartnerCartItemDto {
  @ApiProperty({ minimum: 1, maximum: PARTNER_MAX_QUANTITY })
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  @Max(PARTNER_MAX_QUANTITY, { message: 'validation.max' })
  quantity: number;
}

export class PartnerCartLineDto {
  @ApiProperty({ format: 'uuid' })
  productId: string;
  @ApiProperty()
  slug: string;
  @ApiProperty()
  name: string;
  @ApiProperty({ type: String, nullable: true })
  image: string | null;
  @ApiProperty({ type: String, nullable: true })
  size: string | null;
  /** Professional price, VAT excluded. */
  @ApiProperty()
  unitPriceCents: number;
  @ApiProperty()
  vatRate: number;
  @ApiProperty()
  quantity: number;
  @ApiProperty()
  minQuantity: number;
  /** VAT excluded. */
  @ApiProperty()
  lineTotalCents: number;
  @ApiProperty()
  inStock: boolean;
}

export class PartnerTotalsDto {
  /** Lines, VAT excluded. */
  @ApiProperty()
  itemsCents: number;
  /** Delivery, VAT excluded. */
  @ApiProperty()
  deliveryCents: number;
  /** Items plus delivery, VAT excluded. */
  @ApiProperty()
  netCents: number;
  @ApiProperty()
  vatCents: number;
  /** What the salon pays. */
  @ApiProperty()
  totalCents: number;
  @ApiProperty({ type: [VatLineDto] })
  vat: VatLineDto[];
  /** No VAT charged: intra-EU VAT number outside Belgium (art. 196 Directive 2006/112/EC). */
  @ApiProperty()
  reverseCharge: boolean;
  /** No VAT charged: delivered outside the EU (export). */
  @ApiProperty()
  export: boolean;
  /** The shipping zone's quote for the delivery country (cost VAT included, delivery window). */
  @ApiProperty({ type: DeliveryQuoteDto })
  delivery: DeliveryQuoteDto;
}

export class PartnerCartResponseDto {
  @ApiProperty({ type: [PartnerCartLineDto] })
  items: PartnerCartLineDto[];
  @ApiProperty()
  count: number;
  @ApiProperty({ type: PartnerTotalsDto })
  totals: PartnerTotalsDto;
  /** Prefill of the checkout form: the salon's company name and VAT number. */
  @ApiProperty({ type: String, nullable: true })
  companyName: string | null;
  @ApiProperty({ type: String, nullable: true })
  vatNumber: string | null;
  @ApiProperty({ example: 'EUR' })
  currency: string;
}

export class PartnerDeliveryAddressDto extends OmitType(CreateAddressDto, ['isDefault'] as const) {}

/** A B2B order from the partner cart. Prices and totals are never sent: the server computes them. */
export class CreatePartnerOrderDto {
  @ApiProperty({ type: PartnerDeliveryAddressDto })
  @ValidateNested()
  @Type(() => PartnerDeliveryAddressDto)
  deliveryAddress: PartnerDeliveryAddressDto;

  @ApiProperty({ maxLength: 150 })
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(150, { message: 'validation.tooLong' })
  companyName: string;

  /** EU VAT number with its country prefix (spaces and dots allowed; EL for Greece). */
  @ApiProperty({ maxLength: 30, example: 'BE0123456789' })
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(30, { message: 'validation.tooLong' })
  vatNumber: string;

  /** Language of the confirmation mail; default: the account's language. */
  @IsLocale({ optional: true })
  locale?: Locale;
}

export class PartnerOrderLineDto {
  @ApiProperty({ format: 'uuid' })
  productId: string;
  @ApiProperty()
  slug: string;
  @ApiProperty()
  name: string;
  @ApiProperty()
  quantity: number;
  /** Professional price, VAT excluded. */
  @ApiProperty()
  unitPriceCents: number;
  /** 0 when reverse charged. */
  @ApiProperty()
  vatRate: number;
  /** VAT excluded. */
  @ApiProperty()
  lineTotalCents: number;
  /** VAT excluded (= lineTotalCents). */
  @ApiProperty()
  netCents: number;
  /** The line's share of the order's VAT at its rate (the shares add up to the order's VAT). */
  @ApiProperty()
  vatCents: number;
  /** BE, or the delivery country when reverse charged. */
  @ApiProperty({ example: 'BE' })
  vatCountry: string;
}

export class PartnerOrderSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'VY-2026-000123' })
  number: string;
  @ApiProperty()
  createdAt: string;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  status: OrderStatus;
  @ApiProperty({ enum: PAID_STATUSES, enumName: 'PaidStatus' })
  paidStatus: PaidStatus;
  @ApiProperty()
  totalCents: number;
  @ApiProperty()
  reverseCharge: boolean;
  @ApiProperty({ example: 'EUR' })
  currency: string;
}

export class PartnerOrderResponseDto extends PartnerOrderSummaryDto {
  @ApiProperty({ type: [PartnerOrderLineDto] })
  lines: PartnerOrderLineDto[];
  @ApiProperty({ type: OrderAddressDto })
  deliveryAddress: OrderAddressDto;
  @ApiProperty()
  companyName: string;
  @ApiProperty()
  vatNumber: string;
  /** Lines, VAT excluded. */
  @ApiProperty()
  itemsCents: number;
  /** Delivery, VAT excluded. */
  @ApiProperty()
  deliveryCents: number;
  @ApiProperty()
  netCents: number;
  @ApiProperty()
  vatCents: number;
  @ApiProperty({ type: [VatLineDto] })
  vat: VatLineDto[];
  @ApiProperty({ type: String, nullable: true })
  paidAt: string | null;
  /** The provider's hosted payment page while the order waits for payment; null otherwise. */
  @ApiProperty({ type: String, nullable: true })
  checkoutUrl: string | null;
}

/** The answer of a checkout: the order and whether VIES confirmed the VAT number. */
export class PlacedPartnerOrderResponseDto extends PartnerOrderResponseDto {
  /** false: VIES could not be reached and only the number's format was checked (the order records it in the log). */
  @ApiProperty()
  vatVerified: boolean;
}

export class ListPartnerOrdersQueryDto extends ListQueryDto {}

export class PartnerOrderListResponseDto {
  @ApiProperty({ type: [PartnerOrderSummaryDto] })
  data: PartnerOrderSummaryDto[];
  @ApiProperty()
  total: number;
  @ApiProperty()
  page: number;
  @ApiProperty()
  perPage: number;
}

/** For a path parameter check. */
export class ProductIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'validation.uuid' })
  productId: string;
}
