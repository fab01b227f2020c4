import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, type Repository } from 'typeorm';
import { GUEST_ROLE } from '../../common/auth/roles.js';
import { AppError } from '../../common/errors/app-error.js';
import { UserEntity } from './entities/user.entity.js';
import { UsersErrorCode } from './users.errors.js';

/** The account's own data in the GDPR export (never the password hash or the session version). */
export interface UserProfileExport {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  birthday: string | null;
  gender: string | null;
  country: string;
  region: string | null;
  locale: string;
  role: string;
  specialistStoreId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The consents and choices the account holds (GDPR export). */
export interface UserConsentsExport {
  privacyPolicyAcceptedAt: string | null;
  newsletterOptIn: boolean;
  birthdayDealsOptIn: boolean;
}

/** The e-mail domain of erased accounts: reserved (RFC 2606), so nothing is ever sent there. */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

/** GDPR reads and erasure of the user row (kept apart from UsersService, which holds the account rules). */
@Injectable()
export class UserPrivacyService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async exportFor(userId: string): Promise<{
    profile: UserProfileExport;
    consents: UserConsentsExport;
  }> {
    const user = await this.getActive(userId);
    return {
      profile: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        birthday: user.birthday,
        gender: user.gender,
        country: user.country,
        region: user.region,
        locale: user.locale,
        role: user.role,
        specialistStoreId: user.specialistStoreId,
        createdAt: new Date(user.createdAt).toISOString(),
        updatedAt: new Date(user.updatedAt).toISOString(),
      },
      consents: {
        privacyPolicyAcceptedAt: user.privacyAcceptedAt,
        newsletterOptIn: user.newsletterOptIn,
        birthdayDealsOptIn: user.birthdayDealsOptIn,
      },
    };
  }

  /**
   * Only customer accounts erase themselves: a salon's account carries the salon's orders and
   * staff accounts are closed by an administrator. 409 otherwise.
   */
  async assertSelfErasable(userId: string): Promise<UserEntity> {
    const user = await this.getActive(userId);
    if (user.role !== 'customer')
      throw new AppError(
        'conflict',
        UsersErrorCode.NOT_SELF_ERASABLE,
        'This account cannot be deleted here; please contact us.',
      );
    return user;
  }

  /**
   * Anonymises the row (it stays, so the orders kept by law still point somewhere): no name, no
   * address, a reserved unreachable e-mail, a password hash no password matches, and a new session
   * version so every access token stops working at once.
   */
  async anonymise(userId: string): Promise<void> {
    await this.users.update(
      { id: userId },
      {
        email: `erased-${randomUUID()}@${ERASED_EMAIL_DOMAIN}`,
        // Not a scrypt hash: verifyPassword answers false for every password.
        passwordHash: 'erased',
        firstName: '',
        lastName: '',
        birthday: null,
        gender: null,
        region: null,
        newsletterOptIn: false,
        birthdayDealsOptIn: false,
        specialistStoreId: null,
        erasedAt: new Date().toISOString(),
      },
    );
    await this.users.increment({ id: userId }, 'sessionVersion', 1);
  }

  /** Guest sessions started before `before` and not closed yet (a bounded batch per call). */
  async staleGuestIds(before: Date, limit = 500): Promise<string[]> {
    const rows = await this.users.find({
      select: { id: true },
      where: { role: GUEST_ROLE, erasedAt: IsNull(), createdAt: LessThan(before) },
      order: { createdAt: 'ASC' },
      take: limit,
    });
    return rows.map((row) => row.id);
  }

  /** Closes a guest row for good: its e-mail goes, its sessions end (its orders keep their own copy). */
  async closeGuest(userId: string): Promise<void> {
    await this.users.update(
      { id: userId, role: GUEST_ROLE },
      { guestEmail: null, erasedAt: new Date().toISOString() },
    );
    await this.users.increment({ id: userId }, 'sessionVersion', 1);
  }

  private async getActive(userId: string): Promise<UserEntity> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user || user.erasedAt)
      throw new AppError('not_found', UsersErrorCode.NOT_FOUND, 'User not found.');
    return user;
  }
}
