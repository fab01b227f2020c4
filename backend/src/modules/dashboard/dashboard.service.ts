import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Role } from '../../common/auth/roles.js';
import { AdminCatalogueService } from '../catalogue/admin-catalogue.service.js';
import { LOW_STOCK_THRESHOLD } from '../catalogue/dto/admin-product.dto.js';
import { AdminOrdersService } from '../orders/admin-orders.service.js';
import type { DashboardDayDto, DashboardResponseDto } from './dashboard.dto.js';

export const DASHBOARD_DAYS = 30;
/** The record id of the figures (react-admin getOne). */
export const DASHBOARD_PERIOD = 'last-30-days';
const DAY_MS = 86_400_000;

/**
 * The dashboard's figures. Reviews and partner applications belong to modules that may not be
 * part of this build, so they are counted by table name and only when the table exists.
 */
@Injectable()
export class DashboardService {
  private readonly logger = new Logger('Dashboard');

  constructor(
    private readonly orders: AdminOrdersService,
    private readonly catalogue: AdminCatalogueService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async figures(role: Role, now = new Date()): Promise<DashboardResponseDto> {
    const partnerApplicationsNew = await this.countWhere('partner_application', 'new');
    if (role !== 'admin')
      return {
        id: DASHBOARD_PERIOD,
        orders: null,
        reviewsPending: null,
        partnerApplicationsNew,
        lowStock: null,
      };
    const [orders, reviewsPending, lowStock] = await Promise.all([
      this.orderSeries(now),
      this.countWhere('review', 'pending'),
      this.catalogue.lowStock(10),
    ]);
    return {
      id: DASHBOARD_PERIOD,
      orders,
      reviewsPending,
      partnerApplicationsNew,
      lowStock: { threshold: LOW_STOCK_THRESHOLD, ...lowStock },
    };
  }

  /** Paid orders per UTC day over the last 30 days, today included. */
  private async orderSeries(now: Date): Promise<NonNullable<DashboardResponseDto['orders']>> {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const first = today - (DASHBOARD_DAYS - 1) * DAY_MS;
    const days: DashboardDayDto[] = Array.from({ length: DASHBOARD_DAYS }, (_, i) => ({
      date: new Date(first + i * DAY_MS).toISOString().slice(0, 10),
      orders: 0,
      revenueCents: 0,
    }));
    for (const order of await this.orders.paidSince(new Date(first))) {
      const index = Math.floor((order.createdAt.getTime() - first) / DAY_MS);
      const day = days[index];
      if (!day) continue;
      day.orders += 1;
      day.revenueCents += order.totalCents;
    }
    return {
      days,
      totalOrders: days.reduce((sum, day) => sum + day.orders, 0),
      totalRevenueCents: days.reduce((sum, day) => sum + day.revenueCents, 0),
      currency: 'EUR',
    };
  }

  /** Rows of `table` with this status; null when the table does not exist (its module is not installed). */
  private async countWhere(
    table: 'review' | 'partner_application',
    status: string,
  ): Promise<number | null> {
    const runner = this.dataSource.createQueryRunner();
    try {
      if (!(await runner.hasTable(table))) return null;
    } finally {
      await runner.release();
    }
    try {
      const row = await this.dataSource
        .createQueryBuilder()
        .select('COUNT(*)', 'count')
        .from(table, 't')
        .where('t.status = :status', { status })
        .getRawOne<{ count: string | number }>();
      return Number(row?.count ?? 0);
    } catch (error) {
      this.logger.warn({ err: error, table }, 'Counting for the dashboard failed');
      return null;
    }
  }
}
