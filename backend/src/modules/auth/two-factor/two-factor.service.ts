import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { generateSecret, generateURI, verify } from 'otplib';
import { IsNull, type Repository } from 'typeorm';
import type { AttemptLimiter } from '../../../common/rate-limit/attempt-limiter.js';
import { RateLimiterFactory } from '../../../common/rate-limit/rate-limit.module.js';
import { AppError } from '../../../common/errors/app-error.js';
import type { Role } from '../../../common/auth/roles.js';
import { appConfig, type AppConfig } from '../../../config/app-config.js';
import { UsersService } from '../../users/users.service.js';
import { AuthErrorCode } from '../auth.errors.js';
import { StaffRecoveryCodeEntity } from '../entities/staff-recovery-code.entity.js';
import { StaffTwoFactorEntity } from '../entities/staff-two-factor.entity.js';
import { sha256 } from '../tokens.service.js';
import { SecretBox } from './secret-box.js';

export const STAFF_ROLES: readonly Role[] = ['admin', 'partner_manager'];
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const isStaff = (role: Role): boolean => STAFF_ROLES.includes(role);

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

export type SecondFactor = { otp?: string; recoveryCode?: string };

/**
 * TOTP second factor of the staff accounts (RFC 6238 through otplib, one step of clock drift either
 * way), its QR enrolment and ten one-time recovery codes. Code checks are limited per account like
 * password guesses (AUTH_MAX_FAILURES_PER_ACCOUNT in AUTH_RATE_WINDOW_SECONDS).
 */
@Injectable()
export class TwoFactorService {
  private readonly box: SecretBox;
  private readonly codeFailures: AttemptLimiter;

  constructor(
    @InjectRepository(StaffTwoFactorEntity)
    private readonly factors: Repository<StaffTwoFactorEntity>,
    @InjectRepository(StaffRecoveryCodeEntity)
    private readonly recoveryCodes: Repository<StaffRecoveryCodeEntity>,
    private readonly users: UsersService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    limiters: RateLimiterFactory,
  ) {
    this.box = new SecretBox(config.mfaEncryptionKey);
    this.codeFailures = limiters.create(
      'mfa-code',
      config.auth.maxFailuresPerAccount,
      config.auth.rateWindowSeconds,
    );
  }

  /** Whether the staff account must give a second factor to sign in. */
  async isEnabled(userId: string): Promise<boolean> {
    const row = await this.factors.findOneBy({ userId });
    return row?.enabledAt != null;
  }

  /** Whether a staff session without a second factor may only enrol (STAFF_MFA=required). */
  get required(): boolean {
    return this.config.auth.staffMfa === 'required';
  }

  async status(userId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const enabled = await this.isEnabled(userId);
    const recoveryCodesLeft = enabled
      ? await this.recoveryCodes.countBy({ userId, usedAt: IsNull() })
      : 0;
    return { enabled, recoveryCodesLeft };
  }

  /** Starts (or restarts) an enrolment: a new secret, its otpauth URI and the QR code as SVG data URL. */
  async start(userId: string): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
    const row = await this.factors.findOneBy({ userId });
    if (row?.enabledAt) throw this.alreadyEnabled();
    const user = await this.users.getById(userId);
    const secret = generateSecret();
    await this.factors.upsert(
      { userId, pendingSecret: this.box.seal(secret), secret: null, enabledAt: null, lastStep: 0 },
      ['userId'],
    );
    const otpauthUrl = generateURI({ issuer: this.config.brandName, label: user.email, secret });
    // Loaded when a staff member enrols, not at start-up.
    const { default: QRCode } = await import('qrcode');
    const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
    return {
      secret,
      otpauthUrl,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** Confirms the enrolment with a first code; answers the ten recovery codes, shown this once. */
  async confirm(userId: string, code: string): Promise<string[]> {
    const row = await this.factors.findOneBy({ userId });
    if (row?.enabledAt) throw this.alreadyEnabled();
    const secret = row?.pendingSecret ? this.box.open(row.pendingSecret) : null;
    if (!secret) throw this.notEnabled();
    const step = await this.checkTotp(userId, secret, code, 0);
    if (step === null) throw this.codeInvalid();
    const claimed = await this.factors.update(
      { userId, enabledAt: IsNull() },
      { secret: row!.pendingSecret, pendingSecret: null, enabledAt: Date.now(), lastStep: step },
    );
    if ((claimed.affected ?? 0) !== 1) throw this.alreadyEnabled();
    return this.replaceRecoveryCodes(userId);
  }

  /** New recovery codes (the old ones stop working), after the password and a current code. */
  async regenerate(userId: string, password: string, factor: SecondFactor): Promise<string[]> {
    await this.users.assertCurrentPassword(userId, password);
    await this.assertSecondFactor(userId, factor);
    return this.replaceRecoveryCodes(userId);
  }

  /** Turns two-factor sign-in off, after the password and a current code. */
  async disable(userId: string, password: string, factor: SecondFactor): Promise<void> {
    await this.users.assertCurrentPassword(userId, password);
    await this.assertSecondFactor(userId, factor);
    await this.factors.delete({ userId });
    await this.recoveryCodes.delete({ userId });
  }

  /**
   * Checks the second factor of an enabled account: an authenticator code (each accepted once) or an
   * unused recovery code (then used up). Throws AUTH_MFA_CODE_INVALID, or 429 past the limit.
   */
  async assertSecondFactor(userId: string, factor: SecondFactor): Promise<void> {
    if (!(await this.verifySecondFactor(userId, factor))) throw this.codeInvalid();
  }

  /** Like assertSecondFactor, as a boolean (the token endpoint answers in RFC 6749's words). */
  async verifySecondFactor(userId: string, factor: SecondFactor): Promise<boolean> {
    const row = await this.factors.findOneBy({ userId });
    if (!row?.enabledAt || !row.secret) throw this.notEnabled();
    if (factor.recoveryCode) {
      await this.takeAttempt(userId);
      const used = await this.recoveryCodes.update(
        { userId, codeHash: sha256(normaliseRecoveryCode(factor.recoveryCode)), usedAt: IsNull() },
        { usedAt: Date.now() },
      );
      if ((used.affected ?? 0) !== 1) return false;
      await this.codeFailures.reset(userId);
      return true;
    }
    const secret = this.box.open(row.secret);
    if (!secret || !factor.otp) {
      await this.takeAttempt(userId);
      return false;
    }
    const step = await this.checkTotp(userId, secret, factor.otp, row.lastStep);
    if (step === null) return false;
    // Replay: the same code twice (or two racing requests) – only one moves lastStep forward.
    const moved = await this.factors
      .createQueryBuilder()
      .update()
      .set({ lastStep: step })
      .where('"userId" = :userId AND "lastStep" < :step', { userId, step })
      .execute();
    return (moved.affected ?? 0) === 1;
  }

  /** The matched time step, or null. Every check takes an attempt; a right code gives them back. */
  private async checkTotp(
    userId: string,
    secret: string,
    code: string,
    afterTimeStep: number,
  ): Promise<number | null> {
    await this.takeAttempt(userId);
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return null;
    const result = await verify({
      secret,
      token,
      epochTolerance: 30,
      ...(afterTimeStep > 0 ? { afterTimeStep } : {}),
    });
    if (!result.valid || !('timeStep' in result)) return null;
    await this.codeFailures.reset(userId);
    return result.timeStep;
  }

  private async takeAttempt(userId: string): Promise<void> {
    const state = await this.codeFailures.hit(userId);
    if (state.blocked)
      throw new AppError(
        'too_many_requests',
        AuthErrorCode.TOO_MANY_ATTEMPTS,
        'Too many attempts, please try again later.',
        {
          headers: { 'retry-after': String(state.retryAfterSeconds) },
          extra: { retryAfter: state.retryAfterSeconds },
        },
      );
  }

  private async replaceRecoveryCodes(userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const chars = Array.from(
        { length: 10 },
        () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
      ).join('');
      return `${chars.slice(0, 5)}-${chars.slice(5)}`;
    });
    await this.recoveryCodes.manager.transaction(async (manager) => {
      const repo = manager.getRepository(StaffRecoveryCodeEntity);
      await repo.delete({ userId });
      await repo.insert(
        codes.map((code) => ({
          userId,
          codeHash: sha256(normaliseRecoveryCode(code)),
          usedAt: null,
        })),
      );
    });
    return codes;
  }

  private codeInvalid(): AppError {
    return new AppError(
      'unprocessable',
      AuthErrorCode.MFA_CODE_INVALID,
      'The code is wrong or no longer valid.',
      { errors: { code: 'validation.mfaCodeInvalid' } },
    );
  }

  private alreadyEnabled(): AppError {
    return new AppError(
      'conflict',
      AuthErrorCode.MFA_ALREADY_ENABLED,
      'Two-factor sign-in is already on.',
    );
  }

  private notEnabled(): AppError {
    return new AppError('conflict', AuthErrorCode.MFA_NOT_ENABLED, 'Two-factor sign-in is not on.');
  }
}
