/** The partner area's own navigation: overview and trainings. */
import { useTranslation } from 'react-i18next';
import { RouteNavLink } from '../../../components/route-link.tsx';

export function PartnerNav() {
  const { t } = useTranslation('partnerPortal');
  return (
    <nav className="partner-nav" aria-label={t('nav.link')}>
      <RouteNavLink to="partnerDashboard" end className="partner-nav-link">
        {t('nav.dashboard')}
      </RouteNavLink>
      <RouteNavLink to="partnerTrainings" className="partner-nav-link">
        {t('nav.trainings')}
      </RouteNavLink>
    </nav>
  );
}
