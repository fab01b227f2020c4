import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { ApiAcceptLanguage, RequestLocale, type Locale } from '../../common/i18n/locale.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import {
  AdminReviewListResponseDto,
  AdminReviewResponseDto,
  BulkModerateResponseDto,
  BulkModerateReviewsDto,
  ListAdminReviewsQueryDto,
  ModerateReviewDto,
  RejectReviewDto,
} from './dto/review.dto.js';
import { ReviewsService } from './reviews.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

/** The moderation queue of the back-office (react-admin resource `reviews`). */
@ApiTags('admin')
@ApiAcceptLanguage()
@Controller('api/admin/reviews')
export class AdminReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminListReviews',
    summary:
      'Reviews; by default pending first, then newest (filters: status, productId, userId, score, q)',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: AdminReviewListResponseDto })
  list(
    @Query() query: ListAdminReviewsQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<AdminReviewListResponseDto> {
    return this.reviews.adminList(query, locale);
  }

  @Put()
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminModerateReviews',
    summary: 'Approves or rejects (with a reason) several reviews at once',
  })
  @ApiOkResponse({ type: BulkModerateResponseDto })
  @ApiProblems(400, 401, 403, { 404: 'REVIEWS_REVIEW_NOT_FOUND (nothing changed)' })
  async moderateMany(
    @CurrentUser() caller: AuthUser,
    @Body() body: BulkModerateReviewsDto,
  ): Promise<BulkModerateResponseDto> {
    return {
      data: await this.reviews.moderateMany(caller, body.ids, body.status, body.rejectionReason),
    };
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminGetReview',
    summary: 'One review with product, author and moderation details',
  })
  @ApiOkResponse({ type: AdminReviewResponseDto })
  @ApiProblems(401, 403, { 404: 'REVIEWS_REVIEW_NOT_FOUND' })
  get(@Param('id') id: string, @RequestLocale() locale: Locale): Promise<AdminReviewResponseDto> {
    return this.reviews.adminGet(id, locale);
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminModerateReview',
    summary:
      'Sets the moderation decision: approved, or rejected with a reason (react-admin update / updateMany)',
  })
  @ApiOkResponse({ type: AdminReviewResponseDto })
  @ApiProblems(400, 401, 403, {
    404: 'REVIEWS_REVIEW_NOT_FOUND',
    409: 'REVIEWS_CHANGED: the author edited it meanwhile',
  })
  moderate(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: ModerateReviewDto,
    @RequestLocale() locale: Locale,
  ): Promise<AdminReviewResponseDto> {
    return this.reviews.moderate(caller, id, body.status, body.rejectionReason, locale);
  }

  @Post(':id/approve')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminApproveReview',
    summary: 'Approves a review: it becomes public and the author gets a mail',
  })
  @ApiOkResponse({ type: AdminReviewResponseDto })
  @ApiProblems(401, 403, { 404: 'REVIEWS_REVIEW_NOT_FOUND' })
  approve(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @RequestLocale() locale: Locale,
  ): Promise<AdminReviewResponseDto> {
    return this.reviews.moderate(caller, id, 'approved', undefined, locale);
  }

  @Post(':id/reject')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminRejectReview',
    summary: 'Rejects a review with a reason shown to its author',
  })
  @ApiOkResponse({ type: AdminReviewResponseDto })
  @ApiProblems(400, 401, 403, { 404: 'REVIEWS_REVIEW_NOT_FOUND' })
  reject(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: RejectReviewDto,
    @RequestLocale() locale: Locale,
  ): Promise<AdminReviewResponseDto> {
    return this.reviews.moderate(caller, id, 'rejected', body.rejectionReason, locale);
  }
}
