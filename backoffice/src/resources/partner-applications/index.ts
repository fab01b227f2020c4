/** The `partner-applications` resource: list, detail, status changes and approval (/api/admin/partner-applications; admins and partner managers). */
import HandshakeIcon from '@mui/icons-material/Handshake';
import { lazyView } from '../../lazy-view';

export const partnerApplications = {
  name: 'partner-applications',
  list: lazyView(() => import('./partner-application-list'), 'PartnerApplicationList'),
  show: lazyView(() => import('./partner-application-show'), 'PartnerApplicationShow'),
  icon: HandshakeIcon,
  recordRepresentation: 'company',
  options: { label: 'partnerApplications.menu' },
};
