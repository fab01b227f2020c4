/** The partner area's own navigation: overview and trainings. */
import { useTranslation } from 'react-i18next';
import { RouteNavLink } from '../../../components/route-link.tsx';

export function PartnerNav() {
  const { t } = useTranslation('partnerPortal');
  const { t: tc } = useTranslation();
  return (
    <nav className="partner-nav" aria-label={t('nav.link')}>
      <RouteNavLink to="partnerDashboard" end className="partner-nav-link">
        {t('nav.dashboard')}
      </RouteNavLink>
      <RouteNavLink to="partnerTrainings" className="partner-nav-link">
        {t('nav.trainings')}
      </RouteNavLink>
      <RouteNavLink to="partnerRoutines" className="partner-nav-link">
        {tc('routes.partnerRoutines.title')}
      </RouteNavLink>
      <RouteNavLink to="partnerShop" className="partner-nav-link">
        {tc('routes.partnerShop.title')}
      </RouteNavLink>
      <RouteNavLink to="partnerOrders" className="partner-nav-link">
        {tc('routes.partnerOrders.title')}
      </RouteNavLink>
      <RouteNavLink to="partnerProfile" className="partner-nav-link">
        {t('nav.profile')}
      </RouteNavLink>
    </nav>
  );
}
