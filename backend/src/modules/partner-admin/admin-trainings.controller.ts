import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { AppError } from '../../common/errors/app-error.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { AdminContentService } from '../content/admin-content.service.js';
import { ContentErrorCode } from '../content/content.errors.js';
import {
  AdminPostResponseDto,
  AdminPostListResponseDto,
  ListAdminPostsQueryDto,
} from '../content/dto/admin-post.dto.js';
import {
  CreateAdminTrainingDto,
  ListAdminTrainingsQueryDto,
  UpdateAdminTrainingDto,
} from './dto/partner-admin.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

/**
 * Partner-only trainings (posts of type `training`) for partner managers and admins. Partner
 * managers have no access to /api/admin/posts (other post types); here every read and write is
 * pinned to the training type, and any other post is 404, as if it did not exist.
 */
@ApiTags('admin')
@Controller('api/admin/trainings')
export class AdminTrainingsController {
  constructor(private readonly posts: AdminContentService) {}

  @Get()
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminListTrainings',
    summary: 'Trainings in every language; filter by language, published, tags, q',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: AdminPostListResponseDto })
  list(@Query() query: ListAdminTrainingsQueryDto): Promise<AdminPostListResponseDto> {
    // OmitType copies the fields, not ListQueryDto's methods (idList…): rebuild the real query class.
    return this.posts.list(
      Object.assign(new ListAdminPostsQueryDto(), query, { type: 'training' as const }),
    );
  }

  @Get(':id')
  @Roles('admin', 'partner_manager')
  @ApiOperation({ operationId: 'adminGetTraining', summary: 'One training with every field' })
  @ApiOkResponse({ type: AdminPostResponseDto })
  @ApiProblems(401, 403, { 404: 'CONTENT_POST_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminPostResponseDto> {
    return this.training(id);
  }

  @Post()
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminCreateTraining',
    summary: 'Creates a training (unpublished unless said otherwise)',
  })
  @ApiOkResponse({ type: AdminPostResponseDto })
  @ApiProblems(401, 403, {
    400: 'CONTENT_POST_INVALID with field errors',
    409: 'CONTENT_SLUG_TAKEN',
  })
  create(
    @CurrentUser() caller: AuthUser,
    @Body() body: CreateAdminTrainingDto,
  ): Promise<AdminPostResponseDto> {
    return this.posts.create(caller, { ...body, type: 'training' });
  }

  @Patch(':id')
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminUpdateTraining',
    summary: 'Changes the given fields of a training (it stays a training)',
  })
  @ApiOkResponse({ type: AdminPostResponseDto })
  @ApiProblems(401, 403, {
    400: 'CONTENT_POST_INVALID with field errors',
    404: 'CONTENT_POST_NOT_FOUND',
    409: 'CONTENT_SLUG_TAKEN',
  })
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateAdminTrainingDto,
  ): Promise<AdminPostResponseDto> {
    await this.training(id);
    return this.posts.update(caller, id, { ...body, type: 'training' });
  }

  @Delete(':id')
  @Roles('admin', 'partner_manager')
  @ApiOperation({ operationId: 'adminDeleteTraining', summary: 'Deletes a training' })
  @ApiOkResponse({ type: AdminPostResponseDto })
  @ApiProblems(401, 403, { 404: 'CONTENT_POST_NOT_FOUND' })
  async remove(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<AdminPostResponseDto> {
    await this.training(id);
    return this.posts.remove(caller, id);
  }

  @Post(':id/publish')
  @Roles('admin', 'partner_manager')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminPublishTraining',
    summary: 'Publishes a training for the partner salons',
  })
  @ApiOkResponse({ type: AdminPostResponseDto })
  @ApiProblems(401, 403, { 404: 'CONTENT_POST_NOT_FOUND' })
  async publish(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<AdminPostResponseDto> {
    await this.training(id);
    return this.posts.setPublished(caller, id, true);
  }

  @Post(':id/unpublish')
  @Roles('admin', 'partner_manager')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminUnpublishTraining',
    summary: 'Takes a training off the partner area',
  })
  @ApiOkResponse({ type: AdminPostResponseDto })
  @ApiProblems(401, 403, { 404: 'CONTENT_POST_NOT_FOUND' })
  async unpublish(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<AdminPostResponseDto> {
    await this.training(id);
    return this.posts.setPublished(caller, id, false);
  }

  /** The post when it is a training; 404 for any other post, so other types stay out of reach. */
  private async training(id: string): Promise<AdminPostResponseDto> {
    const post = await this.posts.get(id);
    if (post.type !== 'training')
      throw new AppError('not_found', ContentErrorCode.POST_NOT_FOUND, 'Post not found.');
    return post;
  }
}
