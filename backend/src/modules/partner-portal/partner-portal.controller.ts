import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth/access.decorators.js';
import { ApiAcceptLanguage, RequestLocale, type Locale } from '../../common/i18n/locale.js';
import type { StoreEntity } from '../stores/entities/store.entity.js';
import {
  DashboardQueryDto,
  PartnerDashboardResponseDto,
  PartnerLinkResponseDto,
  PartnerProfileResponseDto,
  TrainingListResponseDto,
  TrainingQueryDto,
  TrainingResponseDto,
} from './dto/partner-portal.dto.js';
import { PartnerPortalService } from './partner-portal.service.js';
import { PartnerOnly, PartnerStore } from './partner-store.guard.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

/** The partner salon's own portal: role `partner` tied to an active official partner store. */
@ApiTags('partner-portal')
@Controller('api/partner')
export class PartnerPortalController {
  constructor(private readonly portal: PartnerPortalService) {}

  @Get('profile')
  @PartnerOnly()
  @ApiOperation({
    operationId: 'getPartnerProfile',
    summary: "The salon's store and its personal customer link",
  })
  @ApiProblems(401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
  })
  @ApiOkResponse({ type: PartnerProfileResponseDto })
  profile(@PartnerStore() store: StoreEntity): Promise<PartnerProfileResponseDto> {
    return this.portal.profile(store);
  }

  @Get('dashboard')
  @PartnerOnly()
  @ApiOperation({
    operationId: 'getPartnerDashboard',
    summary: "One month of the salon's attributed paid orders, revenue and commission",
  })
  @ApiProblems(400, 401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
  })
  @ApiOkResponse({ type: PartnerDashboardResponseDto })
  dashboard(
    @PartnerStore() store: StoreEntity,
    @Query() query: DashboardQueryDto,
  ): Promise<PartnerDashboardResponseDto> {
    return this.portal.dashboard(store, query.month);
  }

  @Get('trainings')
  @PartnerOnly()
  @ApiAcceptLanguage()
  @ApiOperation({
    operationId: 'listPartnerTrainings',
    summary: 'Partner-only trainings in the requested language (nl fallback)',
  })
  @ApiProblems(400, 401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
  })
  @ApiOkResponse({ type: TrainingListResponseDto })
  async trainings(
    @PartnerStore() _store: StoreEntity,
    @Query() _query: TrainingQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<TrainingListResponseDto> {
    return { data: await this.portal.trainings(locale) };
  }

  @Get('trainings/:slug')
  @PartnerOnly()
  @ApiAcceptLanguage()
  @ApiOperation({
    operationId: 'getPartnerTraining',
    summary: 'One training by slug (any language; answered in the requested one, else nl)',
  })
  @ApiOkResponse({ type: TrainingResponseDto })
  @ApiProblems(400, 401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
    404: 'PARTNER_PORTAL_TRAINING_NOT_FOUND',
  })
  training(
    @PartnerStore() _store: StoreEntity,
    @Param('slug') slug: string,
    @Query() _query: TrainingQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<TrainingResponseDto> {
    return this.portal.training(slug, locale);
  }
}

/** What a customer's browser needs from a salon's personal link. */
@ApiTags('partner-portal')
@Controller()
export class PartnerLinkController {
  constructor(private readonly portal: PartnerPortalService) {}

  @Get('api/partner-links/:code')
  @Public()
  @ApiOperation({
    operationId: 'getPartnerLink',
    summary: 'The salon a personal link names (to choose it as specialist)',
  })
  @ApiOkResponse({ type: PartnerLinkResponseDto })
  @ApiProblems({ 404: 'PARTNER_PORTAL_LINK_NOT_FOUND' })
  link(@Param('code') code: string): Promise<PartnerLinkResponseDto> {
    return this.portal.link(code);
  }

  /**
   * The short personal link: 302 to the storefront's salon page in the visitor's language. A
   * mistyped code goes there too (letters and digits only), where a translated page says the
   * link does not exist and leads to the store finder — never the raw problem JSON.
   */
  @Get('t/:code')
  @Public()
  @ApiAcceptLanguage()
  @ApiOperation({
    operationId: 'openPartnerLink',
    summary:
      "A salon's personal link: redirects to the storefront page that lets a customer choose it",
  })
  @ApiFoundResponse({
    description:
      'Location: /{locale}/salon/{code} (an unknown code too: that page answers 404 in the language)',
  })
  async open(
    @Param('code') code: string,
    @RequestLocale() locale: Locale,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const store = await this.portal.storeByCode(code).catch(() => null);
    const target =
      store?.partnerCode ??
      (code
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 32) ||
        'unknown');
    await reply.header('cache-control', 'no-store').redirect(`/${locale}/salon/${target}`, 302);
  }
}
