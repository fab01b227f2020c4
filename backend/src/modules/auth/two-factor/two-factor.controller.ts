import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AllowDuringEnrolment, Roles } from '../../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../../common/auth/request-user.js';
import { ApiProblems } from '../../../common/errors/api-problems.js';
import {
  ConfirmTwoFactorDto,
  ReauthenticateTwoFactorDto,
  RecoveryCodesResponseDto,
  TwoFactorSetupResponseDto,
  TwoFactorStatusResponseDto,
} from '../dto/two-factor.dto.js';
import { TwoFactorService } from './two-factor.service.js';

/**
 * The staff's own two-factor sign-in (TOTP). A session that must enrol first (STAFF_MFA=required)
 * may call these and `GET /api/user`, nothing else. Signing in with it: the password grant of
 * `POST /oauth/token` with an extra `otp` (or `recovery_code`) parameter; without one it answers
 * 400 `{error: "invalid_grant", mfa_required: true}`.
 */
@ApiTags('admin')
@Controller('api/admin/two-factor')
@Roles('admin', 'partner_manager')
@AllowDuringEnrolment()
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @ApiOperation({ operationId: 'adminGetTwoFactor', summary: 'Whether two-factor sign-in is on' })
  @ApiOkResponse({ type: TwoFactorStatusResponseDto })
  @ApiProblems(401, 403)
  async status(@CurrentUser() caller: AuthUser): Promise<TwoFactorStatusResponseDto> {
    return { ...(await this.twoFactor.status(caller.id)), enrolmentRequired: caller.enrolmentOnly };
  }

  @Post('setup')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminStartTwoFactor',
    summary: 'Starts an enrolment: a new secret and its QR code (confirm with a first code)',
  })
  @ApiOkResponse({ type: TwoFactorSetupResponseDto })
  @ApiProblems(401, 403, { 409: 'AUTH_MFA_ALREADY_ENABLED' })
  setup(@CurrentUser() caller: AuthUser): Promise<TwoFactorSetupResponseDto> {
    return this.twoFactor.start(caller.id);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminConfirmTwoFactor',
    summary:
      'Turns two-factor sign-in on with a first code; answers ten recovery codes, shown once (refresh the token to leave enrolment)',
  })
  @ApiOkResponse({ type: RecoveryCodesResponseDto })
  @ApiProblems(400, 401, 403, {
    409: 'AUTH_MFA_ALREADY_ENABLED or AUTH_MFA_NOT_ENABLED (no enrolment started)',
    422: 'AUTH_MFA_CODE_INVALID',
    429: 'AUTH_TOO_MANY_ATTEMPTS (Retry-After)',
  })
  async confirm(
    @CurrentUser() caller: AuthUser,
    @Body() body: ConfirmTwoFactorDto,
  ): Promise<RecoveryCodesResponseDto> {
    return { recoveryCodes: await this.twoFactor.confirm(caller.id, body.code) };
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminRegenerateRecoveryCodes',
    summary: 'Ten new recovery codes (the old ones stop working), with the password and a code',
  })
  @ApiOkResponse({ type: RecoveryCodesResponseDto })
  @ApiProblems(400, 401, 403, {
    409: 'AUTH_MFA_NOT_ENABLED',
    422: 'AUTH_MFA_CODE_INVALID',
    429: 'AUTH_TOO_MANY_ATTEMPTS (Retry-After)',
  })
  async regenerate(
    @CurrentUser() caller: AuthUser,
    @Body() body: ReauthenticateTwoFactorDto,
  ): Promise<RecoveryCodesResponseDto> {
    return {
      recoveryCodes: await this.twoFactor.regenerate(caller.id, body.password, {
        otp: body.code,
        recoveryCode: body.recoveryCode,
      }),
    };
  }

  @Post('disable')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminDisableTwoFactor',
    summary: 'Turns two-factor sign-in off, with the password and a code',
  })
  @ApiOkResponse({ type: TwoFactorStatusResponseDto })
  @ApiProblems(400, 401, 403, {
    409: 'AUTH_MFA_NOT_ENABLED',
    422: 'AUTH_MFA_CODE_INVALID',
    429: 'AUTH_TOO_MANY_ATTEMPTS (Retry-After)',
  })
  async disable(
    @CurrentUser() caller: AuthUser,
    @Body() body: ReauthenticateTwoFactorDto,
  ): Promise<TwoFactorStatusResponseDto> {
    await this.twoFactor.disable(caller.id, body.password, {
      otp: body.code,
      recoveryCode: body.recoveryCode,
    });
    return {
      ...(await this.twoFactor.status(caller.id)),
      enrolmentRequired: this.twoFactor.required,
    };
  }
}
