import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { AttemptLimiter } from '../../common/rate-limit/attempt-limiter.js';
import { RateLimiterFactory } from '../../common/rate-limit/rate-limit.module.js';
import type { AuthUser } from '../../common/auth/request-user.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { TokensService, type TokenPair } from '../auth/tokens.service.js';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { PrivacyService } from '../privacy/privacy.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { GuestAccountsService } from '../users/guest-accounts.service.js';
import { UsersService } from '../users/users.service.js';
import type {
  ClaimGuestAccountDto,
  CreateGuestSessionDto,
  GuestClaimResponseDto,
  GuestClaimResultDto,
} from './dto/guest.dto.js';

/** The browser client a guest session belongs to (the storefront; the back-office has no guests). */
const GUEST_CLIENT_ID = 'storefront';

/**
 * Guest checkout: a session issued by the same token machinery as a sign-in (a JWT access token and
 * a rotating refresh token of the storefront client) for a `guest` user, and the claim of its orders
 * into a real account after the order.
 */
@Injectable()
export class GuestService {
  private readonly sessionsPerIp: AttemptLimiter;

  constructor(
    private readonly guests: GuestAccountsService,
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    private readonly orders: OrdersService,
    private readonly transactions: TransactionRunner,
    private readonly privacy: PrivacyService,
    @Inject(appConfig.KEY) config: AppConfig,
    limiters: RateLimiterFactory,
  ) {
    // A guest session is a row: bounded per address like registrations (a few per shopper and hour).
    this.sessionsPerIp = limiters.create(
      'guest-session-ip',
      config.auth.maxRegistrationsPerIp * 3,
      config.auth.registrationWindowSeconds,
    );
  }

  async startSession(input: CreateGuestSessionDto, ip: string): Promise<TokenPair> {
    const state = await this.sessionsPerIp.hit(ip);
    if (state.blocked)
      throw new AppError(
        'too_many_requests',
        'GUEST_TOO_MANY_SESSIONS',
        'Too many attempts, please try again later.',
        {
          headers: { 'retry-after': String(state.retryAfterSeconds) },
          extra: { retryAfter: state.retryAfterSeconds },
        },
      );
    const guest = await this.guests.create(input.email, input.locale ?? 'nl');
    return this.tokens.issueForNewSession(guest, GUEST_CLIENT_ID);
  }

  async readClaim(token: string): Promise<GuestClaimResponseDto> {
    const { email, accountExists } = await this.guests.read(token);
    return { email, accountExists };
  }

  /** Sets a password: the guest becomes a customer account holding its orders; its guest sessions end. */
  async claimAsAccount(token: string, input: ClaimGuestAccountDto): Promise<GuestClaimResultDto> {
    const account = await this.guests.convert(token, input);
    await this.tokens.revokeAllForUser(account.id);
    return { email: account.email, orders: await this.orders.countFor(account.id) };
  }

  /** The signed-in owner of the guest's e-mail takes the guest's orders into the account. */
  async attach(token: string, caller: AuthUser): Promise<GuestClaimResultDto> {
    const account = await this.users.getById(caller.id);
    // Closing the guest (which uses up the link) and moving its orders succeed or fail together.
    const { guestId, moved } = await this.transactions.run(async (manager) => {
      const closed = await this.guests.closeFor(token, account, manager);
      return {
        guestId: closed,
        moved: await this.orders.transferGuestOrders(closed, account.id, manager),
      };
    });
    await this.tokens.revokeAllForUser(guestId);
    // What the guest session left besides its orders (addresses, cart, payment customer) is erased.
    await this.privacy.eraseClaimedGuest(guestId);
    return { email: account.email, orders: moved };
  }
}
