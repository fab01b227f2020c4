import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { AuditService, diffFields, type AuditActor } from '../audit/audit.service.js';
import {
  toPromotionResponse,
  type CreatePromotionDto,
  type PromotionListResponseDto,
  type PromotionResponseDto,
  type UpdatePromotionDto,
} from './dto/promotion.dto.js';
import { PromotionEntity } from './entities/promotion.entity.js';
import { PromotionsErrorCode } from './promotions.errors.js';

type PromotionFields = Omit<PromotionEntity, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>;

/** Back-office: promotions and coupons (admins only), every write audited. */
@Injectable()
export class AdminPromotionsService {
  constructor(
    @InjectRepository(PromotionEntity) private readonly promotions: Repository<PromotionEntity>,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<PromotionListResponseDto> {
    const rows = await this.promotions.find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return { data: rows.map(toPromotionResponse), total: rows.length };
  }

  async get(id: string): Promise<PromotionResponseDto> {
    return toPromotionResponse(await this.find(id));
  }

  async create(actor: AuditActor, input: CreatePromotionDto): Promise<PromotionResponseDto> {
    const fields = this.merge(null, input);
    await this.assertCodeFree(fields.code, null);
    const id = await this.promotions.manager.transaction(async (manager) => {
      const entity = manager.create(PromotionEntity, { ...fields, usedCount: 0 });
      await manager.insert(PromotionEntity, entity);
      await this.audit.record(
        actor,
        {
          action: 'promotion.create',
          entityType: 'promotion',
          entityId: entity.id,
          changes: { ...fields },
        },
        manager,
      );
      return entity.id;
    });
    return this.get(id);
  }

  async update(
    actor: AuditActor,
    id: string,
    input: UpdatePromotionDto,
  ): Promise<PromotionResponseDto> {
    const current = await this.find(id);
    const next = this.merge(current, input);
    await this.assertCodeFree(next.code, id);
    const changes = diffFields({ ...current }, { ...next });
    if (Object.keys(changes).length) {
      await this.promotions.manager.transaction(async (manager) => {
        await manager.update(PromotionEntity, { id }, next);
        await this.audit.record(
          actor,
          { action: 'promotion.update', entityType: 'promotion', entityId: id, changes },
          manager,
        );
      });
    }
    return this.get(id);
  }

  /** Deletes a promotion no order used; one that was used is switched off instead (orders keep their discount). */
  async remove(actor: AuditActor, id: string): Promise<void> {
    const current = await this.find(id);
    await this.promotions.manager.transaction(async (manager) => {
      if (Number(current.usedCount) > 0)
        await manager.update(PromotionEntity, { id }, { active: false });
      else await manager.delete(PromotionEntity, { id });
      await this.audit.record(
        actor,
        {
          action: 'promotion.delete',
          entityType: 'promotion',
          entityId: id,
          changes: { name: current.name, code: current.code },
        },
        manager,
      );
    });
  }

  private merge(current: PromotionEntity | null, input: UpdatePromotionDto): PromotionFields {
    const pick = <K extends keyof PromotionFields>(key: K, fallback: PromotionFields[K]) =>
      (input[key as keyof UpdatePromotionDto] === undefined
        ? current
          ? current[key]
          : fallback
        : input[key as keyof UpdatePromotionDto]) as PromotionFields[K];
    const next: PromotionFields = {
      name: pick('name', ''),
      code: pick('code', null) ?? null,
      kind: pick('kind', 'percent'),
      value: Number(pick('value', 0)),
      target: pick('target', 'order'),
      targetIds: pick('targetIds', []) ?? [],
      startsAt: pick('startsAt', null) ?? null,
      endsAt: pick('endsAt', null) ?? null,
      minOrderCents: Number(pick('minOrderCents', 0)),
      usageLimit: pick('usageLimit', null) ?? null,
      perCustomerLimit: pick('perCustomerLimit', null) ?? null,
      combinable: pick('combinable', true),
      active: pick('active', true),
    };
    if (next.kind === 'free_shipping') next.value = 0;
    if (next.target === 'order') next.targetIds = [];
    const errors: Record<string, string> = {};
    if (next.kind === 'percent' && (next.value < 1 || next.value > 100))
      errors.value = 'validation.percent';
    if (next.kind === 'fixed' && next.value < 1) errors.value = 'validation.amount';
    if (next.target !== 'order' && next.targetIds.length === 0)
      errors.targetIds = 'validation.required';
    if (next.kind === 'free_shipping' && next.target !== 'order')
      errors.target = 'validation.choice';
    if (next.startsAt && next.endsAt && Date.parse(next.endsAt) <= Date.parse(next.startsAt))
      errors.endsAt = 'validation.endBeforeStart';
    if (Object.keys(errors).length)
      throw new AppError('unprocessable', PromotionsErrorCode.INVALID, 'Invalid promotion.', {
        errors,
      });
    return next;
  }

  private async assertCodeFree(code: string | null, id: string | null): Promise<void> {
    if (!code) return;
    const taken = await this.promotions.existsBy(id ? { code, id: Not(id) } : { code });
    if (taken)
      throw new AppError('conflict', PromotionsErrorCode.CODE_TAKEN, 'This code is taken.', {
        errors: { code: 'validation.couponCodeTaken' },
      });
  }

  private async find(id: string): Promise<PromotionEntity> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await this.promotions.findOneBy({ id }) : null;
    if (!row)
      throw new AppError('not_found', PromotionsErrorCode.NOT_FOUND, 'Promotion not found.');
    return row;
  }
}
