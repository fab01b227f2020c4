import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { AdminStoresService } from './admin-stores.service.js';
import {
  ListAdminStoresQueryDto,
  AdminStoreResponseDto,
  AdminStoreListResponseDto,
  CreateStoreDto,
  UpdateStoreDto,
} from './dto/admin-store.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('admin')
@Controller('api/admin/stores')
export class AdminStoresController {
  constructor(private readonly stores: AdminStoresService) {}

  @Get()
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminListStores',
    summary: 'Every store, active or not; filter by text, official partner, active',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: AdminStoreListResponseDto })
  list(@Query() query: ListAdminStoresQueryDto): Promise<AdminStoreListResponseDto> {
    return this.stores.list(query);
  }

  @Get(':id')
  @Roles('admin', 'partner_manager')
  @ApiOperation({ operationId: 'adminGetStore', summary: 'One store' })
  @ApiOkResponse({ type: AdminStoreResponseDto })
  @ApiProblems(401, 403, { 404: 'STORES_STORE_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminStoreResponseDto> {
    return this.stores.get(id);
  }

  @Post()
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminCreateStore',
    summary: 'Creates a store (placed from its postal code when no coordinates are given)',
  })
  @ApiCreatedResponse({ type: AdminStoreResponseDto })
  @ApiProblems(401, 403, { 400: 'Field errors' })
  create(
    @CurrentUser() caller: AuthUser,
    @Body() body: CreateStoreDto,
  ): Promise<AdminStoreResponseDto> {
    return this.stores.create(caller, body);
  }

  @Patch(':id')
  @Roles('admin', 'partner_manager')
  @ApiOperation({
    operationId: 'adminUpdateStore',
    summary: 'Changes a store (official partner flag, address, active …)',
  })
  @ApiOkResponse({ type: AdminStoreResponseDto })
  @ApiProblems(400, 401, 403, { 404: 'STORES_STORE_NOT_FOUND' })
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateStoreDto,
  ): Promise<AdminStoreResponseDto> {
    return this.stores.update(caller, id, body);
  }

  @Post(':id/archive')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminArchiveStore',
    summary:
      'Archives a store: hidden from the shop, kept for the orders and accounts that name it',
  })
  @ApiOkResponse({ type: AdminStoreResponseDto })
  @ApiProblems(401, 403, { 404: 'STORES_STORE_NOT_FOUND' })
  archive(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<AdminStoreResponseDto> {
    return this.stores.archive(caller, id);
  }

  @Post(':id/restore')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminRestoreStore',
    summary: 'Takes a store out of the archive (it stays inactive until made active)',
  })
  @ApiOkResponse({ type: AdminStoreResponseDto })
  @ApiProblems(401, 403, { 404: 'STORES_STORE_NOT_FOUND' })
  restore(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<AdminStoreResponseDto> {
    return this.stores.restore(caller, id);
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminDeleteStore',
    summary: 'Deletes a store nothing refers to (answers the deleted store)',
  })
  @ApiOkResponse({ type: AdminStoreResponseDto })
  @ApiProblems(401, 403, {
    404: 'STORES_STORE_NOT_FOUND',
    409: 'STORES_STORE_REFERENCED (references: what refers to it, e.g. {orders: 2}): archive it instead',
  })
  remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<AdminStoreResponseDto> {
    return this.stores.remove(caller, id);
  }
}
