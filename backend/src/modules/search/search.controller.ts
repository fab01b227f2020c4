import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Public, Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { PublicCache } from '../../common/http/http-cache.js';
import { ApiAcceptLanguage, RequestLocale, type Locale } from '../../common/i18n/locale.js';
import { UsersService } from '../users/users.service.js';
import {
  CreateSearchSynonymDto,
  SearchSynonymListResponseDto,
  SearchSynonymResponseDto,
  UpdateSearchSynonymDto,
} from './dto/search-synonym.dto.js';
import { SearchQueryDto, SearchResponseDto } from './dto/search.dto.js';
import { SearchSynonymsService } from './search-synonyms.service.js';
import { SearchService } from './search.service.js';

@ApiTags('search')
@ApiAcceptLanguage()
@Controller('api/search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Get()
  @Public()
  @PublicCache()
  @ApiOperation({
    operationId: 'search',
    summary:
      'Products, then articles and routines matching the query in the language (accents, plurals, compounds, typos and synonyms forgiven); the best sellers when nothing matches',
  })
  @ApiOkResponse({ type: SearchResponseDto })
  @ApiProblems({
    400: 'SEARCH_QUERY_EMPTY (nothing to search for), SEARCH_QUERY_TOO_LONG (over 200 characters), COMMON_VALIDATION_FAILED (locale, limit)',
  })
  search(
    @Query() query: SearchQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<SearchResponseDto> {
    return this.searchService.search(query.q, locale, query.limit);
  }
}

/** Back-office: the synonym groups of the search (admins only, every write audited). */
@ApiTags('admin')
@Controller('api/admin/search-synonyms')
export class AdminSearchSynonymsController {
  constructor(
    private readonly synonyms: SearchSynonymsService,
    private readonly users: UsersService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ operationId: 'adminListSearchSynonyms', summary: 'Every synonym group' })
  @ApiOkResponse({ type: SearchSynonymListResponseDto })
  @ApiProblems(401, 403)
  list(): Promise<SearchSynonymListResponseDto> {
    return this.synonyms.list();
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({ operationId: 'adminGetSearchSynonym', summary: 'One synonym group' })
  @ApiOkResponse({ type: SearchSynonymResponseDto })
  @ApiProblems(401, 403, { 404: 'SEARCH_SYNONYM_NOT_FOUND' })
  get(@Param('id') id: string): Promise<SearchSynonymResponseDto> {
    return this.synonyms.get(id);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ operationId: 'adminCreateSearchSynonym', summary: 'Creates a synonym group' })
  @ApiCreatedResponse({ type: SearchSynonymResponseDto })
  @ApiProblems(400, 401, 403, { 422: 'SEARCH_SYNONYM_INVALID (fewer than two different terms)' })
  async create(
    @CurrentUser() caller: AuthUser,
    @Body() body: CreateSearchSynonymDto,
  ): Promise<SearchSynonymResponseDto> {
    return this.synonyms.create(await this.actor(caller), body);
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({ operationId: 'adminUpdateSearchSynonym', summary: 'Changes a synonym group' })
  @ApiOkResponse({ type: SearchSynonymResponseDto })
  @ApiProblems(400, 401, 403, {
    404: 'SEARCH_SYNONYM_NOT_FOUND',
    422: 'SEARCH_SYNONYM_INVALID',
  })
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateSearchSynonymDto,
  ): Promise<SearchSynonymResponseDto> {
    return this.synonyms.update(await this.actor(caller), id, body);
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  @ApiOperation({ operationId: 'adminDeleteSearchSynonym', summary: 'Deletes a synonym group' })
  @ApiNoContentResponse()
  @ApiProblems(401, 403, { 404: 'SEARCH_SYNONYM_NOT_FOUND' })
  async remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<void> {
    await this.synonyms.remove(await this.actor(caller), id);
  }

  private async actor(caller: AuthUser): Promise<{ id: string; email: string | null }> {
    return { id: caller.id, email: (await this.users.findById(caller.id))?.email ?? null };
  }
}
