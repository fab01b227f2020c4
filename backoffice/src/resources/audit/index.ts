/** The `audit` resource: who changed what and when (/api/admin/audit; admins). */
import HistoryIcon from '@mui/icons-material/History';
import { lazyView } from '../../lazy-view';

export const audit = {
  name: 'audit',
  list: lazyView(() => import('./audit-list'), 'AuditList'),
  icon: HistoryIcon,
  options: { label: 'audit.menu' },
};
