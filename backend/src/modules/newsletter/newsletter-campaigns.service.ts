import { randomBytes } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { ListResponse } from '../../common/http/pagination.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import type { AuthUser } from '../../common/auth/request-user.js';
import { AuditService, diffFields } from '../audit/audit.service.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { ContentService } from '../content/content.service.js';
import { plainText, sanitizeRichText } from '../content/html-sanitizer.js';
import { JobRegistry } from '../jobs/job-registry.js';
import { JobQueue, type JobPayloads } from '../jobs/job-types.js';
import type { MailTransport, OutgoingMail } from '../mail/mail-transport.js';
import { MailService } from '../mail/mail.service.js';
import type { Locale } from '../../common/i18n/locale.js';
import { MONEY_LOCALES, type MailLocale } from '../mail/templates/shared.js';
import {
  newsletterUnsubscribePath,
  renderCampaignMail,
  type CampaignMailInput,
} from './newsletter.mail.js';
import { UsersService } from '../users/users.service.js';
import type {
  CampaignResponseDto,
  ListCampaignsQueryDto,
  CampaignPreviewResponseDto,
  CampaignProgressResponseDto,
  CreateCampaignDto,
  UpdateCampaignDto,
} from './dto/admin-newsletter.dto.js';
import { NewsletterCampaignEntity } from './entities/newsletter-campaign.entity.js';
import {
  DELIVERY_STATES,
  NewsletterDeliveryEntity,
  type DeliveryState,
} from './entities/newsletter-delivery.entity.js';
import { NewsletterSubscriberEntity } from './entities/newsletter-subscriber.entity.js';
import { NewsletterErrorCode } from './newsletter.errors.js';

/** DI token of the mail port used for campaign mails (they carry List-Unsubscribe headers). */
export const NEWSLETTER_TRANSPORT = 'NEWSLETTER_TRANSPORT';
/** Throttle: deliveries are spread over time at this many per second (per campaign). */
export const SEND_RATE_PER_SECOND = 50;
/** Delivery rows are created and jobs queued in pages of this size. */
const FANOUT_PAGE = 200;
/** A delivery caught `sending` by a crash is not mailed again by itself (it may have gone out): it becomes `interrupted` with this note. */
const INTERRUPTED =
  'interrupted while sending; not retried so the campaign never reaches this subscriber twice';

/** The mail's idempotency key: the first send, or the admin's resend to an interrupted delivery. */
const deliveryMessageKey = (campaignId: string, subscriberId: string, resends: number): string =>
  `campaign:${campaignId}:${subscriberId}${resends > 0 ? `:resend${resends}` : ''}`;

const PRODUCT_WORD: Record<MailLocale, string> = {
  nl: 'product',
  en: 'product',
  de: 'produkt',
  fr: 'produit',
};
const MAGAZINE_WORD: Record<MailLocale, string> = {
  nl: 'magazine',
  en: 'magazine',
  de: 'presse',
  fr: 'magazine',
};
const SORTABLE = ['createdAt', 'updatedAt', 'subject', 'locale', 'status', 'sendAt'] as const;

type CampaignContent = Omit<CampaignMailInput, 'unsubscribePath'>;

/** Deliveries of one campaign by state, and the interrupted ones not yet resent. */
interface Counts {
  states: Record<DeliveryState, number>;
  resendable: number;
}
const emptyCounts = (): Counts => ({
  states: Object.fromEntries(DELIVERY_STATES.map((s) => [s, 0])) as Record<DeliveryState, number>,
  resendable: 0,
});

/**
 * Newsletter campaigns: composition, preview, test mail, sending now or at `sendAt`. Sending fans
 * out one job per confirmed subscriber of the campaign's language; each job claims the
 * subscriber's delivery row before mailing, so nobody gets a campaign twice, even across restarts.
 */
@Injectable()
export class NewsletterCampaignsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('NewsletterCampaigns');
  private readonly contentCache = new Map<string, { version: number; content: CampaignContent }>();

  constructor(
    @InjectRepository(NewsletterCampaignEntity)
    private readonly campaigns: Repository<NewsletterCampaignEntity>,
    @InjectRepository(NewsletterDeliveryEntity)
    private readonly deliveries: Repository<NewsletterDeliveryEntity>,
    @InjectRepository(NewsletterSubscriberEntity)
    private readonly subscribers: Repository<NewsletterSubscriberEntity>,
    private readonly mail: MailService,
    private readonly content: ContentService,
    private readonly catalogue: CatalogueService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly queue: JobQueue,
    private readonly registry: JobRegistry,
    @Inject(NEWSLETTER_TRANSPORT) private readonly transport: MailTransport,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register('newsletter.campaign-start', (payload) =>
      this.fanOut(payload.campaignId),
    );
    this.registry.register('newsletter.campaign-deliver', (payload, context) =>
      this.deliver(payload.campaignId, payload.subscriberId, context.attempt),
    );
    this.registry.register('newsletter.campaign-test', (payload) => this.deliverTest(payload));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.transport.close();
  }

  // ── admin ─────────────────────────────────────────────────────────────────────────────

  async list(query: ListCampaignsQueryDto): Promise<ListResponse<CampaignResponseDto>> {
    const qb = this.campaigns.createQueryBuilder('c');
    if (query.locale) qb.andWhere('c.locale = :locale', { locale: query.locale });
    if (query.status) qb.andWhere('c.status = :status', { status: query.status });
    if (query.idList.length) qb.andWhere('c.id IN (:...ids)', { ids: query.idList });
    const sort = (SORTABLE as readonly string[]).includes(query.sort ?? '')
      ? query.sort!
      : 'createdAt';
    qb.orderBy(`c.${sort}`, query.order)
      .addOrderBy('c.id', 'ASC')
      .skip(query.skip)
      .take(query.perPage);
    const [rows, total] = await qb.getManyAndCount();
    const progress = await this.progressOf(rows.map((r) => r.id));
    return { data: rows.map((row) => this.toDto(row, progress.get(row.id))), total };
  }

  async get(id: string): Promise<CampaignResponseDto> {
    const row = await this.find(id);
    return this.toDto(row, (await this.progressOf([id])).get(id));
  }

  async create(caller: AuthUser, input: CreateCampaignDto): Promise<CampaignResponseDto> {
    await this.assertArticle(input.articleId, input.locale);
    const entity = this.campaigns.create({
      locale: input.locale,
      subject: input.subject,
      bodyHtml: this.cleanBody(input.bodyHtml),
      productIds: input.productIds ?? [],
      articleId: input.articleId || null,
      status: 'draft',
      sendAt: null,
      startedAt: null,
      finishedAt: null,
      createdById: caller.id,
    });
    const saved = await this.campaigns.save(entity);
    await this.audit.record(await this.actor(caller), {
      action: 'newsletter.campaign.create',
      entityType: 'newsletter_campaign',
      entityId: saved.id,
      changes: { locale: saved.locale, subject: saved.subject },
    });
    return this.get(saved.id);
  }

  async update(
    caller: AuthUser,
    id: string,
    input: UpdateCampaignDto,
  ): Promise<CampaignResponseDto> {
    const row = await this.find(id);
    if (row.status === 'sending' || row.status === 'sent') throw this.notEditable();
    // The article must suit the campaign's (new) language; one already linked is checked again when either changes.
    if (input.articleId || (input.locale && input.locale !== row.locale))
      await this.assertArticle(
        input.articleId === undefined ? row.articleId : input.articleId,
        input.locale ?? row.locale,
      );
    const changes: Partial<NewsletterCampaignEntity> = {
      locale: input.locale,
      subject: input.subject,
      bodyHtml: input.bodyHtml !== undefined ? this.cleanBody(input.bodyHtml) : undefined,
      productIds: input.productIds,
      articleId: input.articleId === undefined ? undefined : input.articleId || null,
    };
    const diff = diffFields(
      row as unknown as Record<string, unknown>,
      changes as Record<string, unknown>,
    );
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(defined).length > 0) {
      const result = await this.campaigns.update(
        { id, status: In(['draft', 'scheduled']) },
        defined,
      );
      if ((result.affected ?? 0) !== 1) throw this.notEditable();
    }
    if (Object.keys(diff).length > 0)
      await this.audit.record(await this.actor(caller), {
        action: 'newsletter.campaign.update',
        entityType: 'newsletter_campaign',
        entityId: id,
        changes: diff,
      });
    return this.get(id);
  }

  async remove(caller: AuthUser, id: string): Promise<CampaignResponseDto> {
    const dto = await this.get(id);
    if (dto.status === 'sending') throw this.notEditable();
    await this.deliveries.delete({ campaignId: id });
    await this.campaigns.delete({ id });
    await this.audit.record(await this.actor(caller), {
      action: 'newsletter.campaign.delete',
      entityType: 'newsletter_campaign',
      entityId: id,
      changes: { subject: dto.subject, status: dto.status },
    });
    return dto;
  }

  /** Renders the mail as a subscriber will get it (with a sample unsubscribe link); `draft` previews unsaved form values. */
  async preview(id: string | null, draft?: CreateCampaignDto): Promise<CampaignPreviewResponseDto> {
    const campaign = id
      ? await this.find(id)
      : this.campaigns.create({
          locale: draft!.locale,
          subject: draft!.subject,
          bodyHtml: this.cleanBody(draft!.bodyHtml, false),
          productIds: draft!.productIds ?? [],
          articleId: draft!.articleId || null,
        });
    const lang = campaign.locale;
    const mail = renderCampaignMail(
      {
        ...(await this.composeContent(campaign, false)),
        unsubscribePath: newsletterUnsubscribePath(lang, 'preview'),
      },
      this.ctx(lang),
    );
    return { subject: mail.subject, html: mail.html, text: mail.text };
  }

  /** Queues a test mail of the campaign to the admin (or the given address); it creates no delivery row. */
  async sendTest(caller: AuthUser, id: string, to?: string): Promise<void> {
    const campaign = await this.find(id);
    const address = to ?? (await this.users.getById(caller.id)).email;
    const messageKey = `campaign-test:${id}:${randomBytes(8).toString('hex')}`;
    await this.queue.enqueue(
      'newsletter.campaign-test',
      { campaignId: id, to: address, messageKey },
      { uniqueKey: messageKey },
    );
    await this.audit.record(await this.actor(caller), {
      action: 'newsletter.campaign.test',
      entityType: 'newsletter_campaign',
      entityId: campaign.id,
      changes: { to: address },
    });
  }

  /** Starts sending now (from draft or scheduled). */
  async sendNow(caller: AuthUser, id: string): Promise<CampaignResponseDto> {
    await this.find(id);
    const now = Date.now();
    const result = await this.campaigns.update(
      { id, status: In(['draft', 'scheduled']) },
      { status: 'sending', sendAt: null, startedAt: now },
    );
    if ((result.affected ?? 0) !== 1) throw this.notEditable();
    await this.queue.enqueue(
      'newsletter.campaign-start',
      { campaignId: id },
      { uniqueKey: `campaign-start:${id}:now` },
    );
    await this.audit.record(await this.actor(caller), {
      action: 'newsletter.campaign.send',
      entityType: 'newsletter_campaign',
      entityId: id,
      changes: { status: ['draft', 'sending'] },
    });
    return this.get(id);
  }

  /** Schedules (or reschedules) the send; the start job waits in the queue until `sendAt`. */
  async schedule(caller: AuthUser, id: string, sendAtIso: string): Promise<CampaignResponseDto> {
    const sendAt = new Date(sendAtIso).getTime();
    if (!Number.isFinite(sendAt) || sendAt <= Date.now()) {
      throw new AppError(
        'validation',
        NewsletterErrorCode.SEND_AT_IN_PAST,
        'The send moment must be in the future.',
        { errors: { sendAt: 'validation.future' } },
      );
    }
    const before = await this.find(id);
    const result = await this.campaigns.update(
      { id, status: In(['draft', 'scheduled']) },
      { status: 'scheduled', sendAt },
    );
    if ((result.affected ?? 0) !== 1) throw this.notEditable();
    await this.queue.enqueue(
      'newsletter.campaign-start',
      { campaignId: id },
      { uniqueKey: `campaign-start:${id}:${sendAt}`, delayMs: sendAt - Date.now() },
    );
    await this.audit.record(await this.actor(caller), {
      action: 'newsletter.campaign.schedule',
      entityType: 'newsletter_campaign',
      entityId: id,
      changes: { sendAt: [before.sendAt, sendAt] },
    });
    return this.get(id);
  }

  /** Takes a scheduled campaign back to draft (its waiting start job then does nothing). */
  async unschedule(caller: AuthUser, id: string): Promise<CampaignResponseDto> {
    await this.find(id);
    const result = await this.campaigns.update(
      { id, status: 'scheduled' },
      { status: 'draft', sendAt: null },
    );
    if ((result.affected ?? 0) !== 1) throw this.notEditable();
    await this.audit.record(await this.actor(caller), {
      action: 'newsletter.campaign.unschedule',
      entityType: 'newsletter_campaign',
      entityId: id,
      changes: { status: ['scheduled', 'draft'] },
    });
    return this.get(id);
  }

  async progress(id: string): Promise<CampaignProgressResponseDto> {
    const row = await this.find(id);
    return this.toProgress(row, (await this.progressOf([id])).get(id));
  }

  // ── jobs ──────────────────────────────────────────────────────────────────────────────

  /**
   * The start job: one delivery row per confirmed subscriber of the language (insert-or-ignore),
   * then one delivery job per row still queued, spread at SEND_RATE_PER_SECOND. Safe to run again
   * after a crash: rows and job keys are unique.
   */
  async fanOut(campaignId: string): Promise<void> {
    const campaign = await this.campaigns.findOneBy({ id: campaignId });
    if (!campaign) return;
    if (campaign.status === 'scheduled') {
      // An older start job of a campaign rescheduled later does nothing; the new one will.
      if ((campaign.sendAt ?? 0) > Date.now() + 1000) return;
      const claimed = await this.campaigns.update(
        { id: campaignId, status: 'scheduled' },
        { status: 'sending', startedAt: Date.now() },
      );
      if ((claimed.affected ?? 0) !== 1) return;
    } else if (campaign.status !== 'sending') {
      return;
    }
    let lastId = '';
    for (;;) {
      const qb = this.subscribers
        .createQueryBuilder('s')
        .select('s.id', 'id')
        .where('s.status = :status AND s.locale = :locale', {
          status: 'confirmed',
          locale: campaign.locale,
        });
      // Keyset paging (the id is a uuid on PostgreSQL: no comparison with an empty string).
      if (lastId) qb.andWhere('s.id > :lastId', { lastId });
      const page = await qb.orderBy('s.id', 'ASC').limit(FANOUT_PAGE).getRawMany<{ id: string }>();
      if (page.length === 0) break;
      await this.deliveries
        .createQueryBuilder()
        .insert()
        .into(NewsletterDeliveryEntity)
        .values(
          page.map((s) => ({
            campaignId,
            subscriberId: s.id,
            state: 'queued' as const,
            attempts: 0,
            lastError: null,
          })),
        )
        .orIgnore()
        .execute();
      lastId = page[page.length - 1]!.id;
    }
    let index = 0;
    let lastSubscriber = '';
    for (;;) {
      const page = await this.deliveries
        .createQueryBuilder('d')
        .select('d.subscriberId', 'subscriberId')
        .where('d.campaignId = :campaignId AND d.state = :state AND d.subscriberId > :last', {
          campaignId,
          state: 'queued',
          last: lastSubscriber,
        })
        .orderBy('d.subscriberId', 'ASC')
        .limit(FANOUT_PAGE)
        .getRawMany<{ subscriberId: string }>();
      if (page.length === 0) break;
      for (const { subscriberId } of page) {
        const delayMs = Math.floor(index / SEND_RATE_PER_SECOND) * 1000;
        await this.queue.enqueue(
          'newsletter.campaign-deliver',
          { campaignId, subscriberId },
          { uniqueKey: `campaign:${campaignId}:${subscriberId}`, delayMs: delayMs || undefined },
        );
        index += 1;
      }
      lastSubscriber = page[page.length - 1]!.subscriberId;
    }
    await this.finishIfDone(campaignId);
  }

  /**
   * One delivery job: claim the row (`claimed`: nothing has gone out), skip the unsubscribed, mark it
   * `sending` just before handing the mail to SMTP, mail once with the subscriber's own unsubscribe link.
   * A run that finds the row `claimed` was cut off before anything went out and sends; one that finds
   * it `sending` was cut off with the mail in flight: `interrupted` (may or may not have arrived),
   * never mailed again unless an admin resends to the interrupted.
   */
  async deliver(campaignId: string, subscriberId: string, attempt: number): Promise<void> {
    const key = { campaignId, subscriberId };
    const row = await this.deliveries.findOneBy(key);
    if (!row) return;
    const messageKey = deliveryMessageKey(campaignId, subscriberId, row.resends);
    if (row.state === 'sent' || row.state === 'skipped' || row.state === 'interrupted') return;
    if (row.state === 'sending') {
      const sent = await this.mail.wasSent(messageKey);
      await this.deliveries.update(
        { ...key, state: 'sending', attempts: row.attempts },
        { state: sent ? 'sent' : 'interrupted', lastError: sent ? null : INTERRUPTED },
      );
      await this.finishIfDone(campaignId);
      return;
    }
    // Claim (`queued`, a retried `failed`, or a `claimed` left by a crash → `claimed` with the next
    // attempt number, which is this run's token); only one run wins.
    const token = row.attempts + 1;
    const claimed = await this.deliveries.update(
      { ...key, state: row.state, attempts: row.attempts },
      { state: 'claimed', attempts: token },
    );
    if ((claimed.affected ?? 0) !== 1) return;
    const mine = { ...key, attempts: token };
    try {
      const subscriber = await this.subscribers.findOneBy({ id: subscriberId });
      const campaign = await this.campaigns.findOneBy({ id: campaignId });
      if (!subscriber || subscriber.status !== 'confirmed' || !campaign) {
        await this.deliveries.update(mine, { state: 'skipped', lastError: null });
      } else if (await this.mail.wasSent(messageKey)) {
        await this.deliveries.update(mine, { state: 'sent', lastError: null });
      } else {
        const mail = await this.composeCampaignMail(
          campaign,
          subscriber.email,
          subscriber.unsubscribeToken,
          messageKey,
          false,
        );
        // From here the mail may go out: a crash leaves `sending`, which the next run makes `interrupted`.
        const handed = await this.deliveries.update(
          { ...mine, state: 'claimed' },
          { state: 'sending' },
        );
        if ((handed.affected ?? 0) !== 1) return;
        await this.transport.send(mail);
        await this.mail.recordSent(messageKey, subscriber.email, 'newsletter.campaign');
        await this.deliveries.update(mine, { state: 'sent', lastError: null });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = attempt >= this.config.jobs.attempts;
      // SMTP refused or failed the mail (it did not go out): another attempt, or failed for good.
      await this.deliveries.update(mine, {
        state: final ? 'failed' : 'queued',
        lastError: message.slice(0, 2000),
      });
      if (final) await this.finishIfDone(campaignId);
      throw error;
    }
    await this.finishIfDone(campaignId);
  }

  /**
   * Sends the campaign again to the deliveries interrupted by a crash (they may or may not have got
   * it), each at most once: the rows go back to `queued` with `resends` = 1 and a new message key.
   * Returns how many were queued; a conflict when there are none.
   */
  async resendInterrupted(caller: AuthUser, id: string): Promise<CampaignResponseDto> {
    const campaign = await this.find(id);
    const rows = await this.deliveries.find({
      select: { subscriberId: true },
      where: { campaignId: id, state: 'interrupted', resends: 0 },
      order: { subscriberId: 'ASC' },
    });
    // One transaction: the rows, their jobs and the campaign's way back to "sending" become
    // visible together. Jobs committed before the status change could be sent and find the
    // campaign "sent" (a no-op), and the late change would then leave it "sending" for ever.
    const queued: string[] = [];
    await this.dataSource.transaction(async (manager) => {
      for (const { subscriberId } of rows) {
        const result = await manager.update(
          NewsletterDeliveryEntity,
          { campaignId: id, subscriberId, state: 'interrupted', resends: 0 },
          { state: 'queued', resends: 1, lastError: null },
        );
        if ((result.affected ?? 0) !== 1) continue;
        await this.queue.enqueue(
          'newsletter.campaign-deliver',
          { campaignId: id, subscriberId },
          {
            uniqueKey: `${deliveryMessageKey(id, subscriberId, 1)}`,
            delayMs: Math.floor(queued.length / SEND_RATE_PER_SECOND) * 1000 || undefined,
            manager,
          },
        );
        queued.push(subscriberId);
      }
      if (queued.length > 0 && campaign.status === 'sent')
        await manager.update(
          NewsletterCampaignEntity,
          { id, status: 'sent' },
          { status: 'sending', finishedAt: null },
        );
    });
    if (queued.length === 0)
      throw new AppError(
        'conflict',
        NewsletterErrorCode.NOTHING_TO_RESEND,
        'No delivery of this campaign was interrupted, or the interrupted ones were already sent again.',
      );
    await this.audit.record(await this.actor(caller), {
      action: 'newsletter.campaign.resend_interrupted',
      entityType: 'newsletter_campaign',
      entityId: id,
      changes: { recipients: queued.length },
    });
    return this.get(id);
  }

  private async deliverTest(payload: JobPayloads['newsletter.campaign-test']): Promise<void> {
    if (await this.mail.wasSent(payload.messageKey)) return;
    const campaign = await this.campaigns.findOneBy({ id: payload.campaignId });
    if (!campaign) return;
    const subscriber = await this.subscribers.findOneBy({ email: payload.to.toLowerCase() });
    await this.mailCampaign(
      campaign,
      payload.to,
      subscriber?.unsubscribeToken ?? 'test',
      payload.messageKey,
      true,
    );
  }

  private async mailCampaign(
    campaign: NewsletterCampaignEntity,
    to: string,
    unsubscribeToken: string,
    messageKey: string,
    test: boolean,
  ): Promise<void> {
    await this.transport.send(
      await this.composeCampaignMail(campaign, to, unsubscribeToken, messageKey, test),
    );
    await this.mail.recordSent(messageKey, to, 'newsletter.campaign');
  }

  private async composeCampaignMail(
    campaign: NewsletterCampaignEntity,
    to: string,
    unsubscribeToken: string,
    messageKey: string,
    test: boolean,
  ): Promise<OutgoingMail> {
    const lang = campaign.locale;
    const content = await this.composeContent(campaign, true);
    const mail = renderCampaignMail(
      {
        ...content,
        subject: test ? `[TEST] ${content.subject}` : content.subject,
        unsubscribePath: newsletterUnsubscribePath(lang, unsubscribeToken),
      },
      this.ctx(lang),
    );
    const oneClick = new URL(
      `/api/newsletter/unsubscribe/${encodeURIComponent(unsubscribeToken)}`,
      this.config.publicUrl,
    ).toString();
    return {
      from: this.config.mailFrom,
      to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: {
        'X-Message-Key': messageKey,
        // RFC 2369 + RFC 8058: one-click unsubscribe by POST, and the landing page as a fallback.
        'List-Unsubscribe': `<${oneClick}>, <${mail.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': `${this.config.brandName} newsletter <newsletter.${new URL(this.config.publicUrl).hostname}>`,
        Precedence: 'bulk',
      },
    };
  }

  private async finishIfDone(campaignId: string): Promise<void> {
    const open = await this.deliveries.countBy({
      campaignId,
      state: In(['queued', 'claimed', 'sending']),
    });
    if (open === 0)
      await this.campaigns.update(
        { id: campaignId, status: 'sending' },
        { status: 'sent', finishedAt: Date.now() },
      );
  }

  // ── helpers ───────────────────────────────────────────────────────────────────────────

  private async composeContent(
    campaign: NewsletterCampaignEntity,
    cache: boolean,
  ): Promise<CampaignContent> {
    const version = campaign.updatedAt ? new Date(campaign.updatedAt).getTime() : 0;
    const cached = cache ? this.contentCache.get(campaign.id) : undefined;
    if (cached && cached.version === version) return cached.content;
    const lang = campaign.locale;
    const money = new Intl.NumberFormat(MONEY_LOCALES[lang], {
      style: 'currency',
      currency: 'EUR',
    });
    const summaries = campaign.productIds.length
      ? await this.catalogue.summariesByIds(campaign.productIds, lang)
      : [];
    const byId = new Map(summaries.map((p) => [p.id, p]));
    const products = campaign.productIds
      .map((id) => byId.get(id))
      .filter((p) => p !== undefined)
      .map((p) => ({
        name: p.name,
        path: `/${lang}/${PRODUCT_WORD[lang]}/${p.slug}`,
        price: money.format(p.priceCents / 100),
        imageUrl: p.image,
      }));
    const post = campaign.articleId ? await this.content.findPostById(campaign.articleId) : null;
    const article = post
      ? {
          title: post.title,
          path: `/${post.language}/${MAGAZINE_WORD[post.language]}/${post.slug}`,
          excerpt: post.description,
        }
      : null;
    const content: CampaignContent = {
      subject: campaign.subject,
      bodyHtml: campaign.bodyHtml,
      products,
      article,
    };
    if (cache) {
      if (this.contentCache.size > 50) this.contentCache.clear();
      this.contentCache.set(campaign.id, { version, content });
    }
    return content;
  }

  private ctx(locale: MailLocale) {
    return { brandName: this.config.brandName, publicUrl: this.config.publicUrl, locale };
  }

  private cleanBody(html: string, strict = true): string {
    const clean = sanitizeRichText(html, this.config.publicUrl);
    if (strict && !plainText(clean)) {
      throw new AppError(
        'validation',
        NewsletterErrorCode.BODY_REQUIRED,
        'The newsletter needs a text.',
        { errors: { bodyHtml: 'validation.required' } },
      );
    }
    return clean;
  }

  private async progressOf(ids: string[]): Promise<Map<string, Counts>> {
    const out = new Map<string, Counts>();
    if (ids.length === 0) return out;
    const rows = await this.deliveries
      .createQueryBuilder('d')
      .select('d.campaignId', 'campaignId')
      .addSelect('d.state', 'state')
      .addSelect('COUNT(*)', 'n')
      .addSelect('SUM(CASE WHEN d.resends = 0 THEN 1 ELSE 0 END)', 'fresh')
      .where('d.campaignId IN (:...ids)', { ids })
      .groupBy('d.campaignId')
      .addGroupBy('d.state')
      .getRawMany<{
        campaignId: string;
        state: DeliveryState;
        n: string | number;
        fresh: string | number | null;
      }>();
    for (const row of rows) {
      const counts = out.get(row.campaignId) ?? emptyCounts();
      counts.states[row.state] = Number(row.n);
      if (row.state === 'interrupted') counts.resendable = Number(row.fresh ?? 0);
      out.set(row.campaignId, counts);
    }
    return out;
  }

  private toProgress(row: NewsletterCampaignEntity, counts?: Counts): CampaignProgressResponseDto {
    const { states: c, resendable } = counts ?? emptyCounts();
    return {
      status: row.status,
      total: Object.values(c).reduce((sum, n) => sum + n, 0),
      sent: c.sent,
      failed: c.failed,
      skipped: c.skipped,
      interrupted: c.interrupted,
      resendable,
      pending: c.queued + c.claimed + c.sending,
    };
  }

  private toDto(row: NewsletterCampaignEntity, counts?: Counts): CampaignResponseDto {
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return {
      id: row.id,
      locale: row.locale,
      subject: row.subject,
      bodyHtml: row.bodyHtml,
      productIds: row.productIds,
      articleId: row.articleId,
      status: row.status,
      sendAt: iso(row.sendAt),
      startedAt: iso(row.startedAt),
      finishedAt: iso(row.finishedAt),
      progress: this.toProgress(row, counts),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  private async find(id: string): Promise<NewsletterCampaignEntity> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await this.campaigns.findOneBy({ id }) : null;
    if (!row)
      throw new AppError(
        'not_found',
        NewsletterErrorCode.CAMPAIGN_NOT_FOUND,
        'This newsletter campaign does not exist.',
      );
    return row;
  }

  /** A campaign links only a magazine article that is live in the campaign's language. */
  private async assertArticle(articleId: string | null | undefined, locale: Locale): Promise<void> {
    if (!articleId) return;
    if (!(await this.content.isLiveArticle(articleId, locale)))
      throw new AppError(
        'unprocessable',
        NewsletterErrorCode.ARTICLE_NOT_AVAILABLE,
        "The article is not published in the campaign's language.",
        { errors: { articleId: 'validation.articleNotAvailable' } },
      );
  }

  private notEditable(): AppError {
    return new AppError(
      'conflict',
      NewsletterErrorCode.CAMPAIGN_NOT_EDITABLE,
      'This campaign is being sent or has been sent and can no longer change.',
    );
  }

  private async actor(caller: AuthUser): Promise<{ id: string; email: string | null }> {
    const user = await this.users.getById(caller.id).catch(() => null);
    return { id: caller.id, email: user?.email ?? null };
  }
}
