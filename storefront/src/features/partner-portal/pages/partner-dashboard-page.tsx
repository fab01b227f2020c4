/** The partner salon's dashboard: this month's attributed orders, revenue and commission, and the personal client link. */
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formatDate, intlLocale } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import {
  useGetPartnerDashboardQuery,
  useGetPartnerProfileQuery,
} from '../api/partner-portal-api.ts';
import { CopyLink } from '../components/copy-link.tsx';
import { LinkQr } from '../components/link-qr.tsx';
import { PartnerNav } from '../components/partner-nav.tsx';
import '../partner-portal.css';

function monthLabel(month: string, locale: ReturnType<typeof useLocale>): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}

export default function PartnerDashboardPage() {
  const { t } = useTranslation('partnerPortal');
  const locale = useLocale();
  const profile = useGetPartnerProfileQuery();
  const dashboard = useGetPartnerDashboardQuery(undefined);
  const failed = (profile.isError && !profile.data) || (dashboard.isError && !dashboard.data);
  const retry = () => {
    void profile.refetch();
    void dashboard.refetch();
  };
  const data = dashboard.data;
  return (
    <div className="container partner-portal" data-testid="partner-dashboard">
      <ScreenHeader />
      <PartnerNav />
      {failed ? (
        <LoadFailed onRetry={retry} retrying={profile.isFetching || dashboard.isFetching} />
      ) : !profile.data || !data ? (
        <Loading />
      ) : (
        <>
          <p className="eyebrow" data-testid="partner-salon">
            {t('dashboard.salon')}: {profile.data.store.name}, {profile.data.store.city}
          </p>
          <section
            className="partner-figures"
            aria-label={t('dashboard.month', { month: monthLabel(data.month, locale) })}
          >
            <h2>{t('dashboard.month', { month: monthLabel(data.month, locale) })}</h2>
            <dl>
              <div>
                <dt>{t('dashboard.orders')}</dt>
                <dd data-testid="partner-order-count">{data.orderCount}</dd>
              </div>
              <div>
                <dt>{t('dashboard.revenue')}</dt>
                <dd data-testid="partner-revenue">
                  <Price cents={data.revenueCents} />
                </dd>
              </div>
              <div>
                <dt>
                  {t('dashboard.commission', {
                    rate: new Intl.NumberFormat(intlLocale(locale), {
                      style: 'percent',
                      maximumFractionDigits: 2,
                    }).format(data.commissionRate),
                  })}
                </dt>
                <dd data-testid="partner-commission">
                  <Price cents={data.commissionCents} />
                </dd>
              </div>
            </dl>
          </section>
          <section className="form-card">
            <h2>{t('dashboard.linkTitle')}</h2>
            <p>{t('dashboard.linkHelp')}</p>
            <div className="partner-link-row">
              <CopyLink link={profile.data.link} />
              <LinkQr code={profile.data.code} />
            </div>
          </section>
          <section>
            <h2>{t('dashboard.ordersTitle')}</h2>
            <p className="meta-note">{t('dashboard.privacy')}</p>
            {data.orders.length === 0 ? (
              <p data-testid="partner-orders-empty">{t('dashboard.noOrders')}</p>
            ) : (
              <div className="partner-table-wrap">
                <table className="partner-table" data-testid="partner-orders">
                  <thead>
                    <tr>
                      <th scope="col">{t('dashboard.number')}</th>
                      <th scope="col">{t('dashboard.date')}</th>
                      <th scope="col">{t('dashboard.customer')}</th>
                      <th scope="col">{t('dashboard.products')}</th>
                      <th scope="col">{t('dashboard.total')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.orders.map((order) => (
                      <tr key={order.number} data-order-number={order.number}>
                        <td>{order.number}</td>
                        <td>{formatDate(order.placedAt, locale)}</td>
                        <td>{order.customer}</td>
                        <td>{order.products.join(', ')}</td>
                        <td>
                          <Price cents={order.totalCents} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
