import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { GUEST_ROLE } from '../../common/auth/roles.js';
import { AppError } from '../../common/errors/app-error.js';
import type { Locale } from '../../common/i18n/locale.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { UserEntity } from './entities/user.entity.js';
import { hashPassword } from './password.js';
import { assertNewPassword } from './users.service.js';
import { UsersErrorCode } from './users.errors.js';

/** How long the "keep this order in an account" link of a guest's confirmation mail works. */
export const GUEST_CLAIM_TTL_SECONDS = 14 * 24 * 3600;

/** The placeholder a guest row holds in the unique account e-mail column: never an address anyone signs in with. */
const placeholderEmail = () => `guest.${randomUUID()}@guest.invalid`;

interface ClaimPayload {
  /** The guest user. */
  sub: string;
  /** Its session version when the link was made: claiming bumps it, so a link works once. */
  sv: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface GuestClaim {
  guest: UserEntity;
  /** The e-mail the guest gave. */
  email: string;
  /** An account with that e-mail exists: the order is attached only after signing in to it. */
  accountExists: boolean;
}

/**
 * Guest checkout sessions: a user row with the `guest` role, a placeholder account e-mail, the given
 * e-mail in `guestEmail` and the privacy consent time (the same proof a registration keeps). The
 * claim link lets the guest keep its orders in a real account: signed (HMAC with a key derived from
 * the JWT secret), expiring, and single-use (it names the guest's session version, which a claim bumps).
 */
@Injectable()
export class GuestAccountsService {
  private readonly key: Buffer;

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(appConfig.KEY) config: AppConfig,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('guest-claim-link').digest();
  }

  /** Starts a guest: no password, nothing but the e-mail, the language and the consent. */
  async create(email: string, locale: Locale): Promise<UserEntity> {
    const entity = this.users.create({
      email: placeholderEmail(),
      // Not a scrypt hash: no password ever verifies against it.
      passwordHash: '!guest',
      firstName: '',
      lastName: '',
      country: 'BE',
      role: GUEST_ROLE,
      locale,
      guestEmail: email.trim().toLowerCase(),
      privacyAcceptedAt: new Date().toISOString(),
    });
    await this.users.insert(entity);
    return this.users.findOneByOrFail({ id: entity.id });
  }

  /**
   * The token of the claim link in a guest's confirmation mail: 24 bytes (guest id, session version,
   * expiry) and a 128-bit HMAC, base64url, so it fits a path segment (Fastify's 100-character limit).
   */
  claimToken(guest: Pick<UserEntity, 'id' | 'sessionVersion'>, now = Date.now()): string {
    const body = Buffer.alloc(24);
    Buffer.from(guest.id.replace(/-/g, ''), 'hex').copy(body, 0);
    body.writeUInt32BE(guest.sessionVersion >>> 0, 16);
    body.writeUInt32BE(Math.floor(now / 1000) + GUEST_CLAIM_TTL_SECONDS, 20);
    const encoded = body.toString('base64url');
    return `${encoded}.${this.sign(encoded)}`;
  }

  /** Reads a claim link: 404 when forged, used or its guest gone; 422 when expired. */
  async read(token: string): Promise<GuestClaim> {
    const payload = this.verify(token);
    const guest = await this.users.findOneBy({ id: payload.sub });
    if (
      !guest ||
      guest.role !== GUEST_ROLE ||
      guest.erasedAt !== null ||
      guest.sessionVersion !== payload.sv ||
      !guest.guestEmail
    )
      throw this.invalid();
    const email = guest.guestEmail;
    const accountExists = await this.users.existsBy({ email });
    return { guest, email, accountExists };
  }

  /**
   * Turns the guest into a customer account with the guest's e-mail and a new password: its orders
   * stay where they are. 409 when an account with that e-mail exists (sign in and attach instead).
   */
  async convert(
    token: string,
    input: { password: string; passwordConfirmation: string; firstName: string; lastName: string },
  ): Promise<UserEntity> {
    const claim = await this.read(token);
    if (claim.accountExists) throw this.signInFirst();
    assertNewPassword(input.password, input.passwordConfirmation);
    const passwordHash = await hashPassword(input.password);
    try {
      // Conditional on the role and session version: of two concurrent claims, one wins.
      const result = await this.users.update(
        { id: claim.guest.id, role: GUEST_ROLE, sessionVersion: claim.guest.sessionVersion },
        {
          email: claim.email,
          passwordHash,
          role: 'customer',
          guestEmail: null,
          firstName: input.firstName,
          lastName: input.lastName,
          sessionVersion: claim.guest.sessionVersion + 1,
        },
      );
      if ((result.affected ?? 0) !== 1) throw this.invalid();
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (await this.users.existsBy({ email: claim.email })) throw this.signInFirst();
      throw error;
    }
    return this.users.findOneByOrFail({ id: claim.guest.id });
  }

  /**
   * Closes the guest of a claim link for the signed-in account holding the guest's e-mail (the caller
   * then moves the orders). Another account, whatever it is, gets 403: an order never lands in
   * someone else's account. Answers the guest's id.
   */
  async closeFor(
    token: string,
    account: Pick<UserEntity, 'id' | 'email' | 'role'>,
    manager?: EntityManager,
  ): Promise<string> {
    const claim = await this.read(token);
    if (account.role === GUEST_ROLE || account.email.toLowerCase() !== claim.email)
      throw new AppError(
        'forbidden',
        UsersErrorCode.GUEST_CLAIM_OTHER_ACCOUNT,
        'This order was placed with another e-mail address; sign in with the account of that address.',
      );
    const users = manager?.getRepository(UserEntity) ?? this.users;
    // The guest's e-mail goes with it: the orders (which keep their own copy) now belong to the account.
    const result = await users.update(
      {
        id: claim.guest.id,
        role: GUEST_ROLE,
        sessionVersion: claim.guest.sessionVersion,
        erasedAt: IsNull(),
      },
      {
        erasedAt: new Date().toISOString(),
        sessionVersion: claim.guest.sessionVersion + 1,
        guestEmail: null,
      },
    );
    if ((result.affected ?? 0) !== 1) throw this.invalid();
    return claim.guest.id;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key)
      .update(body)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }

  private verify(token: string): ClaimPayload {
    const [encoded, signature, ...rest] = token.split('.');
    if (!encoded || !signature || rest.length) throw this.invalid();
    const expected = Buffer.from(this.sign(encoded));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw this.invalid();
    const body = Buffer.from(encoded, 'base64url');
    if (body.length !== 24) throw this.invalid();
    const hex = body.subarray(0, 16).toString('hex');
    const payload: ClaimPayload = {
      sub: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
      sv: body.readUInt32BE(16),
      exp: body.readUInt32BE(20),
    };
    if (payload.exp * 1000 <= Date.now())
      throw new AppError(
        'unprocessable',
        UsersErrorCode.GUEST_CLAIM_EXPIRED,
        'This link has expired. Your order is safe; you can still create an account and contact us to add it.',
      );
    return payload;
  }

  private invalid(): AppError {
    return new AppError(
      'not_found',
      UsersErrorCode.GUEST_CLAIM_INVALID,
      'This link is not valid or was already used.',
    );
  }

  private signInFirst(): AppError {
    return new AppError(
      'conflict',
      UsersErrorCode.GUEST_CLAIM_SIGN_IN,
      'An account with this e-mail address exists: sign in to it to keep the order there.',
    );
  }
}
