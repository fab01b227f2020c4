/** The `products` resource: catalogue texts per language, price, stock and visibility (/api/admin/products; admins). */
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { ProductCreate, ProductEdit } from './product-edit';
import { ProductList } from './product-list';

export const products = {
  name: 'products',
  list: ProductList,
  edit: ProductEdit,
  create: ProductCreate,
  icon: Inventory2Icon,
  recordRepresentation: 'name',
  options: { label: 'products.menu' },
};
