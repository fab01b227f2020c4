import { Inject, Injectable, Logger } from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AddressesService } from '../addresses/addresses.service.js';
import { AuthPrivacyService } from '../auth/auth-privacy.service.js';
import { BirthdayService } from '../birthday/birthday.service.js';
import { StockAlertsService } from '../stock-alerts/stock-alerts.service.js';
import { CartPrivacyService } from '../cart/cart-privacy.service.js';
import { FavouritesService } from '../favourites/favourites.service.js';
import { MailService } from '../mail/mail.service.js';
import { NewsletterService } from '../newsletter/newsletter.service.js';
import { OrderPrivacyService } from '../orders/order-privacy.service.js';
import { PaymentPrivacyService } from '../payments/payment-privacy.service.js';
import { ReviewPrivacyService } from '../reviews/review-privacy.service.js';
import { RoutinePrivacyService } from '../routines/routine-privacy.service.js';
import { UserPrivacyService } from '../users/user-privacy.service.js';
import { UsersService } from '../users/users.service.js';
import type { PrivacySummaryResponseDto, UserDataExportDto } from './dto/privacy.dto.js';

/** Name and version of the export document. */
export const EXPORT_FORMAT = 'vyrelle-personal-data/1';

/**
 * GDPR self-service (articles 15, 17 and 20). This module owns no data: each module exports and
 * erases its own through its service. Erasure keeps the orders (and the invoices built from them)
 * for the retention period of Belgian accounting law; the account row stays, anonymised, so those
 * orders still point somewhere.
 */
@Injectable()
export class PrivacyService {
  private readonly logger = new Logger('Privacy');

  constructor(
    private readonly users: UsersService,
    private readonly userPrivacy: UserPrivacyService,
    private readonly auth: AuthPrivacyService,
    private readonly addresses: AddressesService,
    private readonly favourites: FavouritesService,
    private readonly cart: CartPrivacyService,
    private readonly orders: OrderPrivacyService,
    private readonly reviews: ReviewPrivacyService,
    private readonly routines: RoutinePrivacyService,
    private readonly payments: PaymentPrivacyService,
    private readonly newsletter: NewsletterService,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    private readonly birthday: BirthdayService,
    private readonly stockAlerts: StockAlertsService,
  ) {}

  /** Everything kept about the signed-in person, as one document. */
  async export(userId: string): Promise<UserDataExportDto> {
    const { profile, consents } = await this.userPrivacy.exportFor(userId);
    const [birthdayCoupons, stockAlerts] = await Promise.all([
      this.birthday.exportFor(userId),
      this.stockAlerts.exportFor(userId),
    ]);
    const [addresses, orders, reviews, newsletter, favourites, cart, routines, payment] =
      await Promise.all([
        this.addresses.list(userId),
        this.orders.exportFor(userId),
        this.reviews.exportFor(userId),
        this.newsletter.exportFor(profile.email),
        this.favourites.exportFor(userId),
        this.cart.exportFor(userId),
        this.routines.exportFor(userId),
        this.payments.exportFor(userId),
      ]);
    return {
      format: EXPORT_FORMAT,
      exportedAt: new Date().toISOString(),
      profile: { ...profile },
      addresses: addresses.map(({ userId: _owner, ...address }) => ({ ...address })),
      orders: orders.map((order) => ({ ...order })),
      reviews,
      subscriptions: { newsletter: newsletter ? { ...newsletter } : null },
      favourites,
      cart,
      routines: { ...routines },
      payment,
      consents: { ...consents, newsletter: newsletter?.consent ?? null },
      birthdayCoupons: birthdayCoupons.map((coupon) => ({ ...coupon })),
      stockAlerts: stockAlerts.map((alert) => ({ ...alert })),
    };
  }

  /** What deleting the account would keep (shown before the customer confirms). */
  async summary(userId: string): Promise<PrivacySummaryResponseDto> {
    const user = await this.users.getById(userId);
    const retentionYears = this.config.privacy.orderRetentionYears;
    const retained = await this.orders.retainedFor(userId, retentionYears);
    return {
      retainedOrders: retained.orders,
      retentionYears,
      keptUntil: retained.keptUntil,
      selfErasable: user.role === 'customer' && !user.erasedAt,
    };
  }

  /**
   * A guest session whose orders an account took over: what it left besides them (addresses, cart,
   * the payment provider's customer, sessions) is erased; the orders live on in the account.
   */
  async eraseClaimedGuest(guestId: string): Promise<void> {
    await this.addresses.eraseFor(guestId);
    await this.cart.eraseFor(guestId);
    await this.payments.eraseFor(guestId);
    await this.auth.eraseFor(guestId);
  }

  /**
   * Guest sessions started before `before` (their claim link and sessions have run out): what each
   * left besides its orders is erased and the row closed. Answers how many were closed.
   */
  async closeStaleGuests(before: Date): Promise<number> {
    const ids = await this.userPrivacy.staleGuestIds(before);
    for (const id of ids) {
      await this.eraseClaimedGuest(id);
      await this.userPrivacy.closeGuest(id);
    }
    return ids.length;
  }

  /**
   * Deletes the account at its holder's request, confirmed by the current password (the same check,
   * with its per-account limit, as an e-mail change). Each step is idempotent and the account row is
   * anonymised last, so a step that fails leaves an account that can sign in and try again.
   */
  async erase(userId: string, currentPassword: string): Promise<void> {
    const user = await this.userPrivacy.assertSelfErasable(userId);
    await this.users.assertCurrentPassword(userId, currentPassword);
    await this.newsletter.eraseFor(user.email);
    await this.addresses.eraseFor(userId);
    await this.favourites.eraseFor(userId);
    await this.cart.eraseFor(userId);
    await this.reviews.anonymiseFor(userId);
    await this.routines.eraseFor(userId);
    await this.payments.eraseFor(userId);
    await this.birthday.eraseFor(userId);
    await this.stockAlerts.eraseFor(userId, user.email);
    await this.mail.forgetRecipient(user.email);
    await this.auth.eraseFor(userId);
    await this.userPrivacy.anonymise(userId);
    this.logger.log({ userId }, 'Account erased at its holder’s request (orders kept)');
  }
}
