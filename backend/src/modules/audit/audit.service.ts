import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { ListResponse } from '../../common/http/pagination.js';
import { AuditEntryEntity } from './entities/audit-entry.entity.js';
import type { ListAuditEntriesQueryDto } from './dto/audit.dto.js';

/**
 * Who acts: a signed-in back-office user (the request's AuthUser fits as it is), or null for the
 * system (scheduled and queued work). The e-mail is required so that no entry is written with an
 * id alone: the back-office shows the e-mail as "who".
 */
export interface AuditActor {
  id: string;
  email: string | null;
}

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string;
  changes?: Record<string, unknown> | null;
}

/** Fields whose values never go into the log. */
const SECRET_FIELDS = /password|token|secret|hash/i;

/**
 * Changed fields between two versions of a record, as `{ field: [before, after] }`. Only the
 * keys of `after` are compared, so a partial update logs exactly what it set.
 */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[key];
    if (JSON.stringify(old) === JSON.stringify(value)) continue;
    changes[key] = SECRET_FIELDS.test(key) ? ['***', '***'] : [old ?? null, value];
  }
  return changes;
}

@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>,
  ) {}

  /**
   * Writes one entry. Pass the transaction's manager when the change runs in one, so the entry
   * commits (or rolls back) with the change it describes.
   */
  async record(
    actor: AuditActor | null,
    record: AuditRecord,
    manager?: EntityManager,
  ): Promise<void> {
    const repo = manager ? manager.getRepository(AuditEntryEntity) : this.entries;
    await repo.save(
      repo.create({
        id: randomUUID(),
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        action: record.action,
        entityType: record.entityType,
        entityId: record.entityId,
        changes: record.changes ?? null,
      }),
    );
  }

  async list(query: ListAuditEntriesQueryDto): Promise<ListResponse<AuditEntryEntity>> {
    const qb = this.entries.createQueryBuilder('a');
    if (query.entityType)
      qb.andWhere('a.entityType = :entityType', { entityType: query.entityType });
    if (query.entityId) qb.andWhere('a.entityId = :entityId', { entityId: query.entityId });
    if (query.actorId) qb.andWhere('a.actorId = :actorId', { actorId: query.actorId });
    if (query.action) qb.andWhere('a.action = :action', { action: query.action });
    const sortable: Record<string, string> = {
      createdAt: 'a.createdAt',
      action: 'a.action',
      entityType: 'a.entityType',
    };
    qb.orderBy(sortable[query.sort ?? 'createdAt'] ?? 'a.createdAt', query.order).addOrderBy(
      'a.id',
      'ASC',
    );
    const [data, total] = await qb.skip(query.skip).take(query.perPage).getManyAndCount();
    return { data, total };
  }
}
