/** The `users` resource: accounts with role filter, role changes by admins (/api/admin/users). */
import PeopleIcon from '@mui/icons-material/People';
import { UserEdit, UserList } from './user-list';

export const users = {
  name: 'users',
  list: UserList,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: 'email',
  options: { label: 'users.menu' },
};
