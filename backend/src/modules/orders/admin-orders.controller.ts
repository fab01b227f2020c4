import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { UsersService } from '../users/users.service.js';
import { AdminOrdersService } from './admin-orders.service.js';
import {
  AdminOrderListResponseDto,
  AdminOrderResponseDto,
  ChangeOrderStatusDto,
  ListAdminOrdersQueryDto,
  RefundOrderDto,
  UpdateAdminOrderDto,
} from './dto/admin-order.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { CreateOrderNoteDto, OrderHistoryResponseDto } from './dto/order-history.dto.js';

/** Back-office orders (admins only). */
@ApiTags('admin')
@Controller('api/admin/orders')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly users: UsersService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminListOrders',
    summary:
      'Orders with filters (status, paidStatus, q = number or e-mail, createdFrom/createdTo)',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: AdminOrderListResponseDto })
  list(@Query() query: ListAdminOrdersQueryDto): Promise<AdminOrderListResponseDto> {
    return this.orders.list(query);
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminGetOrder',
    summary:
      'One order (by id or number) with lines, address, payments, salon and the allowed status changes',
  })
  @ApiOkResponse({ type: AdminOrderResponseDto })
  @ApiProblems(401, 403, { 404: 'ORDERS_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminOrderResponseDto> {
    return this.orders.get(id);
  }

  @Post(':id/status')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminChangeOrderStatus',
    summary:
      'Moves the order along the allowed transitions (cancel puts the stock back; shipped/delivered record their date, carrier and tracking number)',
  })
  @ApiOkResponse({ type: AdminOrderResponseDto })
  @ApiProblems(400, 401, 403, {
    409: 'ORDERS_ILLEGAL_TRANSITION (from, to, allowed), ORDERS_CHANGED_MEANWHILE',
  })
  async changeStatus(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: ChangeOrderStatusDto,
  ): Promise<AdminOrderResponseDto> {
    const { status, ...shipping } = body;
    return this.orders.changeStatus(await this.actor(caller), id, status, shipping);
  }

  @Post(':id/refund')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminRefundOrder',
    summary:
      'Refunds units of lines and/or an amount (the whole rest without either) through the payment provider, with a credit note; restock puts the units back',
  })
  @ApiOkResponse({ type: AdminOrderResponseDto })
  @ApiProblems(400, 401, 403, {
    404: 'ORDERS_NOT_FOUND',
    409: 'ORDERS_NOT_REFUNDABLE, ORDERS_CHANGED_MEANWHILE',
    422: 'ORDERS_REFUND_AMOUNT (max), ORDERS_REFUND_QUANTITY',
  })
  @ApiServiceUnavailableResponse({ description: 'PAYMENTS_REFUND_FAILED' })
  async refund(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: RefundOrderDto,
  ): Promise<AdminOrderResponseDto> {
    return this.orders.refund(await this.actor(caller), id, body);
  }

  @Get(':id/history')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminGetOrderHistory',
    summary:
      "The order's timeline, oldest first: placed, payments, status changes, shipping, refunds, notes, mails, withdrawals",
  })
  @ApiOkResponse({ type: OrderHistoryResponseDto })
  @ApiProblems(401, 403, { 404: 'ORDERS_NOT_FOUND' })
  async history(@Param('id') id: string): Promise<OrderHistoryResponseDto> {
    return { data: await this.orders.historyOf(id) };
  }

  @Post(':id/notes')
  @HttpCode(201)
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminAddOrderNote',
    summary: "Adds an internal note to the order's timeline (never shown to the customer)",
  })
  @ApiCreatedResponse({ type: OrderHistoryResponseDto })
  @ApiProblems(400, 401, 403, { 404: 'ORDERS_NOT_FOUND' })
  async addNote(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: CreateOrderNoteDto,
  ): Promise<OrderHistoryResponseDto> {
    return { data: await this.orders.addNote(await this.actor(caller), id, body.text) };
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminUpdateOrder',
    summary:
      "The back-office's edit: `status` changes the status like POST …/status, `paidStatus: refunded` refunds like POST …/refund",
  })
  @ApiOkResponse({ type: AdminOrderResponseDto })
  @ApiProblems(400, 401, 403, {
    409: 'ORDERS_ILLEGAL_TRANSITION, ORDERS_NOT_REFUNDABLE, ORDERS_CHANGED_MEANWHILE',
  })
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateAdminOrderDto,
  ): Promise<AdminOrderResponseDto> {
    const actor = await this.actor(caller);
    let result =
      body.paidStatus === 'refunded'
        ? await this.orders.refund(actor, id, { reason: body.refundReason })
        : null;
    if (body.status && body.status !== (result ?? (await this.orders.get(id))).status)
      result = await this.orders.changeStatus(actor, id, body.status, {
        at: body.at,
        carrier: body.carrier,
        trackingNumber: body.trackingNumber,
        trackingUrl: body.trackingUrl,
      });
    return result ?? this.orders.get(id);
  }

  private async actor(caller: AuthUser): Promise<{ id: string; email: string | null }> {
    return { id: caller.id, email: (await this.users.findById(caller.id))?.email ?? null };
  }
}
