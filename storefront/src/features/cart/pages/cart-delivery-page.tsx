/** Delivery, then payment (SPEC §4): the address and the salon, then the order is placed and paid. */
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useListAddressesQuery, useGetCartQuery } from '../../../lib/shop-api.ts';
import { useCanShop } from '../../../lib/use-shop-session.ts';
import { CartTotals } from '../components/cart-totals.tsx';
import { CheckoutMiniLines } from '../components/checkout-mini-lines.tsx';
import { DeliveryStep, selectedAddress } from '../components/delivery-step.tsx';
import { PaymentStep } from '../components/payment-step.tsx';
import { useCheckout } from '../hooks/use-checkout.ts';

/** The cart priced for the delivery country (the delivery cost depends on it), with its lines. */
function TotalsFor({ country }: { country: string }) {
  const locale = useLocale();
  const { data } = useGetCartQuery({ locale, country });
  return data ? (
    <>
      <CheckoutMiniLines lines={data.items} />
      <CartTotals cart={data} />
    </>
  ) : (
    <Loading />
  );
}

function Ready() {
  const locale = useLocale();
  const { draft, update } = useCheckout();
  const { data: addresses } = useListAddressesQuery();
  const address = addresses ? selectedAddress(addresses.data, draft.addressId) : null;
  const { data: cart } = useGetCartQuery(
    address ? { locale, country: address.country } : { locale },
  );
  if (draft.phase === 'payment' && address && cart)
    return (
      <PaymentStep cart={cart} address={address} onBack={() => update({ phase: 'delivery' })} />
    );
  return (
    <DeliveryStep
      totals={(country) => <TotalsFor country={country} />}
      onContinue={(chosen) => update({ phase: 'payment', addressId: chosen.id })}
    />
  );
}

export default function CartDeliveryPage() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const signedIn = useCanShop();
  const {
    data: cart,
    isError,
    isFetching,
    refetch,
  } = useGetCartQuery({ locale }, { skip: !signedIn });
  if (isError && !cart) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (!cart) return <Loading />;
  if (cart.items.length === 0) {
    return (
      <section className="cart-empty" data-testid="cart-empty">
        <h2>{t('empty.title')}</h2>
        <RouteLink to="products" className="button button-primary">
          {t('continueShopping')}
        </RouteLink>
      </section>
    );
  }
  return (
    <section aria-labelledby="delivery-title">
      <h2 id="delivery-title" className="sr-only">
        {t('steps.delivery')}
      </h2>
      <Ready />
      <RouteLink to="cartSummary" className="text-link">
        {t('backToCart')}
      </RouteLink>
    </section>
  );
}
