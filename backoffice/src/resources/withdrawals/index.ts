/** The `withdrawals` resource: consumers' withdrawals and their returns (/api/admin/withdrawals; admins). */
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { lazyView } from '../../lazy-view';

export const withdrawals = {
  name: 'withdrawals',
  list: lazyView(() => import('./withdrawal-list'), 'WithdrawalList'),
  show: lazyView(() => import('./withdrawal-show'), 'WithdrawalShow'),
  icon: AssignmentReturnIcon,
  recordRepresentation: 'orderNumber',
  options: { label: 'withdrawals.menu' },
};
