import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import {
  CampaignActionResponseDto,
  CampaignResponseDto,
  CampaignListResponseDto,
  ListCampaignsQueryDto,
  CampaignPreviewResponseDto,
  CampaignProgressResponseDto,
  CreateCampaignDto,
  ScheduleCampaignDto,
  SubscriberFilterDto,
  SubscriberListResponseDto,
  ListSubscribersQueryDto,
  TestCampaignDto,
  UpdateCampaignDto,
} from './dto/admin-newsletter.dto.js';
import { NewsletterCampaignsService } from './newsletter-campaigns.service.js';
import { NewsletterService } from './newsletter.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

/**
 * Back-office newsletter screens. Resource names are flat (`newsletter-subscribers`,
 * `newsletter-campaigns`) because the react-admin data provider maps a resource onto one path segment.
 */
@ApiTags('admin')
@Controller('api/admin')
export class AdminNewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly campaigns: NewsletterCampaignsService,
  ) {}

  @Get('newsletter-subscribers')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminListNewsletterSubscribers',
    summary: 'Newsletter subscribers; filter by language, status or address',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: SubscriberListResponseDto })
  listSubscribers(@Query() query: ListSubscribersQueryDto): Promise<SubscriberListResponseDto> {
    return this.newsletter.list(query);
  }

  @Get('newsletter-subscribers/export')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminExportNewsletterSubscribers',
    summary: 'CSV export of the (filtered) subscribers',
  })
  @ApiProblems(400, 401, 403)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv', schema: { type: 'string' } })
  async exportSubscribers(
    @Query() filter: SubscriberFilterDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const csv = await this.newsletter.exportCsv(filter);
    const day = new Date().toISOString().slice(0, 10);
    void reply.headers({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
      'cache-control': 'no-store',
    });
    return csv;
  }

  @Get('newsletter-campaigns')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminListNewsletterCampaigns',
    summary: 'Newsletter campaigns with their progress',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: CampaignListResponseDto })
  listCampaigns(@Query() query: ListCampaignsQueryDto): Promise<CampaignListResponseDto> {
    return this.campaigns.list(query);
  }

  @Post('newsletter-campaigns')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminCreateNewsletterCampaign',
    summary: 'Composes a campaign in one language (draft)',
  })
  @ApiProblems(400, 401, 403, {
    422: "NEWSLETTER_ARTICLE_NOT_AVAILABLE (the article is not live in the campaign's language)",
  })
  @ApiOkResponse({ type: CampaignResponseDto })
  createCampaign(
    @CurrentUser() caller: AuthUser,
    @Body() body: CreateCampaignDto,
  ): Promise<CampaignResponseDto> {
    return this.campaigns.create(caller, body);
  }

  @Post('newsletter-campaigns/preview')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminPreviewNewsletterDraft',
    summary: 'Renders unsaved campaign values as the mail will look',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: CampaignPreviewResponseDto })
  previewDraft(@Body() body: CreateCampaignDto): Promise<CampaignPreviewResponseDto> {
    return this.campaigns.preview(null, body);
  }

  @Get('newsletter-campaigns/:id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminGetNewsletterCampaign',
    summary: 'One campaign with its progress',
  })
  @ApiOkResponse({ type: CampaignResponseDto })
  @ApiProblems(401, 403, { 404: 'NEWSLETTER_CAMPAIGN_NOT_FOUND' })
  getCampaign(@Param('id') id: string): Promise<CampaignResponseDto> {
    return this.campaigns.get(id);
  }

  @Patch('newsletter-campaigns/:id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminUpdateNewsletterCampaign',
    summary: 'Changes a draft or scheduled campaign',
  })
  @ApiOkResponse({ type: CampaignResponseDto })
  @ApiProblems(400, 401, 403, {
    409: 'NEWSLETTER_CAMPAIGN_NOT_EDITABLE (sending or sent)',
    422: "NEWSLETTER_ARTICLE_NOT_AVAILABLE (the article is not live in the campaign's language)",
  })
  updateCampaign(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateCampaignDto,
  ): Promise<CampaignResponseDto> {
    return this.campaigns.update(caller, id, body);
  }

  @Delete('newsletter-campaigns/:id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminDeleteNewsletterCampaign',
    summary: 'Deletes a campaign that is not being sent',
  })
  @ApiOkResponse({ type: CampaignResponseDto })
  @ApiProblems(401, 403, { 409: 'NEWSLETTER_CAMPAIGN_NOT_EDITABLE (sending)' })
  deleteCampaign(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<CampaignResponseDto> {
    return this.campaigns.remove(caller, id);
  }

  @Get('newsletter-campaigns/:id/preview')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminPreviewNewsletterCampaign',
    summary: 'The campaign rendered as the mail (HTML and text)',
  })
  @ApiProblems(401, 403)
  @ApiOkResponse({ type: CampaignPreviewResponseDto })
  previewCampaign(@Param('id') id: string): Promise<CampaignPreviewResponseDto> {
    return this.campaigns.preview(id);
  }

  @Post('newsletter-campaigns/:id/test')
  @Roles('admin')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'adminTestNewsletterCampaign',
    summary: 'Mails a test of the campaign to the signed-in admin (or `to`)',
  })
  @ApiProblems(400, 401, 403)
  @ApiAcceptedResponse({ type: CampaignActionResponseDto })
  async testCampaign(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: TestCampaignDto,
  ): Promise<CampaignActionResponseDto> {
    await this.campaigns.sendTest(caller, id, body.to);
    return { status: 'ok' };
  }

  @Post('newsletter-campaigns/:id/send')
  @Roles('admin')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'adminSendNewsletterCampaign',
    summary: 'Sends the campaign now to the confirmed subscribers of its language',
  })
  @ApiAcceptedResponse({ type: CampaignResponseDto })
  @ApiProblems(401, 403, { 409: 'NEWSLETTER_CAMPAIGN_NOT_EDITABLE (already sending or sent)' })
  sendCampaign(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<CampaignResponseDto> {
    return this.campaigns.sendNow(caller, id);
  }

  @Post('newsletter-campaigns/:id/resend-interrupted')
  @Roles('admin')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'adminResendInterruptedNewsletterCampaign',
    summary:
      'Sends the campaign again, once, to exactly the deliveries a worker crash interrupted (they may or may not have got it)',
  })
  @ApiAcceptedResponse({ type: CampaignResponseDto })
  @ApiProblems(401, 403, {
    404: 'NEWSLETTER_CAMPAIGN_NOT_FOUND',
    409: 'NEWSLETTER_NOTHING_TO_RESEND (none interrupted, or already sent again)',
  })
  resendInterrupted(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<CampaignResponseDto> {
    return this.campaigns.resendInterrupted(caller, id);
  }

  @Post('newsletter-campaigns/:id/schedule')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminScheduleNewsletterCampaign',
    summary: 'Schedules (or reschedules) the send at `sendAt`',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: CampaignResponseDto })
  scheduleCampaign(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: ScheduleCampaignDto,
  ): Promise<CampaignResponseDto> {
    return this.campaigns.schedule(caller, id, body.sendAt);
  }

  @Post('newsletter-campaigns/:id/unschedule')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminUnscheduleNewsletterCampaign',
    summary: 'Takes a scheduled campaign back to draft',
  })
  @ApiProblems(401, 403)
  @ApiOkResponse({ type: CampaignResponseDto })
  unscheduleCampaign(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<CampaignResponseDto> {
    return this.campaigns.unschedule(caller, id);
  }

  @Get('newsletter-campaigns/:id/progress')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminNewsletterCampaignProgress',
    summary:
      'Sent, failed, skipped, interrupted, pending and total while it runs, and the final counts',
  })
  @ApiProblems(401, 403)
  @ApiOkResponse({ type: CampaignProgressResponseDto })
  progress(@Param('id') id: string): Promise<CampaignProgressResponseDto> {
    return this.campaigns.progress(id);
  }
}
