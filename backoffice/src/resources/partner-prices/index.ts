/** The `partner-prices` resource: the partner shop's professional price list (/api/admin/partner-prices; admins and partner managers). */
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { lazyView } from '../../lazy-view';

export const partnerPrices = {
  name: 'partner-prices',
  list: lazyView(() => import('./partner-price-list'), 'PartnerPriceList'),
  edit: lazyView(() => import('./partner-price-edit'), 'PartnerPriceEdit'),
  icon: PriceChangeIcon,
  recordRepresentation: 'name',
  options: { label: 'partnerPrices.menu' },
};
