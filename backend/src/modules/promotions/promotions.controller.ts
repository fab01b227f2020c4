import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { UsersService } from '../users/users.service.js';
import { AdminPromotionsService } from './admin-promotions.service.js';
import {
  CreatePromotionDto,
  PromotionListResponseDto,
  PromotionResponseDto,
  UpdatePromotionDto,
} from './dto/promotion.dto.js';

/** Back-office: promotions and coupons (admins only, every write audited). */
@ApiTags('admin')
@Controller('api/admin/promotions')
export class AdminPromotionsController {
  constructor(
    private readonly promotions: AdminPromotionsService,
    private readonly users: UsersService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ operationId: 'adminListPromotions', summary: 'Every promotion and coupon' })
  @ApiOkResponse({ type: PromotionListResponseDto })
  @ApiProblems(401, 403)
  list(): Promise<PromotionListResponseDto> {
    return this.promotions.list();
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({ operationId: 'adminGetPromotion', summary: 'One promotion' })
  @ApiOkResponse({ type: PromotionResponseDto })
  @ApiProblems(401, 403, { 404: 'PROMOTIONS_NOT_FOUND' })
  get(@Param('id') id: string): Promise<PromotionResponseDto> {
    return this.promotions.get(id);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ operationId: 'adminCreatePromotion', summary: 'Creates a promotion or coupon' })
  @ApiCreatedResponse({ type: PromotionResponseDto })
  @ApiProblems(400, 401, 403, { 409: 'PROMOTIONS_CODE_TAKEN', 422: 'PROMOTIONS_INVALID' })
  async create(
    @CurrentUser() caller: AuthUser,
    @Body() body: CreatePromotionDto,
  ): Promise<PromotionResponseDto> {
    return this.promotions.create(await this.actor(caller), body);
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({ operationId: 'adminUpdatePromotion', summary: 'Changes a promotion' })
  @ApiOkResponse({ type: PromotionResponseDto })
  @ApiProblems(400, 401, 403, {
    404: 'PROMOTIONS_NOT_FOUND',
    409: 'PROMOTIONS_CODE_TAKEN',
    422: 'PROMOTIONS_INVALID',
  })
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdatePromotionDto,
  ): Promise<PromotionResponseDto> {
    return this.promotions.update(await this.actor(caller), id, body);
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'adminDeletePromotion',
    summary: 'Deletes a promotion (one already used is switched off instead)',
  })
  @ApiNoContentResponse()
  @ApiProblems(401, 403, { 404: 'PROMOTIONS_NOT_FOUND' })
  async remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<void> {
    await this.promotions.remove(await this.actor(caller), id);
  }

  private async actor(caller: AuthUser): Promise<{ id: string; email: string | null }> {
    return { id: caller.id, email: (await this.users.findById(caller.id))?.email ?? null };
  }
}
