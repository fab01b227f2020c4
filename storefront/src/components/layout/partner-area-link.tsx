/** The header's link to the partner area, shown to partner accounts only (the API enforces the role too). */
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.tsx';
import { SalonIcon } from '../icons.tsx';
import { RouteLink } from '../route-link.tsx';
import './partner-area-link.css';

export function PartnerAreaLink() {
  const { t } = useTranslation('partnerPortal');
  const { user } = useSession();
  if (user?.role !== 'partner') return null;
  return (
    <RouteLink
      to="partnerDashboard"
      className="header-partner-link"
      data-testid="partner-area-link"
    >
      {/* On a phone only the icon shows (the text stays the link's name): the header has no room for words. */}
      <SalonIcon />
      <span className="header-partner-label">{t('nav.link')}</span>
    </RouteLink>
  );
}
