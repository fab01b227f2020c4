import { Inject, Injectable } from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { commissionCents, currentMonth } from '../orders/order-attribution.js';
import { OrderReadsService } from '../orders/order-reads.service.js';
import { StoresService } from '../stores/stores.service.js';
import type { PartnerRevenueResponseDto, PartnerRevenueRowDto } from './dto/partner-admin.dto.js';
import { euros, toCsv, type CsvCell } from '../../common/csv/spreadsheet-csv.js';

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
 * the orders module sums the orders that count per salon (the same condition as the salon's own
 * dashboard, orders/order-attribution.ts), the stores module names the salons.
 */
@Injectable()
export class PartnerRevenueService {
  constructor(
    private readonly orders: OrderReadsService,
    private readonly stores: StoresService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  async report(month: string = currentMonth()): Promise<PartnerRevenueResponseDto> {
    const rate = this.config.partnerCommissionRate;
    const revenue = await this.orders.attributedRevenueByStore(month);
    const stores = await this.stores.partnersAnd([...revenue.keys()]);
    const data: PartnerRevenueRowDto[] = stores
      .map((store) => {
        const { orderCount, revenueCents } = revenue.get(store.id) ?? {
          orderCount: 0,
          revenueCents: 0,
        };
        return {
          id: store.id,
          storeName: store.name,
          city: store.city,
          officialPartner: store.officialPartner,
          active: store.active,
          orderCount,
          revenueCents,
          commissionCents: commissionCents(revenueCents, rate),
        };
      })
      // every official partner, and a former one that still has orders in the month
      .filter((row) => row.officialPartner || row.orderCount > 0)
      // highest revenue first; the stores come by name then id, and the sort keeps that order
      .sort((a, b) => b.revenueCents - a.revenueCents);
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

  /** The report as CSV (common/csv/spreadsheet-csv.ts) with headings in the given language. */
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
