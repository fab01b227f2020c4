import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { Locale } from '../../common/i18n/locale.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { ContentService } from '../content/content.service.js';
import { toPostSummary } from '../content/dto/post.dto.js';
import type { PostEntity } from '../content/entities/post.entity.js';
import { OrderLineEntity } from '../orders/entities/order-line.entity.js';
import { OrderEntity } from '../orders/entities/order.entity.js';
import {
  attributedOrderCondition,
  attributedOrderParams,
  commissionCents,
  currentMonth,
} from '../orders/order-attribution.js';
import { toStoreResponse } from '../stores/dto/store.dto.js';
import { StoreEntity } from '../stores/entities/store.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import type {
  PartnerDashboardResponseDto,
  PartnerLinkResponseDto,
  PartnerProfileResponseDto,
  TrainingResponseDto,
  TrainingSummaryDto,
} from './dto/partner-portal.dto.js';
import { PartnerPortalErrorCode } from './partner-portal.errors.js';

/** Link codes: 8 characters without look-alikes (no 0/o, 1/l/i). */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const PARTNER_CODE_LENGTH = 8;
const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${PARTNER_CODE_LENGTH}}$`);

export function newPartnerCode(): string {
  const bytes = randomBytes(PARTNER_CODE_LENGTH);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The partner salon's portal (issue 9, first slice): its profile and personal customer link, the
 * partner-only trainings, and the orders attributed to it. Every method takes the caller's own
 * store (PartnerStoreGuard), so a salon only ever sees its own data.
 */
@Injectable()
export class PartnerPortalService {
  constructor(
    @InjectRepository(StoreEntity) private readonly stores: Repository<StoreEntity>,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderLineEntity) private readonly lines: Repository<OrderLineEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly content: ContentService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  async profile(store: StoreEntity): Promise<PartnerProfileResponseDto> {
    const code = await this.codeOf(store);
    return { store: toStoreResponse(store), code, link: `${this.config.publicUrl}/t/${code}` };
  }

  /** The store's link code, made on first use (stable afterwards; unique across stores). */
  async codeOf(store: StoreEntity): Promise<string> {
    if (store.partnerCode) return store.partnerCode;
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = newPartnerCode();
      try {
        // Only set when still empty: two first requests at once end with one code.
        await this.stores
          .createQueryBuilder()
          .update(StoreEntity)
          .set({ partnerCode: code })
          .where({ id: store.id, partnerCode: IsNull() })
          .execute();
      } catch {
        continue; // the rare clash with another store's code: try another one
      }
      const saved = await this.stores.findOne({
        where: { id: store.id },
        select: { id: true, partnerCode: true },
      });
      if (saved?.partnerCode) {
        store.partnerCode = saved.partnerCode;
        return saved.partnerCode;
      }
    }
    throw new Error('Could not assign a partner link code');
  }

  /** The active official partner store a personal link names; 404 PARTNER_PORTAL_LINK_NOT_FOUND otherwise. */
  async storeByCode(code: string): Promise<StoreEntity> {
    const normalised = code.trim().toLowerCase();
    const store = CODE_PATTERN.test(normalised)
      ? await this.stores.findOneBy({
          partnerCode: normalised,
          active: true,
          officialPartner: true,
        })
      : null;
    if (!store)
      throw new AppError(
        'not_found',
        PartnerPortalErrorCode.LINK_NOT_FOUND,
        'This salon link does not exist.',
      );
    return store;
  }

  async link(code: string): Promise<PartnerLinkResponseDto> {
    const store = await this.storeByCode(code);
    return { code: store.partnerCode!, store: toStoreResponse(store) };
  }

  async trainings(locale: Locale): Promise<TrainingSummaryDto[]> {
    const rows = await this.content.listTrainings(locale);
    return rows.map((row) => this.toTrainingSummary(row));
  }

  async training(slug: string, locale: Locale): Promise<TrainingResponseDto> {
    try {
      const { post, entity } = await this.content.getTraining(slug, locale);
      return {
        ...post,
        attachments: entity.attachments ?? [],
        sessionAt: iso(entity.sessionAt),
        sessionLocation: entity.sessionLocation,
      };
    } catch (error) {
      if (error instanceof AppError && error.kind === 'not_found')
        throw new AppError(
          'not_found',
          PartnerPortalErrorCode.TRAINING_NOT_FOUND,
          'Training not found.',
        );
      throw error;
    }
  }

  /**
   * One month of attributed orders (see order-attribution.ts): paid customer orders whose copied specialist is this store, i.e. placed
   * while the customer had chosen it (a customer who removed or changed salon stops counting from
   * then on, as later orders carry another specialist or none).
   */
  async dashboard(store: StoreEntity, month?: string): Promise<PartnerDashboardResponseDto> {
    const chosen = month ?? currentMonth();
    const orders = await this.orders
      .createQueryBuilder('o')
      .select(['o.id', 'o.number', 'o.userId', 'o.totalCents', 'o.createdAt'])
      .where('o.specialistStoreId = :store', { store: store.id })
      .andWhere(attributedOrderCondition('o'), attributedOrderParams(chosen))
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.number', 'DESC')
      .getMany();
    const ids = orders.map((order) => order.id);
    const userIds = [...new Set(orders.map((order) => order.userId))];
    const [lines, customers] = await Promise.all([
      ids.length
        ? this.lines.find({
            where: { orderId: In(ids) },
            select: { orderId: true, name: true, position: true },
            order: { position: 'ASC' },
          })
        : [],
      userIds.length
        ? this.users.find({
            where: { id: In(userIds) },
            select: { id: true, firstName: true, lastName: true },
          })
        : [],
    ]);
    const nameOf = new Map(
      customers.map((user) => [
        user.id,
        `${user.firstName} ${user.lastName.trim().charAt(0).toUpperCase()}.`,
      ]),
    );
    const revenueCents = orders.reduce((sum, order) => sum + Number(order.totalCents), 0);
    const rate = this.config.partnerCommissionRate;
    return {
      month: chosen,
      orderCount: orders.length,
      revenueCents,
      commissionRate: rate,
      commissionCents: commissionCents(revenueCents, rate),
      orders: orders.map((order) => ({
        number: order.number,
        placedAt: new Date(order.createdAt).toISOString(),
        customer: nameOf.get(order.userId) ?? '—',
        products: lines.filter((line) => line.orderId === order.id).map((line) => line.name),
        totalCents: Number(order.totalCents),
      })),
    };
  }

  private toTrainingSummary(row: PostEntity): TrainingSummaryDto {
    return {
      ...toPostSummary(row),
      sessionAt: iso(row.sessionAt),
      sessionLocation: row.sessionLocation,
    };
  }
}
