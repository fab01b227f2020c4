import { checkAddress } from '../../common/address/address-check.js';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { AttemptLimiter } from '../../common/rate-limit/attempt-limiter.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limit.module.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { AuthService } from '../auth/auth.service.js';
import { MailService } from '../mail/mail.service.js';
import { NewsletterService } from '../newsletter/newsletter.service.js';
import { AdminStoresService } from '../stores/admin-stores.service.js';
import { isLocale, type Locale } from '../../common/i18n/locale.js';
import { UsersService } from '../users/users.service.js';
import {
  toPartnerApplicationDto,
  type CreatePartnerApplicationDto,
  type ListPartnerApplicationsQueryDto,
  type PartnerApplicationResponseDto,
  type PartnerApplicationListResponseDto,
} from './dto/partner-application.dto.js';
import { PartnerApplicationEntity } from './entities/partner-application.entity.js';
import { canTransition, type PartnerApplicationStatus } from './partner-application-state.js';
import { PartnersErrorCode } from './partners.errors.js';
import {
  PARTNER_APPLICATION_NOTIFICATION_MAIL,
  PARTNER_APPLICATION_RECEIVED_MAIL,
  PARTNER_INVITATION_MAIL,
} from './partners.mail.js';

/** Applications per IP inside the window before 429 (validation failures do not count). */
export const PARTNER_MAX_PER_IP = 10;
export const PARTNER_WINDOW_SECONDS = 60 * 60;
/** How long the invitation's set-a-password link stays valid. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

/** Partner applications: the public form, the back-office review and the approval (store + account invitation). */
@Injectable()
export class PartnersService implements OnModuleInit {
  private readonly logger = new Logger('PartnersService');
  private readonly perIp: AttemptLimiter;

  constructor(
    @InjectRepository(PartnerApplicationEntity)
    private readonly applications: Repository<PartnerApplicationEntity>,
    private readonly mail: MailService,
    private readonly users: UsersService,
    private readonly stores: AdminStoresService,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
    private readonly newsletter: NewsletterService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    limiters: RateLimiterFactory,
  ) {
    this.perIp = limiters.create('partner-ip', PARTNER_MAX_PER_IP, PARTNER_WINDOW_SECONDS);
  }

  onModuleInit(): void {
    this.mail.registerTemplates(
      PARTNER_APPLICATION_RECEIVED_MAIL,
      PARTNER_APPLICATION_NOTIFICATION_MAIL,
      PARTNER_INVITATION_MAIL,
    );
  }

  /** Applications nobody has looked at yet (back-office dashboard). */
  countNew(): Promise<number> {
    return this.applications.countBy({ status: 'new' });
  }

  /** Stores the application and queues the "received" mail and one notification per partner manager (or the brand inbox). */
  async submit(input: CreatePartnerApplicationDto, ip: string): Promise<void> {
    // If the limiter's store (Redis) is unreachable, let the request through: the queue check below answers 503 then.
    const state = await this.perIp.hit(ip).catch((error: unknown) => {
      this.logger.warn(
        `Rate limiter unavailable: ${error instanceof Error ? error.message : String(error)}`,
      );
      return { blocked: false, retryAfterSeconds: 0 };
    });
    if (state.blocked) {
      throw new AppError(
        'too_many_requests',
        PartnersErrorCode.TOO_MANY_REQUESTS,
        'Too many applications, please try again later.',
        {
          headers: { 'retry-after': String(state.retryAfterSeconds) },
          extra: { retryAfter: state.retryAfterSeconds },
        },
      );
    }
    if (input.fax?.trim()) {
      this.logger.warn(`Honeypot filled from ${ip}: partner application dropped`);
      return;
    }
    const locale = input.locale ?? 'nl';
    const checked = checkAddress({
      country: input.country || 'BE',
      postalCode: input.postalCode,
      phone: input.phone,
    });
    const row = this.applications.create({
      company: input.company,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: checked.phone ?? input.phone,
      street: input.street,
      houseNumber: input.houseNumber,
      postalCode: checked.postalCode,
      city: input.city,
      country: input.country || 'BE',
      website: input.website || null,
      vatNumber: input.vatNumber || null,
      howFound: input.howFound,
      newsletterOptIn: input.newsletter ?? false,
      locale,
      privacyAcceptedAt: new Date().toISOString(),
      status: 'new',
      storeId: null,
      partnerUserId: null,
    });
    await this.applications.insert(row);
    const data = {
      applicationId: row.id,
      company: row.company,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      postalCode: row.postalCode,
      city: row.city,
      howFound: row.howFound,
    };
    try {
      await this.mail.queueMail({
        template: PARTNER_APPLICATION_RECEIVED_MAIL,
        to: row.email,
        locale,
        data,
        messageKey: `partner-application:${row.id}:received`,
      });
      const [managers] = await this.users.list({
        skip: 0,
        take: 100,
        role: 'partner_manager',
        sort: 'createdAt',
        order: 'ASC',
      });
      const recipients =
        managers.length > 0
          ? managers.map((m) => ({ to: m.email, locale: m.locale as string, key: m.id }))
          : [{ to: this.config.brandInbox, locale: 'nl', key: 'inbox' }];
      for (const r of recipients) {
        await this.mail.queueMail({
          template: PARTNER_APPLICATION_NOTIFICATION_MAIL,
          to: r.to,
          locale: r.locale,
          data,
          messageKey: `partner-application:${row.id}:notify:${r.key}`,
        });
      }
    } catch (error) {
      await this.applications.delete({ id: row.id });
      throw error;
    }
    if (row.newsletterOptIn) {
      await this.newsletter
        .subscribe({ email: row.email, locale, source: 'partner' })
        .catch((error: unknown) =>
          this.logger.warn(
            `Newsletter opt-in from the partner form failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    }
  }

  async list(query: ListPartnerApplicationsQueryDto): Promise<PartnerApplicationListResponseDto> {
    const qb = this.applications.createQueryBuilder('a');
    if (query.idList.length) qb.andWhere('a.id IN (:...ids)', { ids: query.idList });
    if (query.status) qb.andWhere('a.status = :status', { status: query.status });
    if (query.q) {
      const q = `%${query.q.toLowerCase().replace(/[\\%_]/g, '')}%`;
      qb.andWhere(
        '(LOWER(a.company) LIKE :q OR LOWER(a.email) LIKE :q OR LOWER(a.lastName) LIKE :q OR LOWER(a.firstName) LIKE :q OR LOWER(a.city) LIKE :q)',
        { q },
      );
    }
    qb.orderBy(`a.${query.sort ?? 'createdAt'}`, query.order).addOrderBy('a.id', 'ASC');
    const [rows, total] = await qb.skip(query.skip).take(query.perPage).getManyAndCount();
    return { data: rows.map(toPartnerApplicationDto), total };
  }

  async get(id: string): Promise<PartnerApplicationResponseDto> {
    return toPartnerApplicationDto(await this.find(id));
  }

  /** Moves an application along the allowed transitions; approving twice changes nothing. */
  async changeStatus(
    actor: AuditActor,
    id: string,
    status: PartnerApplicationStatus,
  ): Promise<PartnerApplicationResponseDto> {
    const row = await this.find(id);
    if (row.status === status) return toPartnerApplicationDto(row);
    if (!canTransition(row.status, status)) throw this.illegal(row.status, status);
    if (status === 'approved') return this.approve(actor, row);
    const result = await this.applications.update({ id, status: row.status }, { status });
    if ((result.affected ?? 0) !== 1) return this.changeStatus(actor, id, status);
    await this.audit.record(actor, {
      action: `partner-application.${status === 'rejected' ? 'reject' : 'review'}`,
      entityType: 'partner-application',
      entityId: id,
      changes: { status: [row.status, status] },
    });
    return this.get(id);
  }

  /**
   * Creates the official partner store and the salon's account (role partner, no usable password) and
   * mails the single-use link to choose a password. The status is claimed first with a conditional
   * update, so two approvals at once create one store and one account.
   */
  private async approve(
    actor: AuditActor,
    row: PartnerApplicationEntity,
  ): Promise<PartnerApplicationResponseDto> {
    const existing = await this.users.findByEmail(row.email);
    if (
      existing &&
      existing.role !== 'customer' &&
      !(existing.role === 'partner' && existing.partnerStoreId === row.storeId)
    ) {
      throw new AppError(
        'conflict',
        PartnersErrorCode.EMAIL_BELONGS_TO_STAFF,
        'The applicant e-mail belongs to another staff or partner account.',
        { errors: { email: 'validation.emailTaken' } },
      );
    }
    const claimed = await this.applications.update(
      { id: row.id, status: 'in_review' },
      { status: 'approved' },
    );
    if ((claimed.affected ?? 0) !== 1) {
      const now = await this.find(row.id);
      if (now.status === 'approved') return toPartnerApplicationDto(now);
      throw this.illegal(now.status, 'approved');
    }
    try {
      let storeId = row.storeId;
      if (!storeId) {
        const store = await this.stores.create(actor, {
          name: row.company,
          address: `${row.street} ${row.houseNumber}`.trim(),
          postalCode: row.postalCode,
          city: row.city,
          country: row.country,
          phone: row.phone,
          website: row.website && /^https:\/\/[^\s/]+/.test(row.website) ? row.website : null,
          email: row.email,
          officialPartner: true,
          active: true,
        });
        storeId = store.id;
        await this.applications.update({ id: row.id }, { storeId });
      }
      const company = await this.stores.setCompany(storeId, row.company, row.vatNumber);
      const locale: Locale = isLocale(row.locale) ? row.locale : 'nl';
      const account = await this.users.ensurePartnerAccount({
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        country: row.country,
        locale,
        storeId,
      });
      if (!account)
        throw new AppError(
          'conflict',
          PartnersErrorCode.EMAIL_BELONGS_TO_STAFF,
          'The applicant e-mail belongs to another staff or partner account.',
          { errors: { email: 'validation.emailTaken' } },
        );
      const token = await this.auth.createPasswordToken(account.user.id, INVITATION_TTL_SECONDS);
      await this.mail.queueMail({
        template: PARTNER_INVITATION_MAIL,
        to: account.user.email,
        locale,
        data: {
          firstName: row.firstName,
          company: row.company,
          path: `/${locale}/password/reset/${token}`,
          days: Math.round(INVITATION_TTL_SECONDS / 86400),
        },
        messageKey: `partner-application:${row.id}:invitation`,
      });
      await this.applications.update({ id: row.id }, { partnerUserId: account.user.id });
      await this.audit.record(actor, {
        action: 'partner-application.approve',
        entityType: 'partner-application',
        entityId: row.id,
        changes: {
          status: [row.status, 'approved'],
          storeId: [null, storeId],
          partnerUserId: [null, account.user.id],
          ...company,
        },
      });
    } catch (error) {
      // Hand the application back for another try; a store already created is reused then.
      await this.applications.update({ id: row.id, status: 'approved' }, { status: 'in_review' });
      throw error;
    }
    return this.get(row.id);
  }

  private async find(id: string): Promise<PartnerApplicationEntity> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await this.applications.findOneBy({ id }) : null;
    if (!row)
      throw new AppError(
        'not_found',
        PartnersErrorCode.APPLICATION_NOT_FOUND,
        'Partner application not found.',
      );
    return row;
  }

  private illegal(from: PartnerApplicationStatus, to: PartnerApplicationStatus): AppError {
    return new AppError(
      'conflict',
      PartnersErrorCode.ILLEGAL_TRANSITION,
      `An application cannot go from ${from} to ${to}.`,
      { errors: { status: 'validation.transition' }, extra: { from, to } },
    );
  }
}
