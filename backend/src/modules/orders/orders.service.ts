import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import type { Locale } from '../../common/i18n/locale.js';
import { AddressesService } from '../addresses/addresses.service.js';
import { CartService } from '../cart/cart.service.js';
import {
  computeTotals,
  deliveryQuote,
  EXPECTED_DELIVERY_WORKING_DAYS,
} from '../cart/delivery-rates.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { JobRegistry } from '../jobs/job-registry.js';
import { JobQueue } from '../jobs/job-types.js';
import { MailService } from '../mail/mail.service.js';
import type { ProviderPayment } from '../payments/payment-provider.js';
import { PaymentsService } from '../payments/payments.service.js';
import { SpecialistService } from '../specialist/specialist.service.js';
import { UsersService } from '../users/users.service.js';
import type {
  CreateOrderDto,
  ListOrdersQueryDto,
  OrderListResponseDto,
  OrderResponseDto,
} from './dto/order.dto.js';
import { toOrderResponse, toOrderSummary } from './dto/order.dto.js';
import { OrderCounterEntity } from './entities/order-counter.entity.js';
import { OrderLineEntity } from './entities/order-line.entity.js';
import { OrderEntity, type OrderAddress, type OrderVatLine } from './entities/order.entity.js';
import { canPay, RELEASING_PAID_STATUSES, type PaidStatus } from './order-state.js';
import { OrdersErrorCode } from './orders.errors.js';
import { findByIdOrNumber, isUuid } from '../../common/ids.js';

/** What the shared checkout needs from its caller (customer checkout, partner shop). */
export interface CheckoutSpec {
  userId: string;
  email: string;
  locale: Locale;
  idempotencyKey: string | null;
  deliveryAddress: OrderAddress;
  /** Line names in the order's language, read before the transaction. */
  names: Map<string, string>;
  /** Inside the transaction: removes the lines from their cart and returns them, sorted by product id. */
  takeLines: (manager: EntityManager) => Promise<{ productId: string; quantity: number }[]>;
  /** Unit price and VAT rate of each line (same order), from the product read inside the transaction. */
  priceLines: (
    products: { productId: string; slug: string; priceCents: number; vatRate: number }[],
    manager: EntityManager,
  ) =>
    | { unitPriceCents: number; vatRate: number }[]
    | Promise<{ unitPriceCents: number; vatRate: number }[]>;
  /** Delivery and totals of the priced lines. */
  totals: (lines: { lineTotalCents: number; vatRate: number }[]) => {
    itemsCents: number;
    deliveryCents: number;
    netCents: number;
    vatCents: number;
    totalCents: number;
    vat: OrderVatLine[];
  };
  /** Kind, specialist and B2B fields of the order. */
  fields: Partial<
    Pick<
      OrderEntity,
      | 'specialistStoreId'
      | 'specialistStoreName'
      | 'kind'
      | 'partnerStoreId'
      | 'companyName'
      | 'vatNumber'
      | 'reverseCharge'
    >
  >;
}

/** The delivery address as copied onto an order. */
export function toOrderAddress(address: OrderAddress): OrderAddress {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company,
    street: address.street,
    houseNumber: address.houseNumber,
    box: address.box,
    postalCode: address.postalCode,
    city: address.city,
    country: address.country,
    phone: address.phone,
  };
}

/**
 * Orders: the checkout that turns the cart into an order in one transaction, the account's order
 * list and detail, and the payment updates that move an order through its states (order-state.ts).
 */
@Injectable()
export class OrdersService implements OnModuleInit {
  private readonly logger = new Logger('Orders');
  /** SQLite runs on one connection: its transactions must not interleave, so they queue here. */
  private sqliteQueue: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderLineEntity) private readonly lines: Repository<OrderLineEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cart: CartService,
    private readonly catalogue: CatalogueService,
    private readonly addresses: AddressesService,
    private readonly users: UsersService,
    private readonly specialist: SpecialistService,
    private readonly payments: PaymentsService,
    private readonly mail: MailService,
    private readonly queue: JobQueue,
    private readonly registry: JobRegistry,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /**
   * Of these customers and products, the (customer, product) pairs bought in a paid order: one
   * query for a whole page (reviews use it for their "verified purchase" mark).
   */
  async paidPurchases(
    userIds: readonly string[],
    productIds: readonly string[],
  ): Promise<{ userId: string; productId: string }[]> {
    if (userIds.length === 0 || productIds.length === 0) return [];
    return this.lines
      .createQueryBuilder('l')
      .select('o.userId', 'userId')
      .addSelect('l.productId', 'productId')
      .distinct(true)
      .innerJoin(OrderEntity, 'o', 'o.id = l.orderId')
      .where('o.userId IN (:...userIds)', { userIds: [...new Set(userIds)] })
      .andWhere('l.productId IN (:...productIds)', { productIds: [...new Set(productIds)] })
      .andWhere('o.paidStatus = :paid', { paid: 'paid' })
      .getRawMany<{ userId: string; productId: string }>();
  }

  onModuleInit(): void {
    this.payments.onPaymentUpdate((payment) => this.applyPayment(payment));
    this.registry.register('orders.expire-payment', ({ orderId }) => this.expireUnpaid(orderId));
  }

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
    if (deliveryQuote(address.country, 0).quotedAtCheckout) {
      throw new AppError(
        'unprocessable',
        OrdersErrorCode.DELIVERY_QUOTE_REQUIRED,
        'Outside the EU the shipping cost and date are quoted separately.',
        { errors: { addressId: 'validation.deliveryQuoteRequired' } },
      );
    }
    const store =
      input.specialistStoreId === undefined
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
    const result = await this.checkout({
      userId,
      email: user.email,
      locale,
      idempotencyKey,
      deliveryAddress: toOrderAddress(address),
      names,
      takeLines: (manager) => this.cart.takeForCheckout(manager, userId),
      priceLines: (products) =>
        products.map((product) => ({
          unitPriceCents: product.priceCents,
          vatRate: product.vatRate,
        })),
      totals: (lines) => {
        const itemsCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
        const deliveryCents = deliveryQuote(address.country, itemsCents).costCents ?? 0;
        const totals = computeTotals(
          lines.map((line) => ({ grossCents: line.lineTotalCents, vatRate: line.vatRate })),
          deliveryCents,
        );
        return { ...totals, deliveryCents };
      },
      fields: { specialistStoreId: store?.id ?? null, specialistStoreName: store?.name ?? null },
    });
    return { order: await this.response(result.order), created: result.created };
  }

  /**
   * The checkout machinery shared by the customer checkout and the partner shop. In ONE transaction:
   * the lines are taken (the cart emptied), every line's stock is taken with a conditional UPDATE
   * (never below zero, concurrent checkouts cannot oversell), the lines are priced, the order number
   * is drawn and the order is written. Then the payment expiry is queued and the payment created. A
   * repeated Idempotency-Key answers the order created the first time (`created: false`).
   */
  async checkout(spec: CheckoutSpec): Promise<{ order: OrderEntity; created: boolean }> {
    // Callers answer a repeated Idempotency-Key before their own checks; a concurrent repeat is caught below.
    const { userId, idempotencyKey } = spec;
    const includePartnerOnly = spec.fields.kind === 'partner';
    let orderId: string;
    try {
      orderId = await this.serial(() =>
        this.dataSource.transaction(async (manager) => {
          const rows = await spec.takeLines(manager);
          for (const row of rows) {
            if (!(await this.catalogue.decrementStock(manager, row.productId, row.quantity))) {
              const available =
                (await this.catalogue.stockOf([row.productId], manager, includePartnerOnly)).get(
                  row.productId,
                )?.stock ?? 0;
              throw new AppError(
                'unprocessable',
                OrdersErrorCode.OUT_OF_STOCK,
                'A product in your cart is no longer in stock.',
                { extra: { productId: row.productId, available } },
              );
            }
          }
          const products = await this.catalogue.stockOf(
            rows.map((row) => row.productId),
            manager,
            includePartnerOnly,
          );
          const missing = rows.find((row) => !products.has(row.productId));
          if (missing) {
            throw new AppError(
              'unprocessable',
              OrdersErrorCode.OUT_OF_STOCK,
              'A product in your cart is no longer sold.',
              { extra: { productId: missing.productId, available: 0 } },
            );
          }
          const prices = await spec.priceLines(
            rows.map((row) => ({ productId: row.productId, ...products.get(row.productId)! })),
            manager,
          );
          const lines = rows.map((row, position) => {
            const product = products.get(row.productId)!;
            const price = prices[position]!;
            return {
              id: randomUUID(),
              position,
              productId: row.productId,
              slug: product.slug,
              name: (spec.names.get(row.productId) ?? product.slug).slice(0, 150),
              quantity: row.quantity,
              unitPriceCents: price.unitPriceCents,
              vatRate: price.vatRate,
              lineTotalCents: price.unitPriceCents * row.quantity,
            };
          });
          const totals = spec.totals(lines);
          const id = randomUUID();
          await manager.insert(OrderEntity, {
            id,
            number: await this.nextNumber(manager),
            userId,
            email: spec.email,
            locale: spec.locale,
            status: 'pending_payment',
            paidStatus: 'open',
            deliveryAddress: spec.deliveryAddress,
            deliveryCents: totals.deliveryCents,
            itemsCents: totals.itemsCents,
            netCents: totals.netCents,
            vatCents: totals.vatCents,
            totalCents: totals.totalCents,
            vat: totals.vat,
            currency: 'EUR',
            paymentProvider: this.payments.providerName,
            idempotencyKey,
            ...spec.fields,
          });
          await manager.insert(
            OrderLineEntity,
            lines.map((line) => ({ ...line, orderId: id })),
          );
          return id;
        }),
      );
    } catch (error) {
      // The same key submitted twice at once: the other request created the order (unique index).
      if (idempotencyKey) {
        const existing = await this.orders.findOneBy({ userId, idempotencyKey });
        if (existing) return { order: existing, created: false };
      }
      throw error;
    }

    const order = await this.orders.findOneByOrFail({ id: orderId });
    try {
      await this.queue.enqueue(
        'orders.expire-payment',
        { orderId },
        {
          uniqueKey: `orders.expire-payment:${orderId}`,
          delayMs: Math.round(this.config.paymentExpiryMinutes * 60_000),
        },
      );
    } catch (error) {
      // The order stands; without its expiry job it waits for the provider's own final answer.
      this.logger.error({ err: error, orderId }, 'Queueing the payment expiry failed');
    }
    try {
      await this.startPaymentFor(order);
    } catch (error) {
      // The order stands (stock is reserved); POST /api/orders/:id/payment starts the payment again.
      this.logger.warn({ err: error, orderId }, 'Payment not started at checkout');
    }
    return { order: await this.orders.findOneByOrFail({ id: orderId }), created: true };
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
    await this.startPaymentFor(order);
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

  /** One order by id or number. Another customer's order answers exactly like an unknown one (404). */
  async get(userId: string, idOrNumber: string): Promise<OrderResponseDto> {
    return this.response(await this.find(userId, idOrNumber));
  }

  /**
   * A payment's state, fetched back from the provider. Checked against the order (payment id,
   * amount, currency, order number) and applied with updates conditional on the current paid status,
   * so a replayed or late webhook changes nothing. Failed, expired and cancelled payments cancel the
   * order and put its stock back.
   */
  async applyPayment(payment: ProviderPayment): Promise<void> {
    const order =
      payment.orderId && isUuid(payment.orderId)
        ? await this.orders.findOneBy({ id: payment.orderId })
        : null;
    if (!order || order.paymentId !== payment.id) {
      this.logger.warn({ paymentId: payment.id }, 'Payment update for an unknown order ignored');
      return;
    }
    if (
      payment.amountCents !== Number(order.totalCents) ||
      payment.currency !== order.currency ||
      (payment.orderNumber !== null && payment.orderNumber !== order.number)
    ) {
      this.logger.error(
        { paymentId: payment.id, orderId: order.id },
        'Payment does not match its order (amount, currency or reference); ignored',
      );
      return;
    }
    if (payment.status === 'open') return;
    if (payment.status === 'paid') {
      if (canPay(order.paidStatus, 'paid')) {
        await this.orders.update(
          { id: order.id, paidStatus: 'open', status: 'pending_payment' },
          {
            status: 'paid',
            paidStatus: 'paid',
            paidAt: new Date().toISOString(),
            paymentMethod: payment.method,
          },
        );
      }
      const current = await this.orders.findOneByOrFail({ id: order.id });
      // Queued on every paid answer: the mail's message key delivers it once, even if an earlier queueing failed.
      if (current.paidStatus === 'paid') await this.queueConfirmation(current);
      return;
    }
    await this.release(order, payment.status);
  }

  /**
   * The `orders.expire-payment` job, PAYMENT_EXPIRY_MINUTES after checkout. It re-reads the order and
   * does nothing once the order no longer waits for its payment. Otherwise the provider is asked
   * first (a final answer it has, e.g. paid just now, wins); an order still open then expires through
   * the same transition as a provider's `expired`, returning its stock once.
   */
  async expireUnpaid(orderId: string): Promise<void> {
    const order = await this.orders.findOneBy({ id: orderId });
    if (!order || order.status !== 'pending_payment' || order.paidStatus !== 'open') return;
    if (order.paymentId) {
      await this.payments.processWebhook(order.paymentId);
      const current = await this.orders.findOneByOrFail({ id: orderId });
      if (current.status !== 'pending_payment' || current.paidStatus !== 'open') return;
    }
    this.logger.log({ orderId }, 'Unpaid order expired');
    await this.release(order, 'expired');
  }

  /** Cancels an order still waiting for payment with a releasing paid status and returns its stock, in one transaction, once. */
  private async release(order: OrderEntity, target: PaidStatus): Promise<void> {
    if (!RELEASING_PAID_STATUSES.includes(target) || !canPay(order.paidStatus, target)) return;
    await this.serial(() =>
      this.dataSource.transaction(async (manager) => {
        const result = await manager.update(
          OrderEntity,
          { id: order.id, paidStatus: 'open', status: 'pending_payment' },
          { status: 'cancelled', paidStatus: target },
        );
        if ((result.affected ?? 0) !== 1) return;
        const lines = await manager.find(OrderLineEntity, {
          where: { orderId: order.id },
          order: { productId: 'ASC' },
        });
        for (const line of lines)
          await this.catalogue.incrementStock(manager, line.productId, line.quantity);
      }),
    );
  }

  private async startPaymentFor(order: OrderEntity): Promise<void> {
    const created = await this.payments.createPayment({
      orderId: order.id,
      orderNumber: order.number,
      amountCents: Number(order.totalCents),
      currency: 'EUR',
      description: `Order ${order.number}`,
      locale: order.locale,
      idempotencyKey: `order-${order.id}`,
      returnTo: order.kind === 'partner' ? 'partner-order' : 'order',
      customer: {
        userId: order.userId,
        name: `${order.deliveryAddress.firstName} ${order.deliveryAddress.lastName}`.trim(),
        email: order.email,
      },
    });
    await this.orders.update(
      { id: order.id },
      {
        paymentId: created.id,
        checkoutUrl: created.checkoutUrl,
        paymentProvider: this.payments.providerName,
      },
    );
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

  /** VY-<year>-<6 digits>, from a per-year counter row locked by the checkout transaction. */
  private async nextNumber(manager: EntityManager): Promise<string> {
    const year = new Date().getUTCFullYear();
    await manager
      .createQueryBuilder()
      .insert()
      .into(OrderCounterEntity)
      .values({ year, value: 0 })
      .orIgnore()
      .execute();
    await manager.increment(OrderCounterEntity, { year }, 'value', 1);
    const counter = await manager.findOneByOrFail(OrderCounterEntity, { year });
    return `VY-${year}-${String(counter.value).padStart(6, '0')}`;
  }

  private async queueConfirmation(order: OrderEntity): Promise<void> {
    const [user, lines] = await Promise.all([
      this.users.findById(order.userId),
      this.lines.find({ where: { orderId: order.id }, order: { position: 'ASC' } }),
    ]);
    await this.mail.queueMail({
      // A salon's B2B order: ex-VAT lines, company, VAT number and the reverse-charge mention.
      template: order.kind === 'partner' ? 'partner-shop.confirmation' : 'orders.confirmation',
      to: order.email,
      locale: order.locale,
      messageKey: `order-confirmation:${order.id}`,
      data: {
        ...(order.kind === 'partner'
          ? {
              companyName: order.companyName,
              vatNumber: order.vatNumber,
              reverseCharge: order.reverseCharge,
              netCents: order.netCents,
              vatCents: order.vatCents,
            }
          : {}),
        firstName: user?.firstName ?? '',
        number: order.number,
        orderId: order.id,
        lines: lines.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          lineTotalCents: line.lineTotalCents,
        })),
        itemsCents: order.itemsCents,
        deliveryCents: order.deliveryCents,
        totalCents: order.totalCents,
        vat: order.vat,
        address: order.deliveryAddress,
        specialist: order.specialistStoreName,
        deliveryDays: EXPECTED_DELIVERY_WORKING_DAYS,
      },
    });
  }

  /** A transaction queued behind the checkout's on SQLite (one connection); the back-office's order changes use it. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.serial(() => this.dataSource.transaction(work));
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    if (this.dataSource.options.type !== 'better-sqlite3') return work();
    const run = this.sqliteQueue.then(work, work);
    this.sqliteQueue = run.catch(() => undefined);
    return run;
  }
}
