import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, Public } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import {
  CreateStockAlertDto,
  StockAlertResponseDto,
  StockAlertTokenDto,
} from './dto/stock-alert.dto.js';
import { StockAlertsService } from './stock-alerts.service.js';

@ApiTags('stock-alerts')
@Controller('api/stock-alerts')
export class StockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createStockAlert',
    summary:
      '"Mail me when it is back": a signed-in customer is on the list at once; a guest gets a confirmation mail (double opt-in)',
  })
  @ApiOkResponse({ type: StockAlertResponseDto })
  @ApiProblems({
    400: 'Field errors (validation.email …), STOCK_ALERTS_EMAIL_REQUIRED',
    404: 'STOCK_ALERTS_PRODUCT_NOT_FOUND',
    429: 'STOCK_ALERTS_TOO_MANY_REQUESTS (Retry-After)',
  })
  async create(
    @Body() body: CreateStockAlertDto,
    @Req() request: FastifyRequest & { user?: AuthUser },
  ): Promise<StockAlertResponseDto> {
    await this.alerts.assertWithinRate(request.ip);
    // Only customer accounts subscribe in one click; a guest checkout session or staff give an address.
    const userId = request.user?.role === 'customer' ? request.user.id : null;
    if (body.website && !userId) return { status: 'pending' };
    return this.alerts.subscribe({
      productId: body.productId,
      locale: body.locale,
      userId,
      email: body.email ?? null,
    });
  }

  @Post('confirm')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmStockAlert',
    summary: 'Confirms a guest’s request with the token of its confirmation mail',
  })
  @ApiOkResponse({ type: StockAlertResponseDto })
  @ApiProblems({ 400: 'STOCK_ALERTS_TOKEN_INVALID' })
  confirm(@Body() body: StockAlertTokenDto): Promise<StockAlertResponseDto> {
    return this.alerts.confirm(body.token);
  }

  @Post('withdraw')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'withdrawStockAlert',
    summary: 'Withdraws a request with the token of its mail (no sign-in)',
  })
  @ApiOkResponse({ type: StockAlertResponseDto })
  @ApiProblems({ 400: 'STOCK_ALERTS_TOKEN_INVALID' })
  withdraw(@Body() body: StockAlertTokenDto): Promise<StockAlertResponseDto> {
    return this.alerts.withdrawByToken(body.token);
  }

  @Get('products/:productId')
  @Authenticated()
  @ApiOperation({
    operationId: 'getMyStockAlert',
    summary: 'Whether the signed-in customer waits for this product',
  })
  @ApiOkResponse({ type: StockAlertResponseDto })
  @ApiProblems(401, 403)
  status(
    @CurrentUser() user: AuthUser,
    @Param('productId') productId: string,
  ): Promise<StockAlertResponseDto> {
    return this.alerts.statusFor(user.id, productId);
  }

  @Delete('products/:productId')
  @Authenticated()
  @ApiOperation({
    operationId: 'deleteMyStockAlert',
    summary: 'The signed-in customer leaves this product’s list',
  })
  @ApiOkResponse({ type: StockAlertResponseDto })
  @ApiProblems(401, 403)
  remove(
    @CurrentUser() user: AuthUser,
    @Param('productId') productId: string,
  ): Promise<StockAlertResponseDto> {
    return this.alerts.withdrawFor(user.id, productId);
  }
}
