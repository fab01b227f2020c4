import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorators.js';
import { PublicCache } from '../../common/http/http-cache.js';
import { ApiAcceptLanguage, RequestLocale, type Locale } from '../../common/i18n/locale.js';
import { LocaleQueryDto } from '../../common/i18n/locale-query.dto.js';
import { ContentService } from './content.service.js';
import { FaqResponseDto } from './dto/faq.dto.js';
import {
  GetPostQueryDto,
  ListPostsQueryDto,
  PostListResponseDto,
  PostResponseDto,
} from './dto/post.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('content')
@ApiAcceptLanguage()
@Controller('api')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get('posts')
  @Public()
  @PublicCache()
  @ApiOperation({
    operationId: 'listPosts',
    summary: 'Magazine articles (type=blog) or routines, latest or oldest first, 6 per page',
  })
  @ApiOkResponse({ type: PostListResponseDto })
  @ApiProblems({ 400: 'Unknown type, sort or paging value' })
  list(
    @Query() query: ListPostsQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<PostListResponseDto> {
    return this.content.listPosts(query, locale);
  }

  @Get('posts/:slug')
  @Public()
  @PublicCache()
  @ApiOperation({
    operationId: 'getPost',
    summary:
      'One article or routine by slug (any language; answered in the requested one, else nl)',
  })
  @ApiOkResponse({ type: PostResponseDto })
  @ApiProblems(400, { 404: 'CONTENT_POST_NOT_FOUND' })
  get(
    @Param('slug') slug: string,
    @Query() query: GetPostQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<PostResponseDto> {
    return this.content.getPost(slug, locale, query.type);
  }

  @Get('pages/:slug')
  @Public()
  @PublicCache()
  @ApiOperation({
    operationId: 'getPage',
    summary:
      'A fixed page by slug or key: about-us, sustainability, epigenetics, privacy, impressum, terms, shipping, home',
  })
  @ApiOkResponse({ type: PostResponseDto })
  @ApiProblems(400, { 404: 'CONTENT_PAGE_NOT_FOUND' })
  page(
    @Param('slug') slug: string,
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<PostResponseDto> {
    return this.content.getPage(slug, locale);
  }

  @Get('faq')
  @Public()
  @PublicCache()
  @ApiOperation({
    operationId: 'getFaq',
    summary: 'The FAQ: sections with their questions and answers',
  })
  @ApiProblems(400)
  @ApiOkResponse({ type: FaqResponseDto })
  faq(@Query() _query: LocaleQueryDto, @RequestLocale() locale: Locale): Promise<FaqResponseDto> {
    return this.content.getFaq(locale);
  }
}
