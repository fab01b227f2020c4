import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { LocaleQueryDto } from '../../common/i18n/locale-query.dto.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { ApiAcceptLanguage, RequestLocale, type Locale } from '../../common/i18n/locale.js';
import { UsersService } from '../users/users.service.js';
import {
  AdminSkinAnalysisTextListResponseDto,
  AdminSkinAnalysisTextResponseDto,
  SkinAnalysisAnswersDto,
  SkinRecommendationResponseDto,
  UpdateSkinAnalysisTextDto,
} from './dto/skin-analysis.dto.js';
import { SkinAnalysisService } from './skin-analysis.service.js';

/** The skin analysis: answers in, a line and a morning and evening routine out (anyone). */
@ApiTags('skin-analysis')
@Controller('api/skin-analysis')
export class SkinAnalysisController {
  constructor(private readonly analysis: SkinAnalysisService) {}

  @Post()
  @Public()
  @HttpCode(200)
  @ApiAcceptLanguage()
  @ApiOperation({
    operationId: 'analyseSkin',
    summary: 'Recommends a line and a routine of 3 to 5 products in stock for morning and evening',
  })
  @ApiOkResponse({ type: SkinRecommendationResponseDto })
  @ApiProblems(400, { 422: 'SKIN_ANALYSIS_NO_ROUTINE' })
  analyse(
    @Body() body: SkinAnalysisAnswersDto,
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<SkinRecommendationResponseDto> {
    return this.analysis.recommend(body, locale);
  }
}

/** Back-office: the texts of each recommendation of the rules table (admins only, audited). */
@ApiTags('admin')
@Controller('api/admin/skin-analysis-texts')
export class AdminSkinAnalysisController {
  constructor(
    private readonly analysis: SkinAnalysisService,
    private readonly users: UsersService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminListSkinAnalysisTexts',
    summary: 'Every recommendation of the rules table with its texts in the four languages',
  })
  @ApiOkResponse({ type: AdminSkinAnalysisTextListResponseDto })
  @ApiProblems(401, 403)
  list(): Promise<AdminSkinAnalysisTextListResponseDto> {
    return this.analysis.adminList();
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({ operationId: 'adminGetSkinAnalysisText', summary: 'One recommendation’s texts' })
  @ApiOkResponse({ type: AdminSkinAnalysisTextResponseDto })
  @ApiProblems(401, 403, { 404: 'SKIN_ANALYSIS_TEXT_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminSkinAnalysisTextResponseDto> {
    return this.analysis.adminGet(id);
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminUpdateSkinAnalysisText',
    summary: 'Replaces a recommendation’s title and explanation in the languages given',
  })
  @ApiOkResponse({ type: AdminSkinAnalysisTextResponseDto })
  @ApiProblems(400, 401, 403, { 404: 'SKIN_ANALYSIS_TEXT_NOT_FOUND' })
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateSkinAnalysisTextDto,
  ): Promise<AdminSkinAnalysisTextResponseDto> {
    const email = (await this.users.findById(caller.id))?.email ?? null;
    return this.analysis.adminUpdate({ id: caller.id, email }, id, body);
  }
}
