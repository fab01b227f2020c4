import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Locale } from '../../common/i18n/locale.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { EU_COUNTRIES } from '../cart/delivery-rates.js';
import { SELLER_COUNTRY } from '../cart/vat-rates.js';
import { euros, toCsv, type CsvCell } from '../../common/csv/spreadsheet-csv.js';
import type { OssReportResponseDto, OssReportRowDto } from './dto/oss-report.dto.js';
import { OrderEntity } from './entities/order.entity.js';

/** The current calendar quarter (UTC) as `YYYY-Qn`. */
export function currentQuarter(now: Date = new Date()): string {
  return `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
}

/** The quarter's first instant and the next quarter's first instant (UTC). */
export function quarterRange(quarter: string): { from: Date; to: Date } {
  const [year, q] = quarter.split('-Q').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, (q - 1) * 3, 1)),
    to: new Date(Date.UTC(year, q * 3, 1)),
  };
}

const CSV_HEADINGS: Record<Locale, string[]> = {
  nl: [
    'Kwartaal',
    'Land',
    'Landnaam',
    'Btw-tarief %',
    'Maatstaf (EUR excl. btw)',
    'Btw (EUR)',
    'Bestellingen',
  ],
  en: [
    'Quarter',
    'Country',
    'Country name',
    'VAT rate %',
    'Taxable amount (EUR excl. VAT)',
    'VAT (EUR)',
    'Orders',
  ],
  de: [
    'Quartal',
    'Land',
    'Landesname',
    'MwSt.-Satz %',
    'Bemessungsgrundlage (EUR ohne MwSt.)',
    'MwSt. (EUR)',
    'Bestellungen',
  ],
  fr: [
    'Trimestre',
    'Pays',
    'Nom du pays',
    'Taux de TVA %',
    'Base imposable (EUR HTVA)',
    'TVA (EUR)',
    'Commandes',
  ],
};
const TOTAL: Record<Locale, string> = { nl: 'Totaal', en: 'Total', de: 'Summe', fr: 'Total' };

/** A rate with a decimal comma (`25.5` → `25,5`). */
function rateText(rate: number): string {
  return String(rate).replace('.', ',');
}

/**
 * The One-Stop-Shop report (union scheme) for the accountant: per quarter, the paid B2C web-shop
 * orders taxed in another member state (the order's vatCountry, set at checkout with VAT_OSS on),
 * summed per country and rate from the orders' stored VAT breakdown (goods and delivery).
 */
@Injectable()
export class OssReportService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  async report(quarter: string = currentQuarter()): Promise<OssReportResponseDto> {
    const { from, to } = quarterRange(quarter);
    const countries = EU_COUNTRIES.filter((country) => country !== SELLER_COUNTRY);
    const rows = await this.orders
      .createQueryBuilder('o')
      .select(['o.id', 'o.vatCountry', 'o.vat'])
      .where('o.kind = :kind', { kind: 'customer' })
      .andWhere('o.paidStatus = :paid', { paid: 'paid' })
      .andWhere('o.paidAt >= :from AND o.paidAt < :to', {
        from: from.toISOString(),
        to: to.toISOString(),
      })
      .andWhere('o.vatCountry IN (:...countries)', { countries })
      .getMany();
    const groups = new Map<string, OssReportRowDto & { orders: Set<string> }>();
    for (const order of rows) {
      for (const line of order.vat ?? []) {
        if (!line.grossCents) continue;
        const rate = Number(line.rate);
        const key = `${order.vatCountry}:${rate}`;
        const group = groups.get(key) ?? {
          country: order.vatCountry,
          rate,
          netCents: 0,
          vatCents: 0,
          orderCount: 0,
          orders: new Set<string>(),
        };
        group.netCents += Number(line.netCents);
        group.vatCents += Number(line.vatCents);
        group.orders.add(order.id);
        groups.set(key, group);
      }
    }
    const reportRows = [...groups.values()]
      .sort((a, b) => a.country.localeCompare(b.country) || a.rate - b.rate)
      .map(({ orders, ...row }) => ({ ...row, orderCount: orders.size }));
    return {
      quarter,
      from: from.toISOString(),
      to: to.toISOString(),
      ossEnabled: this.config.vatOss,
      rows: reportRows,
      totals: {
        netCents: reportRows.reduce((sum, row) => sum + row.netCents, 0),
        vatCents: reportRows.reduce((sum, row) => sum + row.vatCents, 0),
        orderCount: new Set(rows.map((order) => order.id)).size,
      },
    };
  }

  /** The same report as CSV (BOM, semicolons, decimal comma, formula-safe), headings in `locale`. */
  async csv(
    quarter: string | undefined,
    locale: Locale,
  ): Promise<{ quarter: string; body: string }> {
    const report = await this.report(quarter);
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const lines: CsvCell[][] = [
      CSV_HEADINGS[locale] ?? CSV_HEADINGS.nl,
      ...report.rows.map((row) => [
        report.quarter,
        row.country,
        names.of(row.country) ?? row.country,
        rateText(row.rate),
        euros(row.netCents),
        euros(row.vatCents),
        row.orderCount,
      ]),
      [
        report.quarter,
        TOTAL[locale] ?? TOTAL.nl,
        '',
        '',
        euros(report.totals.netCents),
        euros(report.totals.vatCents),
        report.totals.orderCount,
      ],
    ];
    return { quarter: report.quarter, body: toCsv(lines) };
  }
}
