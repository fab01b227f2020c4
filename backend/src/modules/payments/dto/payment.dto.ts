import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** Mollie posts `id=tr_…` form-encoded; JSON is accepted too. */
export class PaymentWebhookDto {
  @ApiProperty({ example: 'tr_WDqYK6vllg' })
  @IsString()
  @MaxLength(100)
  id: string;
}

export const DEMO_OUTCOMES = ['paid', 'failed', 'cancelled', 'expired'] as const;
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number];

export class DemoPaymentActionDto {
  @ApiProperty({ enum: DEMO_OUTCOMES, enumName: 'DemoOutcome' })
  @IsIn(DEMO_OUTCOMES, { message: 'validation.choice' })
  outcome: DemoOutcome;

  /** Ignored; lets a plain HTML form carry the button's name. */
  @ApiProperty({ required: false })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  submit?: string;
}

export class SavedPaymentMethodDto {
  @ApiProperty()
  id: string;
  @ApiProperty({ example: 'creditcard' })
  method: string;
  @ApiProperty({ example: 'Visa •••• 4242' })
  label: string;
}

export class PaymentMethodsResponseDto {
  /** Which provider runs: `demo` (built-in) or `mollie`. */
  @ApiProperty({ enum: ['demo', 'mollie'] })
  provider: 'demo' | 'mollie';
  /** Methods offered at checkout (chosen on the provider's hosted page). */
  @ApiProperty({ type: [String], example: ['bancontact', 'ideal', 'creditcard'] })
  available: string[];
  /** Methods the provider keeps for this customer (Mollie mandates; the demo card after a paid demo payment). */
  @ApiProperty({ type: [SavedPaymentMethodDto] })
  saved: SavedPaymentMethodDto[];
}
