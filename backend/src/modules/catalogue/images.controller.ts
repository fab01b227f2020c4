import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorators.js';
import { ImmutableCache } from '../../common/http/http-cache.js';
import { artSvg, productSvg } from './artwork.js';
import {
  ArtParamsDto,
  ArtQueryDto,
  ProductImageParamsDto,
  ProductImageQueryDto,
} from './dto/image.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

const SVG = 'image/svg+xml; charset=utf-8';

/** Generated product and editorial artwork. The bytes depend on the URL only: cached for a year. */
@ApiTags('images')
@Controller('api/images')
export class ImagesController {
  @Get('products/:collection/:type/:file')
  @Public()
  @ImmutableCache()
  @Header('content-type', SVG)
  @ApiOperation({
    operationId: 'getProductImage',
    summary: 'Packshot of a product in its line colour (SVG)',
  })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiProblems({ 400: 'Unknown line, type, view or a malformed file name' })
  product(@Param() params: ProductImageParamsDto, @Query() query: ProductImageQueryDto): string {
    return productSvg({
      slug: params.file.slice(0, -4),
      collection: params.collection,
      type: params.type,
      view: query.view,
    });
  }

  @Get('art/:file')
  @Public()
  @ImmutableCache()
  @Header('content-type', SVG)
  @ApiOperation({
    operationId: 'getArtImage',
    summary: 'Editorial artwork for articles, routines, pages and collections (SVG)',
  })
  @ApiProblems(400)
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  art(@Param() params: ArtParamsDto, @Query() query: ArtQueryDto): string {
    return artSvg({ key: params.file.slice(0, -4), format: query.format, tone: query.tone });
  }
}
