import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { ORDER_HISTORY_TYPES, type OrderHistoryType } from '../entities/order-history.entity.js';

/** One entry of an order's timeline. */
export class OrderHistoryEntryDto {
  @ApiProperty()
  id: string;

  @ApiProperty({ enum: ORDER_HISTORY_TYPES, enumName: 'OrderHistoryType' })
  type: OrderHistoryType;

  /**
   * The details: `from`/`to` (status), `carrier`, `trackingNumber`, `trackingUrl` (shipped),
   * `amountCents`, `lines`, `restock`, `reason` (refund), `text` (note), `template` (mail),
   * `method` (payment), `withdrawalId`.
   */
  @ApiProperty({ type: 'object', additionalProperties: true })
  data: Record<string, unknown>;

  /** The back-office user who did it; null for the customer, the provider or the system. */
  @ApiProperty({ type: String, nullable: true })
  actorEmail: string | null;

  /** ISO 8601. */
  @ApiProperty()
  createdAt: string;
}

export class OrderHistoryResponseDto {
  @ApiProperty({ type: [OrderHistoryEntryDto] })
  data: OrderHistoryEntryDto[];
}

/** An internal note on an order (never shown to the customer). */
export class CreateOrderNoteDto {
  @ApiProperty({ minLength: 1, maxLength: 2000 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'validation.required' })
  @MinLength(1, { message: 'validation.required' })
  @MaxLength(2000, { message: 'validation.tooLong' })
  text: string;
}
