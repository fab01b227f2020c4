import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { AttemptLimiter } from '../../common/rate-limit/attempt-limiter.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limit.module.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import type { RegisterUserDto, UpdateUserDto } from './dto/user.dto.js';
import { UserEntity } from './entities/user.entity.js';
import type { Locale } from '../../common/i18n/locale.js';
import { GUEST_ROLE, type Role } from '../../common/auth/roles.js';
import { dummyPasswordHash, hashPassword, passwordProblems, verifyPassword } from './password.js';
import { UsersErrorCode } from './users.errors.js';
import { MailService } from '../mail/mail.service.js';
import { REGISTRATION_ATTEMPT_MAIL, registrationAttemptPath } from './registration-attempt.mail.js';

/** Emitted after a registration; the newsletter module subscribes (double opt-in) when opted in. */
export class UserRegisteredEvent {
  static readonly NAME = 'user.registered';
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly locale: Locale,
    readonly newsletterOptIn: boolean,
  ) {}
}

/** Emitted when an account turns its newsletter choice on or off; the newsletter module follows it. */
export class UserNewsletterChangedEvent {
  static readonly NAME = 'user.newsletter-changed';
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly locale: Locale,
    readonly optIn: boolean,
  ) {}
}

/** Checks a new password against SPEC §5 and its confirmation; throws a 400 with one key per field. */
export function assertNewPassword(password: string, confirmation: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    throw new AppError(
      'validation',
      UsersErrorCode.PASSWORD_TOO_WEAK,
      'The password does not meet the rules.',
      {
        errors: {
          password: problems[0]!,
          ...(confirmation !== password
            ? { passwordConfirmation: 'validation.passwordMismatch' }
            : {}),
        },
        extra: { passwordProblems: problems },
      },
    );
  }
  if (confirmation !== password) {
    throw new AppError(
      'validation',
      UsersErrorCode.PASSWORD_MISMATCH,
      'The password confirmation does not match.',
      { errors: { passwordConfirmation: 'validation.passwordMismatch' } },
    );
  }
}

@Injectable()
export class UsersService implements OnModuleInit {
  /** Guesses at the current password (e-mail and password change) per account: a stolen session gets few. */
  private readonly currentPasswordGuesses: AttemptLimiter;
  /** Registrations per IP and per address (the address also bounds the owner's "someone tried" mails). */
  private readonly registrationsPerIp: AttemptLimiter;
  private readonly registrationsPerEmail: AttemptLimiter;

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly events: EventEmitter2,
    @Inject(appConfig.KEY) config: AppConfig,
    limiters: RateLimiterFactory,
    private readonly mail: MailService,
  ) {
    this.currentPasswordGuesses = limiters.create(
      'current-password',
      config.auth.maxFailuresPerAccount,
      config.auth.rateWindowSeconds,
    );
    const { maxRegistrationsPerIp, maxRegistrationsPerEmail, registrationWindowSeconds } =
      config.auth;
    this.registrationsPerIp = limiters.create(
      'register-ip',
      maxRegistrationsPerIp,
      registrationWindowSeconds,
    );
    this.registrationsPerEmail = limiters.create(
      'register-email',
      maxRegistrationsPerEmail,
      registrationWindowSeconds,
    );
  }

  onModuleInit(): void {
    this.mail.registerTemplates(REGISTRATION_ATTEMPT_MAIL);
  }

  /**
   * Checks the signed-in user's current password before a sensitive change. Every attempt takes a
   * point first (no check-then-count gap); a right password gives the account its points back; past
   * the limit: 429 with Retry-After, whatever the password.
   */
  async assertCurrentPassword(userId: string, password: string): Promise<void> {
    const state = await this.currentPasswordGuesses.hit(userId);
    if (state.blocked) throw this.tooManyAttempts(state.retryAfterSeconds);
    if (!(await this.verifyPasswordOf(userId, password))) throw this.currentPasswordWrong();
    await this.currentPasswordGuesses.reset(userId);
  }

  /**
   * Registration, limited per IP and per address. A taken address costs the same work as a new one
   * (the password is hashed either way, and the owner gets a notice instead of a new account), so
   * the answer time tells nothing; the answer itself still says the address is taken.
   */
  async register(input: RegisterUserDto, ip: string): Promise<UserEntity> {
    for (const state of [
      await this.registrationsPerIp.hit(ip),
      await this.registrationsPerEmail.hit(input.email.trim().toLowerCase()),
    ]) {
      if (state.blocked) throw this.tooManyAttempts(state.retryAfterSeconds);
    }
    assertNewPassword(input.password, input.passwordConfirmation);
    if (input.birthdayDeals && !input.birthday) {
      throw new AppError(
        'validation',
        UsersErrorCode.BIRTHDAY_REQUIRED,
        'Birthday deals need a birthday.',
        { errors: { birthday: 'validation.birthdayRequired' } },
      );
    }
    const passwordHash = await hashPassword(input.password);
    const owner = await this.findByEmail(input.email);
    if (owner) {
      await this.mail.queueMail({
        template: REGISTRATION_ATTEMPT_MAIL,
        to: owner.email,
        locale: owner.locale,
        data: { firstName: owner.firstName, path: registrationAttemptPath(owner.locale) },
        // At most one notice per address and hour.
        messageKey: `registration-attempt:${owner.id}:${Math.floor(Date.now() / 3_600_000)}`,
      });
      throw this.emailTaken();
    }
    const user = await this.create({
      email: input.email,
      password: { hash: passwordHash },
      firstName: input.firstName,
      lastName: input.lastName,
      birthday: input.birthday ?? null,
      gender: input.gender ?? null,
      country: input.country,
      region: input.region || null,
      newsletterOptIn: input.newsletter ?? false,
      birthdayDealsOptIn: input.birthdayDeals ?? false,
      locale: input.locale ?? 'nl',
      role: 'customer',
      privacyAcceptedAt: new Date().toISOString(),
    });
    this.events.emit(
      UserRegisteredEvent.NAME,
      new UserRegisteredEvent(user.id, user.email, user.locale, user.newsletterOptIn),
    );
    return user;
  }

  /** Creates a user with a hashed password (registration, seeds, the create-admin command). */
  async create(
    input: Omit<Partial<UserEntity>, 'passwordHash'> & {
      email: string;
      /** The plain password, or its hash when the caller computed it already. */
      password: string | { hash: string };
      firstName: string;
      lastName: string;
      country: string;
      role: Role;
    },
  ): Promise<UserEntity> {
    const { password, ...rest } = input;
    const entity = this.users.create({
      ...rest,
      email: input.email.toLowerCase(),
      passwordHash: typeof password === 'string' ? await hashPassword(password) : password.hash,
    });
    try {
      await this.users.insert(entity);
    } catch (error) {
      if (await this.users.existsBy({ email: entity.email })) throw this.emailTaken();
      throw error;
    }
    return this.getById(entity.id);
  }

  async getById(id: string): Promise<UserEntity> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new AppError('not_found', UsersErrorCode.NOT_FOUND, 'User not found.');
    return user;
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  /**
   * Checks an e-mail and password in constant work: an unknown e-mail still costs one scrypt
   * verification against a dummy hash, so neither the answer nor its timing tells which was wrong.
   */
  async verifyCredentials(email: string, password: string): Promise<UserEntity | null> {
    const row = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email: email.trim().toLowerCase() })
      .getOne();
    const ok = await verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()));
    return row && ok ? row : null;
  }

  async verifyPasswordOf(userId: string, password: string): Promise<boolean> {
    const row = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :id', { id: userId })
      .getOne();
    return verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()));
  }

  async updateDetails(userId: string, input: UpdateUserDto): Promise<UserEntity> {
    const user = await this.getById(userId);
    const birthday = input.birthday !== undefined ? input.birthday : user.birthday;
    const birthdayDeals = input.birthdayDeals ?? user.birthdayDealsOptIn;
    if (birthdayDeals && !birthday) {
      throw new AppError(
        'validation',
        UsersErrorCode.BIRTHDAY_REQUIRED,
        'Birthday deals need a birthday.',
        { errors: { birthday: 'validation.birthdayRequired' } },
      );
    }
    await this.users.update(
      { id: userId },
      {
        ...(input.firstName !== undefined && { firstName: input.firstName }),
        ...(input.lastName !== undefined && { lastName: input.lastName }),
        ...(input.birthday !== undefined && { birthday: input.birthday }),
        ...(input.gender !== undefined && { gender: input.gender }),
        ...(input.country !== undefined && { country: input.country }),
        ...(input.region !== undefined && { region: input.region || null }),
        ...(input.newsletter !== undefined && { newsletterOptIn: input.newsletter }),
        ...(input.birthdayDeals !== undefined && { birthdayDealsOptIn: input.birthdayDeals }),
        ...(input.locale !== undefined && { locale: input.locale }),
      },
    );
    const updated = await this.getById(userId);
    if (input.newsletter !== undefined && input.newsletter !== user.newsletterOptIn) {
      this.events.emit(
        UserNewsletterChangedEvent.NAME,
        new UserNewsletterChangedEvent(updated.id, updated.email, updated.locale, input.newsletter),
      );
    }
    return updated;
  }

  /**
   * Sets the account's address (the confirmed e-mail change, or its undo). `expected` guards against
   * a change made in between: nothing happens unless the account still has that address. Answers
   * the user after the change, or null when nothing was changed.
   */
  async setEmail(userId: string, expected: string, email: string): Promise<UserEntity | null> {
    await this.assertEmailFree(email);
    try {
      const result = await this.users.update({ id: userId, email: expected }, { email });
      if ((result.affected ?? 0) !== 1) return null;
    } catch (error) {
      if (await this.users.existsBy({ email: email.toLowerCase() })) throw this.emailTaken();
      throw error;
    }
    return this.getById(userId);
  }

  /** Ends every session of the account: access tokens carrying the old session version stop working. */
  async bumpSessionVersion(userId: string): Promise<void> {
    await this.users.increment({ id: userId }, 'sessionVersion', 1);
  }

  /** Sets a new password and bumps the session version, so every access token issued before stops working. */
  async setPassword(userId: string, password: string): Promise<UserEntity> {
    await this.users.update({ id: userId }, { passwordHash: await hashPassword(password) });
    await this.users.increment({ id: userId }, 'sessionVersion', 1);
    return this.getById(userId);
  }

  async list(options: {
    skip: number;
    take: number;
    role?: Role;
    q?: string;
    ids?: string[];
    partnerStoreId?: string;
    sort: 'createdAt' | 'email' | 'lastName' | 'role';
    order: 'ASC' | 'DESC';
  }): Promise<[UserEntity[], number]> {
    const qb = this.users
      .createQueryBuilder('u')
      .orderBy(`u.${options.sort}`, options.order)
      .addOrderBy('u.id', 'ASC')
      .skip(options.skip)
      .take(options.take);
    if (options.ids?.length) qb.andWhere('u.id IN (:...ids)', { ids: options.ids });
    if (options.role) qb.andWhere('u.role = :role', { role: options.role });
    // Guest checkout sessions are not accounts: the back-office sees their orders, not them.
    else qb.andWhere('u.role != :guest', { guest: GUEST_ROLE });
    if (options.partnerStoreId)
      qb.andWhere('u.partnerStoreId = :partnerStoreId', { partnerStoreId: options.partnerStoreId });
    if (options.q)
      qb.andWhere('(LOWER(u.email) LIKE :q OR LOWER(u.lastName) LIKE :q)', {
        q: `%${options.q.toLowerCase()}%`,
      });
    return qb.getManyAndCount();
  }

  /** Saves (or with null removes) the partner salon chosen as specialist; the specialist module checks the store. */
  async setSpecialist(userId: string, storeId: string | null): Promise<UserEntity> {
    await this.users.update({ id: userId }, { specialistStoreId: storeId });
    return this.getById(userId);
  }

  /** The customers who currently have this store as specialist (id and names only), by first name. */
  clientsOf(storeId: string): Promise<Pick<UserEntity, 'id' | 'firstName' | 'lastName'>[]> {
    return this.users.find({
      where: { specialistStoreId: storeId, role: 'customer' },
      select: { id: true, firstName: true, lastName: true },
      order: { firstName: 'ASC', lastName: 'ASC', id: 'ASC' },
    });
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /** Ids and names of these users (a salon's dashboard shows first name and initial). */
  namesByIds(ids: readonly string[]): Promise<Pick<UserEntity, 'id' | 'firstName' | 'lastName'>[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.users.find({
      where: { id: In([...ids]) },
      select: { id: true, firstName: true, lastName: true },
    });
  }

  /**
   * Gives a user another role (back-office, admins only). Bumps the session version, so tokens
   * carrying the old role stop working. Answers the user before and after the change.
   */
  async changeRole(
    actorId: string,
    userId: string,
    role: Role,
  ): Promise<{ before: UserEntity; after: UserEntity }> {
    const before = await this.getById(userId);
    if (before.role === role) return { before, after: before };
    if (actorId === userId)
      throw new AppError('conflict', UsersErrorCode.OWN_ROLE, 'You cannot change your own role.', {
        errors: { role: 'validation.ownRole' },
      });
    // Without its salon a partner account is refused everywhere (403): salons get their account
    // through the approved application or the store's screen, which link it.
    if (role === 'partner' && !before.partnerStoreId)
      throw new AppError(
        'unprocessable',
        UsersErrorCode.PARTNER_NEEDS_SALON,
        'A partner account needs a salon.',
        { errors: { role: 'validation.partnerNeedsSalon' } },
      );
    await this.users.update({ id: userId }, { role });
    await this.users.increment({ id: userId }, 'sessionVersion', 1);
    return { before, after: await this.getById(userId) };
  }

  /**
   * The account of an approved partner store: a new user without a usable password (it is set through
   * the invitation link), or an existing customer account turned into the salon's partner account.
   * Returns null when the e-mail belongs to a staff account (admin, partner manager) or another salon.
   */
  async ensurePartnerAccount(input: {
    email: string;
    firstName: string;
    lastName: string;
    country: string;
    locale: Locale;
    storeId: string;
  }): Promise<{ user: UserEntity; created: boolean } | null> {
    const existing = await this.findByEmail(input.email);
    if (existing) {
      if (existing.role === 'partner' && existing.partnerStoreId === input.storeId)
        return { user: existing, created: false };
      if (existing.role !== 'customer') return null;
      await this.users.update(
        { id: existing.id },
        { role: 'partner', partnerStoreId: input.storeId },
      );
      await this.users.increment({ id: existing.id }, 'sessionVersion', 1);
      return { user: await this.getById(existing.id), created: false };
    }
    const user = await this.create({
      email: input.email,
      // Nobody knows this password: the salon chooses its own through the single-use invitation link.
      password: randomBytes(32).toString('base64url'),
      firstName: input.firstName,
      lastName: input.lastName,
      country: input.country,
      locale: input.locale,
      role: 'partner',
      partnerStoreId: input.storeId,
    });
    return { user, created: true };
  }

  /** 409 USERS_EMAIL_TAKEN when an account has this address. */
  async assertEmailFree(email: string): Promise<void> {
    if (await this.users.existsBy({ email: email.toLowerCase() })) throw this.emailTaken();
  }

  private emailTaken(): AppError {
    return new AppError(
      'conflict',
      UsersErrorCode.EMAIL_TAKEN,
      'An account with this e-mail address already exists.',
      { errors: { email: 'validation.emailTaken' } },
    );
  }

  private tooManyAttempts(retryAfterSeconds: number): AppError {
    return new AppError(
      'too_many_requests',
      UsersErrorCode.TOO_MANY_ATTEMPTS,
      'Too many attempts, please try again later.',
      {
        headers: { 'retry-after': String(retryAfterSeconds) },
        extra: { retryAfter: retryAfterSeconds },
      },
    );
  }

  private currentPasswordWrong(): AppError {
    return new AppError(
      'validation',
      UsersErrorCode.CURRENT_PASSWORD_WRONG,
      'The current password is not correct.',
      { errors: { currentPassword: 'validation.currentPasswordWrong' } },
    );
  }
}
