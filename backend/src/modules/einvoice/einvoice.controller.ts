import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { PartnerOnly, PartnerStore } from '../partner-portal/partner-store.guard.js';
import type { StoreEntity } from '../stores/entities/store.entity.js';
import { EInvoiceService, type EInvoiceFile } from './einvoice.service.js';

/** Answers a UBL file as a download that no cache keeps. */
export function sendUbl(reply: FastifyReply, file: EInvoiceFile): string {
  void reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  return file.xml;
}

/** The salon downloads the Peppol e-invoice of its own B2B orders. */
@ApiTags('partner-shop')
@Controller('api/partner/orders')
export class EInvoiceController {
  constructor(private readonly einvoices: EInvoiceService) {}

  @Get(':idOrNumber/invoice.xml')
  @PartnerOnly()
  @ApiOperation({
    operationId: 'getPartnerOrderEInvoice',
    summary:
      "The UBL 2.1 e-invoice (Peppol BIS Billing 3.0) of one of the salon's own paid B2B orders",
  })
  @ApiProduces('application/xml')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'UBL 2.1 Invoice' })
  @ApiProblems(401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
    404: "EINVOICE_ORDER_NOT_FOUND (also for another salon's order), EINVOICE_NOT_INVOICED (not paid)",
    422: 'EINVOICE_INVALID: the document would break the Peppol rules (`errors`: rule id → text)',
  })
  async download(
    @PartnerStore() store: StoreEntity,
    @Param('idOrNumber') idOrNumber: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendUbl(reply, await this.einvoices.forSalon(store, idOrNumber));
  }

  @Get(':idOrNumber/credit-notes/:creditNoteId/credit-note.xml')
  @PartnerOnly()
  @ApiOperation({
    operationId: 'getPartnerOrderECreditNote',
    summary:
      "The UBL 2.1 credit note (Peppol BIS Billing 3.0) of a refund on one of the salon's own B2B orders",
  })
  @ApiProduces('application/xml')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'UBL 2.1 CreditNote' })
  @ApiProblems(401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
    404: "EINVOICE_ORDER_NOT_FOUND (also for another salon's order), EINVOICE_NOT_INVOICED (no such credit note)",
    422: 'EINVOICE_INVALID: the document would break the Peppol rules (`errors`: rule id → text)',
  })
  async downloadCreditNote(
    @PartnerStore() store: StoreEntity,
    @Param('idOrNumber') idOrNumber: string,
    @Param('creditNoteId') creditNoteId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendUbl(reply, await this.einvoices.creditNoteForSalon(store, idOrNumber, creditNoteId));
  }
}
