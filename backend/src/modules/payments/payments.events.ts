import type { ProviderPayment } from './payment-provider.js';

/**
 * A payment's state as fetched back from the provider (a webhook, or the expiry job asking).
 * The orders module applies it. Emitted with emitAsync and awaited: the webhook answers (and a
 * failure surfaces, so the provider retries) only once the listener is done. Providers repeat
 * webhooks, so the listener must be idempotent.
 */
export class PaymentUpdatedEvent {
  static readonly NAME = 'payments.updated';
  constructor(readonly payment: ProviderPayment) {}
}

/**
 * Money was given back for a payment (in full or in part) through PaymentsService.refund, whoever
 * asked (the back-office refund, a withdrawal). Emitted with emitAsync and awaited once the provider
 * accepted the refund; the invoices module issues the credit note. Announced once per refund; the
 * listener keys on `idempotencyKey`, so a repeated refund call never issues a second credit note.
 * Call PaymentsService.refund outside a database transaction: the listener writes in its own.
 */
export class PaymentRefundedEvent {
  static readonly NAME = 'payments.refunded';
  constructor(
    readonly refund: {
      paymentId: string;
      /** Our idempotency key of this refund (one credit note per key). */
      idempotencyKey: string;
      /** The provider's refund id. */
      refundId: string;
      amountCents: number;
      currency: string;
      description: string;
    },
  ) {}
}
