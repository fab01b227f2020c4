import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import {
  formatParticipantId,
  parseProfileParticipantId,
  participantIdFromVat,
} from '../../einvoice/peppol-id.js';
import { ListQueryDto } from '../../../common/http/pagination.js';
import type { StoreEntity } from '../entities/store.entity.js';
import { IsBooleanish } from '../../../common/validation/validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;
export const ADMIN_STORE_SORTS = ['name', 'city', 'createdAt', 'officialPartner'] as const;

export class ListAdminStoresQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ADMIN_STORE_SORTS, enumName: 'AdminStoreSort' })
  @IsOptional()
  @IsIn(ADMIN_STORE_SORTS, { message: 'validation.choice' })
  declare sort?: (typeof ADMIN_STORE_SORTS)[number];

  /** Name, street, postal code or city. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @IsBooleanish()
  officialPartner?: boolean;

  @IsBooleanish()
  active?: boolean;

  /** true: only archived stores; false: only those not archived. */
  @IsBooleanish()
  archived?: boolean;
}

export class CreateStoreDto {
  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(150, { message: 'validation.tooLong' })
  name: string;
  @ApiProperty({ example: 'Korenmarkt 12' })
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200, { message: 'validation.tooLong' })
  address: string;
  @ApiProperty({ example: '9000' })
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(20, { message: 'validation.tooLong' })
  postalCode: string;
  @ApiProperty({ example: 'Gent' })
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  city: string;
  @ApiProperty({ example: 'BE' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(/^[A-Z]{2}$/, { message: 'validation.country' })
  country: string;
  /** Omit both coordinates to place the store from its postal code. */
  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false }, { message: 'validation.number' })
  @Min(-90, { message: 'validation.min' })
  @Max(90, { message: 'validation.max' })
  latitude?: number;
  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false }, { message: 'validation.number' })
  @Min(-180, { message: 'validation.min' })
  @Max(180, { message: 'validation.max' })
  longitude?: number;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(40, { message: 'validation.tooLong' })
  phone?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(/^https:\/\/[^\s/]+/, { message: 'validation.link' })
  @MaxLength(300, { message: 'validation.tooLong' })
  website?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsEmail({}, { message: 'validation.email' })
  email?: string | null;
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'validation.choice' })
  officialPartner?: boolean;
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'validation.choice' })
  active?: boolean;
  /**
   * Peppol participant id for e-invoices, `scheme:id` (Belgium: `0208:` + the enterprise number,
   * checked with mod 97); null or empty: derived from the salon's VAT number.
   */
  @ApiPropertyOptional({ type: String, nullable: true, example: '0208:0123456749' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => {
    const parsed = parseProfileParticipantId(value);
    return parsed.error === undefined ? parsed.value : value;
  })
  @ValidateBy(
    {
      name: 'isPeppolParticipantId',
      validator: {
        validate: (value: unknown) => parseProfileParticipantId(value).error === undefined,
      },
    },
    { message: 'validation.peppolId' },
  )
  peppolId?: string | null;
}

export class UpdateStoreDto extends PartialType(CreateStoreDto) {}

export class AdminStoreResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() address: string;
  @ApiProperty() postalCode: string;
  @ApiProperty() city: string;
  @ApiProperty() country: string;
  @ApiProperty() latitude: number;
  @ApiProperty() longitude: number;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty() officialPartner: boolean;
  @ApiProperty() active: boolean;
  /** When the store was archived (hidden from the shop, kept for orders and accounts); null: not archived. */
  @ApiProperty({ nullable: true, type: String })
  archivedAt: string | null;
  /** The Peppol participant id set on the salon (`scheme:id`); null: derived from its VAT number. */
  @ApiProperty({ type: String, nullable: true }) peppolId: string | null;
  /** The participant id derived from the salon's VAT number, if any (read only). */
  @ApiProperty({ type: String, nullable: true }) peppolIdFromVat: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class AdminStoreListResponseDto {
  @ApiProperty({ type: [AdminStoreResponseDto] }) data: AdminStoreResponseDto[];
  @ApiProperty() total: number;
}

const fromVat = (vatNumber: string | null): string | null => {
  const derived = participantIdFromVat(vatNumber);
  return derived ? formatParticipantId(derived) : null;
};

export function toAdminStore(store: StoreEntity): AdminStoreResponseDto {
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
    active: Boolean(store.active),
    archivedAt:
      store.archivedAt === null || store.archivedAt === undefined
        ? null
        : new Date(Number(store.archivedAt)).toISOString(),
    peppolId: store.peppolId ?? null,
    peppolIdFromVat: fromVat(store.vatNumber),
    createdAt: store.createdAt,
    updatedAt: store.updatedAt,
  };
}
