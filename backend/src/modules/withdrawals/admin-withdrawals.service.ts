import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid } from '../../common/ids.js';
import type { AuditActor } from '../audit/audit.service.js';
import { AuditService } from '../audit/audit.service.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { AdminOrdersService } from '../orders/admin-orders.service.js';
import { OrderHistoryService } from '../orders/order-history.service.js';
import type {
  AdminWithdrawalListResponseDto,
  AdminWithdrawalResponseDto,
  ListAdminWithdrawalsQueryDto,
  ReceiveWithdrawalDto,
} from './dto/withdrawal.dto.js';
import { WithdrawalEntity, type WithdrawalLine } from './entities/withdrawal.entity.js';
import {
  addDays,
  addWorkingDays,
  LEGAL_REFUND_DAYS,
  REFUND_PROMISE_WORKING_DAYS,
  shopDay,
} from './withdrawal-period.js';
import { WithdrawalsErrorCode } from './withdrawals.errors.js';

const SORTS = new Set(['createdAt', 'orderNumber', 'status', 'email']);

/**
 * The back-office side of withdrawals: the list, the returned parcel received (what came back, in
 * which condition; unopened units go back into stock), and the refund through the orders module's
 * refund path (the payment provider), due within the shop's promise of 7 working days.
 */
@Injectable()
export class AdminWithdrawalsService {
  constructor(
    @InjectRepository(WithdrawalEntity)
    private readonly withdrawals: Repository<WithdrawalEntity>,
    private readonly transactions: TransactionRunner,
    private readonly catalogue: CatalogueService,
    private readonly orders: AdminOrdersService,
    private readonly audit: AuditService,
    private readonly history: OrderHistoryService,
  ) {}

  async list(query: ListAdminWithdrawalsQueryDto): Promise<AdminWithdrawalListResponseDto> {
    const qb = this.withdrawals.createQueryBuilder('w');
    const ids = query.idList.filter((id) => isUuid(id));
    if (query.idList.length) qb.andWhere(ids.length ? 'w.id IN (:...ids)' : '1 = 0', { ids });
    if (query.status) qb.andWhere('w.status = :status', { status: query.status });
    if (query.q)
      qb.andWhere('(LOWER(w.orderNumber) LIKE :q OR LOWER(w.email) LIKE :q)', {
        q: `%${query.q.trim().toLowerCase()}%`,
      });
    const sort = query.sort && SORTS.has(query.sort) ? query.sort : 'createdAt';
    qb.orderBy(`w.${sort}`, query.order).addOrderBy('w.id', query.order);
    const [rows, total] = await qb.skip(query.skip).take(query.perPage).getManyAndCount();
    return { data: rows.map((row) => this.toResponse(row)), total };
  }

  async get(id: string): Promise<AdminWithdrawalResponseDto> {
    return this.toResponse(await this.find(id));
  }

  /**
   * Records the returned parcel: per line the units received and their condition. Unopened units
   * received go back into stock in the same transaction; the update is conditional on the status
   * read, so two clicks receive once.
   */
  async receive(
    actor: AuditActor,
    id: string,
    input: ReceiveWithdrawalDto,
  ): Promise<AdminWithdrawalResponseDto> {
    const withdrawal = await this.find(id);
    if (withdrawal.status !== 'requested') throw this.illegalStep(withdrawal);
    const errors: Record<string, string> = {};
    const lines: WithdrawalLine[] = withdrawal.lines.map((line) => ({ ...line }));
    input.items.forEach((item, index) => {
      const line = lines.find((l) => l.position === item.position);
      if (!line) errors[`items.${index}.position`] = 'validation.choice';
      else if (item.receivedQuantity > line.quantity)
        errors[`items.${index}.receivedQuantity`] = 'validation.max';
      else {
        line.receivedQuantity = item.receivedQuantity;
        line.condition = item.receivedQuantity === 0 ? 'missing' : item.condition;
        line.restocked = line.condition === 'unopened' ? item.receivedQuantity : 0;
      }
    });
    if (Object.keys(errors).length)
      throw new AppError(
        'validation',
        WithdrawalsErrorCode.INVALID_ITEMS,
        'Give the lines of this withdrawal, at most the quantity withdrawn.',
        { errors },
      );
    for (const line of lines)
      if (line.receivedQuantity === null) {
        line.receivedQuantity = 0;
        line.condition = 'missing';
      }
    const order = await this.orders.get(withdrawal.orderId);
    const suggestedRefundCents = this.suggestedRefund(lines, order);
    const receivedAt = new Date().toISOString();
    await this.transactions.run(async (manager) => {
      const result = await manager.update(
        WithdrawalEntity,
        { id: withdrawal.id, status: 'requested' },
        {
          status: 'received',
          lines,
          receivedAt,
          receivedNote: input.note?.trim() || null,
          suggestedRefundCents,
        },
      );
      if ((result.affected ?? 0) !== 1) throw this.illegalStep(withdrawal);
      for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId)))
        if (line.restocked > 0)
          await this.catalogue.incrementStock(manager, line.productId, line.restocked);
      await this.history.record(
        manager,
        withdrawal.orderId,
        'return_received',
        {
          withdrawalId: withdrawal.id,
          lines: lines.map(({ name, receivedQuantity, condition, restocked }) => ({
            name,
            receivedQuantity,
            condition,
            restocked,
          })),
        },
        actor,
      );
      await this.audit.record(
        actor,
        {
          action: 'withdrawal.received',
          entityType: 'withdrawal',
          entityId: withdrawal.id,
          changes: {
            status: ['requested', 'received'],
            lines: lines.map(({ position, receivedQuantity, condition, restocked }) => ({
              position,
              receivedQuantity,
              condition,
              restocked,
            })),
          },
        },
        manager,
      );
    });
    return this.get(withdrawal.id);
  }

  /**
   * Refunds the received return through the orders module's refund (the payment provider):
   * `amountCents`, else the suggested amount.
   */
  async refund(
    actor: AuditActor,
    id: string,
    amountCents?: number,
  ): Promise<AdminWithdrawalResponseDto> {
    const withdrawal = await this.find(id);
    if (withdrawal.status !== 'received') throw this.illegalStep(withdrawal);
    const amount = amountCents ?? Number(withdrawal.suggestedRefundCents ?? 0);
    if (amount < 1)
      throw new AppError(
        'unprocessable',
        WithdrawalsErrorCode.ILLEGAL_STEP,
        'Nothing to refund: no unopened item came back. Give an amount to refund anyway.',
        { errors: { amountCents: 'validation.min' }, extra: { status: withdrawal.status } },
      );
    await this.orders.refund(actor, withdrawal.orderId, {
      reason: `Withdrawal ${withdrawal.orderNumber}`,
      amountCents: amount,
    });
    const refundedAt = new Date().toISOString();
    await this.withdrawals.update(
      { id: withdrawal.id, status: 'received' },
      { status: 'refunded', refundCents: amount, refundedAt },
    );
    await this.audit.record(actor, {
      action: 'withdrawal.refunded',
      entityType: 'withdrawal',
      entityId: withdrawal.id,
      changes: { status: ['received', 'refunded'], refundCents: amount },
    });
    return this.get(withdrawal.id);
  }

  /**
   * The unopened units received, plus the delivery cost when the whole order came back unopened
   * (the standard delivery is refunded on a full withdrawal, CRD Art. 13(1)).
   */
  private suggestedRefund(
    lines: WithdrawalLine[],
    order: { lines: { quantity: number }[]; deliveryCents: number },
  ): number {
    const unopened = lines.filter((line) => line.condition === 'unopened');
    const items = unopened.reduce(
      (sum, line) => sum + (line.receivedQuantity ?? 0) * line.unitPriceCents,
      0,
    );
    const ordered = order.lines.reduce((sum, line) => sum + line.quantity, 0);
    const back = unopened.reduce((sum, line) => sum + (line.receivedQuantity ?? 0), 0);
    return items + (back === ordered ? order.deliveryCents : 0);
  }

  private toResponse(w: WithdrawalEntity): AdminWithdrawalResponseDto {
    return {
      id: w.id,
      orderId: w.orderId,
      orderNumber: w.orderNumber,
      email: w.email,
      locale: w.locale,
      channel: w.channel,
      status: w.status,
      requestedAt: w.requestedAt,
      periodEndsOn: w.periodEndsOn,
      lines: w.lines.map((line) => ({
        position: line.position,
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        unopened: line.unopened,
        receivedQuantity: line.receivedQuantity,
        condition: line.condition,
        restocked: line.restocked,
      })),
      receivedAt: w.receivedAt,
      receivedNote: w.receivedNote,
      suggestedRefundCents: Number(w.suggestedRefundCents ?? 0),
      refundCents: w.refundCents === null ? null : Number(w.refundCents),
      refundedAt: w.refundedAt,
      refundDueOn: w.receivedAt
        ? addWorkingDays(shopDay(w.receivedAt), REFUND_PROMISE_WORKING_DAYS)
        : null,
      legalRefundDueOn: addDays(shopDay(w.requestedAt), LEGAL_REFUND_DAYS),
      createdAt: new Date(w.createdAt).toISOString(),
    };
  }

  private illegalStep(w: WithdrawalEntity): AppError {
    return new AppError(
      'conflict',
      WithdrawalsErrorCode.ILLEGAL_STEP,
      w.status === 'requested'
        ? 'Receive the return before refunding it.'
        : `This withdrawal is already ${w.status}.`,
      { extra: { status: w.status } },
    );
  }

  private async find(id: string): Promise<WithdrawalEntity> {
    const row = isUuid(id) ? await this.withdrawals.findOneBy({ id }) : null;
    if (!row)
      throw new AppError('not_found', WithdrawalsErrorCode.NOT_FOUND, 'Withdrawal not found.');
    return row;
  }
}
