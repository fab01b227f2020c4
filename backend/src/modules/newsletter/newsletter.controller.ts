import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, Public } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { UsersService } from '../users/users.service.js';
import {
  NewsletterStatusResponseDto,
  NewsletterTokenDto,
  NewsletterTokenResponseDto,
  SubscribeDto,
  SubscribeResponseDto,
} from './dto/newsletter.dto.js';
import { NewsletterService } from './newsletter.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('newsletter')
@Controller('api/newsletter')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly users: UsersService,
  ) {}

  @Post('subscriptions')
  @Public()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'subscribeNewsletter',
    summary:
      'Starts the double opt-in (confirmation mail); the answer is the same whether or not the address is known',
  })
  @ApiAcceptedResponse({ type: SubscribeResponseDto })
  @ApiProblems({
    400: 'Field errors (validation.email …)',
    429: 'Too many requests from this IP (Retry-After)',
  })
  async subscribe(
    @Body() body: SubscribeDto,
    @Req() request: FastifyRequest,
  ): Promise<SubscribeResponseDto> {
    await this.newsletter.assertWithinRate(request.ip);
    if (!body.website)
      await this.newsletter.subscribe({
        email: body.email,
        locale: body.locale,
        source: body.source ?? 'footer',
        ip: request.ip,
      });
    return { status: 'ok' };
  }

  @Post('confirm')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmNewsletter',
    summary: 'Confirms a subscription with the single-use token of the confirmation mail',
  })
  @ApiOkResponse({ type: NewsletterTokenResponseDto })
  @ApiProblems({ 400: 'Invalid, used or expired token (NEWSLETTER_TOKEN_INVALID)' })
  confirm(
    @Body() body: NewsletterTokenDto,
    @Req() request: FastifyRequest,
  ): Promise<NewsletterTokenResponseDto> {
    return this.newsletter.confirm(body.token, request.ip);
  }

  @Post('unsubscribe')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'unsubscribeNewsletter',
    summary: 'Ends a subscription with the unsubscribe token of any newsletter mail (no sign-in)',
  })
  @ApiOkResponse({ type: NewsletterTokenResponseDto })
  @ApiProblems({ 400: 'Unknown token (NEWSLETTER_TOKEN_INVALID)' })
  unsubscribe(@Body() body: NewsletterTokenDto): Promise<NewsletterTokenResponseDto> {
    return this.newsletter.unsubscribe(body.token);
  }

  /** RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the List-Unsubscribe URL. */
  @Post('unsubscribe/:token')
  @Public()
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOperation({
    operationId: 'oneClickUnsubscribeNewsletter',
    summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post)',
  })
  @ApiOkResponse({ type: NewsletterTokenResponseDto })
  @ApiProblems({ 400: 'Unknown token (NEWSLETTER_TOKEN_INVALID)' })
  oneClick(@Param('token') token: string): Promise<NewsletterTokenResponseDto> {
    return this.newsletter.unsubscribe(token);
  }

  @Get('status')
  @Authenticated()
  @ApiOperation({
    operationId: 'getNewsletterStatus',
    summary: 'Newsletter status of the signed-in account’s address',
  })
  @ApiProblems(401)
  @ApiOkResponse({ type: NewsletterStatusResponseDto })
  async status(@CurrentUser() user: AuthUser): Promise<NewsletterStatusResponseDto> {
    const account = await this.users.getById(user.id);
    return { status: await this.newsletter.statusOf(account.email) };
  }
}
