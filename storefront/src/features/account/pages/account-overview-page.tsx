/** The account overview: who is signed in, and shortcuts to the account's sections. */
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../components/route-link.tsx';
import { useRouteText } from '../../../lib/route-text.ts';
import { useSession } from '../../../lib/session.tsx';
import { Price } from '../../../components/price.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useListOrdersQuery, useGetSpecialistQuery } from '../../../lib/shop-api.ts';
import { OrderStatusBadges } from '../components/order-status.tsx';
import { BirthdayCoupon } from '../components/birthday-coupon.tsx';

const shortcuts = ['accountOrders', 'accountDetails', 'accountBeautician'] as const;

/** The latest order and the chosen salon, at a glance. */
function AtAGlance() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { data: orders } = useListOrdersQuery({});
  const { data: specialist } = useGetSpecialistQuery();
  const latest = orders?.data[0];
  return (
    <div className="overview-glance">
      <section className="form-card" data-testid="overview-latest-order">
        <h3>{t('overview.latestOrder')}</h3>
        {!orders ? null : latest ? (
          <>
            <p>
              <RouteLink to="accountOrder" params={{ id: latest.id }}>
                {t('orderNumber', { id: latest.number })}
              </RouteLink>{' '}
              · {formatDate(latest.createdAt, locale)} · <Price cents={latest.totalCents} />
            </p>
            <OrderStatusBadges order={latest} />
          </>
        ) : (
          <p>{t('overview.noOrders')}</p>
        )}
      </section>
      <section className="form-card" data-testid="overview-specialist">
        <h3>{t('overview.specialist')}</h3>
        {!specialist ? null : (
          <p>{specialist.store ? specialist.store.name : t('overview.noSpecialist')}</p>
        )}
        <RouteLink to="accountBeautician" className="text-link">
          {specialist?.store ? t('overview.changeSpecialist') : t('overview.chooseSpecialist')}
        </RouteLink>
      </section>
      <BirthdayCoupon />
    </div>
  );
}

export default function AccountOverviewPage() {
  const { t } = useTranslation('account');
  const routeText = useRouteText();
  const { user } = useSession();
  return (
    <section>
      <header className="section-header account-greeting">
        <p className="eyebrow">{routeText('accountOverview', 'title')}</p>
        <h2 data-testid="account-greeting">
          {user
            ? t('overview.greeting', { name: `${user.firstName} ${user.lastName}` })
            : routeText('accountOverview', 'title')}
        </h2>
        {user ? <p className="lead">{t('overview.signedInAs', { email: user.email })}</p> : null}
      </header>
      <AtAGlance />
      <ul className="tile-grid">
        {shortcuts.map((name) => (
          <li key={name}>
            <RouteLink to={name} className="tile">
              <span className="tile-title">{routeText(name, 'title')}</span>
              <span>{routeText(name, 'description')}</span>
            </RouteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
