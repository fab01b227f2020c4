import { PageParam, PerPageParam } from '../../../common/http/pagination.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { LocaleQueryDto } from '../../../common/i18n/locale-query.dto.js';
import { LOCALES } from '../../../common/i18n/locale.js';
import type { StoreEntity } from '../entities/store.entity.js';
import { IsBooleanish } from '../../../common/validation/validators.js';

export const STORE_SORTS = ['name', 'address', 'distance'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];
export const STORES_PER_PAGE = 50;
export const STORES_MAX_PER_PAGE = 200;

/** A number from the query string; an empty or repeated value is NaN (refused), never 0. */
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value.trim() === ''
      ? Number.NaN
      : Number(value)
    : Array.isArray(value)
      ? Number.NaN
      : value;
export class ListStoresQueryDto extends LocaleQueryDto {
  /** Searches name, street, postal code and city (case and accents ignored; every word must match). */
  @ApiPropertyOptional({ example: 'gent' })
  @IsOptional()
  @IsString({ message: 'validation.text' })
  @MaxLength(100, { message: 'validation.tooLong' })
  q?: string;

  /** Pinned location: latitude (with lng). Sorts by distance unless another sort is asked. */
  @ApiPropertyOptional({ minimum: -90, maximum: 90, example: 51.0543 })
  @IsOptional()
  @Transform(toNumber)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'validation.number' })
  @Min(-90, { message: 'validation.min' })
  @Max(90, { message: 'validation.max' })
  lat?: number;

  @ApiPropertyOptional({ minimum: -180, maximum: 180, example: 3.7174 })
  @IsOptional()
  @Transform(toNumber)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'validation.number' })
  @Min(-180, { message: 'validation.min' })
  @Max(180, { message: 'validation.max' })
  lng?: number;

  /** Only stores within this many km of the pinned location. */
  @ApiPropertyOptional({ minimum: 1, maximum: 1000 })
  @IsOptional()
  @Transform(toNumber)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'validation.number' })
  @Min(1, { message: 'validation.min' })
  @Max(1000, { message: 'validation.max' })
  radius?: number;

  /** name (default), address (city, then street) or distance (needs lat and lng; the default with them). */
  @ApiPropertyOptional({ enum: STORE_SORTS, enumName: 'StoreSort' })
  @IsOptional()
  @IsIn(STORE_SORTS, { message: 'validation.choice' })
  sort?: StoreSort;

  /** true: official partners only; false: the other shops only. */
  @IsBooleanish()
  partner?: boolean;

  @ApiPropertyOptional({ example: 'BE' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(/^[A-Z]{2}$/, { message: 'validation.country' })
  country?: string;

  @PageParam()
  page: number = 1;

  @PerPageParam(STORES_PER_PAGE, STORES_MAX_PER_PAGE)
  perPage: number = STORES_PER_PAGE;
}

const timeRanges = {
  type: 'array',
  items: {
    type: 'array',
    items: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
    minItems: 2,
    maxItems: 2,
  },
  maxItems: 3,
} as const;

/** Opening hours per weekday: a list of `[from, to]` ranges (`HH:MM`); `[]` closed; a missing day is not given. */
export class OpeningHoursDto {
  @ApiPropertyOptional({
    ...timeRanges,
    example: [
      ['09:00', '12:30'],
      ['13:30', '18:00'],
    ],
  })
  mon?: [string, string][];
  @ApiPropertyOptional(timeRanges) tue?: [string, string][];
  @ApiPropertyOptional(timeRanges) wed?: [string, string][];
  @ApiPropertyOptional(timeRanges) thu?: [string, string][];
  @ApiPropertyOptional(timeRanges) fri?: [string, string][];
  @ApiPropertyOptional(timeRanges) sat?: [string, string][];
  @ApiPropertyOptional(timeRanges) sun?: [string, string][];
}

export class StoreResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  name: string;
  @ApiProperty({ example: 'Korenmarkt 12' })
  address: string;
  @ApiProperty({ example: '9000' })
  postalCode: string;
  @ApiProperty({ example: 'Gent' })
  city: string;
  @ApiProperty({ example: 'BE' })
  country: string;
  @ApiProperty()
  latitude: number;
  @ApiProperty()
  longitude: number;
  @ApiProperty({ type: String, nullable: true })
  phone: string | null;
  @ApiProperty({ type: String, nullable: true })
  website: string | null;
  @ApiProperty({ type: String, nullable: true })
  email: string | null;
  @ApiProperty()
  officialPartner: boolean;
  /** Opening hours as the salon keeps them in its profile; null when not given. */
  @ApiProperty({ type: OpeningHoursDto, nullable: true })
  openingHours: OpeningHoursDto | null;
  /** Treatments the salon offers (plain text, its own words). */
  @ApiProperty({ type: [String] })
  services: string[];
  /** Languages spoken in the salon. */
  @ApiProperty({ type: [String], enum: LOCALES, enumName: 'Locale' })
  languages: string[];
  /** Great-circle distance from the pinned location in km (one decimal); null without a location. */
  @ApiProperty({ type: Number, nullable: true })
  distanceKm: number | null;
}

export class StoreOriginDto {
  @ApiProperty()
  lat: number;
  @ApiProperty()
  lng: number;
}

export class StoreListResponseDto {
  @ApiProperty({ type: [StoreResponseDto] })
  data: StoreResponseDto[];
  @ApiProperty()
  total: number;
  @ApiProperty()
  page: number;
  @ApiProperty()
  perPage: number;
  @ApiProperty()
  pageCount: number;
  @ApiProperty({ enum: STORE_SORTS, enumName: 'StoreSort' })
  sort: StoreSort;
  @ApiProperty({ type: StoreOriginDto, nullable: true })
  origin: StoreOriginDto | null;
}

export type StoreColumns = Pick<
  StoreEntity,
  | 'id'
  | 'name'
  | 'address'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'phone'
  | 'website'
  | 'email'
  | 'officialPartner'
  | 'openingHours'
  | 'services'
  | 'languages'
>;

export function toStoreResponse(
  store: StoreColumns,
  distanceKm: number | null = null,
): StoreResponseDto {
  return {
    id: store.id,
    name: store.name,
    address: store.address,
    postalCode: store.postalCode,
    city: store.city,
    country: store.country,
    latitude: Number(store.latitude),
    longitude: Number(store.longitude),
    phone: store.phone,
    website: store.website,
    email: store.email,
    officialPartner: Boolean(store.officialPartner),
    openingHours: store.openingHours ?? null,
    services: store.services ?? [],
    languages: store.languages ?? [],
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
  };
}
