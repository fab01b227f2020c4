import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import {
  PaymentProvider,
  type CreatedPayment,
  type CreatedRefund,
  type CreatePaymentInput,
  type RefundInput,
  type SavedPaymentMethod,
} from './payment-provider.js';
import { PaymentsErrorCode } from './payments.errors.js';
import { PaymentRefundedEvent, PaymentUpdatedEvent } from './payments.events.js';

/**
 * Facade over the payment port. The webhook (from Mollie, or from the demo page) carries only an id;
 * the state is fetched from the provider and announced as a PaymentUpdatedEvent, whose listener
 * (the orders module) must be idempotent (providers repeat webhooks).
 */
/** The page a payer returns to: a web-shop order's success page or a salon's partner order. */
export type PaymentReturn = 'order' | 'partner-order';

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly provider: PaymentProvider,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    private readonly events: EventEmitter2,
  ) {}

  get providerName(): 'demo' | 'mollie' {
    return this.provider.name;
  }

  webhookUrl(): string {
    return `${this.config.publicUrl}/api/payments/webhook`;
  }

  /**
   * Where the payer lands afterwards: the storefront's order success page (SPEC §2 cart/{id}), or
   * for a salon's B2B order its partner order page (English path words; the storefront redirects
   * them to the locale's own words).
   */
  returnUrl(locale: string, order: string, returnTo: PaymentReturn = 'order'): string {
    return returnTo === 'partner-order'
      ? `${this.config.publicUrl}/${locale}/partner/orders/${order}`
      : `${this.config.publicUrl}/${locale}/cart/${order}`;
  }

  async createPayment(
    input: Omit<CreatePaymentInput, 'webhookUrl' | 'redirectUrl'> & { returnTo?: PaymentReturn },
  ): Promise<CreatedPayment> {
    const { returnTo, ...payment } = input;
    try {
      return await this.provider.createPayment({
        ...payment,
        webhookUrl: this.webhookUrl(),
        redirectUrl:
          returnTo === 'partner-order'
            ? this.returnUrl(input.locale, input.orderNumber, returnTo)
            : this.returnUrl(input.locale, input.orderId),
      });
    } catch (error) {
      this.logger.error({ err: error, orderId: input.orderId }, 'Creating the payment failed');
      throw new AppError(
        'unavailable',
        PaymentsErrorCode.PROVIDER_UNAVAILABLE,
        'The payment could not be started. Please try again later.',
        { cause: error },
      );
    }
  }

  /**
   * Handles a webhook call: fetches the payment back from the provider and announces it, waiting
   * until it is applied. Unknown ids change nothing.
   */
  async processWebhook(paymentId: string): Promise<boolean> {
    const payment = await this.provider.getPayment(paymentId);
    if (!payment) return false;
    if (!this.events.hasListeners(PaymentUpdatedEvent.NAME))
      throw new Error('No payment update listener registered');
    await this.events.emitAsync(PaymentUpdatedEvent.NAME, new PaymentUpdatedEvent(payment));
    return true;
  }

  /** The methods the provider keeps for this user (Mollie: valid mandates; demo: the remembered demo card). */
  savedMethods(userId: string): Promise<SavedPaymentMethod[]> {
    return this.provider.savedMethods(userId);
  }

  /** Removes one of the user's own saved methods; any other id answers 404 like an unknown one. */
  async removeSavedMethod(userId: string, id: string): Promise<void> {
    if (!(await this.provider.removeSavedMethod(userId, id)))
      throw new AppError(
        'not_found',
        PaymentsErrorCode.METHOD_NOT_FOUND,
        'Payment method not found.',
      );
  }

  /**
   * Refunds through the active provider; a provider failure becomes PAYMENTS_REFUND_FAILED (503).
   * Once the provider accepted it, the refund is announced (PaymentRefundedEvent: the credit note).
   */
  async refund(input: RefundInput): Promise<CreatedRefund> {
    let refund: CreatedRefund;
    try {
      refund = await this.provider.refund(input);
    } catch (error) {
      this.logger.error({ err: error, paymentId: input.paymentId }, 'Creating the refund failed');
      throw new AppError(
        'unavailable',
        PaymentsErrorCode.REFUND_FAILED,
        'The payment provider could not refund this payment.',
        { cause: error },
      );
    }
    await this.events.emitAsync(
      PaymentRefundedEvent.NAME,
      new PaymentRefundedEvent({
        paymentId: input.paymentId,
        idempotencyKey: input.idempotencyKey,
        refundId: refund.id,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
      }),
    );
    return refund;
  }
}
