import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Authenticated } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { InvoiceDocumentListDto } from '../invoices/dto/invoice.dto.js';
import { InvoicesService, notFound } from '../invoices/invoices.service.js';
import { sendPdf } from '../invoices/send-pdf.js';
import { OrdersService } from './orders.service.js';

/**
 * A customer's own invoices and credit notes (owner only: anyone else's is 404). Ownership is the
 * order's: an order a guest session placed and an account later claimed belongs to that account,
 * while its immutable invoice keeps the guest it was issued to.
 */
@ApiTags('orders')
@Controller('api/orders/:id')
export class OrderInvoicesController {
  constructor(
    private readonly orders: OrdersService,
    private readonly invoices: InvoicesService,
  ) {}

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
    if (!(await this.orders.owns(user.id, id))) return { data: [] };
    return { data: await this.invoices.documentsOfOrder(id) };
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
    if (!(await this.orders.owns(user.id, id))) throw notFound();
    const { fileName, body } = await this.invoices.orderPdf(id);
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
    if (!(await this.orders.owns(user.id, id))) throw notFound();
    const { fileName, body } = await this.invoices.orderPdf(id, creditNoteId);
    return sendPdf(reply, fileName, body);
  }
}
