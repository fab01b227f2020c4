import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { AttemptLimiter } from '../../common/rate-limit/attempt-limiter.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limit.module.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { NewsletterService } from '../newsletter/newsletter.service.js';
import { CONTACT_COPY_MAIL, CONTACT_TO_BRAND_MAIL } from './contact.mail.js';
import { ContactErrorCode } from './contact.errors.js';
import type { CreateContactMessageDto } from './dto/contact.dto.js';
import { ContactMessageEntity } from './entities/contact-message.entity.js';

/** Messages per IP inside the window before 429 (validation failures do not count). */
export const CONTACT_MAX_PER_IP = 10;
export const CONTACT_WINDOW_SECONDS = 15 * 60;

/** The contact form: stores the message, mails it to the brand inbox and a copy to the sender. */
@Injectable()
export class ContactService implements OnModuleInit {
  private readonly logger = new Logger('ContactService');
  private readonly perIp: AttemptLimiter;

  constructor(
    @InjectRepository(ContactMessageEntity)
    private readonly messages: Repository<ContactMessageEntity>,
    private readonly mail: MailService,
    private readonly newsletter: NewsletterService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    limiters: RateLimiterFactory,
  ) {
    this.perIp = limiters.create('contact-ip', CONTACT_MAX_PER_IP, CONTACT_WINDOW_SECONDS);
  }

  onModuleInit(): void {
    this.mail.registerTemplates(CONTACT_TO_BRAND_MAIL, CONTACT_COPY_MAIL);
  }

  /**
   * A filled-in honeypot answers like a success but stores and sends nothing. The mails go to the
   * jobs outbox (the database), so Redis being down only delays them.
   */
  async submit(input: CreateContactMessageDto, ip: string): Promise<void> {
    // The limiter falls back to this process's memory while Redis is away; any other failure lets the message through.
    const state = await this.perIp.hit(ip).catch((error: unknown) => {
      this.logger.warn(
        `Rate limiter unavailable: ${error instanceof Error ? error.message : String(error)}`,
      );
      return { blocked: false, retryAfterSeconds: 0 };
    });
    if (state.blocked) {
      throw new AppError(
        'too_many_requests',
        ContactErrorCode.TOO_MANY_REQUESTS,
        'Too many messages, please try again later.',
        {
          headers: { 'retry-after': String(state.retryAfterSeconds) },
          extra: { retryAfter: state.retryAfterSeconds },
        },
      );
    }
    if (input.fax?.trim()) {
      this.logger.warn(`Honeypot filled from ${ip}: contact message dropped`);
      return;
    }
    const locale = input.locale ?? 'nl';
    const message = this.messages.create({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone || null,
      subject: input.subject,
      question: input.question,
      newsletterOptIn: input.newsletter ?? false,
      locale,
      privacyAcceptedAt: new Date().toISOString(),
    });
    await this.messages.insert(message);
    const data = {
      firstName: message.firstName,
      lastName: message.lastName,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      question: message.question,
      newsletter: message.newsletterOptIn,
      locale,
    };
    try {
      await this.mail.queueMail({
        template: CONTACT_TO_BRAND_MAIL,
        to: this.config.brandInbox,
        locale: 'nl',
        data,
        messageKey: `contact:${message.id}:brand`,
      });
      await this.mail.queueMail({
        template: CONTACT_COPY_MAIL,
        to: message.email,
        locale,
        data,
        messageKey: `contact:${message.id}:copy`,
      });
    } catch (error) {
      await this.messages.delete({ id: message.id });
      throw error;
    }
    if (message.newsletterOptIn) {
      // Double opt-in: this only queues the confirmation mail. A failure here must not undo the message.
      await this.newsletter
        .subscribe({ email: message.email, locale, source: 'contact' })
        .catch((error: unknown) =>
          this.logger.warn(
            `Newsletter opt-in from the contact form failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    }
  }
}
