import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { AttemptLimiter } from '../../common/rate-limit/attempt-limiter.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limit.module.js';
import { AppError } from '../../common/errors/app-error.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import type { ChangePasswordDto } from '../users/dto/user.dto.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import type { Locale } from '../../common/i18n/locale.js';
import { assertNewPassword, UsersService } from '../users/users.service.js';
import type { AuthUser } from '../../common/auth/request-user.js';
import { AuthErrorCode, OAuthError } from './auth.errors.js';
import type { ForgotPasswordDto, ResetPasswordDto } from './dto/password-reset.dto.js';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity.js';
import { OAuthClients } from './oauth-clients.js';
import { PASSWORD_RESET_MAIL } from './password-reset.mail.js';
import { forgotPasswordPath, PASSWORD_CHANGED_MAIL } from './account-security.mail.js';
import { sha256, TokensService, type TokenPair } from './tokens.service.js';
import { isStaff, TwoFactorService, type SecondFactor } from './two-factor/two-factor.service.js';

type TokenParams = Record<string, unknown>;

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** The OAuth password and refresh grants, revocation, password recovery and password change. */
@Injectable()
export class AuthService implements OnModuleInit {
  private readonly clients: OAuthClients;
  /** Failed sign-ins per account from all addresses: past the limit, unknown addresses back off. */
  private readonly accountFailures: AttemptLimiter;
  /** Failed sign-ins per account+IP pair: the one guesser is stopped, the owner elsewhere is not. */
  private readonly pairFailures: AttemptLimiter;
  /** The back-off step of an account under attack (blocks unknown addresses for a growing time). */
  private readonly accountBackoff: AttemptLimiter;
  /** Account+IP pairs that signed in successfully lately: the owner's own addresses skip the back-off. */
  private readonly knownAddresses: AttemptLimiter;
  private readonly ipFailures: AttemptLimiter;
  private readonly resetPerEmail: AttemptLimiter;
  private readonly resetPerIp: AttemptLimiter;

  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    private readonly mail: MailService,
    private readonly twoFactor: TwoFactorService,
    @InjectRepository(PasswordResetTokenEntity)
    private readonly resetTokens: Repository<PasswordResetTokenEntity>,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    limiters: RateLimiterFactory,
  ) {
    this.clients = new OAuthClients(config);
    const { maxFailuresPerAccount, maxFailuresPerIp, maxResetRequests, rateWindowSeconds } =
      config.auth;
    // Counted only (never blocks by itself); its window is long enough to remember an attack.
    this.accountFailures = limiters.create(
      'signin-account',
      1_000_000,
      Math.max(rateWindowSeconds, 3600),
    );
    this.pairFailures = limiters.create('signin-pair', maxFailuresPerAccount, rateWindowSeconds);
    this.accountBackoff = limiters.create('signin-backoff', 1, config.auth.backoffMaxSeconds);
    // 20 days: the memory store keeps a timer per key, and Node timers stop at 24.8 days.
    this.knownAddresses = limiters.create('signin-known', 1_000_000, 20 * 24 * 3600);
    this.ipFailures = limiters.create('signin-ip', maxFailuresPerIp, rateWindowSeconds);
    this.resetPerEmail = limiters.create('reset-email', maxResetRequests, rateWindowSeconds);
    this.resetPerIp = limiters.create('reset-ip', maxResetRequests * 4, rateWindowSeconds);
  }

  onModuleInit(): void {
    this.mail.registerTemplates(PASSWORD_RESET_MAIL, PASSWORD_CHANGED_MAIL);
  }

  /** POST /oauth/token. Client credentials may come in the body or as HTTP Basic. */
  async token(
    params: TokenParams,
    basic: { id: string; secret: string } | null,
    ip: string,
  ): Promise<TokenPair> {
    const clientId = basic?.id ?? str(params.client_id);
    const clientSecret = basic?.secret ?? str(params.client_secret);
    const grantType = str(params.grant_type);
    if (!grantType) throw new OAuthError('invalid_request', 'grant_type is required', 400);
    // RFC 6749 §5.2: the Basic challenge answers a client that tried Basic. Sent to a browser client
    // that put its credentials in the body, it would pop up the browser's own password prompt.
    if (!this.clients.verify(clientId, clientSecret))
      throw new OAuthError(
        'invalid_client',
        'Client authentication failed',
        401,
        basic ? { 'www-authenticate': 'Basic realm="oauth"' } : undefined,
      );
    if (grantType === 'password')
      return this.passwordGrant(str(params.username), str(params.password), clientId!, ip, {
        otp: str(params.otp),
        recoveryCode: str(params.recovery_code),
      });
    if (grantType === 'refresh_token')
      return this.refreshGrant(str(params.refresh_token), clientId!);
    throw new OAuthError(
      'unsupported_grant_type',
      'Only the password and refresh_token grants are supported',
      400,
    );
  }

  private async passwordGrant(
    username: string | undefined,
    password: string | undefined,
    clientId: string,
    ip: string,
    factor: SecondFactor,
  ): Promise<TokenPair> {
    if (!username || !password)
      throw new OAuthError('invalid_request', 'username and password are required', 400);
    const accountKey = username.trim().toLowerCase();
    const pairKey = `${accountKey}|${ip}`;
    // Every attempt takes its points BEFORE the password check (an atomic increment), so a burst of
    // concurrent guesses cannot all pass a check-then-count gap; a successful sign-in gives them back.
    const [ipState, pairState] = await Promise.all([
      this.ipFailures.hit(ip),
      this.pairFailures.hit(pairKey),
    ]);
    for (const state of [ipState, pairState]) {
      if (state.blocked) throw this.tooMany(state.retryAfterSeconds);
    }
    // An account under attack from many addresses: an address it never signed in from waits its turn
    // (one attempt per back-off step, the step growing with the failures); its owner's addresses do not.
    const known = await this.knownAddresses.seen(pairKey);
    if (!known) {
      const backoff = await this.accountBackoff.check(accountKey);
      if (backoff.blocked) {
        await this.pairFailures.giveBack(pairKey);
        throw this.tooMany(backoff.retryAfterSeconds);
      }
    }
    const user = await this.users.verifyCredentials(username, password);
    if (!user) {
      const failures = (await this.accountFailures.hit(accountKey)).consumed ?? 0;
      const over = failures - this.config.auth.maxFailuresPerAccount;
      if (over >= 0)
        await this.accountBackoff.block(
          accountKey,
          Math.min(this.config.auth.backoffMaxSeconds, 2 ** Math.min(over, 16)),
        );
      throw new OAuthError('invalid_grant', 'The email and password combination is incorrect', 400);
    }
    await Promise.all([
      this.ipFailures.giveBack(ip),
      this.pairFailures.reset(pairKey),
      this.knownAddresses.hit(pairKey),
    ]);
    if (clientId === 'backoffice' && user.role !== 'admin' && user.role !== 'partner_manager') {
      throw new OAuthError('unauthorized_client', 'This account may not use the back-office', 400);
    }
    const mfa = isStaff(user.role) && (await this.twoFactor.isEnabled(user.id));
    if (mfa) await this.checkSecondFactor(user.id, factor);
    return this.tokens.issueForNewSession(user, clientId, mfa);
  }

  /**
   * The second step of a staff sign-in with two-factor on: the same password grant again with `otp`
   * (or `recovery_code`). Without one the answer is invalid_grant with `mfa_required: true`, so a
   * client that knows nothing of it still reads a standard RFC 6749 error.
   */
  private async checkSecondFactor(userId: string, factor: SecondFactor): Promise<void> {
    if (!factor.otp && !factor.recoveryCode)
      throw new OAuthError(
        'invalid_grant',
        'A two-factor code is required',
        400,
        {},
        {
          mfa_required: true,
        },
      );
    let ok: boolean;
    try {
      ok = await this.twoFactor.verifySecondFactor(userId, factor);
    } catch (error) {
      if (error instanceof AppError && error.kind === 'too_many_requests')
        throw this.tooMany(Number(error.headers['retry-after'] ?? 60));
      throw error;
    }
    if (!ok)
      throw new OAuthError(
        'invalid_grant',
        'The two-factor code is incorrect',
        400,
        {},
        {
          mfa_required: true,
        },
      );
  }

  private async refreshGrant(
    refreshToken: string | undefined,
    clientId: string,
  ): Promise<TokenPair> {
    if (!refreshToken) throw new OAuthError('invalid_request', 'refresh_token is required', 400);
    const result = await this.tokens.consume(refreshToken, clientId);
    if (!result.ok)
      throw new OAuthError(
        'invalid_grant',
        'The refresh token is invalid, expired or revoked',
        400,
      );
    const user = await this.users.findById(result.userId);
    if (!user)
      throw new OAuthError(
        'invalid_grant',
        'The refresh token is invalid, expired or revoked',
        400,
      );
    // A staff session keeps its second factor across refreshes; one that enrolled meanwhile gains it.
    const mfa = isStaff(user.role) && (await this.twoFactor.isEnabled(user.id));
    return this.tokens.issue(user, clientId, result.familyId, result.familyExpiresAt, mfa);
  }

  /** POST /oauth/revoke (RFC 7009): revokes the token's family; unknown tokens are not an error. */
  async revoke(params: TokenParams, basic: { id: string; secret: string } | null): Promise<void> {
    const clientId = basic?.id ?? str(params.client_id);
    if (!this.clients.verify(clientId, basic?.secret ?? str(params.client_secret)))
      throw new OAuthError('invalid_client', 'Client authentication failed', 401);
    const token = str(params.token);
    if (!token) throw new OAuthError('invalid_request', 'token is required', 400);
    const claims = await this.tokens.verifyAccess(token);
    // RFC 7009 §2.1: a client revokes only its own tokens. Another client's token is left alone
    // (and answered 200 like an unknown one, so the answer tells nothing about it).
    if (claims) {
      if (claims.cid === clientId) await this.tokens.revokeFamily(claims.fid);
    } else await this.tokens.revokeByToken(token, clientId!);
  }

  /** Same answer whether or not the account exists; a mail only when it does. */
  async forgotPassword(input: ForgotPasswordDto, ip: string): Promise<void> {
    for (const state of [
      await this.resetPerIp.hit(ip),
      await this.resetPerEmail.hit(input.email),
    ]) {
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
    }
    const user = await this.users.findByEmail(input.email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.resetTokens.insert({
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: Date.now() + this.config.auth.resetTokenTtlSeconds * 1000,
      usedAt: null,
    });
    const locale: Locale = user.locale ?? input.locale ?? 'nl';
    await this.mail.queueMail({
      template: PASSWORD_RESET_MAIL,
      to: user.email,
      locale,
      data: {
        firstName: user.firstName,
        path: `/${locale}/password/reset/${token}`,
        minutes: Math.round(this.config.auth.resetTokenTtlSeconds / 60),
      },
      messageKey: `password-reset:${sha256(token).slice(0, 32)}`,
    });
  }

  /**
   * A single-use token for the password reset page (POST /api/password/reset), valid for `ttlSeconds`:
   * the partner invitation uses it so an invited salon chooses its first password like a reset.
   */
  async createPasswordToken(userId: string, ttlSeconds: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.resetTokens.insert({
      tokenHash: sha256(token),
      userId,
      expiresAt: Date.now() + ttlSeconds * 1000,
      usedAt: null,
    });
    return token;
  }

  /** Sets the new password once per token, then ends every session of the account. */
  async resetPassword(input: ResetPasswordDto): Promise<void> {
    const invalid = () =>
      new AppError(
        'validation',
        AuthErrorCode.RESET_TOKEN_INVALID,
        'This reset link is invalid or has expired.',
        { errors: { token: 'validation.resetTokenInvalid' } },
      );
    const row = await this.resetTokens.findOneBy({ tokenHash: sha256(input.token) });
    if (!row || row.usedAt !== null || row.expiresAt <= Date.now()) throw invalid();
    assertNewPassword(input.password, input.passwordConfirmation);
    const claimed = await this.resetTokens.update(
      { id: row.id, usedAt: IsNull() },
      { usedAt: Date.now() },
    );
    if ((claimed.affected ?? 0) !== 1) throw invalid();
    const user = await this.users.setPassword(row.userId, input.password);
    await this.tokens.revokeAllForUser(row.userId);
    await this.notifyPasswordChanged(user);
  }

  /**
   * Changes the password of the signed-in user: every other session ends (their refresh tokens are
   * revoked and their access tokens carry an old session version); this session gets fresh tokens.
   */
  async changePassword(caller: AuthUser, input: ChangePasswordDto): Promise<TokenPair> {
    await this.users.assertCurrentPassword(caller.id, input.currentPassword);
    assertNewPassword(input.password, input.passwordConfirmation);
    const user = await this.users.setPassword(caller.id, input.password);
    await this.tokens.revokeAllForUser(caller.id);
    await this.notifyPasswordChanged(user);
    return this.tokens.issueForNewSession(user, caller.clientId, caller.mfa);
  }

  /** "Your password was changed", in the account's language, with the way back in if it was not the owner. */
  private async notifyPasswordChanged(user: UserEntity): Promise<void> {
    await this.mail.queueMail({
      template: PASSWORD_CHANGED_MAIL,
      to: user.email,
      locale: user.locale,
      data: { firstName: user.firstName, path: forgotPasswordPath(user.locale) },
      // setPassword bumped the session version: one notice per change.
      messageKey: `password-changed:${user.id}:${user.sessionVersion}`,
    });
  }

  private tooMany(retryAfterSeconds: number): OAuthError {
    return new OAuthError(
      'too_many_requests',
      'Too many failed attempts, please try again later',
      429,
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
}
