import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { AuditActor } from '../audit/audit.service.js';
import { MailService } from '../mail/mail.service.js';
import type { OrderHistoryEntryDto } from './dto/order-history.dto.js';
import { OrderHistoryEntity, type OrderHistoryType } from './entities/order-history.entity.js';

/** The message keys of the mails an order sends (their delivery shows in its timeline). */
export const orderMailKeys = (orderId: string): string[] => [
  `order-confirmation:${orderId}`,
  `order-shipped:${orderId}`,
];

/**
 * An order's timeline. Every entry is written with the manager of the transaction that makes the
 * change, so the timeline never tells of a change that did not commit (nor misses one that did).
 * Delivered mails come from the mail module's delivery log, read when the timeline is.
 */
@Injectable()
export class OrderHistoryService {
  constructor(
    @InjectRepository(OrderHistoryEntity)
    private readonly entries: Repository<OrderHistoryEntity>,
    private readonly mail: MailService,
  ) {}

  /** Writes one entry in the caller's transaction. */
  async record(
    manager: EntityManager,
    orderId: string,
    type: OrderHistoryType,
    data: Record<string, unknown> | null = null,
    actor: AuditActor | null = null,
  ): Promise<void> {
    await manager.save(
      manager.create(OrderHistoryEntity, {
        orderId,
        type,
        data,
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        createdAt: new Date().toISOString(),
      }),
    );
  }

  /** The order's entries and its delivered mails, oldest first. */
  async list(orderId: string): Promise<OrderHistoryEntryDto[]> {
    const rows = await this.entries.find({ where: { orderId }, order: { id: 'ASC' } });
    const withdrawals = rows
      .filter((row) => row.type === 'withdrawal_requested' && row.data?.withdrawalId)
      .map((row) => `withdrawal-received:${String(row.data!.withdrawalId)}`);
    const mails = await this.mail.sentMails([...orderMailKeys(orderId), ...withdrawals]);
    const entries: { seq: number; entry: OrderHistoryEntryDto }[] = rows.map((row) => ({
      seq: row.id,
      entry: {
        id: String(row.id),
        type: row.type,
        data: row.data ?? {},
        actorEmail: row.actorEmail,
        createdAt: row.createdAt,
      },
    }));
    for (const sent of mails)
      entries.push({
        seq: Number.MAX_SAFE_INTEGER,
        entry: {
          id: `mail:${sent.messageKey}`,
          type: 'mail_sent',
          data: { template: sent.template },
          actorEmail: null,
          createdAt: new Date(sent.sentAt).toISOString(),
        },
      });
    return entries
      .sort((a, b) => a.entry.createdAt.localeCompare(b.entry.createdAt) || a.seq - b.seq)
      .map(({ entry }) => entry);
  }
}
