import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import type { Locale } from '../../../common/i18n/locale.js';
import { IsLocale } from '../../../common/validation/validators.js';

/** `YYYY-Qn`, e.g. 2026-Q4. */
export const QUARTER_PATTERN = /^\d{4}-Q[1-4]$/;

export class OssReportQueryDto {
  /** Calendar quarter (UTC) as YYYY-Qn; the current quarter when absent. */
  @ApiPropertyOptional({ example: '2026-Q4', pattern: QUARTER_PATTERN.source })
  @IsOptional()
  @IsString()
  @Matches(QUARTER_PATTERN, { message: 'validation.date' })
  quarter?: string;
}

export class OssReportExportQueryDto extends OssReportQueryDto {
  /** Language of the column headings and country names (nl when absent; Accept-Language is read too). */
  @IsLocale({ optional: true })
  locale?: Locale;
}

/** One member state and rate: the B2C sales taxed there in the quarter (goods and delivery). */
export class OssReportRowDto {
  /** Member state of consumption (ISO 3166 alpha-2; Greece GR). */
  @ApiProperty({ example: 'DE' })
  country: string;
  /** VAT rate in percent (may carry a decimal: 25.5). */
  @ApiProperty({ example: 19 })
  rate: number;
  /** Taxable amount without VAT, in cents. */
  @ApiProperty()
  netCents: number;
  @ApiProperty()
  vatCents: number;
  /** Orders with sales at this rate in this member state. */
  @ApiProperty()
  orderCount: number;
}

export class OssReportTotalsDto {
  @ApiProperty()
  netCents: number;
  @ApiProperty()
  vatCents: number;
  /** Distinct orders in the report. */
  @ApiProperty()
  orderCount: number;
}

/**
 * The One-Stop-Shop (OSS, union scheme) return of a quarter: paid B2C web-shop orders delivered to
 * another member state and taxed there, per country and rate. Belgian sales, exports and B2B orders
 * are not in it; refunded orders are left out.
 */
export class OssReportResponseDto {
  @ApiProperty({ example: '2026-Q4' })
  quarter: string;
  /** First instant of the quarter (UTC, ISO 8601). */
  @ApiProperty()
  from: string;
  /** First instant of the next quarter (exclusive). */
  @ApiProperty()
  to: string;
  /** Whether VAT_OSS is on now (off: new orders carry Belgian VAT and do not appear here). */
  @ApiProperty()
  ossEnabled: boolean;
  @ApiProperty({ type: [OssReportRowDto] })
  rows: OssReportRowDto[];
  @ApiProperty({ type: OssReportTotalsDto })
  totals: OssReportTotalsDto;
}
