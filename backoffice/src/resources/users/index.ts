/** The `users` resource: accounts with role filter, role changes by admins (/api/admin/users). */
import PeopleIcon from '@mui/icons-material/People';
import { lazyView } from '../../lazy-view';

export const users = {
  name: 'users',
  list: lazyView(() => import('./user-list'), 'UserList'),
  edit: lazyView(() => import('./user-list'), 'UserEdit'),
  create: lazyView(() => import('./user-list'), 'UserCreate'),
  icon: PeopleIcon,
  recordRepresentation: 'email',
  options: { label: 'users.menu' },
};
