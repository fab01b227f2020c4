import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { isUuid } from '../../common/ids.js';
import { AppError } from '../../common/errors/app-error.js';
import type { Locale } from '../../common/i18n/locale.js';
import { AddressesService } from '../addresses/addresses.service.js';
import { CartService } from '../cart/cart.service.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { computeTotals, DELIVERY_VAT_RATE, quoteDelivery } from '../cart/delivery-rates.js';
import { ShippingZonesService } from '../shipping/shipping-zones.service.js';
import { destinationVat, splitGross } from '../cart/vat-rates.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { SpecialistService } from '../specialist/specialist.service.js';
import { UsersService } from '../users/users.service.js';
import { CheckoutService, toOrderAddress } from './checkout.service.js';
import type {
  CreateOrderDto,
  ListOrdersQueryDto,
  OrderListResponseDto,
  OrderResponseDto,
} from './dto/order.dto.js';
import { toOrderResponse, toOrderSummary } from './dto/order.dto.js';
import { OrderLineEntity } from './entities/order-line.entity.js';
import { OrderEntity } from './entities/order.entity.js';
import { OrdersErrorCode } from './orders.errors.js';
import { findByIdOrNumber } from '../../common/ids.js';
import { GUEST_ROLE } from '../../common/auth/roles.js';
import { checkAddress } from '../../common/address/address-check.js';
import { PromotionsService, type CartPricing } from '../promotions/promotions.service.js';

/**
 * The customer's orders: the web-shop checkout (through the checkout engine, CheckoutService),
 * (re)starting a payment, and the account's order list and detail. Payment answers are applied by
 * OrderPaymentsService, unpaid orders expire through OrderExpiryService.
 */
@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderLineEntity) private readonly lines: Repository<OrderLineEntity>,
    private readonly checkout: CheckoutService,
    private readonly cart: CartService,
    private readonly catalogue: CatalogueService,
    private readonly addresses: AddressesService,
    private readonly users: UsersService,
    private readonly specialist: SpecialistService,
    private readonly shipping: ShippingZonesService,
    private readonly promotions: PromotionsService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /**
   * Places an order from the customer's cart. In ONE transaction: the cart is emptied, every line's
   * stock is taken with a conditional UPDATE (never below zero, concurrent checkouts cannot oversell),
   * the order number is drawn and the order is written. Then the payment is created. A repeated
   * Idempotency-Key answers the order created the first time (`created: false`).
   */
  async placeOrder(
    userId: string,
    input: CreateOrderDto,
    idempotencyKey: string | null,
  ): Promise<{ order: OrderResponseDto; created: boolean }> {
    if (idempotencyKey) {
      const existing = await this.orders.findOneBy({ userId, idempotencyKey });
      if (existing) return { order: await this.response(existing), created: false };
    }
    const user = await this.users.getById(userId);
    const address = await this.addresses.get(userId, input.addressId);
    // An address saved before postcodes and phones were checked is checked again before it is used.
    try {
      checkAddress(address);
    } catch (error) {
      if (error instanceof AppError)
        throw new AppError('unprocessable', error.code, error.message, {
          errors: { addressId: Object.values(error.errors)[0]! },
          extra: error.extra,
        });
      throw error;
    }
    // The zone serving the address (an address saved before its country stopped being served
    // answers 422 on `addressId`); the cost follows the items' total inside the transaction.
    const zones = await this.shipping.all();
    const zone = quoteDelivery(zones, address.country, 0);
    if (!zone.served) await this.shipping.assertServed(address.country, 'addressId');
    const guest = user.role === GUEST_ROLE;
    // A guest order never names a salon (SPEC §1/§6: "guest order without a salon").
    const store = guest
      ? null
      : input.specialistStoreId === undefined
        ? await this.specialist.forOrder(userId)
        : input.specialistStoreId === null
          ? null
          : await this.specialist.officialPartner(input.specialistStoreId);
    const locale: Locale = input.locale ?? user.locale;
    // Names for the lines, read before the transaction (which must not wait for a second connection).
    const names = new Map(
      (
        await this.catalogue.summariesByIds(
          (await this.cart.peek(userId)).map((row) => row.productId),
          locale,
        )
      ).map((p) => [p.id, p.name]),
    );
    // Same gross prices everywhere; the VAT part follows the delivery country (vat-rates.ts).
    const vatOf = (belgianRate: number) =>
      destinationVat(address.country, belgianRate, this.config.vatOss);
    const deliveryVat = vatOf(DELIVERY_VAT_RATE);
    let pricing: CartPricing | null = null;
    const result = await this.checkout.checkout({
      userId,
      email: guest ? (user.guestEmail ?? user.email) : user.email,
      locale,
      idempotencyKey,
      deliveryAddress: toOrderAddress(address),
      names,
      takeLines: (manager) => this.cart.takeForCheckout(manager, userId),
      // Promotions apply to the web shop's orders only (the partner shop's prices are its discount).
      priceLines: async (products, manager) => {
        pricing = await this.promotions.priceForCheckout(
          manager,
          userId,
          products.map((product) => ({
            productId: product.productId,
            collection: product.collection,
            unitPriceCents: product.priceCents,
            quantity: product.quantity,
          })),
        );
        const discounts = pricing.lineDiscounts;
        return products.map((product, index) => ({
          unitPriceCents: product.priceCents,
          vatRate: vatOf(product.vatRate).rate,
          discountCents: discounts[index] ?? 0,
        }));
      },
      lineVat: (lines) =>
        lines.map((line) => splitGross(line.lineTotalCents - line.discountCents, line.vatRate)),
      vatCountry: deliveryVat.country,
      totals: (lines) => {
        const itemsCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
        const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
        const deliveryCents = pricing?.freeShipping
          ? 0
          : (quoteDelivery(zones, address.country, itemsCents - discountCents).costCents ?? 0);
        const totals = computeTotals(
          lines.map((line) => ({
            grossCents: line.lineTotalCents - line.discountCents,
            vatRate: line.vatRate,
          })),
          deliveryCents,
          deliveryVat.rate,
        );
        return {
          ...totals,
          itemsCents,
          discountCents,
          discounts: pricing?.applied.length
            ? pricing.applied.map((applied) => ({
                name: applied.name,
                code: applied.code,
                amountCents: applied.amountCents,
                freeShipping: applied.freeShipping,
              }))
            : null,
          deliveryCents,
        };
      },
      onPlaced: async (manager, orderId) => {
        if (pricing?.applied.length)
          await this.promotions.reserve(
            manager,
            userId,
            orderId,
            pricing.applied.map((applied) => applied.promotionId),
          );
        else await this.promotions.clearCoupon(manager, userId);
      },
      fields: {
        specialistStoreId: store?.id ?? null,
        specialistStoreName: store?.name ?? null,
        shippingZone: zone.zone,
        deliveryMinDays: zone.minWorkingDays,
        deliveryMaxDays: zone.maxWorkingDays,
      },
    });
    return { order: await this.response(result.order), created: result.created };
  }

  /** (Re)starts the payment of an order waiting for it; the provider's idempotency key makes it one payment. */
  async startPayment(userId: string, idOrNumber: string): Promise<OrderResponseDto> {
    const order = await this.find(userId, idOrNumber);
    if (order.status !== 'pending_payment' || order.paidStatus !== 'open')
      throw new AppError(
        'conflict',
        OrdersErrorCode.NOT_PAYABLE,
        'This order is not waiting for payment.',
      );
    await this.checkout.startPayment(order);
    return this.response(await this.orders.findOneByOrFail({ id: order.id }));
  }

  async list(userId: string, query: ListOrdersQueryDto): Promise<OrderListResponseDto> {
    const [rows, total] = await this.orders.findAndCount({
      where: { userId },
      order: { createdAt: query.order, number: query.order },
      skip: query.skip,
      take: query.perPage,
    });
    const counts = new Map<string, number>();
    if (rows.length) {
      const raw = await this.lines
        .createQueryBuilder('l')
        .select('l.orderId', 'orderId')
        .addSelect('SUM(l.quantity)', 'count')
        .where('l.orderId IN (:...ids)', { ids: rows.map((r) => r.id) })
        .groupBy('l.orderId')
        .getRawMany<{ orderId: string; count: string | number }>();
      for (const row of raw) counts.set(row.orderId, Number(row.count));
    }
    return {
      data: rows.map((row) => toOrderSummary(row, counts.get(row.id) ?? 0)),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  /**
   * Moves the orders of a claimed guest session into the account of the guest's e-mail (the users
   * module checked the claim link and the account, and closed the guest for good).
   */
  async transferGuestOrders(
    guestId: string,
    accountId: string,
    manager?: EntityManager,
  ): Promise<number> {
    const orders = manager?.getRepository(OrderEntity) ?? this.orders;
    const result = await orders.update({ userId: guestId }, { userId: accountId });
    return result.affected ?? 0;
  }

  /** Whether the order (by id) is the user's own; a claimed guest order belongs to its new account. */
  async owns(userId: string, orderId: string): Promise<boolean> {
    if (!isUuid(orderId)) return false;
    return (await this.orders.countBy({ id: orderId, userId })) > 0;
  }

  countFor(userId: string): Promise<number> {
    return this.orders.countBy({ userId });
  }

  /** One order by id or number. Another customer's order answers exactly like an unknown one (404). */
  async get(userId: string, idOrNumber: string): Promise<OrderResponseDto> {
    return this.response(await this.find(userId, idOrNumber));
  }

  private async find(userId: string, idOrNumber: string): Promise<OrderEntity> {
    const order = await findByIdOrNumber(this.orders, idOrNumber, { userId });
    if (!order) throw new AppError('not_found', OrdersErrorCode.NOT_FOUND, 'Order not found.');
    return order;
  }

  private async response(order: OrderEntity): Promise<OrderResponseDto> {
    const lines = await this.lines.find({
      where: { orderId: order.id },
      order: { position: 'ASC' },
    });
    return toOrderResponse(order, lines);
  }
}
