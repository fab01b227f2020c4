import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { ListQueryDto, type ListResponse } from '../../../common/http/pagination.js';
import type { InvoiceEntity } from '../entities/invoice.entity.js';

/** A calendar day, YYYY-MM-DD. */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export const ADMIN_INVOICE_SORTS = ['issueDate', 'number', 'totalCents'] as const;

/** An issued invoice or credit note as a customer sees it in the account. */
export class InvoiceDocumentDto {
  @ApiProperty()
  id: string;
  @ApiProperty({ enum: INVOICE_KINDS, enumName: 'InvoiceKind' })
  kind: 'invoice' | 'credit_note';
  /** 2026-000001 or CN-2026-000001. */
  @ApiProperty()
  number: string;
  /** YYYY-MM-DD. */
  @ApiProperty()
  issueDate: string;
  /** VAT included, cents (positive also for a credit note). */
  @ApiProperty()
  totalCents: number;
  @ApiProperty()
  currency: string;
}

export class InvoiceDocumentListDto {
  @ApiProperty({ type: [InvoiceDocumentDto] })
  data: InvoiceDocumentDto[];
}

/** The back-office list: invoices and credit notes, by period and type. */
export class ListAdminInvoicesQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ADMIN_INVOICE_SORTS, enumName: 'AdminInvoiceSort' })
  @IsOptional()
  @IsIn(ADMIN_INVOICE_SORTS, { message: 'validation.choice' })
  declare sort?: (typeof ADMIN_INVOICE_SORTS)[number];

  @ApiPropertyOptional({ enum: INVOICE_KINDS, enumName: 'InvoiceKind' })
  @IsOptional()
  @IsIn(INVOICE_KINDS, { message: 'validation.choice' })
  kind?: 'invoice' | 'credit_note';

  /** Issued on or after this day (YYYY-MM-DD). */
  @ApiPropertyOptional({ example: '2026-01-01' })
  @IsOptional()
  @Matches(DAY, { message: 'validation.date' })
  issuedFrom?: string;

  /** Issued on or before this day (YYYY-MM-DD). */
  @ApiPropertyOptional({ example: '2026-03-31' })
  @IsOptional()
  @Matches(DAY, { message: 'validation.date' })
  issuedTo?: string;
}

/** The accountant's export: one period, optionally one type. */
export class ExportInvoicesQueryDto {
  @ApiPropertyOptional({ enum: INVOICE_KINDS, enumName: 'InvoiceKind' })
  @IsOptional()
  @IsIn(INVOICE_KINDS, { message: 'validation.choice' })
  kind?: 'invoice' | 'credit_note';

  /** First day of the period (YYYY-MM-DD). */
  @ApiProperty({ example: '2026-01-01' })
  @Matches(DAY, { message: 'validation.date' })
  issuedFrom: string;

  /** Last day of the period (YYYY-MM-DD). */
  @ApiProperty({ example: '2026-03-31' })
  @Matches(DAY, { message: 'validation.date' })
  issuedTo: string;
}

export class AdminInvoiceVatTotalDto {
  @ApiProperty()
  rate: number;
  @ApiProperty()
  netCents: number;
  @ApiProperty()
  vatCents: number;
  @ApiProperty()
  grossCents: number;
}

export class AdminInvoiceDto extends InvoiceDocumentDto {
  @ApiProperty()
  orderId: string;
  @ApiProperty()
  orderNumber: string;
  /** Credit notes: the corrected invoice's id. */
  @ApiProperty({ nullable: true, type: String })
  invoiceId: string | null;
  /** Credit notes: the corrected invoice's number. */
  @ApiProperty({ nullable: true, type: String })
  refersToNumber: string | null;
  /** Buyer (company, else name). */
  @ApiProperty()
  buyerName: string;
  @ApiProperty({ nullable: true, type: String })
  buyerVatNumber: string | null;
  @ApiProperty()
  buyerCountry: string;
  @ApiProperty()
  netCents: number;
  @ApiProperty()
  vatCents: number;
  @ApiProperty()
  reverseCharge: boolean;
  @ApiProperty()
  locale: string;
  @ApiProperty({ type: [AdminInvoiceVatTotalDto] })
  vatTotals: AdminInvoiceVatTotalDto[];
  @ApiProperty()
  createdAt: string;
}

export class AdminInvoiceListResponseDto implements ListResponse<AdminInvoiceDto> {
  @ApiProperty({ type: [AdminInvoiceDto] })
  data: AdminInvoiceDto[];
  @ApiProperty()
  total: number;
}

export function toInvoiceDocument(row: InvoiceEntity): InvoiceDocumentDto {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issueDate: row.issueDate,
    totalCents: Number(row.totalCents),
    currency: row.currency,
  };
}

export function toAdminInvoice(row: InvoiceEntity): AdminInvoiceDto {
  const { buyer } = row.snapshot;
  return {
    ...toInvoiceDocument(row),
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    invoiceId: row.invoiceId,
    refersToNumber: row.snapshot.refersTo?.number ?? null,
    buyerName: buyer.company || buyer.name,
    buyerVatNumber: buyer.vatNumber,
    buyerCountry: buyer.country,
    netCents: Number(row.netCents),
    vatCents: Number(row.vatCents),
    reverseCharge: row.snapshot.reverseCharge,
    locale: row.locale,
    vatTotals: row.snapshot.vatTotals,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
