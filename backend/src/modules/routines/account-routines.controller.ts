import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { SkinAnalysisAnswersDto } from '../skin-analysis/dto/skin-analysis.dto.js';
import { Authenticated } from '../../common/auth/access.decorators.js';
import { ApiAcceptLanguage, RequestLocale, type Locale } from '../../common/i18n/locale.js';
import { LocaleQueryDto } from '../../common/i18n/locale-query.dto.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import {
  AccountRoutinesResponseDto,
  SavedRoutineStateResponseDto,
  SavedSkinAnalysisResponseDto,
} from './dto/routines.dto.js';
import { RoutinesService } from './routines.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

/** The signed-in customer's routines: saved routine articles and the personal routines from salons. */
@ApiTags('routines')
@Controller('api/account/routines')
export class AccountRoutinesController {
  constructor(private readonly routines: RoutinesService) {}

  @Get()
  @Authenticated()
  @ApiAcceptLanguage()
  @ApiOperation({
    operationId: 'listAccountRoutines',
    summary: 'Saved routine articles and personal routines from salons, with their products',
  })
  @ApiProblems(400, 401)
  @ApiOkResponse({ type: AccountRoutinesResponseDto })
  list(
    @CurrentUser() user: AuthUser,
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<AccountRoutinesResponseDto> {
    return this.routines.forCustomer(user.id, locale);
  }

  @Post('from-analysis')
  @Authenticated()
  @ApiAcceptLanguage()
  @ApiOperation({
    operationId: 'saveSkinAnalysis',
    summary: 'Saves the skin analysis result of these answers to "my routines"',
  })
  @ApiCreatedResponse({ type: SavedSkinAnalysisResponseDto })
  @ApiProblems(400, 401, { 422: 'SKIN_ANALYSIS_NO_ROUTINE' })
  saveAnalysis(
    @CurrentUser() user: AuthUser,
    @Body() body: SkinAnalysisAnswersDto,
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<SavedSkinAnalysisResponseDto> {
    return this.routines.saveAnalysis(user.id, body, locale);
  }

  @Delete('analyses/:id')
  @Authenticated()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'removeSkinAnalysis',
    summary: 'Removes a saved skin analysis from "my routines"',
  })
  @ApiNoContentResponse()
  @ApiProblems(401, { 404: 'ROUTINES_ANALYSIS_NOT_FOUND' })
  async removeAnalysis(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.routines.removeAnalysis(user.id, id);
  }

  @Put('saved/:slug')
  @Authenticated()
  @ApiOperation({
    operationId: 'saveRoutine',
    summary: 'Saves a routine article to "my routines" (idempotent; a slug in any language)',
  })
  @ApiOkResponse({ type: SavedRoutineStateResponseDto })
  @ApiProblems(401, { 404: 'ROUTINES_POST_NOT_FOUND' })
  save(
    @CurrentUser() user: AuthUser,
    @Param('slug') slug: string,
  ): Promise<SavedRoutineStateResponseDto> {
    return this.routines.save(user.id, slug);
  }

  @Delete('saved/:slug')
  @Authenticated()
  @ApiOperation({
    operationId: 'unsaveRoutine',
    summary: 'Removes a routine article from "my routines" (idempotent)',
  })
  @ApiOkResponse({ type: SavedRoutineStateResponseDto })
  @ApiProblems(401, { 404: 'ROUTINES_POST_NOT_FOUND' })
  unsave(
    @CurrentUser() user: AuthUser,
    @Param('slug') slug: string,
  ): Promise<SavedRoutineStateResponseDto> {
    return this.routines.unsave(user.id, slug);
  }
}
