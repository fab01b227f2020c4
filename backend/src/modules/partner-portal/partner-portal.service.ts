import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { Locale } from '../../common/i18n/locale.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { ContentService } from '../content/content.service.js';
import { toPostSummary } from '../content/dto/post.dto.js';
import type { PostEntity } from '../content/entities/post.entity.js';
import { formatParticipantId, participantIdFromVat } from '../einvoice/peppol-id.js';
import { commissionCents, currentMonth } from '../orders/order-attribution.js';
import { OrderReadsService } from '../orders/order-reads.service.js';
import { toStoreResponse } from '../stores/dto/store.dto.js';
import type { StoreEntity } from '../stores/entities/store.entity.js';
import { StoresService } from '../stores/stores.service.js';
import { UsersService } from '../users/users.service.js';
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
    private readonly stores: StoresService,
    private readonly orders: OrderReadsService,
    private readonly users: UsersService,
    private readonly content: ContentService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  async profile(store: StoreEntity): Promise<PartnerProfileResponseDto> {
    const code = await this.codeOf(store);
    const derived = participantIdFromVat(store.vatNumber);
    return {
      store: toStoreResponse(store),
      code,
      link: `${this.config.publicUrl}/t/${code}`,
      peppolId: store.peppolId ?? null,
      peppolIdFromVat: derived ? formatParticipantId(derived) : null,
    };
  }

  /** The store's link code, made on first use (stable afterwards; unique across stores). */
  async codeOf(store: StoreEntity): Promise<string> {
    if (store.partnerCode) return store.partnerCode;
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = newPartnerCode();
      let saved: string | null;
      try {
        // Only set when still empty: two first requests at once end with one code.
        saved = await this.stores.claimPartnerCode(store.id, code);
      } catch {
        continue; // the rare clash with another store's code: try another one
      }
      if (saved) {
        store.partnerCode = saved;
        return saved;
      }
    }
    throw new Error('Could not assign a partner link code');
  }

  /** The active official partner store a personal link names; 404 PARTNER_PORTAL_LINK_NOT_FOUND otherwise. */
  async storeByCode(code: string): Promise<StoreEntity> {
    const normalised = code.trim().toLowerCase();
    const store = CODE_PATTERN.test(normalised)
      ? await this.stores.findPartnerByCode(normalised)
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
    const orders = await this.orders.attributedTo(store.id, chosen);
    const customers = await this.users.namesByIds([
      ...new Set(orders.map((order) => order.userId)),
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
        products: order.productNames,
        totalCents: order.totalCents,
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
