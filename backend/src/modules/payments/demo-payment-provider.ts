import { randomBytes } from 'node:crypto';
import { IsNull, type Repository } from 'typeorm';
import { DemoPaymentEntity } from './entities/demo-payment.entity.js';
import { PaymentCustomerEntity } from './entities/payment-customer.entity.js';
import {
  PaymentProvider,
  type CreatedPayment,
  type CreatedRefund,
  type CreatePaymentInput,
  type ProviderPayment,
  type RefundInput,
  type ProviderPaymentStatus,
  type SavedPaymentMethod,
} from './payment-provider.js';

/**
 * The built-in demo provider: payments live in the `demo_payment` table and are paid on a small
 * hosted page served by the backend (`GET /api/payments/demo/:id`), whose buttons settle the payment
 * and then call the webhook like a real provider would.
 */
export class DemoPaymentProvider extends PaymentProvider {
  readonly name = 'demo' as const;

  constructor(
    private readonly payments: Repository<DemoPaymentEntity>,
    private readonly customers: Repository<PaymentCustomerEntity>,
    private readonly publicUrl: string,
  ) {
    super();
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const existing = await this.payments.findOneBy({ idempotencyKey: input.idempotencyKey });
    if (existing) return { id: existing.id, checkoutUrl: this.checkoutUrl(existing.id) };
    const id = `tr_demo_${randomBytes(8).toString('hex')}`;
    await this.payments
      .createQueryBuilder()
      .insert()
      .into(DemoPaymentEntity)
      .values({
        id,
        orderId: input.orderId,
        orderNumber: input.orderNumber,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description.slice(0, 200),
        redirectUrl: input.redirectUrl,
        locale: input.locale.slice(0, 2),
        status: 'open',
        idempotencyKey: input.idempotencyKey,
        // Only a reusable payment leaves a saved demo method (none for a guest session).
        userId: input.reusable ? input.customer.userId : null,
      })
      .orIgnore()
      .execute();
    const saved = await this.payments.findOneByOrFail({ idempotencyKey: input.idempotencyKey });
    return { id: saved.id, checkoutUrl: this.checkoutUrl(saved.id) };
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    const payment = await this.find(id);
    if (!payment) return null;
    return {
      id: payment.id,
      // Like Mollie, a refunded payment stays `paid`; the refund is its own object.
      status: payment.status === 'refunded' ? 'paid' : payment.status,
      amountCents: payment.amountCents,
      currency: payment.currency,
      orderId: payment.orderId,
      orderNumber: payment.orderNumber,
      method: 'demo',
    };
  }

  /** The demo card remembered from the user's paid demo payments (at most one). */
  async savedMethods(userId: string): Promise<SavedPaymentMethod[]> {
    const row = await this.customers.findOneBy({ userId });
    return row?.demoMethodId && row.demoMethodLabel
      ? [{ id: row.demoMethodId, method: 'demo', label: row.demoMethodLabel }]
      : [];
  }

  async removeSavedMethod(userId: string, id: string): Promise<boolean> {
    const result = await this.customers.update(
      { userId, demoMethodId: id },
      { demoMethodId: null, demoMethodLabel: null },
    );
    return (result.affected ?? 0) > 0;
  }

  find(id: string): Promise<DemoPaymentEntity | null> {
    return /^tr_demo_[0-9a-f]{16}$/.test(id)
      ? this.payments.findOneBy({ id })
      : Promise.resolve(null);
  }

  /**
   * Gives back (part of) a paid demo payment (the demo provider moves no money): refunds add up to
   * at most the amount paid, and the payment is `refunded` once they reach it.
   */
  async refund(input: RefundInput): Promise<CreatedRefund> {
    const result = await this.payments
      .createQueryBuilder()
      .update(DemoPaymentEntity)
      .set({
        refundedCents: () => '"refundedCents" + :amount',
        status: () =>
          `CASE WHEN "refundedCents" + :amount = "amountCents" THEN 'refunded' ELSE status END`,
      })
      .where('id = :id AND status = :paid AND "refundedCents" + :amount <= "amountCents"', {
        id: input.paymentId,
        paid: 'paid',
        amount: input.amountCents,
      })
      .execute();
    if ((result.affected ?? 0) !== 1)
      throw new Error(
        `Demo payment ${input.paymentId} is not paid (or refunded beyond its amount)`,
      );
    return { id: `re_demo_${randomBytes(8).toString('hex')}`, status: 'refunded' };
  }

  /** Settles an open payment (the buttons of the demo page). A settled payment never changes again. */
  async settle(
    id: string,
    status: Exclude<ProviderPaymentStatus, 'open'>,
  ): Promise<DemoPaymentEntity | null> {
    const result = await this.payments
      .createQueryBuilder()
      .update(DemoPaymentEntity)
      .set({ status })
      .where('id = :id AND status = :open', { id, open: 'open' })
      .execute();
    const payment = await this.find(id);
    if (payment?.userId && status === 'paid' && (result.affected ?? 0) === 1)
      await this.rememberMethod(payment.userId);
    return payment;
  }

  /** Like a first payment at a real provider: a paid demo payment leaves a saved method (kept if one exists). */
  private async rememberMethod(userId: string): Promise<void> {
    await this.customers
      .createQueryBuilder()
      .insert()
      .into(PaymentCustomerEntity)
      .values({ userId })
      .orIgnore()
      .execute();
    await this.customers.update(
      { userId, demoMethodId: IsNull() },
      {
        demoMethodId: `pm_demo_${randomBytes(8).toString('hex')}`,
        demoMethodLabel: 'Demo card •••• 4242',
      },
    );
  }

  private checkoutUrl(id: string): string {
    return `${this.publicUrl}/api/payments/demo/${id}`;
  }
}
