import {
  createMollieClient,
  MandateStatus,
  PaymentStatus,
  SequenceType,
  type Mandate,
} from '@mollie/api-client';
import { IsNull, type Repository } from 'typeorm';
import { PaymentCustomerEntity } from './entities/payment-customer.entity.js';
import {
  centsToDecimal,
  decimalToCents,
  PaymentProvider,
  type CreatedPayment,
  type CreatedRefund,
  type CreatePaymentInput,
  type ProviderPayment,
  type RefundInput,
  type ProviderPaymentStatus,
  type SavedPaymentMethod,
} from './payment-provider.js';

type MollieClient = ReturnType<typeof createMollieClient>;

const MOLLIE_LOCALES: Record<string, string> = {
  nl: 'nl_BE',
  en: 'en_US',
  de: 'de_DE',
  fr: 'fr_BE',
};

function toStatus(status: string): ProviderPaymentStatus {
  switch (status) {
    case PaymentStatus.paid:
      return 'paid';
    case PaymentStatus.failed:
      return 'failed';
    case PaymentStatus.canceled:
      return 'cancelled';
    case PaymentStatus.expired:
      return 'expired';
    default:
      // open, pending, authorized: not settled yet
      return 'open';
  }
}

function isNotFound(error: unknown): boolean {
  return (error as { statusCode?: number }).statusCode === 404;
}

/** "Jan Peeters" → "J. Peeters" (the account page shows whose account a mandate draws on). */
function shortName(name: string | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts[0] ?? '';
  return `${parts[0]!.charAt(0)}. ${parts.slice(1).join(' ')}`;
}

/** A label from the mandate details: "Visa •••• 4242", "SEPA Direct Debit — J. Peeters", "PayPal — …". */
function mandateLabel(mandate: Mandate): string {
  const details = (mandate.details ?? {}) as {
    cardLabel?: string | null;
    cardNumber?: string;
    consumerName?: string;
    consumerAccount?: string;
  };
  switch (mandate.method as string) {
    case 'creditcard':
      return `${details.cardLabel ?? 'Card'} •••• ${(details.cardNumber ?? '').slice(-4)}`.trim();
    case 'directdebit':
      return `SEPA Direct Debit — ${shortName(details.consumerName)}`;
    case 'paypal':
      return `PayPal — ${details.consumerAccount ?? shortName(details.consumerName)}`;
    default:
      return String(mandate.method);
  }
}

/**
 * Mollie (when MOLLIE_API_KEY is set): Bancontact, iDEAL and cards on Mollie's hosted checkout.
 * Payments are created with an idempotency key; the webhook carries only the id, so the state is
 * always fetched back from Mollie (and checked against the order by the orders module).
 */
export class MolliePaymentProvider extends PaymentProvider {
  readonly name = 'mollie' as const;
  private readonly client: MollieClient;

  constructor(
    apiKey: string,
    apiEndpoint: string | null,
    private readonly customers: Repository<PaymentCustomerEntity>,
  ) {
    super();
    this.client = createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) });
  }

  /**
   * An account's payments are first payments of the user's Mollie customer, so a paid one leaves a
   * mandate (the saved method the account lists); a guest's are one-off and leave nothing.
   */
  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const recurring = input.reusable
      ? { customerId: await this.customerFor(input.customer), sequenceType: SequenceType.first }
      : { sequenceType: SequenceType.oneoff };
    const payment = await this.client.payments.create({
      ...recurring,
      amount: { currency: input.currency, value: centsToDecimal(input.amountCents) },
      description: input.description,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      locale: (MOLLIE_LOCALES[input.locale] ?? 'nl_BE') as never,
      metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
      idempotencyKey: input.idempotencyKey,
    });
    const checkoutUrl = payment.getCheckoutUrl();
    if (!checkoutUrl) throw new Error(`Mollie payment ${payment.id} has no checkout URL`);
    return { id: payment.id, checkoutUrl };
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    if (!/^tr_[A-Za-z0-9]+$/.test(id)) return null;
    try {
      const payment = await this.client.payments.get(id);
      const metadata = (payment.metadata ?? {}) as { orderId?: unknown; orderNumber?: unknown };
      return {
        id: payment.id,
        status: toStatus(payment.status),
        amountCents: decimalToCents(payment.amount.value),
        currency: payment.amount.currency,
        orderId: typeof metadata.orderId === 'string' ? metadata.orderId : null,
        orderNumber: typeof metadata.orderNumber === 'string' ? metadata.orderNumber : null,
        method: payment.method ?? null,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The valid mandates of the user's Mollie customer (none before their first payment). */
  async savedMethods(userId: string): Promise<SavedPaymentMethod[]> {
    const customerId = (await this.customers.findOneBy({ userId }))?.mollieCustomerId;
    if (!customerId) return [];
    const mandates = await this.client.customerMandates.page({ customerId, limit: 250 });
    return mandates
      .filter((mandate) => mandate.status === MandateStatus.valid)
      .map((mandate) => ({
        id: mandate.id,
        method: String(mandate.method),
        label: mandateLabel(mandate),
      }));
  }

  /** Revokes a valid mandate of the user's own customer; Mollie answers 404 for another customer's. */
  async removeSavedMethod(userId: string, id: string): Promise<boolean> {
    const customerId = (await this.customers.findOneBy({ userId }))?.mollieCustomerId;
    if (!customerId || !/^mdt_[A-Za-z0-9]+$/.test(id)) return false;
    try {
      const mandate = await this.client.customerMandates.get(id, { customerId });
      if (mandate.status !== MandateStatus.valid) return false;
      await this.client.customerMandates.revoke(id, { customerId });
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** Creates a refund of the payment at Mollie (POST /v2/payments/:id/refunds). */
  async refund(input: RefundInput): Promise<CreatedRefund> {
    const refund = await this.client.paymentRefunds.create({
      paymentId: input.paymentId,
      amount: { currency: input.currency, value: centsToDecimal(input.amountCents) },
      description: input.description,
      idempotencyKey: input.idempotencyKey,
    });
    return { id: refund.id, status: String(refund.status) };
  }

  /** The user's Mollie customer, created once; a concurrent creation loses to the stored one. */
  private async customerFor(customer: CreatePaymentInput['customer']): Promise<string> {
    const known = await this.customers.findOneBy({ userId: customer.userId });
    if (known?.mollieCustomerId) return known.mollieCustomerId;
    const created = await this.client.customers.create({
      name: customer.name,
      email: customer.email,
      metadata: { userId: customer.userId },
    });
    await this.customers
      .createQueryBuilder()
      .insert()
      .into(PaymentCustomerEntity)
      .values({ userId: customer.userId })
      .orIgnore()
      .execute();
    await this.customers.update(
      { userId: customer.userId, mollieCustomerId: IsNull() },
      { mollieCustomerId: created.id },
    );
    const stored = await this.customers.findOneByOrFail({ userId: customer.userId });
    return stored.mollieCustomerId ?? created.id;
  }
}
