/** The salon's B2B orders in the partner shop, newest first. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useListPartnerOrdersQuery } from '../api/partner-shop-api.ts';
import { PartnerNav } from '../components/partner-nav.tsx';
import '../partner-portal.css';

export default function PartnerOrdersPage() {
  const { t } = useTranslation('partnerShop');
  const { t: ta } = useTranslation('account');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const { data, isError, isFetching, refetch } = useListPartnerOrdersQuery({ page });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;
  return (
    <div className="container partner-portal" data-testid="partner-orders">
      <ScreenHeader />
      <PartnerNav />
      {isError && !data ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <p>
          {t('orders.empty')} <RouteLink to="partnerShop">{t('cart.toShop')}</RouteLink>
        </p>
      ) : (
        <>
          <table className="partner-orders-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.date')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((order) => (
                <tr key={order.id} data-order={order.number}>
                  <th scope="row">
                    <RouteLink to="partnerOrder" params={{ id: order.number }}>
                      {order.number}
                    </RouteLink>
                  </th>
                  <td>{formatDate(order.createdAt, locale)}</td>
                  <td>{ta(`orders.status.${order.status}`, { defaultValue: order.status })}</td>
                  <td>
                    <Price cents={order.totalCents} />
                    {order.reverseCharge ? (
                      <span className="meta-note"> · {t('totals.reverseChargeShort')}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 ? (
            <nav className="pagination" aria-label={t('orders.pages')}>
              <button
                type="button"
                className="button"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('orders.previous')}
              </button>
              <span>{t('orders.page', { page, pages })}</span>
              <button
                type="button"
                className="button"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('orders.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
