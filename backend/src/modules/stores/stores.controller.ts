import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorators.js';
import { PublicCache } from '../../common/http/http-cache.js';
import { LocaleQueryDto } from '../../common/i18n/locale-query.dto.js';
import { ListStoresQueryDto, StoreListResponseDto, StoreResponseDto } from './dto/store.dto.js';
import { StoresService } from './stores.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('stores')
@Controller('api/stores')
export class StoresController {
  constructor(private readonly stores: StoresService) {}

  @Get()
  @Public()
  @PublicCache()
  @ApiOperation({
    operationId: 'listStores',
    summary:
      'Partner salons and shops: search by text or pinned location, sort by name, address or distance',
  })
  @ApiOkResponse({ type: StoreListResponseDto })
  @ApiProblems({
    400: 'Invalid parameters, or a distance sort/radius without lat and lng (STORES_LOCATION_INCOMPLETE)',
  })
  list(@Query() query: ListStoresQueryDto): Promise<StoreListResponseDto> {
    return this.stores.list(query);
  }

  @Get(':id')
  @Public()
  @PublicCache()
  @ApiOperation({ operationId: 'getStore', summary: 'One store' })
  @ApiOkResponse({ type: StoreResponseDto })
  @ApiProblems(400, { 404: 'STORES_STORE_NOT_FOUND' })
  get(@Param('id') id: string, @Query() _query: LocaleQueryDto): Promise<StoreResponseDto> {
    return this.stores.get(id);
  }
}
