/**
 * The payments port: one interface, two adapters (the built-in demo provider and Mollie), chosen
 * from config at boot. Nothing outside this folder knows which one runs.
 */

/** A payment's state as the provider reports it (Mollie's `canceled` arrives here as `cancelled`). */
export type ProviderPaymentStatus = 'open' | 'paid' | 'failed' | 'cancelled' | 'expired';

export interface CreatePaymentInput {
  orderId: string;
  orderNumber: string;
  amountCents: number;
  currency: 'EUR';
  description: string;
  /** Where the customer lands after paying (the storefront's order success page). */
  redirectUrl: string;
  webhookUrl: string;
  locale: string;
  /** The same key creates the same payment once (a retried request never charges twice). */
  idempotencyKey: string;
  /** The shop user paying: the provider may keep the method for them (Mollie: customer + mandate). */
  customer: { userId: string; name: string; email: string };
  /**
   * Whether the method may be kept for the payer (a first payment leaving a mandate). False for a
   * guest session: it has no account in which to list or revoke a saved card, so it pays one-off.
   */
  reusable: boolean;
}

export interface CreatedPayment {
  id: string;
  /** The hosted payment page the customer is sent to. */
  checkoutUrl: string;
}

/** What the provider says about a payment, fetched back from it (a webhook carries only the id). */
export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  currency: string;
  /** Our order id, as given at creation (Mollie: metadata.orderId). */
  orderId: string | null;
  orderNumber: string | null;
  method: string | null;
}

export interface SavedPaymentMethod {
  id: string;
  /** e.g. creditcard, bancontact, directdebit */
  method: string;
  /** e.g. "Visa •••• 4242" */
  label: string;
}

export interface RefundInput {
  paymentId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** The same key refunds once (a repeated click never refunds twice at the provider). */
  idempotencyKey: string;
}

export interface CreatedRefund {
  id: string;
  /** The provider's refund status (Mollie: queued, pending, processing, refunded; demo: refunded). */
  status: string;
}

export abstract class PaymentProvider {
  /** `demo` or `mollie`. */
  abstract readonly name: 'demo' | 'mollie';
  abstract createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Fetches the current state; null for an id the provider does not know. */
  abstract getPayment(id: string): Promise<ProviderPayment | null>;
  /** Payment methods the provider keeps for a customer (an empty list where it keeps none). */
  abstract savedMethods(userId: string): Promise<SavedPaymentMethod[]>;
  /** Removes (revokes) one of the user's saved methods; false when the user has no such method. */
  abstract removeSavedMethod(userId: string, id: string): Promise<boolean>;
  /** Gives (part of) a paid payment back to the customer. */
  abstract refund(input: RefundInput): Promise<CreatedRefund>;
}

/** Euro cents to the provider's decimal string ("12.34"), and back without floating point. */
export function centsToDecimal(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function decimalToCents(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
