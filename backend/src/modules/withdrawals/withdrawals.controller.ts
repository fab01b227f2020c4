import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, Public } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import {
  CreateAccountWithdrawalDto,
  CreateWithdrawalDto,
  WithdrawableOrderResponseDto,
  WithdrawalLookupDto,
  WithdrawalResponseDto,
} from './dto/withdrawal.dto.js';
import { WithdrawalsService } from './withdrawals.service.js';

const RULES = {
  404: 'WITHDRAWALS_ORDER_NOT_FOUND (the same for an unknown number and a wrong e-mail)',
  409: 'WITHDRAWALS_ALREADY_REQUESTED (requestedAt)',
  422: 'WITHDRAWALS_PERIOD_ENDED (periodEndsOn), WITHDRAWALS_NOT_WITHDRAWABLE (reason)',
} as const;

/** The withdrawal function (CRD Art. 11a): public by order number + e-mail, or from the account. */
@ApiTags('withdrawals')
@Controller('api/withdrawals')
export class WithdrawalsController {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Post('lookup')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'lookupWithdrawalOrder',
    summary:
      'Public withdrawal, step one: the order of this number and e-mail with its items and period (or the withdrawal made already)',
  })
  @ApiOkResponse({ type: WithdrawableOrderResponseDto })
  @ApiProblems(400, { ...RULES, 429: 'WITHDRAWALS_TOO_MANY_ATTEMPTS (Retry-After)' })
  lookup(
    @Body() body: WithdrawalLookupDto,
    @Req() request: FastifyRequest,
  ): Promise<WithdrawableOrderResponseDto> {
    return this.withdrawals.lookup(body, request.ip);
  }

  @Post()
  @Public()
  @ApiOperation({
    operationId: 'createWithdrawal',
    summary:
      'Public withdrawal, step two: withdraws from the order (which items, whether unopened) and mails the confirmation of receipt',
  })
  @ApiCreatedResponse({ type: WithdrawalResponseDto })
  @ApiProblems(400, { ...RULES, 429: 'WITHDRAWALS_TOO_MANY_ATTEMPTS (Retry-After)' })
  @ApiServiceUnavailableResponse({ description: 'JOBS_QUEUE_UNAVAILABLE: nothing was kept' })
  create(
    @Body() body: CreateWithdrawalDto,
    @Req() request: FastifyRequest,
  ): Promise<WithdrawalResponseDto> {
    return this.withdrawals.withdrawPublic(body, request.ip);
  }

  @Get('orders/:idOrNumber')
  @Authenticated()
  @ApiOperation({
    operationId: 'getWithdrawableOrder',
    summary: 'The signed-in customer’s own order with its items and withdrawal period',
  })
  @ApiOkResponse({ type: WithdrawableOrderResponseDto })
  @ApiProblems(401, {
    404: 'WITHDRAWALS_ORDER_NOT_FOUND (also another customer’s order)',
    422: RULES[422],
  })
  accountOrder(
    @CurrentUser() user: AuthUser,
    @Param('idOrNumber') idOrNumber: string,
  ): Promise<WithdrawableOrderResponseDto> {
    return this.withdrawals.accountOrder(user.id, idOrNumber);
  }

  @Post('orders/:idOrNumber')
  @Authenticated()
  @ApiOperation({
    operationId: 'createAccountWithdrawal',
    summary:
      'Withdraws from the signed-in customer’s own order and mails the confirmation of receipt',
  })
  @ApiCreatedResponse({ type: WithdrawalResponseDto })
  @ApiProblems(400, 401, RULES)
  @ApiServiceUnavailableResponse({ description: 'JOBS_QUEUE_UNAVAILABLE: nothing was kept' })
  createForAccount(
    @CurrentUser() user: AuthUser,
    @Param('idOrNumber') idOrNumber: string,
    @Body() body: CreateAccountWithdrawalDto,
  ): Promise<WithdrawalResponseDto> {
    return this.withdrawals.withdrawAccount(user.id, idOrNumber, body);
  }
}
