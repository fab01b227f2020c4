import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { UsersService } from '../users/users.service.js';
import { AdminCollectionsService } from './admin-collections.service.js';
import {
  AdminCollectionListResponseDto,
  AdminCollectionResponseDto,
  CreateAdminCollectionDto,
  ListAdminCollectionsQueryDto,
  UpdateAdminCollectionDto,
} from './dto/admin-collection.dto.js';

/** Back-office product lines: texts per language, colour, order, image (admins only). */
@ApiTags('admin')
@Controller('api/admin/collections')
export class AdminCollectionsController {
  constructor(
    private readonly collections: AdminCollectionsService,
    private readonly users: UsersService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ operationId: 'adminListCollections', summary: 'Every product line, in order' })
  @ApiProblems(400, 401, 403)
  @ApiOkResponse({ type: AdminCollectionListResponseDto })
  list(@Query() query: ListAdminCollectionsQueryDto): Promise<AdminCollectionListResponseDto> {
    return this.collections.list(query);
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminGetCollection',
    summary: 'One product line with its texts in every language',
  })
  @ApiOkResponse({ type: AdminCollectionResponseDto })
  @ApiProblems(401, 403, { 404: 'CATALOGUE_COLLECTION_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminCollectionResponseDto> {
    return this.collections.get(id);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ operationId: 'adminCreateCollection', summary: 'Creates a product line' })
  @ApiCreatedResponse({ type: AdminCollectionResponseDto })
  @ApiProblems(401, 403, {
    400: 'CATALOGUE_COLLECTION_INVALID / COMMON_VALIDATION_FAILED with field errors',
    409: 'CATALOGUE_COLLECTION_EXISTS',
  })
  async create(
    @CurrentUser() caller: AuthUser,
    @Body() body: CreateAdminCollectionDto,
  ): Promise<AdminCollectionResponseDto> {
    return this.collections.create(await this.actor(caller), body);
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminUpdateCollection',
    summary: 'Changes the colour, order, image and texts per language of a product line',
  })
  @ApiOkResponse({ type: AdminCollectionResponseDto })
  @ApiProblems(401, 403, {
    400: 'CATALOGUE_COLLECTION_INVALID / COMMON_VALIDATION_FAILED with field errors',
    404: 'CATALOGUE_COLLECTION_NOT_FOUND',
  })
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateAdminCollectionDto,
  ): Promise<AdminCollectionResponseDto> {
    return this.collections.update(await this.actor(caller), id, body);
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'adminDeleteCollection',
    summary: 'Deletes a product line that no product belongs to (answers the deleted line)',
  })
  @ApiOkResponse({ type: AdminCollectionResponseDto })
  @ApiProblems(401, 403, {
    404: 'CATALOGUE_COLLECTION_NOT_FOUND',
    409: 'CATALOGUE_COLLECTION_IN_USE (productCount: how many products still belong to it)',
  })
  async remove(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
  ): Promise<AdminCollectionResponseDto> {
    return this.collections.remove(await this.actor(caller), id);
  }

  private async actor(caller: AuthUser): Promise<{ id: string; email: string | null }> {
    return { id: caller.id, email: (await this.users.findById(caller.id))?.email ?? null };
  }
}
