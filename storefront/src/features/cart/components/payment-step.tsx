/**
 * The payment step: what will be ordered, where it goes, the salon, and one button that places
 * the order and goes to the payment page. The Idempotency-Key belongs to the attempt, so a
 * double click or a retry after a lost answer places one order.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLines } from '../../../components/address-card.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import {
  errorCodeOf,
  usePlaceOrderMutation,
  useListPaymentMethodsQuery,
  useGetSpecialistQuery,
  type Address,
  type CartResponse,
} from '../../../lib/shop-api.ts';
import { useIsGuest } from '../../../lib/use-shop-session.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { CartLines } from './cart-lines.tsx';
import { CartTotals } from './cart-totals.tsx';

/** The message of a failed order placement. */
export function orderProblemKey(
  error: unknown,
):
  | 'payment.errors.cartEmpty'
  | 'payment.errors.outOfStock'
  | 'payment.errors.addressInvalid'
  | 'payment.errors.countryNotServed'
  | 'payment.errors.failed' {
  switch (errorCodeOf(error)) {
    case 'CART_EMPTY':
      return 'payment.errors.cartEmpty';
    case 'ORDERS_OUT_OF_STOCK':
    case 'CART_OUT_OF_STOCK':
      return 'payment.errors.outOfStock';
    case 'COMMON_ADDRESS_INVALID':
      return 'payment.errors.addressInvalid';
    case 'SHIPPING_COUNTRY_NOT_SERVED':
      return 'payment.errors.countryNotServed';
    default:
      return 'payment.errors.failed';
  }
}

/** Sends the browser to the payment page (a full navigation: it is another site). */
export function goToPayment(url: string): void {
  window.location.assign(url);
}

export function PaymentStep({
  cart,
  address,
  onBack,
}: {
  cart: CartResponse;
  address: Address;
  onBack: () => void;
}) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { draft, attempt } = useCheckout();
  // A guest session has no account salon and no saved payment methods (the API refuses both).
  const guest = useIsGuest();
  const { data: specialist } = useGetSpecialistQuery(undefined, { skip: guest });
  const { data: methods } = useListPaymentMethodsQuery(undefined, { skip: guest });
  const [createOrder] = usePlaceOrderMutation();
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Coming from the delivery step, focus moves to this step's heading (not back to <body>),
  // so keyboard and screen-reader users continue from the top of the new step.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const store = guest
    ? null
    : draft.specialist === 'other'
      ? draft.otherStore
      : draft.specialist === 'account'
        ? (specialist?.store ?? null)
        : null;

  const place = async () => {
    if (placing) return;
    setPlacing(true);
    setProblem(null);
    const specialistStoreId = store?.id ?? null;
    const idempotencyKey = attempt.keyFor({
      addressId: address.id,
      specialistStoreId,
      cart: cart.items,
    });
    const result = await createOrder({
      'Idempotency-Key': idempotencyKey,
      createOrderDto: { addressId: address.id, specialistStoreId, locale },
    });
    if (result.data?.checkoutUrl) {
      goToPayment(result.data.checkoutUrl);
      return;
    }
    setPlacing(false);
    setProblem(t(result.error ? orderProblemKey(result.error) : 'payment.errors.failed'));
  };

  return (
    <div className="cart-grid" data-testid="payment-step">
      <div className="checkout-main">
        <section className="checkout-section">
          <h2 ref={heading} tabIndex={-1} data-testid="payment-heading">
            {t('payment.orderTitle')}
          </h2>
          <CartLines lines={cart.items} editable={false} />
        </section>
        <section className="checkout-section checkout-review">
          <div>
            <h3>{t('payment.deliverTo')}</h3>
            <AddressLines address={address} />
            <button
              type="button"
              className="text-button"
              onClick={onBack}
              data-testid="back-to-delivery"
            >
              {t('payment.change')}
            </button>
          </div>
          <div>
            <h3>{t('specialist.title')}</h3>
            <p data-testid="payment-specialist">{store ? store.name : t('specialist.noneShort')}</p>
          </div>
        </section>
        {methods && methods.available.length > 0 ? (
          <section className="checkout-section">
            <h3>{t('payment.methodsTitle')}</h3>
            <p className="meta-note">
              {t('payment.methodsIntro', {
                methods: methods.available
                  .map((m) => t(`payment.methods.${m}`, { defaultValue: m }))
                  .join(', '),
              })}
            </p>
          </section>
        ) : null}
      </div>
      <aside className="cart-aside" aria-label={t('totals.label')}>
        <CartTotals cart={cart} />
        {problem ? (
          <p className="field-error" role="alert" data-testid="payment-problem">
            {problem}
          </p>
        ) : null}
        <button
          type="button"
          className="button button-primary checkout-next"
          onClick={() => void place()}
          disabled={placing}
          aria-busy={placing || undefined}
          data-testid="place-order"
        >
          {placing ? t('payment.placing') : t('payment.place')}
        </button>
        <p className="meta-note">{t('payment.redirectNote')}</p>
      </aside>
    </div>
  );
}
