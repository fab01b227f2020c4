import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { LocaleQueryDto } from '../../../common/i18n/locale-query.dto.js';
import { PostAttachmentDto, PostResponseDto, PostSummaryDto } from '../../content/dto/post.dto.js';
import { StoreResponseDto } from '../../stores/dto/store.dto.js';

export class PartnerProfileResponseDto {
  /** The caller's own partner store. */
  @ApiProperty({ type: StoreResponseDto })
  store: StoreResponseDto;
  /** Stable code of the salon's personal customer link. */
  @ApiProperty({ example: 'k7m2q9xd' })
  code: string;
  /** The personal link to give customers: `${PUBLIC_URL}/t/<code>`. */
  @ApiProperty({ example: 'https://shop.example/t/k7m2q9xd' })
  link: string;
  /** The Peppol participant id the salon gave (`scheme:id`); null: the one derived from its VAT number is used. */
  @ApiProperty({ type: String, nullable: true, example: '0208:0123456749' })
  peppolId: string | null;
  /** The participant id derived from the salon's VAT number (Belgium: 0208 + enterprise number), if any. */
  @ApiProperty({ type: String, nullable: true, example: '0208:0123456749' })
  peppolIdFromVat: string | null;
}

export class TrainingSummaryDto extends PostSummaryDto {
  /** ISO 8601 date-time of the live session; null when the training is not a live session. */
  @ApiProperty({ type: String, nullable: true })
  sessionAt: string | null;
  @ApiProperty({ type: String, nullable: true })
  sessionLocation: string | null;
}

export class TrainingListResponseDto {
  @ApiProperty({ type: [TrainingSummaryDto] })
  data: TrainingSummaryDto[];
}

export class TrainingResponseDto extends PostResponseDto {
  @ApiProperty({ type: [PostAttachmentDto] })
  attachments: PostAttachmentDto[];
  @ApiProperty({ type: String, nullable: true })
  sessionAt: string | null;
  @ApiProperty({ type: String, nullable: true })
  sessionLocation: string | null;
}

export class TrainingQueryDto extends LocaleQueryDto {}

export class DashboardQueryDto {
  /** YYYY-MM (UTC); default: the current month. */
  @ApiPropertyOptional({ example: '2026-11' })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'validation.month' })
  month?: string;
}

export class AttributedOrderDto {
  @ApiProperty()
  number: string;
  /** ISO 8601. */
  @ApiProperty()
  placedAt: string;
  /** First name and last initial only ("Lotte J."). */
  @ApiProperty({ example: 'Lotte J.' })
  customer: string;
  /** Product names as ordered (no addresses, no payment details). */
  @ApiProperty({ type: [String] })
  products: string[];
  /** Gross total, VAT and delivery included. */
  @ApiProperty()
  totalCents: number;
}

export class PartnerDashboardResponseDto {
  @ApiProperty({ example: '2026-11' })
  month: string;
  /** Paid orders placed while the customer had chosen this salon as specialist. */
  @ApiProperty()
  orderCount: number;
  /** Gross revenue of those orders in cents. */
  @ApiProperty()
  revenueCents: number;
  /** PARTNER_COMMISSION_RATE (0..1). */
  @ApiProperty({ example: 0.1 })
  commissionRate: number;
  @ApiProperty()
  commissionCents: number;
  @ApiProperty({ type: [AttributedOrderDto] })
  orders: AttributedOrderDto[];
}

export class PartnerLinkResponseDto {
  @ApiProperty({ example: 'k7m2q9xd' })
  code: string;
  /** The salon to choose as specialist (PUT /api/user/specialist with this store id). */
  @ApiProperty({ type: StoreResponseDto })
  store: StoreResponseDto;
}
