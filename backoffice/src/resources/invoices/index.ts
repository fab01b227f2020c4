/** The `invoices` resource: issued invoices and credit notes, their PDFs and the accountant's CSV (/api/admin/invoices; admins). Read-only. */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyView } from '../../lazy-view';

export const invoices = {
  name: 'invoices',
  list: lazyView(() => import('./invoice-list'), 'InvoiceList'),
  show: lazyView(() => import('./invoice-show'), 'InvoiceShow'),
  icon: ReceiptLongIcon,
  recordRepresentation: 'number',
  options: { label: 'invoices.menu' },
};
