import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { MailService } from '../mail/mail.service.js';
import { orderConfirmationData } from '../orders/order-confirmation.mail.js';
import { OrderPaidEvent } from '../orders/orders.events.js';
import { UsersService } from '../users/users.service.js';
import { PARTNER_ORDER_CONFIRMATION_MAIL } from './partner-order-confirmation.mail.js';

/** The partner shop's reaction to a paid order: a salon's B2B order gets its own confirmation mail. */
@Injectable()
export class PartnerOrderConfirmationListener implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.mail.registerTemplates(PARTNER_ORDER_CONFIRMATION_MAIL);
  }

  /**
   * Ex-VAT lines, company, VAT number and the reverse-charge mention. The message key is the
   * order's confirmation key: delivered once however often the order is announced paid.
   */
  @OnEvent(OrderPaidEvent.NAME, { suppressErrors: false })
  async onOrderPaid(event: OrderPaidEvent): Promise<void> {
    const { order } = event;
    if (order.kind !== 'partner') return;
    const user = await this.users.findById(order.userId);
    await this.mail.queueMail({
      template: PARTNER_ORDER_CONFIRMATION_MAIL,
      to: order.email,
      locale: order.locale,
      messageKey: `order-confirmation:${order.id}`,
      data: {
        companyName: order.companyName,
        vatNumber: order.vatNumber,
        reverseCharge: order.reverseCharge,
        netCents: order.netCents,
        vatCents: order.vatCents,
        ...orderConfirmationData(event, user?.firstName ?? ''),
      },
    });
  }
}
