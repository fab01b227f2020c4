import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../common/auth/access.decorators.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import {
  AdminPartnerOrderListResponseDto,
  EInvoiceSentResponseDto,
  ListAdminPartnerOrdersQueryDto,
} from './dto/einvoice.dto.js';
import { sendUbl } from './einvoice.controller.js';
import { EInvoiceService } from './einvoice.service.js';

/** Back-office: a salon's B2B orders and their Peppol e-invoices (admins and partner managers). */
@ApiTags('admin')
@Controller('api/admin/partner-orders')
export class AdminEInvoiceController {
  constructor(private readonly einvoices: EInvoiceService) {}

  @Get()
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminListPartnerOrders',
    summary: "A salon's B2B orders, newest first, with whether each has an e-invoice",
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: AdminPartnerOrderListResponseDto })
  list(@Query() query: ListAdminPartnerOrdersQueryDto): Promise<AdminPartnerOrderListResponseDto> {
    return this.einvoices.listForStore(query.partnerStoreId, {
      skip: query.skip,
      take: query.perPage,
      order: query.order,
    });
  }

  @Get(':idOrNumber/invoice.xml')
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminGetPartnerOrderEInvoice',
    summary: 'The UBL 2.1 e-invoice (Peppol BIS Billing 3.0) of a paid B2B order',
  })
  @ApiProduces('application/xml')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'UBL 2.1 Invoice' })
  @ApiProblems(401, 403, {
    404: 'EINVOICE_ORDER_NOT_FOUND, EINVOICE_NOT_INVOICED (not paid)',
    422: 'EINVOICE_INVALID: the document would break the Peppol rules (`errors`: rule id → text)',
  })
  async download(
    @Param('idOrNumber') idOrNumber: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendUbl(reply, await this.einvoices.forBackOffice(idOrNumber));
  }

  @Post(':idOrNumber/einvoice/send')
  @Roles('admin', 'partner_manager')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminSendPartnerOrderEInvoice',
    summary:
      'Sends (again) the e-invoice of a paid B2B order through the configured Peppol channel',
  })
  @ApiOkResponse({ type: EInvoiceSentResponseDto })
  @ApiProblems(401, 403, {
    404: 'EINVOICE_ORDER_NOT_FOUND, EINVOICE_NOT_INVOICED (not paid)',
    422: 'EINVOICE_INVALID: the document would break the Peppol rules (`errors`: rule id → text)',
  })
  @ApiServiceUnavailableResponse({
    description:
      'EINVOICE_ACCESS_POINT_FAILED: the access point refused it or could not be reached',
  })
  send(@Param('idOrNumber') idOrNumber: string): Promise<EInvoiceSentResponseDto> {
    return this.einvoices.send(idOrNumber);
  }
}
