import { randomBytes } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { JobRegistry } from '../jobs/job-registry.js';
import { JobQueue } from '../jobs/job-types.js';
import { MailService } from '../mail/mail.service.js';
import { UserDealsService, type DealRecipient } from '../users/user-deals.service.js';
import { UserRegisteredEvent } from '../users/users.service.js';
import { BIRTHDAY_COUPON_MAIL } from './birthday.mail.js';
import { BirthdayErrorCode } from './birthday.errors.js';
import type { BirthdayCouponDto } from './dto/birthday-coupon.dto.js';
import { BirthdayCouponEntity } from './entities/birthday-coupon.entity.js';

/** The coupon is granted this many days before the birthday (a run missed by downtime is caught up inside this window). */
export const BIRTHDAY_LEAD_DAYS = 7;
/** The code works until this many days after the birthday. */
export const BIRTHDAY_VALID_AFTER_DAYS = 14;
/** How often a process checks that today's grant run is queued (the run itself is once a day). */
const SCHEDULE_CHECK_MS = 3600_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const DAY_MS = 24 * 3600_000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** One birthday inside the grant window: the customers born on `monthDay` celebrate on `date`. */
export interface BirthdayOccurrence {
  monthDay: string;
  /** ISO date the birthday is celebrated (1 March for 29 February in a non-leap year). */
  date: string;
  year: number;
}

/**
 * The birthdays from `day` up to BIRTHDAY_LEAD_DAYS later, by day of the year. A 29 February
 * birthday is celebrated on 1 March in a non-leap year, so it gets its coupon a week before that.
 */
export function birthdaysAhead(day: string): BirthdayOccurrence[] {
  const start = Date.parse(`${day}T00:00:00Z`);
  const found: BirthdayOccurrence[] = [];
  for (let offset = 0; offset <= BIRTHDAY_LEAD_DAYS; offset++) {
    const date = isoDay(start + offset * DAY_MS);
    const year = Number(date.slice(0, 4));
    const monthDay = date.slice(5);
    found.push({ monthDay, date, year });
    if (monthDay === '03-01' && !isLeap(year)) found.push({ monthDay: '02-29', date, year });
  }
  return found;
}

function newCode(): string {
  const bytes = randomBytes(8);
  let code = 'BDAY-';
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}

export function toBirthdayCouponDto(row: BirthdayCouponEntity, today: string): BirthdayCouponDto {
  return {
    code: row.code,
    percentOff: row.percentOff,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usedAt: row.usedAt === null ? null : new Date(row.usedAt).toISOString(),
    usable: row.usedAt === null && row.validFrom <= today && today <= row.validUntil,
  };
}

/**
 * Birthday deals: the daily `birthday.grant` job gives each opted-in customer a personal single-use
 * coupon a week before the birthday and mails it in the customer's language. One coupon per
 * customer and year (a unique pair), one mail per coupon (its message key): running twice, or again
 * after a restart, changes nothing. The cart applies a code through {@link lookupBirthdayCoupon} and
 * {@link redeemBirthdayCoupon}.
 */
@Injectable()
export class BirthdayService
  implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger('Birthday');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectRepository(BirthdayCouponEntity)
    private readonly coupons: Repository<BirthdayCouponEntity>,
    private readonly users: UserDealsService,
    private readonly mail: MailService,
    private readonly registry: JobRegistry,
    private readonly queue: JobQueue,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.mail.registerTemplates(BIRTHDAY_COUPON_MAIL);
    this.registry.register('birthday.grant', ({ day }) => this.grant(day).then(() => undefined));
  }

  onApplicationBootstrap(): void {
    if (!this.config.deals.birthdaySchedule) return;
    void this.queueToday();
    this.timer = setInterval(() => void this.queueToday(), SCHEDULE_CHECK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Queues today's grant run (a no-op when it is queued or done already), as the retention job does. */
  async queueToday(now = new Date()): Promise<void> {
    const day = isoDay(now.getTime());
    try {
      await this.queue.enqueue('birthday.grant', { day }, { uniqueKey: `birthday.grant:${day}` });
    } catch (error) {
      this.logger.warn(
        `Birthday run not queued: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /**
   * One grant run for `day`: each opted-in customer whose birthday falls in the coming week gets
   * the year's coupon (once) and its mail (once). Re-reads the opt-in now, so a withdrawn one gets
   * nothing. Answers how many coupons it created.
   */
  async grant(day: string): Promise<number> {
    const ahead = birthdaysAhead(day);
    const byMonthDay = new Map(ahead.map((o) => [o.monthDay, o]));
    const candidates = await this.users.birthdayDealCandidates([...byMonthDay.keys()]);
    let created = 0;
    for (const user of candidates)
      if (await this.grantOne(user, byMonthDay.get(user.birthday!.slice(5))!, day)) created++;
    this.logger.log({ day, candidates: candidates.length, created }, 'Birthday grant run done');
    return created;
  }

  /**
   * A customer who registers with birthday deals a few days before the birthday gets the coupon at
   * once instead of with the next daily run (which would give it the same coupon: this only runs
   * the same grant for one account earlier).
   */
  @OnEvent(UserRegisteredEvent.NAME, { async: true, promisify: true, suppressErrors: true })
  async onUserRegistered(event: UserRegisteredEvent): Promise<void> {
    try {
      const user = await this.users.recipient(event.userId);
      if (!user?.birthdayDealsOptIn || !user.birthday) return;
      const day = isoDay(Date.now());
      const occurrence = birthdaysAhead(day).find((o) => o.monthDay === user.birthday!.slice(5));
      if (occurrence) await this.grantOne(user, occurrence, day);
    } catch (error) {
      this.logger.warn(
        `Birthday grant after registration failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** The year's coupon for one customer (created once) and its mail (queued; delivered once). True when created now. */
  private async grantOne(
    user: DealRecipient,
    occurrence: BirthdayOccurrence,
    day: string,
  ): Promise<boolean> {
    const code = newCode();
    await this.coupons
      .createQueryBuilder()
      .insert()
      .into(BirthdayCouponEntity)
      .values({
        userId: user.id,
        year: occurrence.year,
        code,
        percentOff: this.config.deals.birthdayPercentOff,
        validFrom: day,
        validUntil: isoDay(
          Date.parse(`${occurrence.date}T00:00:00Z`) + BIRTHDAY_VALID_AFTER_DAYS * DAY_MS,
        ),
        usedAt: null,
        orderId: null,
      })
      .orIgnore()
      .execute();
    const coupon = await this.coupons.findOneByOrFail({ userId: user.id, year: occurrence.year });
    if (coupon.usedAt === null)
      // Queued on every run inside the window: the message key delivers it once, and a run cut off
      // between the coupon and its mail is completed by the next one.
      await this.mail.queueMail({
        template: BIRTHDAY_COUPON_MAIL,
        to: user.email,
        locale: user.locale,
        data: {
          firstName: user.firstName,
          code: coupon.code,
          percentOff: coupon.percentOff,
          validUntil: coupon.validUntil,
        },
        messageKey: `birthday-coupon:${coupon.id}`,
      });
    return coupon.code === code;
  }

  /** The account's newest birthday coupon (account page), or null. */
  async currentFor(userId: string, now = Date.now()): Promise<BirthdayCouponDto | null> {
    const row = await this.coupons.findOne({ where: { userId }, order: { year: 'DESC' } });
    return row ? toBirthdayCouponDto(row, isoDay(now)) : null;
  }

  /**
   * The cart's question: is `code` a usable birthday coupon of this account today? Answers its
   * percentage off the goods, or throws 422 BIRTHDAY_COUPON_INVALID (unknown, someone else's, used,
   * not yet or no longer valid: one answer, so codes cannot be probed).
   */
  async lookupBirthdayCoupon(
    userId: string,
    code: string,
    now = Date.now(),
  ): Promise<{ couponId: string; code: string; percentOff: number }> {
    const normalised = code.trim().toUpperCase();
    const row = normalised ? await this.coupons.findOneBy({ code: normalised, userId }) : null;
    const today = isoDay(now);
    if (!row || !toBirthdayCouponDto(row, today).usable) throw invalidCoupon();
    return { couponId: row.id, code: row.code, percentOff: row.percentOff };
  }

  /**
   * Marks the coupon used by `orderId`, inside the order's transaction, with one conditional UPDATE
   * (`… WHERE usedAt IS NULL`): two checkouts racing with one code cannot both use it. Throws 422
   * BIRTHDAY_COUPON_INVALID when it was used (or is not usable) already.
   */
  async redeemBirthdayCoupon(
    manager: EntityManager,
    userId: string,
    code: string,
    orderId: string,
    now = Date.now(),
  ): Promise<{ percentOff: number }> {
    const found = await this.lookupBirthdayCoupon(userId, code, now);
    const result = await manager.update(
      BirthdayCouponEntity,
      { id: found.couponId, userId, usedAt: IsNull() },
      { usedAt: now, orderId },
    );
    if ((result.affected ?? 0) !== 1) throw invalidCoupon();
    return { percentOff: found.percentOff };
  }

  /**
   * Inside the transaction that cancels an unpaid order: the coupon that order used becomes
   * usable again (within its validity), as promotion uses are given back.
   */
  async releaseBirthdayCoupon(
    manager: EntityManager,
    userId: string,
    code: string,
    orderId: string,
  ): Promise<void> {
    await manager.update(
      BirthdayCouponEntity,
      { code: code.trim().toUpperCase(), userId, orderId },
      { usedAt: null, orderId: null },
    );
  }

  /** GDPR export: the account's birthday coupons. */
  async exportFor(userId: string): Promise<BirthdayCouponDto[]> {
    const rows = await this.coupons.find({ where: { userId }, order: { year: 'ASC' } });
    const today = isoDay(Date.now());
    return rows.map((row) => toBirthdayCouponDto(row, today));
  }

  /** GDPR erasure: unused coupons go; a used one stays with its order (accounting), without a usable code. */
  async eraseFor(userId: string): Promise<void> {
    await this.coupons.delete({ userId, usedAt: IsNull() });
  }
}

function invalidCoupon(): AppError {
  return new AppError(
    'unprocessable',
    BirthdayErrorCode.COUPON_INVALID,
    'This birthday code cannot be used.',
    { errors: { code: 'validation.couponInvalid' } },
  );
}
