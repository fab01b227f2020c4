import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsISO31661Alpha2,
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import type { ShippingZoneEntity } from '../entities/shipping-zone.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upperCodes = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
    : value;

export class CreateShippingZoneDto {
  /** Stable code stored on orders: lower-case letters, digits and underscores. */
  @ApiProperty({ maxLength: 30, example: 'europe' })
  @Transform(trim)
  @IsString()
  @Matches(/^[a-z][a-z0-9_]{1,29}$/, { message: 'validation.zoneCode' })
  code: string;

  @ApiProperty({ maxLength: 100, example: 'Europe outside the EU' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  name: string;

  /** ISO 3166-1 alpha-2 codes; a country belongs to one zone only. */
  @ApiProperty({ type: [String], example: ['CH', 'GB', 'NO'] })
  @Transform(upperCodes)
  @IsArray({ message: 'validation.countries' })
  @ArrayMinSize(1, { message: 'validation.countries' })
  @ArrayMaxSize(250, { message: 'validation.tooMany' })
  @ArrayUnique({ message: 'validation.duplicate' })
  @IsISO31661Alpha2({ each: true, message: 'validation.countries' })
  countries: string[];

  /** Delivery cost in euro cents, VAT included. */
  @ApiProperty({ minimum: 0, maximum: 100_000, example: 1995 })
  @IsInt({ message: 'validation.amount' })
  @Min(0, { message: 'validation.amount' })
  @Max(100_000, { message: 'validation.amount' })
  costCents: number;

  /** Item total (VAT incl., cents) from which delivery is free; null: never free. */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, example: 12500 })
  @IsOptional()
  @IsInt({ message: 'validation.amount' })
  @Min(0, { message: 'validation.amount' })
  @Max(10_000_000, { message: 'validation.amount' })
  freeFromCents?: number | null;

  @ApiProperty({ minimum: 1, maximum: 60, example: 5 })
  @IsInt({ message: 'validation.workingDays' })
  @Min(1, { message: 'validation.workingDays' })
  @Max(60, { message: 'validation.workingDays' })
  minWorkingDays: number;

  @ApiProperty({ minimum: 1, maximum: 60, example: 8 })
  @IsInt({ message: 'validation.workingDays' })
  @Min(1, { message: 'validation.workingDays' })
  @Max(60, { message: 'validation.workingDays' })
  maxWorkingDays: number;
}

export class UpdateShippingZoneDto extends PartialType(CreateShippingZoneDto) {}

export class ShippingZoneResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  code: string;
  @ApiProperty()
  name: string;
  @ApiProperty({ type: [String] })
  countries: string[];
  @ApiProperty()
  costCents: number;
  @ApiProperty({ type: Number, nullable: true })
  freeFromCents: number | null;
  @ApiProperty()
  minWorkingDays: number;
  @ApiProperty()
  maxWorkingDays: number;
  @ApiProperty()
  updatedAt: string;
}

export class ShippingZoneListResponseDto {
  @ApiProperty({ type: [ShippingZoneResponseDto] })
  data: ShippingZoneResponseDto[];
  @ApiProperty()
  total: number;
}

/** One country the shop delivers to, with what delivery there costs and takes. */
export class ShippableCountryDto {
  @ApiProperty({ example: 'CH' })
  country: string;
  @ApiProperty({ example: 'europe' })
  zone: string;
  @ApiProperty({ example: 1995 })
  costCents: number;
  @ApiProperty({ type: Number, nullable: true })
  freeFromCents: number | null;
  @ApiProperty()
  minWorkingDays: number;
  @ApiProperty()
  maxWorkingDays: number;
}

export class ShippableCountriesResponseDto {
  @ApiProperty({ type: [ShippableCountryDto] })
  countries: ShippableCountryDto[];
}

export function toShippingZone(zone: ShippingZoneEntity): ShippingZoneResponseDto {
  return {
    id: zone.id,
    code: zone.code,
    name: zone.name,
    countries: [...zone.countries],
    costCents: Number(zone.costCents),
    freeFromCents: zone.freeFromCents === null ? null : Number(zone.freeFromCents),
    minWorkingDays: Number(zone.minWorkingDays),
    maxWorkingDays: Number(zone.maxWorkingDays),
    updatedAt: new Date(zone.updatedAt).toISOString(),
  };
}
