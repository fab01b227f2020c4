import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiAcceptLanguage, RequestLocale, type Locale } from '../../common/i18n/locale.js';
import { CurrentUser, type AuthUser } from '../../common/auth/request-user.js';
import { idempotencyKey } from '../orders/orders.controller.js';
import { PartnerOnly, PartnerStore } from '../partner-portal/partner-store.guard.js';
import type { StoreEntity } from '../stores/entities/store.entity.js';
import {
  CreatePartnerOrderDto,
  PartnerCartResponseDto,
  PartnerCartQueryDto,
  PartnerOrderResponseDto,
  PartnerOrderListResponseDto,
  ListPartnerOrdersQueryDto,
  PartnerProductListResponseDto,
  ListPartnerProductsQueryDto,
  PlacedPartnerOrderResponseDto,
  ProductIdParamDto,
  SetPartnerCartItemDto,
} from './dto/partner-shop.dto.js';
import { PartnerShopService } from './partner-shop.service.js';
import { ApiProblems } from '../../common/errors/api-problems.js';

/** The B2B partner shop of a partner salon: professional prices, its cart and its orders. */
@ApiTags('partner-shop')
@Controller('api/partner')
export class PartnerShopController {
  constructor(private readonly shop: PartnerShopService) {}

  @Get('shop/products')
  @PartnerOnly()
  @ApiAcceptLanguage()
  @ApiOperation({
    operationId: 'listPartnerProducts',
    summary: 'Products of the partner shop with professional prices (VAT excluded)',
  })
  @ApiProblems(400, 401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
  })
  @ApiOkResponse({ type: PartnerProductListResponseDto })
  async products(
    @PartnerStore() _store: StoreEntity,
    @Query() _query: ListPartnerProductsQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<PartnerProductListResponseDto> {
    return { data: await this.shop.listProducts(locale) };
  }

  @Get('shop/cart')
  @PartnerOnly()
  @ApiAcceptLanguage()
  @ApiOperation({
    operationId: 'getPartnerCart',
    summary:
      'The partner cart with B2B totals (reverse charge previewed from the VAT number format)',
  })
  @ApiProblems(400, 401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
  })
  @ApiOkResponse({ type: PartnerCartResponseDto })
  cart(
    @CurrentUser() user: AuthUser,
    @PartnerStore() store: StoreEntity,
    @Query() query: PartnerCartQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<PartnerCartResponseDto> {
    return this.shop.cart(user.id, store, locale, query.country, query.vatNumber);
  }

  @Put('shop/cart/items/:productId')
  @PartnerOnly()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'setPartnerCartItem',
    summary: 'Puts a product in the partner cart with this quantity (at least its minimum)',
  })
  @ApiNoContentResponse({ description: 'Saved' })
  @ApiProblems(400, 401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
    404: 'PARTNER_SHOP_PRODUCT_NOT_FOUND',
    422: 'PARTNER_SHOP_BELOW_MIN_QUANTITY (minQuantity), PARTNER_SHOP_OUT_OF_STOCK (available)',
  })
  async setItem(
    @CurrentUser() user: AuthUser,
    @PartnerStore() _store: StoreEntity,
    @Param() params: ProductIdParamDto,
    @Body() body: SetPartnerCartItemDto,
  ): Promise<void> {
    await this.shop.setItem(user.id, params.productId, body.quantity);
  }

  @Delete('shop/cart/items/:productId')
  @PartnerOnly()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'removePartnerCartItem',
    summary: 'Removes a product from the partner cart',
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiProblems(401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
    404: 'PARTNER_SHOP_ITEM_NOT_FOUND',
  })
  async removeItem(
    @CurrentUser() user: AuthUser,
    @PartnerStore() _store: StoreEntity,
    @Param() params: ProductIdParamDto,
  ): Promise<void> {
    await this.shop.removeItem(user.id, params.productId);
  }

  @Delete('shop/cart')
  @PartnerOnly()
  @HttpCode(204)
  @ApiOperation({ operationId: 'clearPartnerCart', summary: 'Empties the partner cart' })
  @ApiProblems(401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
  })
  @ApiNoContentResponse({ description: 'Emptied' })
  async clear(@CurrentUser() user: AuthUser, @PartnerStore() _store: StoreEntity): Promise<void> {
    await this.shop.clear(user.id);
  }

  @Post('orders')
  @PartnerOnly()
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'A key per checkout attempt: the same key again answers the same order (200)',
  })
  @ApiOperation({
    operationId: 'placePartnerOrder',
    summary:
      'Places a B2B order from the partner cart and starts its payment (redirect to checkoutUrl)',
  })
  @ApiCreatedResponse({
    type: PlacedPartnerOrderResponseDto,
    description: 'Created; 200 with the same order for a repeated Idempotency-Key',
  })
  @ApiProblems(400, 401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
    422: 'PARTNER_SHOP_VAT_NUMBER_FORMAT, PARTNER_SHOP_VAT_NUMBER_INVALID, PARTNER_SHOP_CART_EMPTY, PARTNER_SHOP_BELOW_MIN_QUANTITY, SHIPPING_COUNTRY_NOT_SERVED, ORDERS_OUT_OF_STOCK, COMMON_ADDRESS_INVALID (deliveryAddress.postalCode / deliveryAddress.phone)',
  })
  async place(
    @CurrentUser() user: AuthUser,
    @PartnerStore() store: StoreEntity,
    @Body() body: CreatePartnerOrderDto,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PlacedPartnerOrderResponseDto> {
    const { order, created } = await this.shop.placeOrder(
      user.id,
      store,
      body,
      idempotencyKey(key),
    );
    void reply.status(created ? 201 : 200);
    return order;
  }

  @Get('orders')
  @PartnerOnly()
  @ApiOperation({
    operationId: 'listPartnerOrders',
    summary: "The salon's B2B orders, newest first",
  })
  @ApiProblems(400, 401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
  })
  @ApiOkResponse({ type: PartnerOrderListResponseDto })
  orders(
    @PartnerStore() store: StoreEntity,
    @Query() query: ListPartnerOrdersQueryDto,
  ): Promise<PartnerOrderListResponseDto> {
    return this.shop.listOrders(store, query);
  }

  @Get('orders/:idOrNumber')
  @PartnerOnly()
  @ApiOperation({
    operationId: 'getPartnerOrder',
    summary: "One of the salon's B2B orders by id or number",
  })
  @ApiOkResponse({ type: PartnerOrderResponseDto })
  @ApiProblems(401, {
    403: 'Not a partner account of an active official partner store (PARTNER_PORTAL_NOT_PARTNER)',
    404: "PARTNER_SHOP_ORDER_NOT_FOUND (also for another salon's order)",
  })
  order(
    @PartnerStore() store: StoreEntity,
    @Param('idOrNumber') idOrNumber: string,
  ): Promise<PartnerOrderResponseDto> {
    return this.shop.getOrder(store, idOrNumber);
  }
}
