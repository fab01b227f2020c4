import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { OrderEntity } from '../orders/entities/order.entity.js';
import {
  attributedOrderCondition,
  attributedOrderParams,
  commissionCents,
  currentMonth,
} from '../orders/order-attribution.js';
import { StoreEntity } from '../stores/entities/store.entity.js';
import type { PartnerRevenueResponseDto, PartnerRevenueRowDto } from './dto/partner-admin.dto.js';
import { euros, toCsv, type CsvCell } from './partner-revenue-csv.js';

interface RevenueRow {
  id: string;
  storeName: string;
  city: string;
  officialPartner: boolean | number | string;
  active: boolean | number | string;
  orderCount: number | string;
  revenueCents: number | string | null;
}

const truthy = (value: boolean | number | string): boolean =>
  value === true || value === 1 || value === '1' || value === 't' || value === 'true';

/** CSV column headings per back-office language (the manager's language, nl fallback). */
const CSV_HEADINGS: Record<string, string[]> = {
  nl: [
    'Maand',
    'Salon',
    'Plaats',
    'Officiële partner',
    'Bestellingen',
    'Omzet (EUR incl. btw)',
    'Commissie %',
    'Commissie (EUR)',
  ],
  en: [
    'Month',
    'Salon',
    'City',
    'Official partner',
    'Orders',
    'Revenue (EUR incl. VAT)',
    'Commission %',
    'Commission (EUR)',
  ],
  de: [
    'Monat',
    'Salon',
    'Ort',
    'Offizieller Partner',
    'Bestellungen',
    'Umsatz (EUR inkl. MwSt.)',
    'Provision %',
    'Provision (EUR)',
  ],
  fr: [
    'Mois',
    'Salon',
    'Ville',
    'Partenaire officiel',
    'Commandes',
    "Chiffre d'affaires (EUR TVAC)",
    'Commission %',
    'Commission (EUR)',
  ],
};
const YES_NO: Record<string, [string, string]> = {
  nl: ['ja', 'nee'],
  en: ['yes', 'no'],
  de: ['ja', 'nein'],
  fr: ['oui', 'non'],
};
const TOTAL: Record<string, string> = { nl: 'Totaal', en: 'Total', de: 'Summe', fr: 'Total' };

/**
 * Attributed revenue and commission per partner salon per month, for partner managers (issue 9):
 * one aggregate query over the official partner stores and the orders that count for them (the
 * same condition as the salon's own dashboard, orders/order-attribution.ts).
 */
@Injectable()
export class PartnerRevenueService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  async report(month: string = currentMonth()): Promise<PartnerRevenueResponseDto> {
    const rate = this.config.partnerCommissionRate;
    const raw = await this.dataSource
      .createQueryBuilder()
      .from(StoreEntity, 's')
      // specialistStoreId is a varchar copy of the store's id (a uuid column on PostgreSQL)
      .leftJoin(
        OrderEntity,
        'o',
        `o.specialistStoreId = CAST(s.id AS varchar(36)) AND ${attributedOrderCondition('o')}`,
        attributedOrderParams(month),
      )
      .select('s.id', 'id')
      .addSelect('s.name', 'storeName')
      .addSelect('s.city', 'city')
      .addSelect('s.officialPartner', 'officialPartner')
      .addSelect('s.active', 'active')
      .addSelect('COUNT(o.id)', 'orderCount')
      .addSelect('COALESCE(SUM(o.totalCents), 0)', 'revenueCents')
      .groupBy('s.id')
      .addGroupBy('s.name')
      .addGroupBy('s.city')
      .addGroupBy('s.officialPartner')
      .addGroupBy('s.active')
      // every official partner, and a former one that still has orders in the month
      .having('s.officialPartner = :official OR COUNT(o.id) > 0', { official: true })
      .orderBy('COALESCE(SUM(o.totalCents), 0)', 'DESC')
      .addOrderBy('s.name', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .getRawMany<RevenueRow>();
    const data: PartnerRevenueRowDto[] = raw.map((row) => {
      const revenueCents = Number(row.revenueCents ?? 0);
      return {
        id: row.id,
        storeName: row.storeName,
        city: row.city,
        officialPartner: truthy(row.officialPartner),
        active: truthy(row.active),
        orderCount: Number(row.orderCount),
        revenueCents,
        commissionCents: commissionCents(revenueCents, rate),
      };
    });
    const totals = data.reduce(
      (sum, row) => ({
        orderCount: sum.orderCount + row.orderCount,
        revenueCents: sum.revenueCents + row.revenueCents,
        commissionCents: sum.commissionCents + row.commissionCents,
      }),
      { orderCount: 0, revenueCents: 0, commissionCents: 0 },
    );
    return { month, commissionRate: rate, data, total: data.length, totals };
  }

  /** The report as CSV (see partner-revenue-csv.ts) with headings in the given language. */
  async csv(month: string | undefined, language: string): Promise<{ month: string; body: string }> {
    const report = await this.report(month);
    const lang = CSV_HEADINGS[language] ? language : 'nl';
    const [yes, no] = YES_NO[lang]!;
    const percent = euros(Math.round(report.commissionRate * 10000)); // 0.15 → 15,00
    const rows: CsvCell[][] = [CSV_HEADINGS[lang]!];
    for (const row of report.data) {
      rows.push([
        report.month,
        row.storeName,
        row.city,
        row.officialPartner ? yes : no,
        row.orderCount,
        euros(row.revenueCents),
        percent,
        euros(row.commissionCents),
      ]);
    }
    rows.push([
      report.month,
      TOTAL[lang]!,
      '',
      '',
      report.totals.orderCount,
      euros(report.totals.revenueCents),
      percent,
      euros(report.totals.commissionCents),
    ]);
    return { month: report.month, body: toCsv(rows) };
  }
}
