import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { StoreResponseDto } from '../../stores/dto/store.dto.js';

export class SetSpecialistDto {
  /** An official partner store (GET /api/stores?partner=true). */
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'validation.uuid' })
  storeId: string;
}

export class SpecialistResponseDto {
  /** The chosen partner salon; null when the customer has none (orders then go without a salon). */
  @ApiProperty({ type: StoreResponseDto, nullable: true })
  store: StoreResponseDto | null;
}
