/** The `partner-applications` resource: list, detail, status changes and approval (/api/admin/partner-applications; admins and partner managers). */
import HandshakeIcon from '@mui/icons-material/Handshake';
import { PartnerApplicationList } from './partner-application-list';
import { PartnerApplicationShow } from './partner-application-show';

export const partnerApplications = {
  name: 'partner-applications',
  list: PartnerApplicationList,
  show: PartnerApplicationShow,
  icon: HandshakeIcon,
  recordRepresentation: 'company',
  options: { label: 'partnerApplications.menu' },
};
