/** The `oss-report` screen: the quarterly One-Stop-Shop VAT return per country and rate, CSV export (/api/admin/reports/oss; admins only). */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyView } from '../../lazy-view';

export const ossReport = {
  name: 'oss-report',
  list: lazyView(() => import('./oss-report-page'), 'OssReportPage'),
  icon: ReceiptLongIcon,
  options: { label: 'ossReport.menu' },
};
