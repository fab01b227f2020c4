/** The `promotions` resource: automatic promotions and coupon codes (/api/admin/promotions; admins only). */
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyView } from '../../lazy-view';

export const promotions = {
  name: 'promotions',
  list: lazyView(() => import('./promotion-list'), 'PromotionList'),
  edit: lazyView(() => import('./promotion-edit'), 'PromotionEdit'),
  create: lazyView(() => import('./promotion-edit'), 'PromotionCreate'),
  icon: LocalOfferIcon,
  recordRepresentation: 'name',
  options: { label: 'promotions.menu' },
};
