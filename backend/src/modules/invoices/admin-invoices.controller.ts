import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../common/auth/access.decorators.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import {
  AdminInvoiceDto,
  AdminInvoiceListResponseDto,
  ExportInvoicesQueryDto,
  ListAdminInvoicesQueryDto,
} from './dto/invoice.dto.js';
import { sendPdf } from './send-pdf.js';
import { InvoicesService } from './invoices.service.js';

/**
 * Back-office invoices and credit notes (admins only): read-only by design. An issued document is
 * never changed or deleted; a correction is a credit note (issued by a refund).
 */
@ApiTags('admin')
@Controller('api/admin/invoices')
export class AdminInvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @Roles('admin')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'adminListInvoices',
    summary: 'Invoices and credit notes, by type (kind) and period (issuedFrom/issuedTo)',
  })
  @ApiOkResponse({ type: AdminInvoiceListResponseDto })
  @ApiProblems(400, 401, 403)
  list(@Query() query: ListAdminInvoicesQueryDto): Promise<AdminInvoiceListResponseDto> {
    return this.invoices.adminList(query);
  }

  @Get('export')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminExportInvoices',
    summary:
      "A period's invoices and credit notes as CSV for the accountant, one row per document and VAT rate (UTF-8 with BOM, semicolons, decimal comma, formula-safe)",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv', schema: { type: 'string' } })
  @ApiProblems(401, 403, {
    400: 'COMMON_VALIDATION_FAILED (issuedFrom/issuedTo are not YYYY-MM-DD)',
  })
  async export(
    @Query() query: ExportInvoicesQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { fileName, body } = await this.invoices.adminCsv(query);
    void reply.headers({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    });
    return body;
  }

  @Get(':id')
  @Roles('admin')
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'adminGetInvoice', summary: 'One invoice or credit note' })
  @ApiOkResponse({ type: AdminInvoiceDto })
  @ApiProblems(401, 403, { 404: 'INVOICES_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminInvoiceDto> {
    return this.invoices.adminGet(id);
  }

  @Get(':id/pdf')
  @Roles('admin')
  @ApiOperation({ operationId: 'adminGetInvoicePdf', summary: 'One invoice or credit note as PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf', schema: { type: 'string', format: 'binary' } })
  @ApiProblems(401, 403, { 404: 'INVOICES_NOT_FOUND' })
  async pdf(
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { fileName, body } = await this.invoices.adminPdf(id);
    return sendPdf(reply, fileName, body);
  }
}
