import { Injectable, Logger } from '@nestjs/common';
import type { Role } from '../../common/auth/roles.js';
import { AdminCatalogueService } from '../catalogue/admin-catalogue.service.js';
import { LOW_STOCK_THRESHOLD } from '../catalogue/dto/admin-product.dto.js';
import { AdminOrdersService } from '../orders/admin-orders.service.js';
import { PartnersService } from '../partners/partners.service.js';
import { ReviewsService } from '../reviews/reviews.service.js';
import type { DashboardDayDto, DashboardResponseDto } from './dashboard.dto.js';

export const DASHBOARD_DAYS = 30;
/** The record id of the figures (react-admin getOne). */
export const DASHBOARD_PERIOD = 'last-30-days';
const DAY_MS = 86_400_000;

/**
 * The dashboard's figures, asked of the modules that own them (orders, catalogue, reviews,
 * partners). A count that fails is shown as unknown (null) rather than failing the whole page.
 */
@Injectable()
export class DashboardService {
  private readonly logger = new Logger('Dashboard');

  constructor(
    private readonly orders: AdminOrdersService,
    private readonly catalogue: AdminCatalogueService,
    private readonly reviews: ReviewsService,
    private readonly partners: PartnersService,
  ) {}

  async figures(role: Role, now = new Date()): Promise<DashboardResponseDto> {
    const partnerApplicationsNew = await this.count('partner_application', () =>
      this.partners.countNew(),
    );
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
      this.count('review', () => this.reviews.countPending()),
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

  /** A count, or null when asking for it failed. */
  private async count(what: string, ask: () => Promise<number>): Promise<number | null> {
    try {
      return await ask();
    } catch (error) {
      this.logger.warn({ err: error, what }, 'Counting for the dashboard failed');
      return null;
    }
  }
}
