import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Matches, Max, Min } from 'class-validator';
import { LocaleQueryDto } from '../../../common/i18n/locale-query.dto.js';

export const MAX_QUANTITY = 99;

/** Adds a product. No price or total here: the server computes them (a body with `priceCents` is refused). */
export class AddCartItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'validation.uuid' })
  productId: string;

  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_QUANTITY })
  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  @Max(MAX_QUANTITY, { message: 'validation.max' })
  quantity: number = 1;
}

export class UpdateCartItemDto {
  @ApiProperty({ minimum: 1, maximum: MAX_QUANTITY })
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  @Max(MAX_QUANTITY, { message: 'validation.max' })
  quantity: number;
}

export class CartQueryDto extends LocaleQueryDto {
  /** Delivery country for the delivery cost (ISO alpha-2); default: the default address, else the account's country. */
  @ApiPropertyOptional({ example: 'BE' })
  @IsOptional()
  @Type(() => String)
  @Matches(/^[A-Z]{2}$/, { message: 'validation.country' })
  country?: string;
}

export class VatLineDto {
  @ApiProperty({ description: 'VAT rate in percent (may carry a decimal, e.g. 25.5)' })
  rate: number;
  @ApiProperty()
  netCents: number;
  @ApiProperty()
  vatCents: number;
  @ApiProperty()
  grossCents: number;
}

export class DeliveryQuoteDto {
  @ApiProperty({ example: 'BE' })
  country: string;
  /** Code of the shipping zone serving the country; null when none does. */
  @ApiProperty({ type: String, nullable: true, example: 'be_nl_de' })
  zone: string | null;
  /** False when no shipping zone serves the country: no order can be delivered there. */
  @ApiProperty()
  served: boolean;
  /** VAT included (0 from the free-delivery threshold on); null when not served. */
  @ApiProperty({ type: Number, nullable: true })
  costCents: number | null;
  @ApiProperty({ type: Number, nullable: true })
  freeFromCents: number | null;
  @ApiProperty({ type: Number, nullable: true })
  minWorkingDays: number | null;
  @ApiProperty({ type: Number, nullable: true })
  maxWorkingDays: number | null;
  /** Estimated delivery window for an order placed today (ISO dates, working days). */
  @ApiProperty({ type: String, nullable: true, example: '2026-12-01' })
  estimatedFrom: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-02' })
  estimatedTo: string | null;
}

export class TotalsDto {
  /** Sum of the lines, VAT included. */
  @ApiProperty()
  itemsCents: number;
  @ApiProperty({ type: Number, nullable: true })
  deliveryCents: number | null;
  @ApiProperty()
  netCents: number;
  @ApiProperty()
  vatCents: number;
  /** Promotion discounts on the items, VAT included (0 without any). */
  @ApiProperty()
  discountCents: number;
  /** Items less discounts plus delivery, VAT included. */
  @ApiProperty()
  totalCents: number;
  @ApiProperty({ type: [VatLineDto] })
  vat: VatLineDto[];
  /** The country whose VAT applies: BE, the delivery country (One-Stop Shop) or, outside the EU, the export destination. */
  @ApiProperty({ example: 'BE' })
  vatCountry: string;
  /** `domestic`: Belgian VAT; `oss`: the delivery country's VAT; `export`: outside the EU, 0 %. */
  @ApiProperty({ enum: ['domestic', 'oss', 'export'], enumName: 'VatRegime' })
  vatRegime: 'domestic' | 'oss' | 'export';
}

export class CartLineDto {
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
  /** Current catalogue price, VAT included. */
  @ApiProperty()
  unitPriceCents: number;
  /** VAT rate in percent for the delivery country (the gross price is the same everywhere). */
  @ApiProperty()
  vatRate: number;
  @ApiProperty()
  quantity: number;
  @ApiProperty()
  lineTotalCents: number;
  /** Promotion discount on this line (its share of an order discount included), VAT included. */
  @ApiProperty()
  discountCents: number;
  /** False when fewer units are in stock than in the cart (checkout would refuse). */
  @ApiProperty()
  inStock: boolean;
}

/** A promotion applied to the cart. */
export class CartDiscountDto {
  @ApiProperty()
  name: string;
  /** The coupon code; null for an automatic promotion. */
  @ApiProperty({ type: String, nullable: true })
  code: string | null;
  /** Taken off the items, VAT included (0 for free shipping). */
  @ApiProperty()
  amountCents: number;
  @ApiProperty()
  freeShipping: boolean;
}

/** The coupon applied to the cart; `problem` is the error code when it no longer applies. */
export class CartCouponDto {
  @ApiProperty()
  code: string;
  @ApiProperty()
  name: string;
  /** Why the coupon does not apply now (e.g. PROMOTIONS_BELOW_MINIMUM); null while it applies. */
  @ApiProperty({ type: String, nullable: true })
  problem: string | null;
}

export class CartResponseDto {
  @ApiProperty({ type: [CartLineDto] })
  items: CartLineDto[];
  /** Number of units in the cart (badge). */
  @ApiProperty()
  count: number;
  @ApiProperty({ type: DeliveryQuoteDto })
  delivery: DeliveryQuoteDto;
  @ApiProperty({ type: TotalsDto })
  totals: TotalsDto;
  @ApiProperty({ type: [CartDiscountDto] })
  discounts: CartDiscountDto[];
  @ApiProperty({ type: CartCouponDto, nullable: true })
  coupon: CartCouponDto | null;
  @ApiProperty({ example: 'EUR' })
  currency: 'EUR';
}
