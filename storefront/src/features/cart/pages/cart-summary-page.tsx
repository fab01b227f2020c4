/** Cart content (SPEC §4, §8, §9): lines with a quantity stepper, totals with VAT, free-delivery progress, empty state. */
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useGetCartQuery } from '../../../lib/shop-api.ts';
import { useCanShop } from '../../../lib/use-shop-session.ts';
import { canCheckout } from '../cart-state.ts';
import { CartLines } from '../components/cart-lines.tsx';
import { CartTotals } from '../components/cart-totals.tsx';
import { CouponForm } from '../components/coupon-form.tsx';
import { FreeDeliveryProgress } from '../components/free-delivery.tsx';

export default function CartSummaryPage() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const signedIn = useCanShop();
  const {
    data: cart,
    isLoading,
    isError,
    isFetching,
    refetch,
  } = useGetCartQuery({ locale }, { skip: !signedIn });

  if (isError && !cart) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (!cart || isLoading) return <Loading />;
  if (cart.items.length === 0) {
    return (
      <section className="cart-empty" data-testid="cart-empty">
        <h2>{t('empty.title')}</h2>
        <p className="lead">{t('empty.text')}</p>
        <RouteLink to="products" className="button button-primary">
          {t('continueShopping')}
        </RouteLink>
      </section>
    );
  }
  const ready = canCheckout(cart);
  return (
    <section className="cart-grid" aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <div>
        <h2 id="cart-summary-title" className="sr-only">
          {t('summary.title')}
        </h2>
        <CartLines lines={cart.items} />
        <RouteLink to="products" className="text-link">
          {t('continueShopping')}
        </RouteLink>
      </div>
      <aside className="cart-aside" aria-label={t('totals.label')}>
        <FreeDeliveryProgress cart={cart} />
        <CartTotals cart={cart} />
        <CouponForm cart={cart} />
        {ready ? null : (
          <p className="notice-inline" role="status" data-testid="cart-blocked">
            {t('summary.outOfStockBlocks')}
          </p>
        )}
        {ready ? (
          <RouteLink
            to="cartDelivery"
            className="button button-primary checkout-next"
            data-testid="to-delivery"
          >
            {t('summary.toDelivery')}
          </RouteLink>
        ) : null}
      </aside>
    </section>
  );
}
