/** The `stores` resource: list, create and edit stores with the official-partner flag (/api/admin/stores; admins and partner managers). */
import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyView } from '../../lazy-view';

export const stores = {
  name: 'stores',
  list: lazyView(() => import('./store-list'), 'StoreList'),
  edit: lazyView(() => import('./store-list'), 'StoreEdit'),
  create: lazyView(() => import('./store-list'), 'StoreCreate'),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
  options: { label: 'stores.menu' },
};
