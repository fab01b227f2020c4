import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { INVOICE_ATTACHMENT } from '../invoices/invoices.service.js';
import { MailService } from '../mail/mail.service.js';
import { UsersService } from '../users/users.service.js';
import { isLocale } from '../../common/i18n/locale.js';
import { GUEST_ROLE } from '../../common/auth/roles.js';
import { GuestAccountsService } from '../users/guest-accounts.service.js';
import {
  guestClaimPath,
  ORDER_CONFIRMATION_MAIL,
  orderConfirmationData,
} from './order-confirmation.mail.js';
import { OrderPaidEvent } from './orders.events.js';

/** The web shop's confirmation mail of a paid order (a salon's B2B order is confirmed by the partner shop). */
@Injectable()
export class OrderConfirmationService implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly guests: GuestAccountsService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.mail.registerTemplates(ORDER_CONFIRMATION_MAIL);
  }

  /** Queues the confirmation with the invoice PDF attached; its message key delivers it once however often the order is announced paid. */
  @OnEvent(OrderPaidEvent.NAME, { suppressErrors: false })
  async onOrderPaid(event: OrderPaidEvent): Promise<void> {
    const { order } = event;
    if (order.kind === 'partner') return;
    const user = await this.users.findById(order.userId);
    // A guest's confirmation carries the signed, single-use link that keeps the order in an account.
    const claimPath =
      user?.role === GUEST_ROLE
        ? guestClaimPath(isLocale(order.locale) ? order.locale : 'nl', this.guests.claimToken(user))
        : null;
    await this.mail.queueMail({
      template: ORDER_CONFIRMATION_MAIL,
      to: order.email,
      locale: order.locale,
      messageKey: `order-confirmation:${order.id}`,
      data: {
        ...orderConfirmationData(event, user?.firstName || order.deliveryAddress.firstName),
        claimPath,
      },
      // The invoice PDF, issued in the payment transaction, made when the mail is sent.
      attachments: [{ source: INVOICE_ATTACHMENT, ref: order.id }],
    });
  }
}
