import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AuthPrivacyService } from '../auth/auth-privacy.service.js';
import { CartPrivacyService } from '../cart/cart-privacy.service.js';
import { JobRegistry } from '../jobs/job-registry.js';
import { JobQueue } from '../jobs/job-types.js';
import { MailService } from '../mail/mail.service.js';
import { NewsletterService } from '../newsletter/newsletter.service.js';
import { PrivacyService } from './privacy.service.js';

/**
 * A guest session is closed this long after it started (or after its refresh tokens' lifetime, when
 * that is longer): its claim link (14 days) and sessions have run out by then, so what the guest
 * left (addresses, e-mail) serves nobody.
 */
export const GUEST_SESSION_DAYS = 30;

/** How often a process checks that today's retention run is queued (the run itself is once a day). */
const SCHEDULE_CHECK_MS = 3600_000;

export interface RetentionResult {
  refreshTokens: number;
  resetTokens: number;
  newsletterConfirmTokens: number;
  cartLines: number;
  mailFiles: number;
  closedGuests: number;
}

/**
 * The retention job (`privacy.retention`): removes personal data nobody needs any more. It runs in
 * whichever process works jobs (the worker with BullMQ, the API itself with the database queue).
 * Every process queues it once a day under a key unique to that day; both queue adapters run a key
 * once, so several replicas still make one run.
 */
@Injectable()
export class RetentionService
  implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger('Retention');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly registry: JobRegistry,
    private readonly queue: JobQueue,
    private readonly auth: AuthPrivacyService,
    private readonly cart: CartPrivacyService,
    private readonly newsletter: NewsletterService,
    private readonly mail: MailService,
    private readonly privacy: PrivacyService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register('privacy.retention', () => this.run().then(() => undefined));
  }

  onApplicationBootstrap(): void {
    if (!this.config.privacy.schedule) return;
    void this.queueToday();
    this.timer = setInterval(() => void this.queueToday(), SCHEDULE_CHECK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Queues today's run (a no-op when it is queued or done already). */
  async queueToday(now = new Date()): Promise<void> {
    const day = now.toISOString().slice(0, 10);
    try {
      await this.queue.enqueue(
        'privacy.retention',
        { day },
        { uniqueKey: `privacy.retention:${day}` },
      );
    } catch (error) {
      // Redis away: the next hourly check queues it.
      this.logger.warn(
        `Retention run not queued: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** One retention run; each owner removes its own expired data. */
  async run(now = Date.now()): Promise<RetentionResult> {
    const { privacy } = this.config;
    const tokens = await this.auth.removeExpired(now);
    const result: RetentionResult = {
      ...tokens,
      newsletterConfirmTokens: await this.newsletter.removeExpiredConfirmTokens(now),
      cartLines: await this.cart.removeAbandoned(
        new Date(now - privacy.abandonedCartDays * 24 * 3600_000),
      ),
      mailFiles: await this.mail.removeOldFiles(privacy.mailFileDays, now),
      closedGuests: await this.privacy.closeStaleGuests(
        new Date(
          now -
            Math.max(GUEST_SESSION_DAYS * 24 * 3600, this.config.auth.refreshFamilyTtlSeconds) *
              1000,
        ),
      ),
    };
    this.logger.log(result, 'Retention run done');
    return result;
  }
}
