/** The order list (SPEC §3): number, date, status and paid status in words, total. */
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useListOrdersQuery } from '../../../lib/shop-api.ts';
import { OrderStatusBadges } from '../components/order-status.tsx';

export default function AccountOrdersPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { data, isError, isFetching, refetch } = useListOrdersQuery({});
  return (
    <section>
      <ScreenHeader level="h2" />
      {isError && !data ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <div data-testid="orders-empty">
          <p className="lead">{t('orders.empty')}</p>
          <RouteLink to="products" className="button button-primary">
            {t('orders.startShopping')}
          </RouteLink>
        </div>
      ) : (
        <ul className="order-list" data-testid="order-list">
          {data.data.map((order) => (
            <li
              key={order.id}
              className="order-row"
              data-testid="order-row"
              data-order-number={order.number}
            >
              <RouteLink to="accountOrder" params={{ id: order.id }} className="order-row-link">
                <strong>{t('orderNumber', { id: order.number })}</strong>
                <span className="meta-note">{formatDate(order.createdAt, locale)}</span>
              </RouteLink>
              <span className="meta-note">{t('orders.items', { count: order.itemCount })}</span>
              <OrderStatusBadges order={order} />
              <Price cents={order.totalCents} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
