import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedOrGuest } from '../../common/auth/access.decorators.js';
import { AppError, CommonErrorCode } from '../../common/errors/app-error.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import {
  CreateOrderDto,
  ListOrdersQueryDto,
  OrderListResponseDto,
  OrderResponseDto,
} from './dto/order.dto.js';
import { OrdersService } from './orders.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

export function idempotencyKey(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (!/^[\x21-\x7e]{1,100}$/.test(value)) {
    throw new AppError(
      'validation',
      CommonErrorCode.VALIDATION_FAILED,
      'The Idempotency-Key header must be 1 to 100 visible ASCII characters.',
      { errors: { 'Idempotency-Key': 'validation.idempotencyKey' } },
    );
  }
  return value;
}

@ApiTags('orders')
@Controller('api/orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post()
  @AuthenticatedOrGuest()
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'A key per checkout attempt (e.g. a UUID): the same key again answers the same order (200) instead of a second one',
  })
  @ApiOperation({
    operationId: 'placeOrder',
    summary:
      'Places an order from the cart and starts its payment (redirect the customer to checkoutUrl)',
  })
  @ApiCreatedResponse({
    type: OrderResponseDto,
    description: 'Created; 200 with the same order for a repeated Idempotency-Key',
  })
  @ApiProblems(400, 401, {
    404: 'ADDRESSES_NOT_FOUND, SPECIALIST_STORE_NOT_FOUND',
    422: 'CART_EMPTY, ORDERS_OUT_OF_STOCK (productId, available), SHIPPING_COUNTRY_NOT_SERVED, SPECIALIST_NOT_OFFICIAL_PARTNER',
  })
  async place(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateOrderDto,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderResponseDto> {
    const { order, created } = await this.orders.placeOrder(user.id, body, idempotencyKey(key));
    void reply.status(created ? 201 : 200);
    return order;
  }

  @Get()
  @AuthenticatedOrGuest()
  @ApiOperation({
    operationId: 'listOrders',
    summary: 'The signed-in customer’s orders, newest first',
  })
  @ApiProblems(400, 401)
  @ApiOkResponse({ type: OrderListResponseDto })
  list(
    @CurrentUser() user: AuthUser,
    @Query() query: ListOrdersQueryDto,
  ): Promise<OrderListResponseDto> {
    return this.orders.list(user.id, query);
  }

  @Get(':idOrNumber')
  @AuthenticatedOrGuest()
  @ApiOperation({
    operationId: 'getOrder',
    summary: 'One order by id or by number (VY-2026-000123)',
  })
  @ApiOkResponse({ type: OrderResponseDto })
  @ApiProblems(401, { 404: 'ORDERS_NOT_FOUND (also for another customer’s order)' })
  get(
    @CurrentUser() user: AuthUser,
    @Param('idOrNumber') idOrNumber: string,
  ): Promise<OrderResponseDto> {
    return this.orders.get(user.id, idOrNumber);
  }

  @Post(':idOrNumber/payment')
  @AuthenticatedOrGuest()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'startOrderPayment',
    summary: 'Starts the payment again for an order waiting for it (answers its checkoutUrl)',
  })
  @ApiOkResponse({ type: OrderResponseDto })
  @ApiProblems(401, { 404: 'ORDERS_NOT_FOUND', 409: 'ORDERS_NOT_PAYABLE' })
  startPayment(
    @CurrentUser() user: AuthUser,
    @Param('idOrNumber') idOrNumber: string,
  ): Promise<OrderResponseDto> {
    return this.orders.startPayment(user.id, idOrNumber);
  }
}
