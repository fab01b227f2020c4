import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, Public } from '../../common/auth/access.decorators.js';
import { ChangePasswordDto } from '../users/dto/user.dto.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { AuthService } from './auth.service.js';
import {
  AcceptedResponseDto,
  ForgotPasswordDto,
  ResetPasswordDto,
} from './dto/password-reset.dto.js';
import { TokenResponseDto } from './dto/token.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('auth')
@Controller('api')
export class PasswordController {
  constructor(private readonly auth: AuthService) {}

  @Post('password/forgot')
  @Public()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'requestPasswordReset',
    summary: 'Mails a reset link when the account exists; the answer is the same either way',
  })
  @ApiAcceptedResponse({ type: AcceptedResponseDto })
  @ApiProblems(400, { 429: 'Too many requests (Retry-After)' })
  async forgot(
    @Body() body: ForgotPasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<AcceptedResponseDto> {
    await this.auth.forgotPassword(body, request.ip);
    return { status: 'ok' };
  }

  @Post('password/reset')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'resetPassword',
    summary: 'Sets a new password with a single-use reset token and ends every session',
  })
  @ApiOkResponse({ type: AcceptedResponseDto })
  @ApiProblems({ 400: 'Invalid or expired token (AUTH_RESET_TOKEN_INVALID) or password rules' })
  async reset(@Body() body: ResetPasswordDto): Promise<AcceptedResponseDto> {
    await this.auth.resetPassword(body);
    return { status: 'ok' };
  }

  @Put('user/password')
  @Authenticated()
  @ApiOperation({
    operationId: 'changePassword',
    summary: 'Changes the password; other sessions end and this one gets new tokens',
  })
  @ApiProblems(400, 401, {
    429: 'Too many wrong current passwords for this account (USERS_TOO_MANY_ATTEMPTS); Retry-After says when to try again',
  })
  @ApiOkResponse({ type: TokenResponseDto })
  changePassword(
    @CurrentUser() user: AuthUser,
    @Body() body: ChangePasswordDto,
  ): Promise<TokenResponseDto> {
    return this.auth.changePassword(user, body);
  }
}
