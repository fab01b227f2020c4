/** The `products` resource: catalogue texts per language, price, stock and visibility (/api/admin/products; admins). */
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { createElement } from 'react';
import { Route } from 'react-router';
import { lazyView } from '../../lazy-view';

const ProductImportPage = lazyView(() => import('./product-import'), 'ProductImportPage');

export const products = {
  name: 'products',
  list: lazyView(() => import('./product-list'), 'ProductList'),
  edit: lazyView(() => import('./product-edit'), 'ProductEdit'),
  create: lazyView(() => import('./product-edit'), 'ProductCreate'),
  icon: Inventory2Icon,
  recordRepresentation: 'name',
  options: { label: 'products.menu' },
  /** /products/import: the CSV import (dry run, then apply). */
  children: createElement(Route, { path: 'import', element: createElement(ProductImportPage) }),
};
