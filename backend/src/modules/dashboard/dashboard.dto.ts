import { ApiProperty } from '@nestjs/swagger';

export class DashboardDayDto {
  /** UTC day, YYYY-MM-DD. */
  @ApiProperty({ example: '2026-11-21' })
  date: string;
  @ApiProperty()
  orders: number;
  @ApiProperty()
  revenueCents: number;
}

export class DashboardOrdersDto {
  /** The last 30 days (today included), oldest first, days without orders as zero. */
  @ApiProperty({ type: [DashboardDayDto] })
  days: DashboardDayDto[];
  /** Paid orders placed in those days (refunded and cancelled ones do not count). */
  @ApiProperty()
  totalOrders: number;
  /** Their totals, VAT and delivery included, in cents. */
  @ApiProperty()
  totalRevenueCents: number;
  @ApiProperty()
  currency: string;
}

export class DashboardLowStockItemDto {
  @ApiProperty()
  id: string;
  @ApiProperty()
  slug: string;
  @ApiProperty()
  name: string;
  @ApiProperty()
  stock: number;
}

export class DashboardLowStockDto {
  @ApiProperty()
  threshold: number;
  @ApiProperty()
  total: number;
  /** The ones with the least stock (at most 10). */
  @ApiProperty({ type: [DashboardLowStockItemDto] })
  items: DashboardLowStockItemDto[];
}

/** The back-office's landing figures. A figure the caller's role does not see is null (partner managers see partner applications only). */
export class DashboardResponseDto {
  @ApiProperty({ example: 'last-30-days' })
  id: string;
  @ApiProperty({ type: DashboardOrdersDto, nullable: true })
  orders: DashboardOrdersDto | null;
  /** Reviews waiting for moderation. */
  @ApiProperty({ nullable: true, type: Number })
  reviewsPending: number | null;
  /** Partner applications with status `new`. */
  @ApiProperty({ nullable: true, type: Number })
  partnerApplicationsNew: number | null;
  @ApiProperty({ type: DashboardLowStockDto, nullable: true })
  lowStock: DashboardLowStockDto | null;
}
