import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { isLocale } from '../../common/i18n/locale.js';
import type { AttemptLimiter, LimitState } from '../../common/rate-limit/attempt-limiter.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limit.module.js';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { OrderHistoryService } from '../orders/order-history.service.js';
import { MailService } from '../mail/mail.service.js';
import type { OrderEntity } from '../orders/entities/order.entity.js';
import type { OrderLineEntity } from '../orders/entities/order-line.entity.js';
import { OrderReadsService } from '../orders/order-reads.service.js';
import type {
  CreateAccountWithdrawalDto,
  CreateWithdrawalDto,
  WithdrawableOrderResponseDto,
  WithdrawalItemDto,
  WithdrawalLookupDto,
  WithdrawalResponseDto,
} from './dto/withdrawal.dto.js';
import { WithdrawalEntity, type WithdrawalLine } from './entities/withdrawal.entity.js';
import { WITHDRAWAL_RECEIVED_MAIL } from './withdrawal.mail.js';
import { periodEndsOn, withinPeriod } from './withdrawal-period.js';
import { WithdrawalsErrorCode } from './withdrawals.errors.js';

/** Failed public look-ups per IP inside the window before 429. */
export const WITHDRAWAL_LOOKUPS_PER_IP = 10;
/** Failed public look-ups of one order number (from anywhere) inside the window before 429. */
export const WITHDRAWAL_LOOKUPS_PER_ORDER = 5;
export const WITHDRAWAL_LOOKUP_WINDOW_SECONDS = 15 * 60;

/** Order statuses a consumer can withdraw from (paid, not cancelled). */
const WITHDRAWABLE_STATUSES = new Set(['paid', 'processing', 'shipped', 'delivered']);

export function toWithdrawalResponse(w: WithdrawalEntity): WithdrawalResponseDto {
  return {
    id: w.id,
    orderNumber: w.orderNumber,
    status: w.status,
    requestedAt: w.requestedAt,
    periodEndsOn: w.periodEndsOn,
    lines: w.lines.map((line) => ({
      position: line.position,
      name: line.name,
      quantity: line.quantity,
      unopened: line.unopened,
    })),
  };
}

/**
 * The consumer's withdrawal function (CRD Art. 11a): the signed-in customer's own orders, or any
 * web-shop order identified by its number and e-mail on the public page. Two steps (look-up, then
 * confirm); the confirmation of receipt is queued in the same request. Unknown and wrong pairs get
 * one answer, and failed public look-ups are limited per IP and per order number.
 */
@Injectable()
export class WithdrawalsService implements OnModuleInit {
  private readonly logger = new Logger('Withdrawals');
  private readonly perIp: AttemptLimiter;
  private readonly perOrder: AttemptLimiter;

  constructor(
    @InjectRepository(WithdrawalEntity)
    private readonly withdrawals: Repository<WithdrawalEntity>,
    private readonly orders: OrderReadsService,
    private readonly mail: MailService,
    limiters: RateLimiterFactory,
    private readonly transactions: TransactionRunner,
    private readonly history: OrderHistoryService,
  ) {
    this.perIp = limiters.create(
      'withdrawal-ip',
      WITHDRAWAL_LOOKUPS_PER_IP,
      WITHDRAWAL_LOOKUP_WINDOW_SECONDS,
    );
    this.perOrder = limiters.create(
      'withdrawal-order',
      WITHDRAWAL_LOOKUPS_PER_ORDER,
      WITHDRAWAL_LOOKUP_WINDOW_SECONDS,
    );
  }

  onModuleInit(): void {
    this.mail.registerTemplates(WITHDRAWAL_RECEIVED_MAIL);
  }

  // ------------------------------------------------------------------------- public page

  /** Step one on the public page: the order's items and period, or the withdrawal already made. */
  async lookup(input: WithdrawalLookupDto, ip: string): Promise<WithdrawableOrderResponseDto> {
    const order = await this.publicOrder(input, ip);
    return this.withdrawable(order);
  }

  /** Step two on the public page: the withdrawal itself. */
  async withdrawPublic(input: CreateWithdrawalDto, ip: string): Promise<WithdrawalResponseDto> {
    const order = await this.publicOrder(input, ip);
    return this.create(order, input.items, input.locale, 'public');
  }

  // ---------------------------------------------------------------------- signed-in account

  async accountOrder(userId: string, idOrNumber: string): Promise<WithdrawableOrderResponseDto> {
    return this.withdrawable(await this.ownOrder(userId, idOrNumber));
  }

  async withdrawAccount(
    userId: string,
    idOrNumber: string,
    input: CreateAccountWithdrawalDto,
  ): Promise<WithdrawalResponseDto> {
    const order = await this.ownOrder(userId, idOrNumber);
    return this.create(order, input.items, input.locale, 'account');
  }

  // ------------------------------------------------------------------------------- rules

  private async ownOrder(userId: string, idOrNumber: string): Promise<OrderEntity> {
    const order = await this.orders.findCustomerOrder(userId, idOrNumber);
    if (!order) throw this.notFound();
    return order;
  }

  /**
   * The order of a number + e-mail pair. Every attempt takes a point per IP and per order number;
   * a match gives them back, so only failed attempts add up to the 429.
   */
  private async publicOrder(input: WithdrawalLookupDto, ip: string): Promise<OrderEntity> {
    const ipKey = ip || 'unknown';
    const orderKey = input.orderNumber.trim().toUpperCase();
    const [byIp, byOrder] = await Promise.all([
      this.perIp.hit(ipKey).catch(this.limiterDown),
      this.perOrder.hit(orderKey).catch(this.limiterDown),
    ]);
    const blocked = [byIp, byOrder].find((state) => state.blocked);
    if (blocked)
      throw new AppError(
        'too_many_requests',
        WithdrawalsErrorCode.TOO_MANY_ATTEMPTS,
        'Too many attempts, please try again later.',
        {
          headers: { 'retry-after': String(blocked.retryAfterSeconds) },
          extra: { retryAfter: blocked.retryAfterSeconds },
        },
      );
    const order = await this.orders.findCustomerOrderByNumberAndEmail(
      input.orderNumber,
      input.email,
    );
    if (!order) throw this.notFound();
    await Promise.all([
      this.perIp.giveBack(ipKey).catch(() => undefined),
      this.perOrder.giveBack(orderKey).catch(() => undefined),
    ]);
    return order;
  }

  /** If the limiter's store (Redis) is down, let the request through rather than lock everyone out. */
  private readonly limiterDown = (error: unknown): LimitState => {
    this.logger.warn(
      `Rate limiter unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { blocked: false, retryAfterSeconds: 0 };
  };

  private notFound(): AppError {
    return new AppError(
      'not_found',
      WithdrawalsErrorCode.ORDER_NOT_FOUND,
      'No order with this number and e-mail address.',
      { errors: { orderNumber: 'validation.withdrawalNotFound' } },
    );
  }

  /** The withdrawal made already, else the checks of a new one (paid, within the period). */
  private async withdrawable(order: OrderEntity): Promise<WithdrawableOrderResponseDto> {
    const existing = await this.withdrawals.findOneBy({ orderId: order.id });
    if (!existing) this.assertWithdrawable(order);
    const lines = await this.orders.linesOf(order.id);
    return {
      orderNumber: order.number,
      orderedAt: new Date(order.createdAt).toISOString(),
      deliveredAt: order.deliveredAt,
      periodEndsOn: periodEndsOn(order.deliveredAt),
      lines: lines.map((line) => ({
        position: Number(line.position) + 1,
        name: line.name,
        quantity: Number(line.quantity),
        unitPriceCents: Number(line.unitPriceCents),
      })),
      withdrawal: existing ? toWithdrawalResponse(existing) : null,
    };
  }

  private assertWithdrawable(order: OrderEntity, now = new Date()): void {
    if (order.paidStatus !== 'paid' || !WITHDRAWABLE_STATUSES.has(order.status))
      throw new AppError(
        'unprocessable',
        WithdrawalsErrorCode.NOT_WITHDRAWABLE,
        'This order was not paid, was cancelled or was refunded: there is nothing to withdraw from.',
        { extra: { reason: order.paidStatus === 'refunded' ? 'refunded' : order.status } },
      );
    if (!withinPeriod(order.deliveredAt, now)) {
      const last = periodEndsOn(order.deliveredAt);
      throw new AppError(
        'unprocessable',
        WithdrawalsErrorCode.PERIOD_ENDED,
        `The withdrawal period ended on ${last}.`,
        { extra: { periodEndsOn: last, deliveredAt: order.deliveredAt } },
      );
    }
  }

  private async create(
    order: OrderEntity,
    items: WithdrawalItemDto[],
    locale: string | undefined,
    channel: 'account' | 'public',
  ): Promise<WithdrawalResponseDto> {
    const existing = await this.withdrawals.findOneBy({ orderId: order.id });
    if (existing) throw this.alreadyRequested(existing);
    const now = new Date();
    this.assertWithdrawable(order, now);
    const lines = this.chosenLines(await this.orders.linesOf(order.id), items);
    const withdrawal = this.withdrawals.create({
      id: randomUUID(),
      orderId: order.id,
      orderNumber: order.number,
      userId: order.userId,
      email: order.email,
      locale: isLocale(locale) ? locale : isLocale(order.locale) ? order.locale : 'nl',
      channel,
      status: 'requested',
      lines,
      requestedAt: now.toISOString(),
      periodEndsOn: periodEndsOn(order.deliveredAt),
      receivedAt: null,
      receivedNote: null,
      refundCents: null,
      refundedAt: null,
    });
    try {
      await this.transactions.run(async (manager) => {
        await manager.insert(WithdrawalEntity, withdrawal);
        await this.history.record(manager, order.id, 'withdrawal_requested', {
          withdrawalId: withdrawal.id,
          channel,
          lines: lines.map(({ name, quantity }) => ({ name, quantity })),
        });
      });
    } catch (error) {
      // The unique order index: the same order withdrawn from at the same moment (double click).
      const winner = await this.withdrawals.findOneBy({ orderId: order.id });
      if (winner) throw this.alreadyRequested(winner);
      throw error;
    }
    try {
      await this.mail.queueMail({
        template: WITHDRAWAL_RECEIVED_MAIL,
        to: withdrawal.email,
        locale: withdrawal.locale,
        messageKey: `withdrawal-received:${withdrawal.id}`,
        data: {
          orderNumber: withdrawal.orderNumber,
          requestedAt: withdrawal.requestedAt,
          lines: lines.map(({ name, quantity, unopened }) => ({ name, quantity, unopened })),
        },
      });
    } catch (error) {
      // Without its confirmation of receipt the withdrawal is not kept: the customer gets the
      // queue's 503 and tries again.
      await this.withdrawals.delete({ id: withdrawal.id });
      throw error;
    }
    return toWithdrawalResponse(withdrawal);
  }

  private alreadyRequested(existing: WithdrawalEntity): AppError {
    return new AppError(
      'conflict',
      WithdrawalsErrorCode.ALREADY_REQUESTED,
      'You have already withdrawn from this order.',
      { extra: { requestedAt: existing.requestedAt } },
    );
  }

  /** The chosen lines (positions counted from 1), each at most once and at most the ordered quantity. */
  private chosenLines(orderLines: OrderLineEntity[], items: WithdrawalItemDto[]): WithdrawalLine[] {
    const errors: Record<string, string> = {};
    const seen = new Set<number>();
    const chosen: WithdrawalLine[] = [];
    items.forEach((item, index) => {
      const line = orderLines.find((l) => Number(l.position) + 1 === item.position);
      if (!line || seen.has(item.position)) {
        errors[`items.${index}.position`] = 'validation.choice';
        return;
      }
      if (item.quantity > Number(line.quantity)) {
        errors[`items.${index}.quantity`] = 'validation.max';
        return;
      }
      seen.add(item.position);
      chosen.push({
        position: Number(line.position) + 1,
        productId: line.productId,
        name: line.name,
        quantity: item.quantity,
        unitPriceCents: Number(line.unitPriceCents),
        unopened: item.unopened,
        receivedQuantity: null,
        condition: null,
        restocked: 0,
      });
    });
    if (Object.keys(errors).length)
      throw new AppError(
        'validation',
        WithdrawalsErrorCode.INVALID_ITEMS,
        'Choose items of this order, at most the quantity ordered.',
        { errors },
      );
    return chosen.sort((a, b) => a.position - b.position);
  }
}
