import { ApiProperty } from '@nestjs/swagger';

export class BirthdayCouponDto {
  /** Typed in the cart's coupon field. */
  @ApiProperty({ example: 'BDAY-7KQ4M2XP' })
  code: string;

  @ApiProperty({ example: 10 })
  percentOff: number;

  /** First day the code works (ISO date). */
  @ApiProperty({ example: '2026-04-16' })
  validFrom: string;

  /** Last day the code works, inclusive (ISO date). */
  @ApiProperty({ example: '2026-05-07' })
  validUntil: string;

  /** When it was used on an order; null while unused. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  usedAt: string | null;

  /** True when unused and today is inside its validity. */
  @ApiProperty()
  usable: boolean;
}

export class BirthdayCouponResponseDto {
  /** The newest birthday coupon of the account; null when it never got one. */
  @ApiProperty({ type: BirthdayCouponDto, nullable: true })
  coupon: BirthdayCouponDto | null;
}
