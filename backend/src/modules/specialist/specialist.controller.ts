import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { SetSpecialistDto, SpecialistResponseDto } from './dto/specialist.dto.js';
import { SpecialistService } from './specialist.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('specialist')
@Controller('api/user/specialist')
export class SpecialistController {
  constructor(private readonly specialist: SpecialistService) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    operationId: 'getSpecialist',
    summary: 'The partner salon chosen as specialist (store null: none)',
  })
  @ApiProblems(401)
  @ApiOkResponse({ type: SpecialistResponseDto })
  async get(@CurrentUser() user: AuthUser): Promise<SpecialistResponseDto> {
    return { store: await this.specialist.get(user.id) };
  }

  @Put()
  @Authenticated()
  @ApiOperation({
    operationId: 'setSpecialist',
    summary: 'Chooses or changes the specialist (an official partner store)',
  })
  @ApiOkResponse({ type: SpecialistResponseDto })
  @ApiProblems(400, 401, {
    404: 'SPECIALIST_STORE_NOT_FOUND',
    422: 'SPECIALIST_NOT_OFFICIAL_PARTNER',
  })
  async set(
    @CurrentUser() user: AuthUser,
    @Body() body: SetSpecialistDto,
  ): Promise<SpecialistResponseDto> {
    return { store: await this.specialist.set(user.id, body.storeId) };
  }

  @Delete()
  @Authenticated()
  @ApiOperation({
    operationId: 'removeSpecialist',
    summary: 'Removes the specialist (orders go without a salon)',
  })
  @ApiProblems(401)
  @ApiOkResponse({ type: SpecialistResponseDto })
  async remove(@CurrentUser() user: AuthUser): Promise<SpecialistResponseDto> {
    await this.specialist.remove(user.id);
    return { store: null };
  }
}
