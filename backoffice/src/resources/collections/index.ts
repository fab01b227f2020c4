/** The `collections` resource: the product lines with their texts per language, colour and order (/api/admin/collections; admins). */
import CategoryIcon from '@mui/icons-material/Category';
import { lazyView } from '../../lazy-view';

export const collections = {
  name: 'collections',
  list: lazyView(() => import('./collection-list'), 'CollectionList'),
  edit: lazyView(() => import('./collection-edit'), 'CollectionEdit'),
  create: lazyView(() => import('./collection-edit'), 'CollectionCreate'),
  icon: CategoryIcon,
  recordRepresentation: 'name',
  options: { label: 'collections.menu' },
};
