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
