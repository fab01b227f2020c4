/** The `partner-revenue` screen: attributed revenue and commission per salon and month, CSV export (/api/admin/partner-revenue; admins and partner managers). */
import EuroIcon from '@mui/icons-material/Euro';
import { lazyView } from '../../lazy-view';

export const partnerRevenue = {
  name: 'partner-revenue',
  list: lazyView(() => import('./partner-revenue-page'), 'PartnerRevenuePage'),
  icon: EuroIcon,
  options: { label: 'partnerRevenue.menu' },
};
