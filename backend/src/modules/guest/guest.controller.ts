import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, Public } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { TokenResponseDto } from '../auth/dto/token.dto.js';
import {
  ClaimGuestAccountDto,
  CreateGuestSessionDto,
  GuestClaimResponseDto,
  GuestClaimResultDto,
} from './dto/guest.dto.js';
import { GuestService } from './guest.service.js';

@ApiTags('guest')
@Controller('api/guest')
export class GuestController {
  constructor(private readonly guest: GuestService) {}

  @Post('session')
  @Public()
  @ApiOperation({
    operationId: 'startGuestSession',
    summary:
      'Continue as a guest: tokens of a guest session (cart, delivery address, its own orders and payment only)',
  })
  @ApiCreatedResponse({ type: TokenResponseDto })
  @ApiProblems(400, { 429: 'GUEST_TOO_MANY_SESSIONS (Retry-After)' })
  startSession(
    @Body() body: CreateGuestSessionDto,
    @Req() request: FastifyRequest,
  ): Promise<TokenResponseDto> {
    return this.guest.startSession(body, request.ip);
  }

  @Get('claims/:token')
  @Public()
  @ApiOperation({
    operationId: 'readGuestClaim',
    summary:
      'What a guest’s “keep your order” link is about (its e-mail, whether an account has it)',
  })
  @ApiOkResponse({ type: GuestClaimResponseDto })
  @ApiProblems({
    404: 'USERS_GUEST_CLAIM_INVALID (forged or already used)',
    422: 'USERS_GUEST_CLAIM_EXPIRED',
  })
  read(@Param('token') token: string): Promise<GuestClaimResponseDto> {
    return this.guest.readClaim(token);
  }

  @Post('claims/:token/account')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'claimGuestAsAccount',
    summary: 'Sets a password: the guest becomes a customer account that keeps its orders',
  })
  @ApiOkResponse({ type: GuestClaimResultDto })
  @ApiProblems(400, {
    404: 'USERS_GUEST_CLAIM_INVALID',
    409: 'USERS_GUEST_CLAIM_SIGN_IN (an account has this e-mail: sign in and attach)',
    422: 'USERS_GUEST_CLAIM_EXPIRED',
  })
  claimAsAccount(
    @Param('token') token: string,
    @Body() body: ClaimGuestAccountDto,
  ): Promise<GuestClaimResultDto> {
    return this.guest.claimAsAccount(token, body);
  }

  @Post('claims/:token/attach')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'attachGuestOrders',
    summary: 'Moves a guest’s orders into the signed-in account of the same e-mail address',
  })
  @ApiOkResponse({ type: GuestClaimResultDto })
  @ApiProblems(401, {
    403: 'USERS_GUEST_CLAIM_OTHER_ACCOUNT (signed in with another address), AUTH_FORBIDDEN (a guest session)',
    404: 'USERS_GUEST_CLAIM_INVALID',
    422: 'USERS_GUEST_CLAIM_EXPIRED',
  })
  attach(
    @Param('token') token: string,
    @CurrentUser() user: AuthUser,
  ): Promise<GuestClaimResultDto> {
    return this.guest.attach(token, user);
  }
}
