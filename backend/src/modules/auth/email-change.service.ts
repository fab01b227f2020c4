import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/request-user.js';
import { AppError } from '../../common/errors/app-error.js';
import type { AttemptLimiter } from '../../common/rate-limit/attempt-limiter.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limit.module.js';
import { MailService } from '../mail/mail.service.js';
import type { ChangeEmailDto } from '../users/dto/user.dto.js';
import { UsersService } from '../users/users.service.js';
import {
  EMAIL_CHANGE_CONFIRM_MAIL,
  EMAIL_CHANGE_NOTICE_MAIL,
  emailConfirmPath,
  emailUndoPath,
} from './account-security.mail.js';
import { AuthErrorCode } from './auth.errors.js';
import type { EmailChangeRequestedDto, EmailChangeResultDto } from './dto/email-change.dto.js';
import { EmailChangeEntity } from './entities/email-change.entity.js';
import { sha256, TokensService } from './tokens.service.js';

/** The link to the new address stays valid this long. */
export const EMAIL_CONFIRM_TTL_MS = 24 * 3600_000;
/** The undo link to the old address stays valid this long (also after the change was confirmed). */
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 3600_000;
/** Change requests (each mails two addresses) per account inside the window. */
export const EMAIL_CHANGE_REQUESTS = { points: 5, windowSeconds: 3600 } as const;

const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * E-mail change in two steps: the request (current password) mails a link to the new address and a
 * notice with an undo link to the old one; the address changes only when the link is followed. The
 * undo restores the old address and ends every session.
 */
@Injectable()
export class EmailChangeService implements OnModuleInit {
  private readonly perAccount: AttemptLimiter;

  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    private readonly mail: MailService,
    @InjectRepository(EmailChangeEntity) private readonly changes: Repository<EmailChangeEntity>,
    limiters: RateLimiterFactory,
  ) {
    this.perAccount = limiters.create(
      'email-change',
      EMAIL_CHANGE_REQUESTS.points,
      EMAIL_CHANGE_REQUESTS.windowSeconds,
    );
  }

  onModuleInit(): void {
    this.mail.registerTemplates(EMAIL_CHANGE_CONFIRM_MAIL, EMAIL_CHANGE_NOTICE_MAIL);
  }

  /** PUT /api/user/email: checks the current password, then mails both addresses; nothing changes yet. */
  async request(caller: AuthUser, input: ChangeEmailDto): Promise<EmailChangeRequestedDto> {
    await this.users.assertCurrentPassword(caller.id, input.currentPassword);
    const user = await this.users.getById(caller.id);
    if (user.email === input.email)
      throw new AppError(
        'validation',
        AuthErrorCode.EMAIL_UNCHANGED,
        'This is already the e-mail address of the account.',
        { errors: { email: 'validation.emailUnchanged' } },
      );
    await this.users.assertEmailFree(input.email);
    const state = await this.perAccount.hit(user.id);
    if (state.blocked)
      throw new AppError(
        'too_many_requests',
        AuthErrorCode.TOO_MANY_ATTEMPTS,
        'Too many requests, please try again later.',
        {
          headers: { 'retry-after': String(state.retryAfterSeconds) },
          extra: { retryAfter: state.retryAfterSeconds },
        },
      );
    const now = Date.now();
    // One pending change at a time: an older link stops working.
    await this.changes.update(
      { userId: user.id, confirmedAt: IsNull(), cancelledAt: IsNull() },
      { cancelledAt: now },
    );
    const confirmToken = newToken();
    const undoToken = newToken();
    await this.changes.insert({
      userId: user.id,
      oldEmail: user.email,
      newEmail: input.email,
      confirmTokenHash: sha256(confirmToken),
      undoTokenHash: sha256(undoToken),
      expiresAt: now + EMAIL_CONFIRM_TTL_MS,
      undoExpiresAt: now + EMAIL_UNDO_TTL_MS,
      confirmedAt: null,
      cancelledAt: null,
      undoneAt: null,
    });
    await this.mail.queueMail({
      template: EMAIL_CHANGE_CONFIRM_MAIL,
      to: input.email,
      locale: user.locale,
      data: {
        firstName: user.firstName,
        newEmail: input.email,
        path: emailConfirmPath(user.locale, confirmToken),
        hours: Math.round(EMAIL_CONFIRM_TTL_MS / 3600_000),
      },
      messageKey: `email-change-confirm:${sha256(confirmToken).slice(0, 32)}`,
    });
    await this.mail.queueMail({
      template: EMAIL_CHANGE_NOTICE_MAIL,
      to: user.email,
      locale: user.locale,
      data: {
        firstName: user.firstName,
        newEmail: input.email,
        path: emailUndoPath(user.locale, undoToken),
        days: Math.round(EMAIL_UNDO_TTL_MS / (24 * 3600_000)),
      },
      messageKey: `email-change-notice:${sha256(undoToken).slice(0, 32)}`,
    });
    return { status: 'pending', newEmail: input.email };
  }

  /** The link in the mail to the new address: the account takes the new address (once). */
  async confirm(token: string): Promise<EmailChangeResultDto> {
    const hash = sha256(token);
    const row = await this.changes.findOneBy({ confirmTokenHash: hash });
    if (!row || row.confirmedAt !== null || row.cancelledAt !== null || row.expiresAt <= Date.now())
      throw this.invalid();
    const claimed = await this.changes.update(
      { id: row.id, confirmedAt: IsNull(), cancelledAt: IsNull() },
      { confirmedAt: Date.now() },
    );
    if ((claimed.affected ?? 0) !== 1) throw this.invalid();
    let user;
    try {
      user = await this.users.setEmail(row.userId, row.oldEmail, row.newEmail);
    } catch (error) {
      // The new address was taken in the meantime: this request is over.
      await this.changes.update({ id: row.id }, { confirmedAt: null, cancelledAt: Date.now() });
      throw error;
    }
    if (!user) {
      await this.changes.update({ id: row.id }, { confirmedAt: null, cancelledAt: Date.now() });
      throw this.invalid();
    }
    return { status: 'confirmed', email: user.email, locale: user.locale };
  }

  /**
   * The link in the notice to the old address: the old address comes back (whatever was confirmed
   * since), pending changes stop, and every session of the account ends.
   */
  async undo(token: string): Promise<EmailChangeResultDto> {
    const row = await this.changes.findOneBy({ undoTokenHash: sha256(token) });
    if (!row || row.undoneAt !== null || row.undoExpiresAt <= Date.now()) throw this.invalid();
    const now = Date.now();
    const claimed = await this.changes.update(
      { id: row.id, undoneAt: IsNull() },
      { undoneAt: now },
    );
    if ((claimed.affected ?? 0) !== 1) throw this.invalid();
    await this.changes.update(
      { userId: row.userId, confirmedAt: IsNull(), cancelledAt: IsNull() },
      { cancelledAt: now },
    );
    let user = await this.users.getById(row.userId);
    if (user.email !== row.oldEmail)
      user = (await this.users.setEmail(row.userId, user.email, row.oldEmail)) ?? user;
    await this.users.bumpSessionVersion(row.userId);
    await this.tokens.revokeAllForUser(row.userId);
    return { status: 'undone', email: user.email, locale: user.locale };
  }

  private invalid(): AppError {
    return new AppError(
      'validation',
      AuthErrorCode.EMAIL_CHANGE_TOKEN_INVALID,
      'This e-mail change link is invalid or has expired.',
      { errors: { token: 'validation.emailChangeTokenInvalid' } },
    );
  }
}
