import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Authenticated } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { InvoiceDocumentListDto } from './dto/invoice.dto.js';
import { InvoicesService } from './invoices.service.js';

/** Sends a PDF as a download nobody caches (it is personal). */
export function sendPdf(reply: FastifyReply, fileName: string, body: Buffer): Buffer {
  void reply.headers({
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  });
  return body;
}

/** A customer's own invoices and credit notes (owner only: anyone else's is 404). */
@ApiTags('orders')
@Controller('api/orders/:id')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get('invoices')
  @Authenticated()
  @ApiOperation({
    operationId: 'listOrderInvoices',
    summary:
      "The invoice and credit notes of one of the caller's own orders (empty before payment)",
  })
  @ApiOkResponse({ type: InvoiceDocumentListDto })
  @ApiProblems(401)
  async list(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
  ): Promise<InvoiceDocumentListDto> {
    return { data: await this.invoices.documentsOf(user.id, id) };
  }

  @Get('invoice.pdf')
  @Authenticated()
  @ApiOperation({
    operationId: 'getOrderInvoicePdf',
    summary: "The invoice of one of the caller's own paid orders as PDF, in the order's language",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf', schema: { type: 'string', format: 'binary' } })
  @ApiProblems(401, { 404: 'INVOICES_NOT_FOUND (not paid yet, or not your order)' })
  async invoicePdf(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { fileName, body } = await this.invoices.ownerPdf(user.id, id);
    return sendPdf(reply, fileName, body);
  }

  @Get('credit-notes/:creditNoteId/credit-note.pdf')
  @Authenticated()
  @ApiOperation({
    operationId: 'getOrderCreditNotePdf',
    summary: "A credit note of one of the caller's own orders as PDF",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf', schema: { type: 'string', format: 'binary' } })
  @ApiProblems(401, { 404: 'INVOICES_NOT_FOUND' })
  async creditNotePdf(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('creditNoteId') creditNoteId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { fileName, body } = await this.invoices.ownerPdf(user.id, id, creditNoteId);
    return sendPdf(reply, fileName, body);
  }
}
