import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EXPECTED_DELIVERY_WORKING_DAYS } from '../cart/delivery-rates.js';
import { MailService } from '../mail/mail.service.js';
import { UsersService } from '../users/users.service.js';
import { OrderLineEntity } from './entities/order-line.entity.js';
import type { OrderEntity } from './entities/order.entity.js';

/** The confirmation mail of a paid order: the web shop's, or the partner shop's for a salon's B2B order. */
@Injectable()
export class OrderConfirmationService {
  constructor(
    @InjectRepository(OrderLineEntity) private readonly lines: Repository<OrderLineEntity>,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  /** Queues the confirmation; its message key delivers it once however often it is queued. */
  async queueConfirmation(order: OrderEntity): Promise<void> {
    const [user, lines] = await Promise.all([
      this.users.findById(order.userId),
      this.lines.find({ where: { orderId: order.id }, order: { position: 'ASC' } }),
    ]);
    await this.mail.queueMail({
      // A salon's B2B order: ex-VAT lines, company, VAT number and the reverse-charge mention.
      template: order.kind === 'partner' ? 'partner-shop.confirmation' : 'orders.confirmation',
      to: order.email,
      locale: order.locale,
      messageKey: `order-confirmation:${order.id}`,
      data: {
        ...(order.kind === 'partner'
          ? {
              companyName: order.companyName,
              vatNumber: order.vatNumber,
              reverseCharge: order.reverseCharge,
              netCents: order.netCents,
              vatCents: order.vatCents,
            }
          : {}),
        firstName: user?.firstName ?? '',
        number: order.number,
        orderId: order.id,
        lines: lines.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          lineTotalCents: line.lineTotalCents,
        })),
        itemsCents: order.itemsCents,
        deliveryCents: order.deliveryCents,
        totalCents: order.totalCents,
        vat: order.vat,
        address: order.deliveryAddress,
        specialist: order.specialistStoreName,
        deliveryDays: EXPECTED_DELIVERY_WORKING_DAYS,
      },
    });
  }
}
