import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Locale } from '../../common/i18n/locale.js';
import { UserEntity } from './entities/user.entity.js';

/** Whom a deal mail goes to (the account's current address and language). */
export interface DealRecipient {
  id: string;
  email: string;
  firstName: string;
  locale: Locale;
  /** ISO date (YYYY-MM-DD) or null. */
  birthday: string | null;
  birthdayDealsOptIn: boolean;
}

/** The questions the birthday and back-in-stock features ask about accounts. */
@Injectable()
export class UserDealsService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /**
   * Customer accounts (not erased) that opted in to birthday deals and were born on one of these
   * days of the year (`MM-DD`).
   */
  async birthdayDealCandidates(monthDays: readonly string[]): Promise<DealRecipient[]> {
    if (monthDays.length === 0) return [];
    const rows = await this.users
      .createQueryBuilder('u')
      .where('u.role = :role', { role: 'customer' })
      .andWhere('u.birthdayDealsOptIn = :on', { on: true })
      .andWhere('u.erasedAt IS NULL')
      .andWhere('u.birthday IS NOT NULL')
      .andWhere('SUBSTR(u.birthday, 6, 5) IN (:...days)', { days: [...monthDays] })
      .orderBy('u.id', 'ASC')
      .getMany();
    return rows.map(toRecipient);
  }

  /** The recipient data of one account; null when it does not exist or was erased. */
  async recipient(userId: string): Promise<DealRecipient | null> {
    const user = await this.users.findOneBy({ id: userId });
    return user && !user.erasedAt ? toRecipient(user) : null;
  }
}

function toRecipient(user: UserEntity): DealRecipient {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    locale: user.locale,
    birthday: user.birthday,
    birthdayDealsOptIn: user.birthdayDealsOptIn,
  };
}
