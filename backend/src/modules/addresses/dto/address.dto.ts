import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { AddressEntity } from '../entities/address.entity.js';

export class CreateAddressDto {
  @ApiProperty({ maxLength: 100 })
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  firstName: string;

  @ApiProperty({ maxLength: 100 })
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  lastName: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150, { message: 'validation.tooLong' })
  company?: string | null;

  @ApiProperty({ maxLength: 200, example: 'Meir' })
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200, { message: 'validation.tooLong' })
  street: string;

  @ApiProperty({ maxLength: 20, example: '42' })
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(20, { message: 'validation.tooLong' })
  houseNumber: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20 })
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: 'validation.tooLong' })
  box?: string | null;

  @ApiProperty({ maxLength: 20, example: '2000' })
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(20, { message: 'validation.tooLong' })
  postalCode: string;

  @ApiProperty({ maxLength: 100, example: 'Antwerpen' })
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  city: string;

  @ApiProperty({ example: 'BE', description: 'ISO 3166-1 alpha-2' })
  @IsString()
  @Matches(/^[A-Z]{2}$/, { message: 'validation.country' })
  country: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 40 })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'validation.tooLong' })
  phone?: string | null;

  /** Makes this the default delivery address (the first address always is). */
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'validation.boolean' })
  isDefault?: boolean;
}

export class UpdateAddressDto extends PartialType(CreateAddressDto) {}

export class AddressResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  firstName: string;
  @ApiProperty()
  lastName: string;
  @ApiProperty({ type: String, nullable: true })
  company: string | null;
  @ApiProperty()
  street: string;
  @ApiProperty()
  houseNumber: string;
  @ApiProperty({ type: String, nullable: true })
  box: string | null;
  @ApiProperty()
  postalCode: string;
  @ApiProperty()
  city: string;
  @ApiProperty()
  country: string;
  @ApiProperty({ type: String, nullable: true })
  phone: string | null;
  @ApiProperty()
  isDefault: boolean;
}

export class AddressListResponseDto {
  @ApiProperty({ type: [AddressResponseDto] })
  data: AddressResponseDto[];
  @ApiProperty()
  total: number;
}

export function toAddressResponse(a: AddressEntity): AddressResponseDto {
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company,
    street: a.street,
    houseNumber: a.houseNumber,
    box: a.box,
    postalCode: a.postalCode,
    city: a.city,
    country: a.country,
    phone: a.phone,
    isDefault: Boolean(a.isDefault),
  };
}
