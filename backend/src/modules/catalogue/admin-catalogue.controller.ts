import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { UsersService } from '../users/users.service.js';
import { AdminCatalogueService } from './admin-catalogue.service.js';
import {
  AdminProductListResponseDto,
  AdminProductResponseDto,
  CreateAdminProductDto,
  ListAdminProductsQueryDto,
  SetStockDto,
  UpdateAdminProductDto,
} from './dto/admin-product.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

/** Back-office products: every product, hidden ones too, with all of its languages (admins only). */
@ApiTags('admin')
@Controller('api/admin/products')
export class AdminCatalogueController {
  constructor(
    private readonly products: AdminCatalogueService,
    private readonly users: UsersService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminListProducts',
    summary: 'Products with filters (q, collection, type, visible, lowStock) and sort',
  })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: AdminProductListResponseDto })
  list(@Query() query: ListAdminProductsQueryDto): Promise<AdminProductListResponseDto> {
    return this.products.list(query);
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminGetProduct',
    summary: 'One product with its texts in every language',
  })
  @ApiOkResponse({ type: AdminProductResponseDto })
  @ApiProblems(401, 403, { 404: 'CATALOGUE_PRODUCT_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminProductResponseDto> {
    return this.products.get(id);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminCreateProduct',
    summary: 'Creates a product (hidden unless visible is true)',
  })
  @ApiCreatedResponse({ type: AdminProductResponseDto })
  @ApiProblems(401, 403, {
    400: 'CATALOGUE_PRODUCT_INVALID / COMMON_VALIDATION_FAILED with field errors',
    409: 'CATALOGUE_SLUG_TAKEN',
  })
  async create(
    @CurrentUser() caller: AuthUser,
    @Body() body: CreateAdminProductDto,
  ): Promise<AdminProductResponseDto> {
    return this.products.create(await this.actor(caller), body);
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminUpdateProduct',
    summary: 'Changes fields, texts per language, visibility and stock',
  })
  @ApiOkResponse({ type: AdminProductResponseDto })
  @ApiProblems(401, 403, {
    400: 'CATALOGUE_PRODUCT_INVALID / COMMON_VALIDATION_FAILED with field errors',
    409: 'CATALOGUE_SLUG_TAKEN, CATALOGUE_STOCK_CHANGED',
  })
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateAdminProductDto,
  ): Promise<AdminProductResponseDto> {
    return this.products.update(await this.actor(caller), id, body);
  }

  @Put(':id/stock')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminSetProductStock',
    summary:
      'Sets the stock with one conditional update (optionally only if it is still expectedStock)',
  })
  @ApiOkResponse({ type: AdminProductResponseDto })
  @ApiProblems(400, 401, 403, { 409: 'CATALOGUE_STOCK_CHANGED' })
  async setStock(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: SetStockDto,
  ): Promise<AdminProductResponseDto> {
    return this.products.setStock(await this.actor(caller), id, body.stock, body.expectedStock);
  }

  @Post(':id/archive')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminArchiveProduct',
    summary: 'Archives a product: hidden from the shop, kept for the orders that name it',
  })
  @ApiOkResponse({ type: AdminProductResponseDto })
  @ApiProblems(401, 403, { 404: 'CATALOGUE_PRODUCT_NOT_FOUND' })
  async archive(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<AdminProductResponseDto> {
    return this.products.archive(await this.actor(caller), id);
  }

  @Post(':id/restore')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminRestoreProduct',
    summary: 'Takes a product out of the archive (it stays hidden until made visible)',
  })
  @ApiOkResponse({ type: AdminProductResponseDto })
  @ApiProblems(401, 403, { 404: 'CATALOGUE_PRODUCT_NOT_FOUND' })
  async restore(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<AdminProductResponseDto> {
    return this.products.restore(await this.actor(caller), id);
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminDeleteProduct',
    summary: 'Deletes a product nothing refers to (answers the deleted product)',
  })
  @ApiOkResponse({ type: AdminProductResponseDto })
  @ApiProblems(401, 403, {
    404: 'CATALOGUE_PRODUCT_NOT_FOUND',
    409: 'CATALOGUE_PRODUCT_REFERENCED (references: what refers to it, e.g. {orders: 3}): archive it instead',
  })
  async remove(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<AdminProductResponseDto> {
    return this.products.remove(await this.actor(caller), id);
  }

  private async actor(caller: AuthUser): Promise<{ id: string; email: string | null }> {
    return { id: caller.id, email: (await this.users.findById(caller.id))?.email ?? null };
  }
}
