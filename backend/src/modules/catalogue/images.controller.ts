import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorators.js';
import { ImmutableCache } from '../../common/http/http-cache.js';
import type { FastifyReply } from 'fastify';
import { ArtRasterizer } from './art-raster.js';
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
  constructor(private readonly raster: ArtRasterizer) {}

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
  @ApiOperation({
    operationId: 'getArtImage',
    summary: 'Editorial artwork for articles, routines, pages and collections',
    description:
      '`<key>.svg` is the drawing itself; `<key>.jpg` the same drawing 1200 px wide as JPEG, for link previews and structured data (which do not take SVG). 503 with Retry-After while too many new JPEGs are being drawn.',
  })
  @ApiProblems(400)
  @ApiServiceUnavailableResponse({ description: 'COMMON_UNAVAILABLE' })
  @ApiProduces('image/svg+xml', 'image/jpeg')
  @ApiOkResponse({ schema: { type: 'string' } })
  async art(
    @Param() params: ArtParamsDto,
    @Query() query: ArtQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | Buffer> {
    const [key, extension] = params.file.split('.') as [string, 'svg' | 'jpg'];
    const request = { key, format: query.format, tone: query.tone };
    if (extension === 'jpg') {
      const jpeg = await this.raster.jpeg(request);
      void reply.header('content-type', 'image/jpeg');
      return jpeg;
    }
    void reply.header('content-type', SVG);
    return artSvg(request);
  }
}
