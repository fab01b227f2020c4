import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { AdminContentService } from './admin-content.service.js';
import {
  AdminPostResponseDto,
  CreateAdminPostDto,
  AdminPostListResponseDto,
  ListAdminPostsQueryDto,
  UpdateAdminPostDto,
  PostPreviewLinkResponseDto,
} from './dto/admin-post.dto.js';
import { PostResponseDto } from './dto/post.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

/** Back-office: blog articles, routines and fixed pages (SPEC §3), for administrators. */
@ApiTags('admin')
@Controller('api/admin/posts')
export class AdminPostsController {
  constructor(private readonly posts: AdminContentService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminListPosts',
    summary: 'Posts of every type and language; filter by type, language, published, tags, q',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: AdminPostListResponseDto })
  list(@Query() query: ListAdminPostsQueryDto): Promise<AdminPostListResponseDto> {
    return this.posts.list(query);
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({ operationId: 'adminGetPost', summary: 'One post with every field' })
  @ApiOkResponse({ type: AdminPostResponseDto })
  @ApiProblems(401, 403, { 404: 'CONTENT_POST_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminPostResponseDto> {
    return this.posts.get(id);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminCreatePost',
    summary: 'Creates a post (unpublished unless said otherwise)',
  })
  @ApiOkResponse({ type: AdminPostResponseDto })
  @ApiProblems(401, 403, {
    400: 'CONTENT_POST_INVALID with field errors',
    409: 'CONTENT_SLUG_TAKEN',
  })
  create(
    @CurrentUser() caller: AuthUser,
    @Body() body: CreateAdminPostDto,
  ): Promise<AdminPostResponseDto> {
    return this.posts.create(caller, body);
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminUpdatePost',
    summary: 'Changes the given fields of a post (the whole post is checked again)',
  })
  @ApiOkResponse({ type: AdminPostResponseDto })
  @ApiProblems(401, 403, {
    400: 'CONTENT_POST_INVALID with field errors',
    404: 'CONTENT_POST_NOT_FOUND',
    409: 'CONTENT_SLUG_TAKEN',
  })
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateAdminPostDto,
  ): Promise<AdminPostResponseDto> {
    return this.posts.update(caller, id, body);
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ operationId: 'adminDeletePost', summary: 'Deletes a post' })
  @ApiOkResponse({ type: AdminPostResponseDto })
  @ApiProblems(401, 403, { 404: 'CONTENT_POST_NOT_FOUND' })
  remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<AdminPostResponseDto> {
    return this.posts.remove(caller, id);
  }

  @Post(':id/publish')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminPublishPost',
    summary: 'Publishes a post (visible from its publish date until its removal date)',
  })
  @ApiOkResponse({ type: AdminPostResponseDto })
  @ApiProblems(401, 403, { 404: 'CONTENT_POST_NOT_FOUND' })
  publish(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<AdminPostResponseDto> {
    return this.posts.setPublished(caller, id, true);
  }

  @Post(':id/unpublish')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminUnpublishPost', summary: 'Takes a post off the storefront' })
  @ApiOkResponse({ type: AdminPostResponseDto })
  @ApiProblems(401, 403, { 404: 'CONTENT_POST_NOT_FOUND' })
  unpublish(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<AdminPostResponseDto> {
    return this.posts.setPublished(caller, id, false);
  }

  @Post(':id/preview')
  @Roles('admin')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'adminPreviewPost',
    summary: 'A 30-minute link to the storefront page showing the post, unpublished included',
  })
  @ApiOkResponse({ type: PostPreviewLinkResponseDto })
  @ApiProblems(401, 403, { 404: 'CONTENT_POST_NOT_FOUND' })
  preview(@Param('id') id: string): Promise<PostPreviewLinkResponseDto> {
    return this.posts.previewLink(id);
  }
}

/** The storefront's preview page reads the post through a signed token (no sign-in on the storefront needed). */
@ApiTags('content')
@Controller('api/post-previews')
export class PostPreviewController {
  constructor(private readonly posts: AdminContentService) {}

  @Get(':token')
  @Public()
  @Header('cache-control', 'no-store')
  @Header('x-robots-tag', 'noindex')
  @ApiOperation({
    operationId: 'getPostPreview',
    summary: 'The post a preview token names, unpublished included',
  })
  @ApiOkResponse({ type: PostResponseDto })
  @ApiProblems({ 404: 'CONTENT_PREVIEW_INVALID' })
  get(@Param('token') token: string): Promise<PostResponseDto> {
    return this.posts.preview(token);
  }
}
