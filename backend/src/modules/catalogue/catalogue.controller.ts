import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorators.js';
import { PublicCache } from '../../common/http/http-cache.js';
import { ApiAcceptLanguage, RequestLocale, type Locale } from '../../common/i18n/locale.js';
import { CatalogueService } from './catalogue.service.js';
import { CollectionListResponseDto, CollectionResponseDto } from './dto/collection.dto.js';
import { LocaleQueryDto } from '../../common/i18n/locale-query.dto.js';
import {
  ListProductsQueryDto,
  ProductResponseDto,
  ProductListResponseDto,
} from './dto/product.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('catalogue')
@ApiAcceptLanguage()
@Controller('api')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('products')
  @Public()
  @PublicCache()
  @ApiOperation({
    operationId: 'listProducts',
    summary: 'Products with filters, sort, pages and facet counts',
  })
  @ApiOkResponse({ type: ProductListResponseDto })
  @ApiProblems({
    400: 'An unknown filter, sort or paging value (COMMON_VALIDATION_FAILED, field → message key)',
  })
  list(
    @Query() query: ListProductsQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<ProductListResponseDto> {
    return this.catalogue.listProducts(query, locale);
  }

  @Get('products/:slug')
  @Public()
  @PublicCache()
  @ApiOperation({
    operationId: 'getProduct',
    summary: 'One product with its texts, images, related products and set contents',
  })
  @ApiOkResponse({ type: ProductResponseDto })
  @ApiProblems(400, { 404: 'CATALOGUE_PRODUCT_NOT_FOUND' })
  get(
    @Param('slug') slug: string,
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<ProductResponseDto> {
    return this.catalogue.getProduct(slug, locale);
  }

  @Get('collections')
  @Public()
  @PublicCache()
  @ApiOperation({
    operationId: 'listCollections',
    summary: 'The four lines (blue, black, gold, grey) with their audience and product counts',
  })
  @ApiProblems(400)
  @ApiOkResponse({ type: CollectionListResponseDto })
  async listCollections(
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<CollectionListResponseDto> {
    return { data: await this.catalogue.listCollections(locale) };
  }

  @Get('collections/:slug')
  @Public()
  @PublicCache()
  @ApiOperation({ operationId: 'getCollection', summary: 'One line with its texts and products' })
  @ApiOkResponse({ type: CollectionResponseDto })
  @ApiProblems(400, { 404: 'CATALOGUE_COLLECTION_NOT_FOUND' })
  getCollection(
    @Param('slug') slug: string,
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<CollectionResponseDto> {
    return this.catalogue.getCollection(slug, locale);
  }
}
