/** The `orders` resource: list with filters, detail, status changes and refunds (/api/admin/orders; admins). */
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { OrderList } from './order-list';
import { OrderShow } from './order-show';

export const orders = {
  name: 'orders',
  list: OrderList,
  show: OrderShow,
  icon: ShoppingBagIcon,
  recordRepresentation: 'number',
  options: { label: 'orders.menu' },
};
