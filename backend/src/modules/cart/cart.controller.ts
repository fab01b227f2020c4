import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedOrGuest } from '../../common/auth/access.decorators.js';
import { ApiAcceptLanguage, RequestLocale, type Locale } from '../../common/i18n/locale.js';
import { AddressesService } from '../addresses/addresses.service.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { UsersService } from '../users/users.service.js';
import { CartService } from './cart.service.js';
import {
  AddCartItemDto,
  CartQueryDto,
  CartResponseDto,
  UpdateCartItemDto,
} from './dto/cart.dto.js';
import { ApiProblems } from '../../common/errors/api-problems.js';
import { ApplyCouponDto } from '../promotions/dto/promotion.dto.js';

@ApiTags('cart')
@ApiAcceptLanguage()
@Controller('api/cart')
export class CartController {
  constructor(
    private readonly cart: CartService,
    private readonly addresses: AddressesService,
    private readonly users: UsersService,
  ) {}

  @Get()
  @AuthenticatedOrGuest()
  @ApiOperation({
    operationId: 'getCart',
    summary: 'The signed-in customer’s cart with server-computed totals and delivery cost',
  })
  @ApiProblems(400, 401)
  @ApiOkResponse({ type: CartResponseDto })
  async get(
    @CurrentUser() user: AuthUser,
    @Query() query: CartQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<CartResponseDto> {
    return this.cart.get(user.id, locale, await this.country(user.id, query.country));
  }

  @Post('items')
  @AuthenticatedOrGuest()
  @ApiOperation({ operationId: 'addCartItem', summary: 'Adds a product to the cart' })
  @ApiCreatedResponse({ type: CartResponseDto })
  @ApiProblems(400, 401, {
    404: 'CART_PRODUCT_NOT_FOUND',
    409: 'CART_ALREADY_IN_CART, with `count` (quantity already in the cart)',
    422: 'CART_OUT_OF_STOCK, with `available`',
  })
  async add(
    @CurrentUser() user: AuthUser,
    @Body() body: AddCartItemDto,
    @Query() query: CartQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<CartResponseDto> {
    await this.cart.add(user.id, body);
    return this.cart.get(user.id, locale, await this.country(user.id, query.country));
  }

  @Patch('items/:productId')
  @AuthenticatedOrGuest()
  @ApiOperation({ operationId: 'updateCartItem', summary: 'Changes the quantity of a cart line' })
  @ApiOkResponse({ type: CartResponseDto })
  @ApiProblems(400, 401, { 404: 'CART_ITEM_NOT_FOUND', 422: 'CART_OUT_OF_STOCK' })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('productId') productId: string,
    @Body() body: UpdateCartItemDto,
    @Query() query: CartQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<CartResponseDto> {
    await this.cart.update(user.id, productId, body);
    return this.cart.get(user.id, locale, await this.country(user.id, query.country));
  }

  @Delete('items/:productId')
  @AuthenticatedOrGuest()
  @ApiOperation({ operationId: 'removeCartItem', summary: 'Removes a line from the cart' })
  @ApiOkResponse({ type: CartResponseDto })
  @ApiProblems(400, 401, { 404: 'CART_ITEM_NOT_FOUND' })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('productId') productId: string,
    @Query() query: CartQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<CartResponseDto> {
    await this.cart.remove(user.id, productId);
    return this.cart.get(user.id, locale, await this.country(user.id, query.country));
  }

  @Delete()
  @AuthenticatedOrGuest()
  @ApiOperation({ operationId: 'clearCart', summary: 'Empties the cart' })
  @ApiProblems(400, 401)
  @ApiOkResponse({ type: CartResponseDto })
  async clear(
    @CurrentUser() user: AuthUser,
    @Query() query: CartQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<CartResponseDto> {
    await this.cart.clear(user.id);
    return this.cart.get(user.id, locale, await this.country(user.id, query.country));
  }

  @Post('coupon')
  @AuthenticatedOrGuest()
  @HttpCode(200)
  @ApiOperation({ operationId: 'applyCoupon', summary: 'Applies a coupon code to the cart' })
  @ApiOkResponse({ type: CartResponseDto })
  @ApiProblems(400, 401, {
    422: 'PROMOTIONS_UNKNOWN_COUPON, PROMOTIONS_EXPIRED, PROMOTIONS_NOT_YET_VALID, PROMOTIONS_USED_UP, PROMOTIONS_BELOW_MINIMUM (with `minOrderCents`), PROMOTIONS_NOT_COMBINABLE, PROMOTIONS_NOT_APPLICABLE',
  })
  async applyCoupon(
    @CurrentUser() user: AuthUser,
    @Body() body: ApplyCouponDto,
    @Query() query: CartQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<CartResponseDto> {
    await this.cart.applyCoupon(user.id, body.code);
    return this.cart.get(user.id, locale, await this.country(user.id, query.country));
  }

  @Delete('coupon')
  @AuthenticatedOrGuest()
  @ApiOperation({ operationId: 'removeCoupon', summary: 'Takes the coupon off the cart' })
  @ApiOkResponse({ type: CartResponseDto })
  @ApiProblems(400, 401)
  async removeCoupon(
    @CurrentUser() user: AuthUser,
    @Query() query: CartQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<CartResponseDto> {
    await this.cart.removeCoupon(user.id);
    return this.cart.get(user.id, locale, await this.country(user.id, query.country));
  }

  /** Delivery country: asked, else the default address, else the account's country. */
  private async country(userId: string, asked: string | undefined): Promise<string> {
    if (asked) return asked;
    const address = await this.addresses.findDefault(userId);
    return address?.country ?? (await this.users.getById(userId)).country;
  }
}
