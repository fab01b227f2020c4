/** The `audit` resource: who changed what and when (/api/admin/audit; admins). */
import HistoryIcon from '@mui/icons-material/History';
import { AuditList } from './audit-list';

export const audit = {
  name: 'audit',
  list: AuditList,
  icon: HistoryIcon,
  options: { label: 'audit.menu' },
};
