/** The `stock-alerts` resource: back-in-stock requests per product, with the waiting count (/api/admin/stock-alerts; admins). */
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { lazyView } from '../../lazy-view';

export const stockAlerts = {
  name: 'stock-alerts',
  list: lazyView(() => import('./stock-alert-list'), 'StockAlertList'),
  icon: NotificationsActiveIcon,
  recordRepresentation: 'name',
  options: { label: 'stockAlerts.menu' },
};
