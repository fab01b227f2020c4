import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
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
    summary: 'Refunds the paid amount through the payment provider',
  })
  @ApiOkResponse({ type: AdminOrderResponseDto })
  @ApiProblems(400, 401, 403, {
    409: 'ORDERS_NOT_REFUNDABLE',
    422: 'ORDERS_REFUND_AMOUNT (max)',
  })
  @ApiServiceUnavailableResponse({ description: 'PAYMENTS_REFUND_FAILED' })
  async refund(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: RefundOrderDto,
  ): Promise<AdminOrderResponseDto> {
    return this.orders.refund(await this.actor(caller), id, body.reason, body.amountCents);
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
        ? await this.orders.refund(actor, id, body.refundReason)
        : null;
    if (body.status && body.status !== (result ?? (await this.orders.get(id))).status)
      result = await this.orders.changeStatus(actor, id, body.status, {
        at: body.at,
        carrier: body.carrier,
        trackingNumber: body.trackingNumber,
      });
    return result ?? this.orders.get(id);
  }

  private async actor(caller: AuthUser): Promise<{ id: string; email: string | null }> {
    return { id: caller.id, email: (await this.users.findById(caller.id))?.email ?? null };
  }
}
