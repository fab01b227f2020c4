/**
 * Order success page `cart/{id}` (SPEC §4, §8), where the payment page comes back to: paid,
 * waiting for the payment's answer (asked again a few times), not paid (try again), or an order
 * that is not there.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { Price } from '../../../components/price.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { href } from '../../../lib/routes.ts';
import {
  errorCodeOf,
  shopApi,
  useAddCartItemMutation,
  useGetOrderQuery,
  useStartOrderPaymentMutation,
  type Order,
} from '../../../lib/shop-api.ts';
import { useCanShop, useIsGuest } from '../../../lib/use-shop-session.ts';
import { goToPayment } from '../components/payment-step.tsx';
import { successState, UNPAID_STATES } from '../cart-state.ts';

const pollMs = 2500;
const maxPolls = 6;

/**
 * "Try again": a payment still open is restarted (a new payment page). One that failed, was
 * cancelled or expired cancelled its order (the stock went back) and the server put its products
 * back into the cart, so the customer goes to the cart for a new checkout. Lines are added again
 * only as a safety net (a line already in the cart answers 409 and stays as it is).
 */
function RetryPayment({ order }: { order: Order }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const navigate = useNavigate();
  const [retry] = useStartOrderPaymentMutation();
  const [addToCart] = useAddCartItemMutation();
  const dispatch = useDispatch();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    setFailed(false);
    setBusy(true);
    if (order.paidStatus !== 'open') {
      dispatch(shopApi.util.invalidateTags(['Cart']));
      void navigate(href('cartSummary', locale));
      return;
    }
    const result = await retry(order.id);
    if (result.data?.checkoutUrl) {
      goToPayment(result.data.checkoutUrl);
      return;
    }
    if (errorCodeOf(result.error) === 'ORDERS_NOT_PAYABLE') {
      // Lines already in the cart answer 409 and stay as they are.
      for (const line of order.lines)
        await addToCart({ addCartItemDto: { productId: line.productId, quantity: line.quantity } });
      void navigate(href('cartSummary', locale));
      return;
    }
    setBusy(false);
    setFailed(true);
  };
  return (
    <>
      <button
        type="button"
        className="button button-primary"
        onClick={() => void onClick()}
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid="retry-payment"
      >
        {t('success.tryAgain')}
      </button>
      {failed ? (
        <p className="field-error" role="alert">
          {t('payment.errors.failed')}
        </p>
      ) : null}
    </>
  );
}

export default function CartSuccessPage() {
  const { t } = useTranslation('cart');
  const { id = '' } = useParams();
  const signedIn = useCanShop();
  const guest = useIsGuest();
  const {
    data: order,
    error,
    isError,
    isFetching,
    refetch,
  } = useGetOrderQuery(id, { skip: !signedIn });
  const [polls, setPolls] = useState(0);
  const state = order ? successState(order, polls >= maxPolls) : null;
  const dispatch = useDispatch();
  const unpaid = state !== null && UNPAID_STATES.includes(state);

  // The server put the products back in the cart: the header's count is read again.
  useEffect(() => {
    if (unpaid) dispatch(shopApi.util.invalidateTags(['Cart']));
  }, [unpaid, dispatch]);

  useEffect(() => {
    if (state !== 'waiting') return;
    const timer = setTimeout(() => {
      void refetch();
      setPolls((n) => n + 1);
    }, pollMs);
    return () => clearTimeout(timer);
  }, [state, polls, refetch]);

  if (isError && !order) {
    if (
      errorCodeOf(error) === 'ORDERS_NOT_FOUND' ||
      (error as { status?: unknown }).status === 404
    ) {
      return (
        <section className="order-result" data-testid="order-result" data-state="not-found">
          <h2>{t('success.notFound.title')}</h2>
          <p className="lead">{t('success.notFound.text', { id })}</p>
          <RouteLink to="accountOrders" className="button button-secondary">
            {t('toOrders')}
          </RouteLink>
        </section>
      );
    }
    return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (!order || !state) return <Loading />;

  return (
    <section
      className={`order-result order-result-${state}`}
      data-testid="order-result"
      data-state={state}
      aria-live="polite"
    >
      <h2>{t(`success.${state}.title`)}</h2>
      <p className="lead">{t(`success.${state}.text`, { number: order.number })}</p>
      <p className="meta-note">{t('orderNumber', { id: order.number })}</p>
      <p>
        {t('success.total')} <Price cents={order.totalCents} />
      </p>
      {state === 'paid' && order.expectedDelivery ? (
        <p>
          {t('success.expected', {
            min: order.expectedDelivery.minWorkingDays,
            max: order.expectedDelivery.maxWorkingDays,
          })}
        </p>
      ) : null}
      {state === 'waiting' ? <p className="data-loading">{t('success.checking')}</p> : null}
      <div className="form-actions">
        {unpaid ? <RetryPayment order={order} /> : null}
        {state === 'stillOpen' ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setPolls(0)}
            data-testid="check-again"
          >
            {t('success.checkAgain')}
          </button>
        ) : null}
        {guest ? null : (
          <RouteLink
            to="accountOrder"
            params={{ id: order.id }}
            className="button button-secondary"
            data-testid="to-order"
          >
            {t('success.toOrder')}
          </RouteLink>
        )}
        <RouteLink to="products" className="text-link">
          {t('continueShopping')}
        </RouteLink>
      </div>
      {guest && state === 'paid' ? (
        <aside className="checkout-section guest-keep-order" data-testid="guest-keep-order">
          <h3>{t('guest.title')}</h3>
          <p>{t('guest.text')}</p>
          <RouteLink to="register" className="button button-primary">
            {t('guest.register')}
          </RouteLink>
        </aside>
      ) : null}
    </section>
  );
}
