import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiAcceptLanguage, RequestLocale, type Locale } from '../../common/i18n/locale.js';
import { LocaleQueryDto } from '../../common/i18n/locale-query.dto.js';
import { PartnerOnly, PartnerStore } from '../partner-portal/partner-store.guard.js';
import type { StoreEntity } from '../stores/entities/store.entity.js';
import {
  CreatePersonalRoutineDto,
  PartnerClientListResponseDto,
  PartnerRoutineListResponseDto,
  PartnerRoutineResponseDto,
  UpdatePersonalRoutineDto,
} from './dto/routines.dto.js';
import { RoutinesService } from './routines.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

/** A partner salon's clients and the personal routines it writes for them (its own, current clients only). */
@ApiTags('partner-portal')
@Controller('api/partner')
export class PartnerRoutinesController {
  constructor(private readonly routines: RoutinesService) {}

  @Get('clients')
  @PartnerOnly()
  @ApiOperation({
    operationId: 'listPartnerClients',
    summary:
      'Customers who currently have this salon as specialist (first name and last initial only)',
  })
  @ApiProblems(401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
  })
  @ApiOkResponse({ type: PartnerClientListResponseDto })
  async clients(@PartnerStore() store: StoreEntity): Promise<PartnerClientListResponseDto> {
    return { data: await this.routines.clients(store) };
  }

  @Get('routines')
  @PartnerOnly()
  @ApiAcceptLanguage()
  @ApiOperation({
    operationId: 'listPartnerRoutines',
    summary: "The salon's personal routines for its current clients",
  })
  @ApiProblems(400, 401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
  })
  @ApiOkResponse({ type: PartnerRoutineListResponseDto })
  async list(
    @PartnerStore() store: StoreEntity,
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<PartnerRoutineListResponseDto> {
    return { data: await this.routines.listForSalon(store, locale) };
  }

  @Post('routines')
  @PartnerOnly()
  @ApiAcceptLanguage()
  @ApiOperation({
    operationId: 'createPartnerRoutine',
    summary: 'Writes a personal routine for a current client',
  })
  @ApiCreatedResponse({ type: PartnerRoutineResponseDto })
  @ApiProblems(401, {
    400: 'COMMON_VALIDATION_FAILED or ROUTINES_INVALID_STEPS, with `errors`',
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
    404: 'ROUTINES_CLIENT_NOT_FOUND (not, or no longer, a client of this salon)',
  })
  create(
    @PartnerStore() store: StoreEntity,
    @Body() body: CreatePersonalRoutineDto,
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<PartnerRoutineResponseDto> {
    return this.routines.create(store, body, locale);
  }

  @Get('routines/:id')
  @PartnerOnly()
  @ApiAcceptLanguage()
  @ApiOperation({
    operationId: 'getPartnerRoutine',
    summary: "One of the salon's personal routines",
  })
  @ApiOkResponse({ type: PartnerRoutineResponseDto })
  @ApiProblems(400, 401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
    404: "ROUTINES_NOT_FOUND (also another salon's, or a former client's)",
  })
  get(
    @PartnerStore() store: StoreEntity,
    @Param('id') id: string,
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<PartnerRoutineResponseDto> {
    return this.routines.getForSalon(store, id, locale);
  }

  @Patch('routines/:id')
  @PartnerOnly()
  @ApiAcceptLanguage()
  @ApiOperation({
    operationId: 'updatePartnerRoutine',
    summary: 'Changes the title, note or steps of a personal routine',
  })
  @ApiOkResponse({ type: PartnerRoutineResponseDto })
  @ApiProblems(401, {
    400: 'COMMON_VALIDATION_FAILED or ROUTINES_INVALID_STEPS, with `errors`',
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
    404: 'ROUTINES_NOT_FOUND',
  })
  update(
    @PartnerStore() store: StoreEntity,
    @Param('id') id: string,
    @Body() body: UpdatePersonalRoutineDto,
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<PartnerRoutineResponseDto> {
    return this.routines.update(store, id, body, locale);
  }

  @Delete('routines/:id')
  @PartnerOnly()
  @HttpCode(204)
  @ApiOperation({ operationId: 'deletePartnerRoutine', summary: 'Deletes a personal routine' })
  @ApiNoContentResponse()
  @ApiProblems(401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
    404: 'ROUTINES_NOT_FOUND',
  })
  remove(@PartnerStore() store: StoreEntity, @Param('id') id: string): Promise<void> {
    return this.routines.remove(store, id);
  }
}
