/** The `stores` resource: list, create and edit stores with the official-partner flag (/api/admin/stores; admins and partner managers). */
import StorefrontIcon from '@mui/icons-material/Storefront';
import { StoreCreate, StoreEdit, StoreList } from './store-list';

export const stores = {
  name: 'stores',
  list: StoreList,
  edit: StoreEdit,
  create: StoreCreate,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
  options: { label: 'stores.menu' },
};
