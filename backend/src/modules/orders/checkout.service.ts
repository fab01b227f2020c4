import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { GUEST_ROLE } from '../../common/auth/roles.js';
import { UsersService } from '../users/users.service.js';
import { AppError } from '../../common/errors/app-error.js';
import type { Locale } from '../../common/i18n/locale.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { JobQueue } from '../jobs/job-types.js';
import { PaymentsService } from '../payments/payments.service.js';
import { OrderCounterEntity } from './entities/order-counter.entity.js';
import { OrderHistoryService } from './order-history.service.js';
import { OrderLineEntity } from './entities/order-line.entity.js';
import {
  OrderEntity,
  type OrderAddress,
  type OrderDiscount,
  type OrderVatLine,
} from './entities/order.entity.js';
import { OrdersErrorCode } from './orders.errors.js';

/** A priced line: unit price and VAT rate, and its promotion discount (customer orders). */
export interface PricedLine {
  unitPriceCents: number;
  vatRate: number;
  discountCents?: number;
}

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
    products: {
      productId: string;
      slug: string;
      collection: string;
      priceCents: number;
      vatRate: number;
      quantity: number;
    }[],
    manager: EntityManager,
  ) => PricedLine[] | Promise<PricedLine[]>;
  /**
   * Net and VAT of each priced line (same order), stored on the line; the totals below must be
   * their sums per rate (plus delivery).
   */
  lineVat: (
    lines: { lineTotalCents: number; discountCents: number; vatRate: number }[],
  ) => { netCents: number; vatCents: number }[];
  /** The member state whose VAT applies (stored on the order and its lines). */
  vatCountry: string;
  /** Delivery and totals of the priced lines. */
  totals: (lines: { lineTotalCents: number; discountCents: number; vatRate: number }[]) => {
    itemsCents: number;
    /** Promotion discounts (customer orders only), with the promotions named. */
    discountCents?: number;
    discounts?: OrderDiscount[] | null;
    deliveryCents: number;
    netCents: number;
    vatCents: number;
    totalCents: number;
    vat: OrderVatLine[];
  };
  /** Inside the transaction, once the order and its lines are written (promotion uses). */
  onPlaced?: (manager: EntityManager, orderId: string) => Promise<void>;
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
      | 'shippingZone'
      | 'deliveryMinDays'
      | 'deliveryMaxDays'
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
 * The checkout engine shared by the customer checkout (OrdersService.placeOrder) and the partner
 * shop: turns taken cart lines into an order in one transaction, queues its payment expiry and
 * starts its payment.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    private readonly transactions: TransactionRunner,
    private readonly catalogue: CatalogueService,
    private readonly payments: PaymentsService,
    private readonly queue: JobQueue,
    private readonly users: UsersService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    private readonly history: OrderHistoryService,
  ) {}

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
      orderId = await this.transactions.run(async (manager) => {
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
          rows.map((row) => ({
            productId: row.productId,
            ...products.get(row.productId)!,
            quantity: row.quantity,
          })),
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
            discountCents: price.discountCents ?? 0,
          };
        });
        const split = spec.lineVat(lines);
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
          discountCents: totals.discountCents ?? 0,
          discounts: totals.discounts ?? null,
          netCents: totals.netCents,
          vatCents: totals.vatCents,
          totalCents: totals.totalCents,
          vat: totals.vat,
          vatCountry: spec.vatCountry,
          currency: 'EUR',
          paymentProvider: this.payments.providerName,
          idempotencyKey,
          ...spec.fields,
        });
        await manager.insert(
          OrderLineEntity,
          lines.map((line, index) => ({
            ...line,
            ...split[index]!,
            vatCountry: spec.vatCountry,
            orderId: id,
          })),
        );
        await this.history.record(manager, id, 'placed', {
          totalCents: totals.totalCents,
          kind: spec.fields.kind ?? 'customer',
        });
        if (spec.onPlaced) await spec.onPlaced(manager, id);
        // In the order's own transaction (outbox): the order never exists without its expiry.
        await this.queue.enqueue(
          'orders.expire-payment',
          { orderId: id },
          {
            uniqueKey: `orders.expire-payment:${id}`,
            delayMs: Math.round(this.config.paymentExpiryMinutes * 60_000),
            manager,
          },
        );
        return id;
      });
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
      await this.startPayment(order);
    } catch (error) {
      // The order stands (stock is reserved); POST /api/orders/:id/payment starts the payment again.
      this.logger.warn({ err: error, orderId }, 'Payment not started at checkout');
    }
    return { order: await this.orders.findOneByOrFail({ id: orderId }), created: true };
  }

  /** Creates (or, by the provider's idempotency key, finds again) the order's payment and records it on the order. */
  async startPayment(order: OrderEntity): Promise<void> {
    const payer = await this.users.findById(order.userId);
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
      reusable: payer !== null && payer.role !== GUEST_ROLE,
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
}
