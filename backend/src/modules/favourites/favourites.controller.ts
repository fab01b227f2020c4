import { Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/access.decorators.js';
import { ApiAcceptLanguage, RequestLocale, type Locale } from '../../common/i18n/locale.js';
import { LocaleQueryDto } from '../../common/i18n/locale-query.dto.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { FavouriteListResponseDto } from './dto/favourite.dto.js';
import { FavouritesService } from './favourites.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

@ApiTags('favourites')
@ApiAcceptLanguage()
@Controller('api/favourites')
export class FavouritesController {
  constructor(private readonly favourites: FavouritesService) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    operationId: 'listFavourites',
    summary: 'The signed-in customer’s favourite products',
  })
  @ApiProblems(400, 401)
  @ApiOkResponse({ type: FavouriteListResponseDto })
  list(
    @CurrentUser() user: AuthUser,
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<FavouriteListResponseDto> {
    return this.favourites.list(user.id, locale);
  }

  @Put(':productId')
  @Authenticated()
  @ApiOperation({
    operationId: 'addFavourite',
    summary: 'Adds a product to the favourites (idempotent)',
  })
  @ApiOkResponse({ type: FavouriteListResponseDto })
  @ApiProblems(400, 401, { 404: 'FAVOURITES_PRODUCT_NOT_FOUND' })
  add(
    @CurrentUser() user: AuthUser,
    @Param('productId') productId: string,
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<FavouriteListResponseDto> {
    return this.favourites.add(user.id, productId, locale);
  }

  @Delete(':productId')
  @Authenticated()
  @ApiOperation({
    operationId: 'removeFavourite',
    summary: 'Removes a product from the favourites (idempotent)',
  })
  @ApiProblems(400, 401)
  @ApiOkResponse({ type: FavouriteListResponseDto })
  remove(
    @CurrentUser() user: AuthUser,
    @Param('productId') productId: string,
    @Query() _query: LocaleQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<FavouriteListResponseDto> {
    return this.favourites.remove(user.id, productId, locale);
  }
}
