/** The `shipping-zones` resource: where the shop delivers, at what cost and how fast (/api/admin/shipping-zones; admins). */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyView } from '../../lazy-view';

export const shippingZones = {
  name: 'shipping-zones',
  list: lazyView(() => import('./shipping-zone-list'), 'ShippingZoneList'),
  edit: lazyView(() => import('./shipping-zone-edit'), 'ShippingZoneEdit'),
  create: lazyView(() => import('./shipping-zone-edit'), 'ShippingZoneCreate'),
  icon: LocalShippingIcon,
  recordRepresentation: 'name',
  options: { label: 'shippingZones.menu' },
};
