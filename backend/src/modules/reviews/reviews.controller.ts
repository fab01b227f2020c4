import { Body, Controller, Get, Param, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, Public } from '../../common/auth/access.decorators.js';
import { ApiAcceptLanguage, RequestLocale, type Locale } from '../../common/i18n/locale.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import {
  CreateReviewDto,
  MyReviewResponseDto,
  OwnReviewResponseDto,
  ListReviewsQueryDto,
  ReviewListResponseDto,
} from './dto/review.dto.js';
import { ReviewsService } from './reviews.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('reviews')
@Controller('api/products/:productId/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @Public()
  @ApiOperation({
    operationId: 'listProductReviews',
    summary:
      'Approved reviews of a product, newest first, with the average score and count of approved reviews',
  })
  @ApiOkResponse({ type: ReviewListResponseDto })
  @ApiProblems(400, { 404: 'REVIEWS_PRODUCT_NOT_FOUND' })
  list(
    @Param('productId') productId: string,
    @Query() query: ListReviewsQueryDto,
  ): Promise<ReviewListResponseDto> {
    return this.reviews.listApproved(productId, query);
  }

  @Get('mine')
  @Authenticated()
  @ApiOperation({
    operationId: 'getMyProductReview',
    summary: 'The signed-in customer’s own review of the product, with its moderation status',
  })
  @ApiOkResponse({ type: MyReviewResponseDto })
  @ApiProblems(401, { 404: 'REVIEWS_PRODUCT_NOT_FOUND' })
  async mine(
    @CurrentUser() user: AuthUser,
    @Param('productId') productId: string,
  ): Promise<MyReviewResponseDto> {
    return { review: await this.reviews.mine(user.id, productId) };
  }

  @Post()
  @Authenticated()
  @ApiAcceptLanguage()
  @ApiOperation({
    operationId: 'postProductReview',
    summary:
      'Posts the customer’s review, or edits it when there is one; either way it waits for moderation (pending)',
  })
  @ApiCreatedResponse({ type: OwnReviewResponseDto })
  @ApiProblems(401, {
    400: 'COMMON_VALIDATION_FAILED (score, title, content)',
    404: 'REVIEWS_PRODUCT_NOT_FOUND',
    429: 'REVIEWS_TOO_MANY_REQUESTS (Retry-After)',
  })
  submit(
    @CurrentUser() user: AuthUser,
    @Param('productId') productId: string,
    @Body() body: CreateReviewDto,
    @Req() request: FastifyRequest,
    @RequestLocale() locale: Locale,
  ): Promise<OwnReviewResponseDto> {
    return this.reviews.submit(user, productId, body, request.ip, locale);
  }
}
