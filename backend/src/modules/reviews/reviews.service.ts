import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { AppError } from '../../common/errors/app-error.js';
import type { Locale } from '../../common/i18n/locale.js';
import type { AttemptLimiter, LimitState } from '../../common/rate-limit/attempt-limiter.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limit.module.js';
import { AuditService, diffFields } from '../audit/audit.service.js';
import type { AuthUser } from '../../common/auth/request-user.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { MailService } from '../mail/mail.service.js';
import { PaidPurchasesService } from '../orders/paid-purchases.service.js';
import { UsersService } from '../users/users.service.js';
import {
  toOwnReviewResponse,
  toReviewResponse,
  type AdminReviewListResponseDto,
  type AdminReviewResponseDto,
  type CreateReviewDto,
  type ListAdminReviewsQueryDto,
  type OwnReviewResponseDto,
  type ListReviewsQueryDto,
  type ReviewListResponseDto,
} from './dto/review.dto.js';
import { ReviewEntity } from './entities/review.entity.js';
import { canModerate, type ModerationStatus } from './review-state.js';
import { REVIEW_APPROVED_MAIL } from './review-approved.mail.js';
import { ReviewsErrorCode } from './reviews.errors.js';
import { isUuid } from '../../common/ids.js';

/** Postings per customer and per IP address inside the window (edits count too). */
export const REVIEW_LIMITS = { perUser: 5, perIp: 10, windowSeconds: 3600 } as const;

const PRODUCT_PATH: Record<string, string> = {
  nl: 'product',
  en: 'product',
  de: 'produkt',
  fr: 'produit',
};

const pairKey = (userId: string, productId: string) => `${userId}:${productId}`;

/**
 * Product reviews (SPEC §3–§5): posting and editing by the signed-in author (always back to
 * pending), the public list of approved reviews with their average, and the moderation queue.
 * Approving mails the author once per revision; every decision is written to the audit log.
 */
@Injectable()
export class ReviewsService implements OnModuleInit {
  private readonly logger = new Logger('Reviews');
  private readonly perUser: AttemptLimiter;
  private readonly perIp: AttemptLimiter;

  constructor(
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    private readonly transactions: TransactionRunner,
    private readonly purchases: PaidPurchasesService,
    private readonly catalogue: CatalogueService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    limiters: RateLimiterFactory,
  ) {
    this.perUser = limiters.create(
      'review-user',
      REVIEW_LIMITS.perUser,
      REVIEW_LIMITS.windowSeconds,
    );
    this.perIp = limiters.create('review-ip', REVIEW_LIMITS.perIp, REVIEW_LIMITS.windowSeconds);
  }

  onModuleInit(): void {
    this.mail.registerTemplates(REVIEW_APPROVED_MAIL);
  }

  /** Reviews waiting for moderation (back-office dashboard). */
  countPending(): Promise<number> {
    return this.reviews.countBy({ status: 'pending' });
  }

  /** Approved reviews of an active product, newest first, with the average and count of approved ones. */
  async listApproved(
    productId: string,
    query: ListReviewsQueryDto,
  ): Promise<ReviewListResponseDto> {
    await this.assertProduct(productId);
    const stats = await this.reviews
      .createQueryBuilder('r')
      .select('COUNT(*)', 'count')
      .addSelect('AVG(r.score)', 'average')
      .where('r.productId = :productId', { productId })
      .andWhere('r.status = :status', { status: 'approved' })
      .getRawOne<{ count: string | number; average: string | number | null }>();
    const count = Number(stats?.count ?? 0);
    const skip = (query.page - 1) * query.perPage;
    const rows =
      skip < count
        ? await this.reviews.find({
            where: { productId, status: 'approved' },
            order: { submittedAt: 'DESC', id: 'ASC' },
            skip,
            take: query.perPage,
          })
        : [];
    const verified = await this.purchased(rows);
    return {
      data: rows.map((row) =>
        toReviewResponse(row, verified.has(pairKey(row.userId, row.productId))),
      ),
      total: count,
      page: query.page,
      perPage: query.perPage,
      pageCount: Math.ceil(count / query.perPage),
      average:
        count > 0 && stats?.average !== null && stats?.average !== undefined
          ? Math.round(Number(stats.average) * 10) / 10
          : null,
      count,
    };
  }

  /** The caller's own review of a product, whatever its status; null when there is none. */
  async mine(userId: string, productId: string): Promise<OwnReviewResponseDto | null> {
    await this.assertProduct(productId);
    const review = await this.reviews.findOneBy({ productId, userId });
    if (!review) return null;
    const verified = await this.purchased([review]);
    return toOwnReviewResponse(review, verified.size > 0);
  }

  /**
   * Posts the caller's review, or edits it when there is one (one per customer and product);
   * either way it is pending until an admin approves it. A filled honeypot gets the same answer
   * and nothing is stored. Limited per customer and per IP address (429 with Retry-After).
   */
  async submit(
    caller: AuthUser,
    productId: string,
    input: CreateReviewDto,
    ip: string,
    locale: Locale,
  ): Promise<OwnReviewResponseDto> {
    await this.assertProduct(productId);
    await this.limit([await this.perIp.hit(ip), await this.perUser.hit(caller.id)]);
    const now = new Date().toISOString();
    const user = await this.users.getById(caller.id);
    const authorName = [
      user.firstName.trim(),
      user.lastName.trim() ? `${user.lastName.trim().charAt(0).toUpperCase()}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const texts = { score: input.score, title: input.title, content: input.content };

    if (input.website && input.website.trim() !== '') {
      this.logger.warn(`Honeypot filled on a review by user ${caller.id}; nothing stored`);
      return toOwnReviewResponse(
        this.reviews.create({
          id: randomUUID(),
          productId,
          userId: caller.id,
          authorName,
          locale,
          ...texts,
          status: 'pending',
          rejectionReason: null,
          revision: 1,
          submittedAt: now,
        }),
        false,
      );
    }

    let review = await this.reviews.findOneBy({ productId, userId: caller.id });
    if (!review) {
      try {
        await this.reviews.insert(
          this.reviews.create({
            productId,
            userId: caller.id,
            authorName,
            locale,
            ...texts,
            status: 'pending',
            rejectionReason: null,
            revision: 1,
            submittedAt: now,
            moderatedAt: null,
            moderatedById: null,
          }),
        );
      } catch (error) {
        // A concurrent first posting of the same author won the unique index: edit that one instead.
        if (!(await this.reviews.existsBy({ productId, userId: caller.id }))) throw error;
        await this.edit(productId, caller.id, { authorName, locale, ...texts, submittedAt: now });
      }
    } else {
      await this.edit(productId, caller.id, { authorName, locale, ...texts, submittedAt: now });
    }
    review = await this.reviews.findOneByOrFail({ productId, userId: caller.id });
    const verified = await this.purchased([review]);
    return toOwnReviewResponse(review, verified.size > 0);
  }

  /** Number of reviews, whatever their status (the demo seed runs on an empty table only). */
  count(): Promise<number> {
    return this.reviews.count();
  }

  /**
   * Writes reviews with a given status as they are (demo data); no mail, no limits. An author who
   * already reviewed the product is skipped (one review per customer and product), so running the
   * seed again adds nothing. Answers how many were written.
   */
  async createSeeded(
    inputs: Pick<
      ReviewEntity,
      | 'productId'
      | 'userId'
      | 'authorName'
      | 'locale'
      | 'score'
      | 'title'
      | 'content'
      | 'status'
      | 'submittedAt'
    >[],
  ): Promise<number> {
    if (inputs.length === 0) return 0;
    const existing = await this.reviews.find({
      select: { productId: true, userId: true },
      where: { userId: In([...new Set(inputs.map((i) => i.userId))]) },
    });
    const taken = new Set(existing.map((r) => pairKey(r.userId, r.productId)));
    const fresh = inputs.filter((input) => {
      const key = pairKey(input.userId, input.productId);
      if (taken.has(key)) return false;
      taken.add(key);
      return true;
    });
    if (fresh.length === 0) return 0;
    await this.transactions.run(async (manager) => {
      for (const input of fresh) {
        await manager.getRepository(ReviewEntity).insert(
          this.reviews.create({
            ...input,
            rejectionReason: null,
            revision: 1,
            moderatedAt: input.status === 'pending' ? null : input.submittedAt,
            moderatedById: null,
          }),
        );
      }
      await this.syncRatings(
        manager,
        fresh.map((input) => input.productId),
      );
    });
    return fresh.length;
  }

  // ---- moderation ----

  async adminList(
    query: ListAdminReviewsQueryDto,
    locale: Locale,
  ): Promise<AdminReviewListResponseDto> {
    const qb = this.reviews.createQueryBuilder('r');
    if (query.idList.length)
      qb.andWhere('r.id IN (:...ids)', {
        ids: query.idList.filter((id) => isUuid(id)).concat('00000000-0000-0000-0000-000000000000'),
      });
    if (query.status) qb.andWhere('r.status = :status', { status: query.status });
    if (query.productId) qb.andWhere('r.productId = :productId', { productId: query.productId });
    if (query.userId) qb.andWhere('r.userId = :userId', { userId: query.userId });
    if (query.score) qb.andWhere('r.score = :score', { score: query.score });
    if (query.q) {
      qb.andWhere(
        '(LOWER(r.title) LIKE :q OR LOWER(r.content) LIKE :q OR LOWER(r.authorName) LIKE :q)',
        { q: `%${query.q.toLowerCase().replace(/[%_\\]/g, '')}%` },
      );
    }
    if (query.sort) {
      qb.orderBy(`r.${query.sort}`, query.order);
    } else {
      // The queue: pending first, then the newest postings.
      qb.addSelect(`CASE WHEN r.status = 'pending' THEN 0 ELSE 1 END`, 'pending_first')
        .orderBy('pending_first', 'ASC')
        .addOrderBy('r.submittedAt', 'DESC');
    }
    qb.addOrderBy('r.id', 'ASC').skip(query.skip).take(query.perPage);
    const [rows, total] = await qb.getManyAndCount();
    return { data: await this.toAdmin(rows, locale), total };
  }

  async adminGet(id: string, locale: Locale): Promise<AdminReviewResponseDto> {
    const [review] = await this.toAdmin([await this.find(id)], locale);
    return review!;
  }

  /**
   * Approves or rejects one review (a reason is required to reject). Deciding what it already is
   * changes nothing and logs nothing. Approving queues the author's mail, once per revision.
   */
  async moderate(
    caller: AuthUser,
    id: string,
    status: ModerationStatus,
    reason: string | undefined,
    locale: Locale,
  ): Promise<AdminReviewResponseDto> {
    await this.decide(caller, await this.find(id), status, reason);
    return this.adminGet(id, locale);
  }

  /** The same decision for several reviews (bulk actions); unknown ids are refused before anything changes. */
  async moderateMany(
    caller: AuthUser,
    ids: string[],
    status: ModerationStatus,
    reason: string | undefined,
  ): Promise<string[]> {
    const unique = [...new Set(ids)];
    const found = unique.every((id) => isUuid(id))
      ? await this.reviews.findBy({ id: In(unique) })
      : [];
    if (found.length !== unique.length) throw this.notFound();
    for (const review of found) await this.decide(caller, review, status, reason);
    return unique;
  }

  private async decide(
    caller: AuthUser,
    review: ReviewEntity,
    status: ModerationStatus,
    reason: string | undefined,
  ): Promise<void> {
    const rejectionReason = status === 'rejected' ? (reason ?? '').trim() : null;
    if (status === 'rejected' && !rejectionReason) {
      throw new AppError(
        'validation',
        ReviewsErrorCode.REASON_REQUIRED,
        'A reason is required to reject a review.',
        { errors: { rejectionReason: 'validation.required' } },
      );
    }
    if (review.status === status && review.rejectionReason === rejectionReason) return;
    if (review.status !== status && !canModerate(review.status, status)) {
      throw new AppError(
        'conflict',
        ReviewsErrorCode.ILLEGAL_TRANSITION,
        'This review cannot move to that status.',
      );
    }
    const before = { status: review.status, rejectionReason: review.rejectionReason };
    const after = { status, rejectionReason };
    const moderatedAt = new Date().toISOString();
    const actor = await this.users.findById(caller.id);
    await this.transactions.run(async (manager) => {
      // Conditional on the revision read: an edit by the author in between is never approved unseen.
      const result = await manager
        .getRepository(ReviewEntity)
        .update(
          { id: review.id, revision: review.revision },
          { ...after, moderatedAt, moderatedById: caller.id },
        );
      if (!result.affected)
        throw new AppError(
          'conflict',
          ReviewsErrorCode.CHANGED,
          'The review was edited meanwhile; reload it.',
        );
      await this.audit.record(
        { id: caller.id, email: actor?.email ?? null },
        {
          action: status === 'approved' ? 'review.approve' : 'review.reject',
          entityType: 'review',
          entityId: review.id,
          changes: { ...diffFields(before, after), revision: review.revision },
        },
        manager,
      );
      await this.syncRatings(manager, [review.productId]);
    });
    if (status === 'approved') await this.mailApproved(review);
  }

  private async mailApproved(review: ReviewEntity): Promise<void> {
    const author = await this.users.findById(review.userId);
    if (!author) return;
    const locale = author.locale ?? 'nl';
    const [product] = await this.catalogue.summariesByIds([review.productId], locale);
    await this.mail.queueMail({
      template: REVIEW_APPROVED_MAIL,
      to: author.email,
      locale,
      data: {
        firstName: author.firstName,
        productName: product?.name ?? '',
        title: review.title,
        path: product
          ? `/${locale}/${PRODUCT_PATH[locale] ?? 'product'}/${product.slug}`
          : `/${locale}`,
      },
      messageKey: `review-approved:${review.id}:${review.revision}`,
    });
  }

  // ---- helpers ----

  private async edit(
    productId: string,
    userId: string,
    changes: Pick<
      ReviewEntity,
      'authorName' | 'locale' | 'score' | 'title' | 'content' | 'submittedAt'
    >,
  ): Promise<void> {
    await this.transactions.run(async (manager) => {
      await manager
        .createQueryBuilder()
        .update(ReviewEntity)
        .set({
          ...changes,
          status: 'pending',
          rejectionReason: null,
          moderatedAt: null,
          moderatedById: null,
          revision: () => 'revision + 1',
        })
        .where({ productId, userId })
        .execute();
      // An approved review edited by its author is pending again: it leaves the average.
      await this.syncRatings(manager, [productId]);
    });
  }

  /**
   * Recounts the approved reviews of these products (one grouped query) and stores count and sum
   * on the product, inside the caller's transaction: product cards read them without a query per
   * product.
   */
  private async syncRatings(manager: EntityManager, productIds: readonly string[]): Promise<void> {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return;
    const rows = await manager
      .getRepository(ReviewEntity)
      .createQueryBuilder('r')
      .select('r.productId', 'productId')
      .addSelect('COUNT(*)', 'count')
      .addSelect('SUM(r.score)', 'sum')
      .where('r.productId IN (:...ids)', { ids })
      .andWhere('r.status = :status', { status: 'approved' })
      .groupBy('r.productId')
      .getRawMany<{ productId: string; count: string | number; sum: string | number | null }>();
    const byId = new Map(rows.map((row) => [row.productId, row]));
    await this.catalogue.setRatings(
      manager,
      ids.map((productId) => ({
        productId,
        count: Number(byId.get(productId)?.count ?? 0),
        sum: Number(byId.get(productId)?.sum ?? 0),
      })),
    );
  }

  private async toAdmin(rows: ReviewEntity[], locale: Locale): Promise<AdminReviewResponseDto[]> {
    if (rows.length === 0) return [];
    const productIds = [...new Set(rows.map((r) => r.productId))];
    const userIds = [...new Set(rows.map((r) => r.userId))];
    const [products, [users], verified] = await Promise.all([
      this.catalogue.summariesByIds(productIds, locale),
      this.users.list({
        skip: 0,
        take: userIds.length,
        ids: userIds,
        sort: 'createdAt',
        order: 'DESC',
      }),
      this.purchased(rows),
    ]);
    const productById = new Map(products.map((p) => [p.id, p]));
    const emailById = new Map(users.map((u) => [u.id, u.email]));
    return rows.map((row) => ({
      ...toOwnReviewResponse(row, verified.has(pairKey(row.userId, row.productId))),
      userId: row.userId,
      productName: productById.get(row.productId)?.name ?? null,
      productSlug: productById.get(row.productId)?.slug ?? null,
      authorEmail: emailById.get(row.userId) ?? null,
      revision: Number(row.revision),
      moderatedAt: row.moderatedAt,
      moderatedById: row.moderatedById,
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
    }));
  }

  /**
   * Which (author, product) pairs of these reviews are verified purchases: the author has a paid
   * order with a line of that product (asked of the orders module, one query for the whole page).
   */
  private async purchased(
    rows: Pick<ReviewEntity, 'userId' | 'productId'>[],
  ): Promise<Set<string>> {
    const found = await this.purchases.paidPurchases(
      rows.map((r) => r.userId),
      rows.map((r) => r.productId),
    );
    return new Set(found.map((row) => pairKey(row.userId, row.productId)));
  }

  private async find(id: string): Promise<ReviewEntity> {
    const review = isUuid(id) ? await this.reviews.findOneBy({ id }) : null;
    if (!review) throw this.notFound();
    return review;
  }

  private notFound(): AppError {
    return new AppError('not_found', ReviewsErrorCode.REVIEW_NOT_FOUND, 'Review not found.');
  }

  private async assertProduct(productId: string): Promise<void> {
    const found = isUuid(productId) ? await this.catalogue.stockOf([productId]) : new Map();
    if (!found.has(productId))
      throw new AppError('not_found', ReviewsErrorCode.PRODUCT_NOT_FOUND, 'Product not found.');
  }

  private async limit(states: LimitState[]): Promise<void> {
    const blocked = states.filter((s) => s.blocked);
    if (blocked.length === 0) return;
    const retryAfter = Math.max(...blocked.map((s) => s.retryAfterSeconds));
    throw new AppError(
      'too_many_requests',
      ReviewsErrorCode.TOO_MANY_REVIEWS,
      'Too many reviews posted, please try again later.',
      {
        headers: { 'retry-after': String(retryAfter) },
        extra: { retryAfter },
      },
    );
  }
}
