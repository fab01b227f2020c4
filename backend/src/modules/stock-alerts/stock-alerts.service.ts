import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Not, Or, type Repository } from 'typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid } from '../../common/ids.js';
import type { Locale } from '../../common/i18n/locale.js';
import type { AttemptLimiter } from '../../common/rate-limit/attempt-limiter.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limit.module.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { JobRegistry } from '../jobs/job-registry.js';
import { JobQueue } from '../jobs/job-types.js';
import { MailService } from '../mail/mail.service.js';
import { UserDealsService } from '../users/user-deals.service.js';
import type {
  ListStockAlertProductsQueryDto,
  StockAlertProductListResponseDto,
  StockAlertResponseDto,
} from './dto/stock-alert.dto.js';
import { StockAlertEntity } from './entities/stock-alert.entity.js';
import {
  BACK_IN_STOCK_MAIL,
  STOCK_ALERT_CONFIRM_MAIL,
  productPath,
  stockAlertConfirmPath,
} from './stock-alerts.mail.js';
import { StockAlertsErrorCode } from './stock-alerts.errors.js';

/** Requests of the public form per IP inside the window before 429. */
export const STOCK_ALERTS_PER_IP = { points: 10, windowSeconds: 600 } as const;
/** Confirmation mails per address inside a day: nobody has verified the address yet. */
export const CONFIRMATIONS_PER_ADDRESS = { points: 3, windowSeconds: 24 * 3600 } as const;
/** At most one confirmation mail per request row inside this window. */
export const CONFIRMATION_THROTTLE_MS = 10 * 60_000;

const newToken = (): string => randomBytes(32).toString('base64url');

export interface SubscribeAlertInput {
  productId: string;
  locale: Locale;
  /** The signed-in customer, when there is one. */
  userId?: string | null;
  /** A guest's address (required without userId). */
  email?: string | null;
}

/**
 * "Mail me when it is back": signed-in customers are on the list in one click; a guest's address
 * joins after the double opt-in. When the catalogue announces a product back from 0
 * (`catalogue.restocked`), the confirmed waiting people are mailed in their language, in batches
 * of STOCK_ALERT_BATCH with STOCK_ALERT_DELAY_MS between them, each once (notifiedAt).
 */
@Injectable()
export class StockAlertsService implements OnModuleInit {
  private readonly logger = new Logger('StockAlerts');
  private readonly perIp: AttemptLimiter;
  private readonly confirmationsPerAddress: AttemptLimiter;

  constructor(
    @InjectRepository(StockAlertEntity) private readonly alerts: Repository<StockAlertEntity>,
    private readonly catalogue: CatalogueService,
    private readonly users: UserDealsService,
    private readonly mail: MailService,
    private readonly registry: JobRegistry,
    private readonly queue: JobQueue,
    limiters: RateLimiterFactory,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {
    this.perIp = limiters.create(
      'stock-alerts-ip',
      STOCK_ALERTS_PER_IP.points,
      STOCK_ALERTS_PER_IP.windowSeconds,
    );
    this.confirmationsPerAddress = limiters.create(
      'stock-alerts-confirm-address',
      CONFIRMATIONS_PER_ADDRESS.points,
      CONFIRMATIONS_PER_ADDRESS.windowSeconds,
    );
  }

  onModuleInit(): void {
    this.mail.registerTemplates(STOCK_ALERT_CONFIRM_MAIL, BACK_IN_STOCK_MAIL);
    this.registry.register('catalogue.restocked', ({ productId, batch }) =>
      this.notifyBatch(productId, batch ?? 1).then(() => undefined),
    );
  }

  /** Uses one point of the per-IP limit of the public form; 429 with Retry-After when used up. */
  async assertWithinRate(ip: string): Promise<void> {
    const state = await this.perIp.hit(ip);
    if (state.blocked)
      throw new AppError(
        'too_many_requests',
        StockAlertsErrorCode.TOO_MANY_REQUESTS,
        'Too many requests, please try again later.',
        {
          headers: { 'retry-after': String(state.retryAfterSeconds) },
          extra: { retryAfter: state.retryAfterSeconds },
        },
      );
  }

  /**
   * Puts someone on a product's list. A customer is on it at once (`subscribed`); a guest gets a
   * confirmation mail (`pending`, the same answer whether or not the address asked before). Asking
   * again after the back-in-stock mail starts a new round.
   */
  async subscribe(input: SubscribeAlertInput): Promise<StockAlertResponseDto> {
    const product = await this.product(input.productId, input.locale);
    const now = Date.now();
    if (input.userId) {
      await this.alerts
        .createQueryBuilder()
        .insert()
        .into(StockAlertEntity)
        .values({
          productId: product.id,
          userId: input.userId,
          email: null,
          locale: input.locale,
          token: newToken(),
          confirmedAt: now,
          confirmationSentAt: null,
          notifiedAt: null,
          requestedAt: now,
        })
        .orIgnore()
        .execute();
      const row = await this.alerts.findOneByOrFail({
        productId: product.id,
        userId: input.userId,
      });
      if (row.notifiedAt !== null || row.locale !== input.locale)
        await this.alerts.update(
          { id: row.id },
          {
            locale: input.locale,
            ...(row.notifiedAt !== null ? { notifiedAt: null, requestedAt: now } : {}),
          },
        );
      return { status: 'subscribed' };
    }
    const email = input.email?.trim().toLowerCase();
    if (!email)
      throw new AppError(
        'validation',
        StockAlertsErrorCode.EMAIL_REQUIRED,
        'An e-mail is needed.',
        {
          errors: { email: 'validation.required' },
        },
      );
    await this.alerts
      .createQueryBuilder()
      .insert()
      .into(StockAlertEntity)
      .values({
        productId: product.id,
        userId: null,
        email,
        locale: input.locale,
        token: newToken(),
        confirmedAt: null,
        confirmationSentAt: null,
        notifiedAt: null,
        requestedAt: now,
      })
      .orIgnore()
      .execute();
    const row = await this.alerts.findOneByOrFail({ productId: product.id, email });
    // Confirmed and still waiting: nothing to do (the answer stays the same).
    if (row.confirmedAt !== null && row.notifiedAt === null) return { status: 'pending' };
    if ((await this.confirmationsPerAddress.check(email)).blocked) return { status: 'pending' };
    const token = newToken();
    // Claims the right to send: one request per throttle window wins this conditional update.
    const claimed = await this.alerts.update(
      {
        id: row.id,
        confirmationSentAt: Or(IsNull(), LessThan(now - CONFIRMATION_THROTTLE_MS)),
      },
      {
        token,
        locale: input.locale,
        confirmedAt: null,
        notifiedAt: null,
        confirmationSentAt: now,
        requestedAt: now,
      },
    );
    if ((claimed.affected ?? 0) !== 1) return { status: 'pending' };
    await this.confirmationsPerAddress.hit(email);
    await this.mail.queueMail({
      template: STOCK_ALERT_CONFIRM_MAIL,
      to: email,
      locale: input.locale,
      data: { productName: product.name, path: stockAlertConfirmPath(input.locale, token) },
      messageKey: `stock-alert-confirm:${row.id}:${now}`,
    });
    return { status: 'pending' };
  }

  /** The double opt-in: the guest's request joins the list (idempotent while the token stands). */
  async confirm(token: string): Promise<StockAlertResponseDto> {
    const row = token ? await this.alerts.findOneBy({ token }) : null;
    if (!row) throw invalidToken();
    if (row.confirmedAt === null)
      await this.alerts.update({ id: row.id, confirmedAt: IsNull() }, { confirmedAt: Date.now() });
    return { status: 'confirmed', ...(await this.productLabel(row)) };
  }

  /** Withdraws a request with the token of its mail (no sign-in). */
  async withdrawByToken(token: string): Promise<StockAlertResponseDto> {
    const row = token ? await this.alerts.findOneBy({ token }) : null;
    if (!row) throw invalidToken();
    const label = await this.productLabel(row);
    await this.alerts.delete({ id: row.id });
    return { status: 'withdrawn', ...label };
  }

  /** Whether the signed-in customer waits for this product. */
  async statusFor(userId: string, productId: string): Promise<StockAlertResponseDto> {
    if (!isUuid(productId)) return { status: 'none' };
    const row = await this.alerts.findOneBy({ productId, userId, notifiedAt: IsNull() });
    return { status: row ? 'subscribed' : 'none' };
  }

  /** The signed-in customer leaves a product's list (idempotent). */
  async withdrawFor(userId: string, productId: string): Promise<StockAlertResponseDto> {
    if (isUuid(productId)) await this.alerts.delete({ productId, userId });
    return { status: 'none' };
  }

  /**
   * One batch of back-in-stock mails for a product back from 0: re-reads the stock (sold out again →
   * nothing), queues each confirmed waiting person's mail (its key delivers it once) and marks them
   * notified, then queues the next batch after the throttle delay when more are waiting.
   */
  async notifyBatch(productId: string, batch = 1): Promise<number> {
    const stock = (await this.catalogue.stockOf([productId])).get(productId)?.stock ?? 0;
    if (stock <= 0) return 0;
    const size = this.config.deals.stockAlertBatch;
    const rows = await this.alerts.find({
      where: { productId, confirmedAt: Not(IsNull()), notifiedAt: IsNull() },
      order: { requestedAt: 'ASC', id: 'ASC' },
      take: size,
    });
    const names = new Map<Locale, { name: string; slug: string }>();
    let mailed = 0;
    for (const row of rows) {
      const to = row.userId ? (await this.users.recipient(row.userId))?.email : row.email;
      if (to) {
        if (!names.has(row.locale)) {
          const [summary] = await this.catalogue.summariesByIds([productId], row.locale);
          if (!summary) return mailed;
          names.set(row.locale, { name: summary.name, slug: summary.slug });
        }
        const product = names.get(row.locale)!;
        await this.mail.queueMail({
          template: BACK_IN_STOCK_MAIL,
          to,
          locale: row.locale,
          data: { productName: product.name, path: productPath(row.locale, product.slug) },
          messageKey: `back-in-stock:${row.id}:${row.requestedAt}`,
        });
        mailed++;
      }
      await this.alerts.update(
        { id: row.id, notifiedAt: IsNull(), requestedAt: row.requestedAt },
        { notifiedAt: Date.now() },
      );
    }
    if (rows.length === size)
      await this.queue.enqueue(
        'catalogue.restocked',
        { productId, batch: batch + 1 },
        { delayMs: this.config.deals.stockAlertDelayMs },
      );
    this.logger.log({ productId, batch, mailed }, 'Back-in-stock batch queued');
    return mailed;
  }

  /** Back-office: the products people wait for, with the waiting count, most awaited first. */
  async listProducts(
    query: ListStockAlertProductsQueryDto,
  ): Promise<StockAlertProductListResponseDto> {
    const waiting =
      'SUM(CASE WHEN a.confirmedAt IS NOT NULL AND a.notifiedAt IS NULL THEN 1 ELSE 0 END)';
    const base = this.alerts.createQueryBuilder('a');
    const ids = query.idList;
    if (ids.length) base.where('a.productId IN (:...ids)', { ids });
    const totalRow = await base
      .clone()
      .select('COUNT(DISTINCT a.productId)', 'total')
      .getRawOne<{ total: string | number }>();
    const rows = await base
      .clone()
      .select('a.productId', 'productId')
      .addSelect(waiting, 'waiting')
      .addSelect('SUM(CASE WHEN a.confirmedAt IS NULL THEN 1 ELSE 0 END)', 'unconfirmed')
      .addSelect('SUM(CASE WHEN a.notifiedAt IS NOT NULL THEN 1 ELSE 0 END)', 'notified')
      .groupBy('a.productId')
      .orderBy(waiting, query.order === 'ASC' ? 'ASC' : 'DESC')
      .addOrderBy('a.productId', 'ASC')
      .offset(query.skip)
      .limit(query.perPage)
      .getRawMany<{
        productId: string;
        waiting: string | number;
        unconfirmed: string | number;
        notified: string | number;
      }>();
    const productIds = rows.map((r) => r.productId);
    const [summaries, stock] = await Promise.all([
      this.catalogue.summariesByIds(productIds, 'nl'),
      this.catalogue.stockOf(productIds),
    ]);
    const byId = new Map(summaries.map((s) => [s.id, s]));
    return {
      total: Number(totalRow?.total ?? 0),
      data: rows.map((r) => ({
        id: r.productId,
        name: byId.get(r.productId)?.name ?? r.productId,
        slug: byId.get(r.productId)?.slug ?? '',
        stock: stock.get(r.productId)?.stock ?? 0,
        waiting: Number(r.waiting),
        unconfirmed: Number(r.unconfirmed),
        notified: Number(r.notified),
      })),
    };
  }

  /** GDPR export: the account's requests. */
  async exportFor(
    userId: string,
  ): Promise<
    { productId: string; locale: string; requestedAt: string; notifiedAt: string | null }[]
  > {
    const rows = await this.alerts.find({ where: { userId }, order: { requestedAt: 'ASC' } });
    return rows.map((row) => ({
      productId: row.productId,
      locale: row.locale,
      requestedAt: new Date(row.requestedAt).toISOString(),
      notifiedAt: row.notifiedAt === null ? null : new Date(row.notifiedAt).toISOString(),
    }));
  }

  /** GDPR erasure: the account's requests and those made with its address as a guest. */
  async eraseFor(userId: string, email: string): Promise<void> {
    await this.alerts.delete({ userId });
    await this.alerts.delete({ email: email.trim().toLowerCase() });
  }

  private async product(productId: string, locale: Locale): Promise<{ id: string; name: string }> {
    const [summary] = isUuid(productId)
      ? await this.catalogue.summariesByIds([productId], locale)
      : [];
    if (!summary)
      throw new AppError('not_found', StockAlertsErrorCode.PRODUCT_NOT_FOUND, 'Product not found.');
    return { id: summary.id, name: summary.name };
  }

  private async productLabel(
    row: StockAlertEntity,
  ): Promise<{ productName: string | null; productSlug: string | null }> {
    const [summary] = await this.catalogue.summariesByIds([row.productId], row.locale);
    return { productName: summary?.name ?? null, productSlug: summary?.slug ?? null };
  }
}

function invalidToken(): AppError {
  return new AppError(
    'validation',
    StockAlertsErrorCode.TOKEN_INVALID,
    'This link is not valid (any more).',
  );
}
