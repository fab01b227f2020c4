import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/access.decorators.js';
import { OAuthError } from './auth.errors.js';
import { AuthService } from './auth.service.js';
import {
  OAuthErrorDto,
  RevokeRequestDto,
  TokenRequestDto,
  TokenResponseDto,
} from './dto/token.dto.js';

function basicCredentials(request: FastifyRequest): { id: string; secret: string } | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const index = decoded.indexOf(':');
  if (index < 0) return null;
  return {
    id: decodeURIComponent(decoded.slice(0, index)),
    secret: decodeURIComponent(decoded.slice(index + 1)),
  };
}

/**
 * The OAuth 2.0 endpoints. The body is read raw (not through the validation pipe) because its
 * errors must follow RFC 6749 §5.2; the service checks every parameter. Every answer carries Cache-Control: no-store.
 */
@ApiTags('oauth')
@Controller('oauth')
export class OAuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('token')
  @Public()
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: TokenRequestDto })
  @ApiOperation({
    operationId: 'issueToken',
    summary: 'Password and refresh_token grants (RFC 6749)',
    description:
      'Staff accounts with two-factor sign-in: the password grant without `otp` (or `recovery_code`) answers 400 `{error: "invalid_grant", mfa_required: true}`; the client then sends the same grant again with the code. Wrong codes count like wrong passwords (429 with Retry-After past the limit).',
  })
  @ApiOkResponse({ type: TokenResponseDto })
  @ApiBadRequestResponse({ type: OAuthErrorDto })
  @ApiUnauthorizedResponse({ type: OAuthErrorDto })
  @ApiTooManyRequestsResponse({ type: OAuthErrorDto })
  async token(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.answer(reply, () =>
      this.auth.token(toParams(request.body), basicCredentials(request), request.ip),
    );
  }

  @Post('revoke')
  @Public()
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: RevokeRequestDto })
  @ApiOperation({
    operationId: 'revokeToken',
    summary: 'Revokes a refresh or access token and its session (RFC 7009)',
  })
  @ApiOkResponse({ description: 'Revoked, or the token was unknown' })
  async revoke(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.answer(reply, async () => {
      await this.auth.revoke(toParams(request.body), basicCredentials(request));
      return {};
    });
  }

  private async answer(reply: FastifyReply, work: () => Promise<object>): Promise<void> {
    void reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' });
    try {
      await reply.status(200).send(await work());
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      await reply
        .status(error.status)
        .headers(error.headers)
        .send({ error: error.error, error_description: error.description, ...error.extra });
    }
  }
}

function toParams(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}
