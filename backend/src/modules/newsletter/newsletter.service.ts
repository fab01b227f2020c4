import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Not, Or, Repository } from 'typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { hashIp } from '../../common/privacy/ip-hash.js';
import { AppError } from '../../common/errors/app-error.js';
import type { ListResponse } from '../../common/http/pagination.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limit.module.js';
import type { AttemptLimiter } from '../../common/rate-limit/attempt-limiter.js';
import { MailService } from '../mail/mail.service.js';
import { NEWSLETTER_CONFIRM_MAIL, newsletterConfirmPath } from './newsletter.mail.js';
import { isLocale, type Locale } from '../../common/i18n/locale.js';
import { UserNewsletterChangedEvent, UserRegisteredEvent } from '../users/users.service.js';
import {
  NewsletterSubscriberEntity,
  type SubscriberStatus,
  type SubscriptionSource,
} from './entities/newsletter-subscriber.entity.js';
import { NewsletterErrorCode } from './newsletter.errors.js';
import { NewsletterDeliveryEntity } from './entities/newsletter-delivery.entity.js';
import type {
  SubscriberDto,
  SubscriberFilterDto,
  ListSubscribersQueryDto,
} from './dto/admin-newsletter.dto.js';

/** The confirmation link stays valid this long. */
export const CONFIRM_TOKEN_TTL_MS = 48 * 3600_000;
/** At most one confirmation mail per address inside this window (further requests answer the same, silently). */
export const CONFIRMATION_THROTTLE_MS = 10 * 60_000;
/**
 * Confirmation mails per address inside a day, on top of the one-per-window throttle: nobody has
 * verified the address, so switching the newsletter on and off cannot turn the shop into a mailer.
 */
export const CONFIRMATIONS_PER_ADDRESS = { points: 3, windowSeconds: 24 * 3600 } as const;
/** Subscription requests per IP inside the window before 429. */
export const SUBSCRIBE_PER_IP = { points: 10, windowSeconds: 600 } as const;

/**
 * Version of the consent wording shown next to every newsletter opt-in (storefront texts
 * `newsletter:form.privacy` and `common:fields.newsletter`). Bump it whenever that wording changes,
 * so each consent proof names the text that was agreed to.
 */
export const NEWSLETTER_CONSENT_WORDING_VERSION = '2026-11';

export interface SubscribeInput {
  email: string;
  locale: Locale;
  source: SubscriptionSource;
  /** The requester's IP, kept only as a keyed hash in the consent proof. */
  ip?: string | null;
}

/** What the newsletter module keeps about one address, with its consent proof (GDPR export). */
export interface NewsletterSubscriptionExport {
  email: string;
  locale: Locale;
  status: SubscriberStatus;
  subscribedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  consent: {
    at: string | null;
    sourceForm: SubscriptionSource;
    wordingVersion: string | null;
    ipHash: string | null;
    confirmationIpHash: string | null;
  };
}

const SUBSCRIBER_SORTABLE = [
  'createdAt',
  'email',
  'locale',
  'status',
  'confirmedAt',
  'source',
] as const;

function toSubscriberDto(row: NewsletterSubscriberEntity): SubscriberDto {
  return {
    id: row.id,
    email: row.email,
    locale: row.locale,
    status: row.status,
    source: row.source,
    confirmedAt: row.confirmedAt,
    unsubscribedAt: row.unsubscribedAt,
    createdAt: row.createdAt,
  };
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * Newsletter subscriptions with double opt-in. The answer of subscribe() never tells whether an
 * address is already known: subscribing again is harmless and mails at most one confirmation per
 * address per CONFIRMATION_THROTTLE_MS.
 */
@Injectable()
export class NewsletterService implements OnModuleInit {
  private readonly logger = new Logger('Newsletter');
  private readonly perIp: AttemptLimiter;
  private readonly confirmationsPerAddress: AttemptLimiter;

  constructor(
    @InjectRepository(NewsletterSubscriberEntity)
    private readonly subscribers: Repository<NewsletterSubscriberEntity>,
    private readonly mail: MailService,
    limiters: RateLimiterFactory,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {
    this.perIp = limiters.create(
      'newsletter-subscribe-ip',
      SUBSCRIBE_PER_IP.points,
      SUBSCRIBE_PER_IP.windowSeconds,
    );
    this.confirmationsPerAddress = limiters.create(
      'newsletter-confirm-address',
      CONFIRMATIONS_PER_ADDRESS.points,
      CONFIRMATIONS_PER_ADDRESS.windowSeconds,
    );
  }

  onModuleInit(): void {
    this.mail.registerTemplates(NEWSLETTER_CONFIRM_MAIL);
  }

  /** Uses one point of the per-IP limit of the public subscription form; 429 with Retry-After when used up. */
  async assertWithinRate(ip: string): Promise<void> {
    const state = await this.perIp.hit(ip);
    if (state.blocked) {
      throw new AppError(
        'too_many_requests',
        NewsletterErrorCode.TOO_MANY_REQUESTS,
        'Too many requests, please try again later.',
        {
          headers: { 'retry-after': String(state.retryAfterSeconds) },
          extra: { retryAfter: state.retryAfterSeconds },
        },
      );
    }
  }

  /**
   * Starts (or repeats) a double opt-in: a pending or unsubscribed address gets a fresh single-use
   * confirmation link by mail in its language; a confirmed one gets nothing. Used by the footer
   * form, the registration opt-in and the contact and partner forms.
   */
  async subscribe({ email, locale, source, ip }: SubscribeInput): Promise<void> {
    const address = email.trim().toLowerCase();
    const lang: Locale = isLocale(locale) ? locale : 'nl';
    let row = await this.subscribers.findOneBy({ email: address });
    if (!row) {
      const inserted = await this.subscribers
        .createQueryBuilder()
        .insert()
        .into(NewsletterSubscriberEntity)
        .values({
          email: address,
          locale: lang,
          status: 'pending',
          source,
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
          confirmationSentAt: null,
          unsubscribeToken: newToken(),
          confirmedAt: null,
          unsubscribedAt: null,
        })
        .orIgnore()
        .execute();
      if ((inserted.identifiers.length ?? 0) === 0)
        this.logger.debug('Concurrent subscription of the same address');
      row = await this.subscribers.findOneByOrFail({ email: address });
    }
    if (row.status === 'confirmed') return;
    if ((await this.confirmationsPerAddress.check(address)).blocked) return;
    const now = Date.now();
    const token = newToken();
    // Claims the right to send: only one request per throttle window wins this conditional update.
    const claimed = await this.subscribers.update(
      { id: row.id, confirmationSentAt: Or(IsNull(), LessThan(now - CONFIRMATION_THROTTLE_MS)) },
      {
        status: 'pending',
        locale: lang,
        source,
        confirmTokenHash: sha256(token),
        confirmTokenExpiresAt: now + CONFIRM_TOKEN_TTL_MS,
        confirmationSentAt: now,
        // The consent proof of this request: time, form (source), wording version, keyed IP hash.
        consentAt: now,
        consentWordingVersion: NEWSLETTER_CONSENT_WORDING_VERSION,
        consentIpHash: hashIp(this.config.privacy.ipHashSecret, ip),
        confirmIpHash: null,
      },
    );
    if ((claimed.affected ?? 0) !== 1) return;
    await this.confirmationsPerAddress.hit(address);
    await this.mail.queueMail({
      template: NEWSLETTER_CONFIRM_MAIL,
      to: address,
      locale: lang,
      data: {
        path: newsletterConfirmPath(lang, token),
        hours: Math.round(CONFIRM_TOKEN_TTL_MS / 3600_000),
      },
      messageKey: `newsletter-confirm:${sha256(token).slice(0, 32)}`,
    });
  }

  /**
   * Uses a confirmation token: the address becomes a confirmed subscriber. The token's hash stays
   * on the row after it was used, so a second click on the same link (mail clients, a second
   * device) says the subscription is already confirmed instead of calling the link invalid; once
   * the subscriber unsubscribes or asks again, the old link is invalid.
   */
  async confirm(
    token: string,
    ip?: string | null,
  ): Promise<{
    status: SubscriberStatus;
    locale: Locale;
    unsubscribeToken: string;
    alreadyConfirmed: boolean;
  }> {
    const hash = sha256(token);
    const row = await this.subscribers.findOneBy({ confirmTokenHash: hash });
    if (row?.status === 'confirmed') return this.confirmedAnswer(row, true);
    if (!row || (row.confirmTokenExpiresAt ?? 0) <= Date.now()) throw this.invalidToken();
    const now = Date.now();
    const result = await this.subscribers.update(
      { id: row.id, confirmTokenHash: hash, status: Not('confirmed') },
      {
        status: 'confirmed',
        confirmTokenExpiresAt: null,
        confirmedAt: now,
        unsubscribedAt: null,
        confirmIpHash: hashIp(this.config.privacy.ipHashSecret, ip),
      },
    );
    if ((result.affected ?? 0) !== 1) {
      // A simultaneous click confirmed it first.
      const current = await this.subscribers.findOneBy({ id: row.id, confirmTokenHash: hash });
      if (current?.status === 'confirmed') return this.confirmedAnswer(current, true);
      throw this.invalidToken();
    }
    return this.confirmedAnswer(row, false);
  }

  /** The confirmed page offers the unsubscribe link right away (the token holder owns the mailbox). */
  private confirmedAnswer(row: NewsletterSubscriberEntity, alreadyConfirmed: boolean) {
    return {
      status: 'confirmed' as const,
      locale: row.locale,
      unsubscribeToken: row.unsubscribeToken,
      alreadyConfirmed,
    };
  }

  /** Ends a subscription with the per-subscriber token every mail carries (idempotent; no sign-in). */
  async unsubscribe(token: string): Promise<{ status: SubscriberStatus; locale: Locale }> {
    const row = token ? await this.subscribers.findOneBy({ unsubscribeToken: token }) : null;
    if (!row) throw this.invalidToken();
    if (row.status !== 'unsubscribed') {
      await this.subscribers.update(
        { id: row.id },
        {
          status: 'unsubscribed',
          unsubscribedAt: Date.now(),
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
          // A confirmed address proved its mailbox: it may ask again at once (still within the daily
          // limit per address). An unverified one keeps its throttle, so switching off and on again
          // does not mail a new confirmation each time.
          ...(row.status === 'confirmed' ? { confirmationSentAt: null } : {}),
        },
      );
    }
    return { status: 'unsubscribed', locale: row.locale };
  }

  /** The newsletter status of an address (account page): none when it never subscribed. */
  async statusOf(email: string): Promise<SubscriberStatus | 'none'> {
    const row = await this.subscribers.findOneBy({ email: email.trim().toLowerCase() });
    return row?.status ?? 'none';
  }

  /** Registration with the newsletter opt-in: still double opt-in (the account's address is not verified by registering). */
  @OnEvent(UserRegisteredEvent.NAME, { async: true, promisify: true, suppressErrors: true })
  async onUserRegistered(event: UserRegisteredEvent): Promise<void> {
    if (!event.newsletterOptIn) return;
    try {
      await this.subscribe({ email: event.email, locale: event.locale, source: 'registration' });
    } catch (error) {
      this.logger.warn(
        `Newsletter subscription after registration failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /**
   * The account's newsletter box: on starts a double opt-in (as the footer does), off ends the
   * subscription of the account's address at once.
   */
  @OnEvent(UserNewsletterChangedEvent.NAME, { async: true, promisify: true, suppressErrors: true })
  async onAccountNewsletterChanged(event: UserNewsletterChangedEvent): Promise<void> {
    try {
      if (event.optIn) {
        await this.subscribe({ email: event.email, locale: event.locale, source: 'registration' });
        return;
      }
      const row = await this.subscribers.findOneBy({ email: event.email.trim().toLowerCase() });
      if (row && row.status !== 'unsubscribed') await this.unsubscribe(row.unsubscribeToken);
    } catch (error) {
      this.logger.warn(
        `Newsletter change from the account failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** GDPR export: the subscription of this address with its consent proof, or null when it never subscribed. */
  async exportFor(email: string): Promise<NewsletterSubscriptionExport | null> {
    const row = await this.subscribers.findOneBy({ email: email.trim().toLowerCase() });
    if (!row) return null;
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return {
      email: row.email,
      locale: row.locale,
      status: row.status,
      subscribedAt: new Date(row.createdAt).toISOString(),
      confirmedAt: iso(row.confirmedAt),
      unsubscribedAt: iso(row.unsubscribedAt),
      consent: {
        at: iso(row.consentAt),
        sourceForm: row.source,
        wordingVersion: row.consentWordingVersion,
        ipHash: row.consentIpHash,
        confirmationIpHash: row.confirmIpHash,
      },
    };
  }

  /** GDPR erasure: removes the subscription of this address and its campaign deliveries. */
  async eraseFor(email: string): Promise<void> {
    const row = await this.subscribers.findOneBy({ email: email.trim().toLowerCase() });
    if (!row) return;
    await this.subscribers.manager.delete(NewsletterDeliveryEntity, { subscriberId: row.id });
    await this.subscribers.delete({ id: row.id });
  }

  /** Retention: confirmation tokens past their expiry are forgotten (the link could not be used anyway). */
  async removeExpiredConfirmTokens(now = Date.now()): Promise<number> {
    const result = await this.subscribers.update(
      { confirmTokenHash: Not(IsNull()), confirmTokenExpiresAt: LessThan(now) },
      { confirmTokenHash: null, confirmTokenExpiresAt: null },
    );
    return result.affected ?? 0;
  }

  /** Admin list of subscribers (filters language, status, part of the address). */
  async list(query: ListSubscribersQueryDto): Promise<ListResponse<SubscriberDto>> {
    const qb = this.filtered(query);
    const sort = (SUBSCRIBER_SORTABLE as readonly string[]).includes(query.sort ?? '')
      ? query.sort!
      : 'createdAt';
    qb.orderBy(`s.${sort}`, query.order)
      .addOrderBy('s.id', 'ASC')
      .skip(query.skip)
      .take(query.perPage);
    if (query.idList.length) qb.andWhere('s.id IN (:...ids)', { ids: query.idList });
    const [rows, total] = await qb.getManyAndCount();
    return { data: rows.map(toSubscriberDto), total };
  }

  /** CSV export of the filtered subscribers (RFC 4180, UTF-8 with a header row). */
  async exportCsv(filter: SubscriberFilterDto): Promise<string> {
    const rows = await this.filtered(filter).orderBy('s.email', 'ASC').getMany();
    const cell = (value: unknown) => {
      const text = value === null || value === undefined ? '' : String(value);
      // Quotes always; a leading = + - @ is prefixed so spreadsheets never run it as a formula.
      return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
    };
    const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());
    const lines = [
      ['email', 'language', 'status', 'source', 'subscribed_at', 'confirmed_at', 'unsubscribed_at']
        .map(cell)
        .join(','),
    ];
    for (const r of rows)
      lines.push(
        [
          r.email,
          r.locale,
          r.status,
          r.source,
          new Date(r.createdAt).toISOString(),
          iso(r.confirmedAt),
          iso(r.unsubscribedAt),
        ]
          .map(cell)
          .join(','),
      );
    return `${lines.join('\r\n')}\r\n`;
  }

  private filtered(filter: SubscriberFilterDto) {
    const qb = this.subscribers.createQueryBuilder('s');
    if (filter.locale) qb.andWhere('s.locale = :locale', { locale: filter.locale });
    if (filter.status) qb.andWhere('s.status = :status', { status: filter.status });
    if (filter.q)
      qb.andWhere('s.email LIKE :q', { q: `%${filter.q.toLowerCase().replace(/[%_\\]/g, '')}%` });
    return qb;
  }

  private invalidToken(): AppError {
    return new AppError(
      'validation',
      NewsletterErrorCode.TOKEN_INVALID,
      'This newsletter link is invalid or has expired.',
      { errors: { token: 'validation.newsletterTokenInvalid' } },
    );
  }
}
