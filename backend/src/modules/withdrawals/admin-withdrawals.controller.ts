import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { UsersService } from '../users/users.service.js';
import { AdminWithdrawalsService } from './admin-withdrawals.service.js';
import {
  AdminWithdrawalListResponseDto,
  AdminWithdrawalResponseDto,
  ListAdminWithdrawalsQueryDto,
  ReceiveWithdrawalDto,
  RefundWithdrawalDto,
} from './dto/withdrawal.dto.js';

/** Back-office returns and withdrawals (admins only). */
@ApiTags('admin')
@Controller('api/admin/withdrawals')
export class AdminWithdrawalsController {
  constructor(
    private readonly withdrawals: AdminWithdrawalsService,
    private readonly users: UsersService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminListWithdrawals',
    summary: 'Withdrawals and returns (status, q = order number or e-mail)',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: AdminWithdrawalListResponseDto })
  list(@Query() query: ListAdminWithdrawalsQueryDto): Promise<AdminWithdrawalListResponseDto> {
    return this.withdrawals.list(query);
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminGetWithdrawal',
    summary: 'One withdrawal with its lines, the suggested refund and the refund due dates',
  })
  @ApiOkResponse({ type: AdminWithdrawalResponseDto })
  @ApiProblems(401, 403, { 404: 'WITHDRAWALS_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminWithdrawalResponseDto> {
    return this.withdrawals.get(id);
  }

  @Post(':id/receive')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminReceiveWithdrawal',
    summary:
      'Records the returned parcel (units and condition per line); unopened units go back into stock',
  })
  @ApiOkResponse({ type: AdminWithdrawalResponseDto })
  @ApiProblems(400, 401, 403, {
    404: 'WITHDRAWALS_NOT_FOUND',
    409: 'WITHDRAWALS_ILLEGAL_STEP (status)',
  })
  async receive(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: ReceiveWithdrawalDto,
  ): Promise<AdminWithdrawalResponseDto> {
    return this.withdrawals.receive(await this.actor(caller), id, body);
  }

  @Post(':id/refund')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminRefundWithdrawal',
    summary:
      'Refunds the received return through the payment provider (the suggested amount unless given)',
  })
  @ApiOkResponse({ type: AdminWithdrawalResponseDto })
  @ApiProblems(400, 401, 403, {
    404: 'WITHDRAWALS_NOT_FOUND',
    409: 'WITHDRAWALS_ILLEGAL_STEP (status), ORDERS_NOT_REFUNDABLE',
    422: 'ORDERS_REFUND_AMOUNT (max), WITHDRAWALS_ILLEGAL_STEP (nothing to refund)',
  })
  @ApiServiceUnavailableResponse({ description: 'PAYMENTS_REFUND_FAILED' })
  async refund(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: RefundWithdrawalDto,
  ): Promise<AdminWithdrawalResponseDto> {
    return this.withdrawals.refund(await this.actor(caller), id, body.amountCents);
  }

  private async actor(caller: AuthUser): Promise<{ id: string; email: string | null }> {
    return { id: caller.id, email: (await this.users.findById(caller.id))?.email ?? null };
  }
}
