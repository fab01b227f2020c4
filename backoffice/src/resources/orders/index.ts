/** The `orders` resource: list with filters, detail, status changes and refunds (/api/admin/orders; admins). */
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { lazyView } from '../../lazy-view';

export const orders = {
  name: 'orders',
  list: lazyView(() => import('./order-list'), 'OrderList'),
  show: lazyView(() => import('./order-show'), 'OrderShow'),
  icon: ShoppingBagIcon,
  recordRepresentation: 'number',
  options: { label: 'orders.menu' },
};
