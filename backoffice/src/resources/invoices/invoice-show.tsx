import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  Link,
  Show,
  useCreatePath,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminInvoice } from '../../api/types';
import { formatCents } from '../../lib/money';
import { PdfButton } from './invoice-actions';
import { InvoiceKindChip } from './invoice-list';

function InvoiceDetail() {
  const record = useRecordContext<AdminInvoice>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [locale] = useLocaleState();
  if (!record) return null;
  const money = (cents: number) => formatCents(cents, locale, record.currency);
  const rows: [string, React.ReactNode][] = [
    ['invoices.fields.issueDate', record.issueDate],
    [
      'invoices.fields.order',
      <Link key="order" to={createPath({ resource: 'orders', type: 'show', id: record.orderId })}>
        {record.orderNumber}
      </Link>,
    ],
    ['invoices.fields.buyer', record.buyerName],
    ['invoices.fields.buyerVatNumber', record.buyerVatNumber ?? '—'],
    ['invoices.fields.buyerCountry', record.buyerCountry],
    [
      'invoices.fields.reverseCharge',
      translate(record.reverseCharge ? 'invoices.yes' : 'invoices.no'),
    ],
    ['invoices.fields.locale', record.locale],
  ];
  if (record.invoiceId && record.refersToNumber)
    rows.push([
      'invoices.fields.refersTo',
      <Link
        key="refers"
        to={createPath({ resource: 'invoices', type: 'show', id: record.invoiceId })}
      >
        {record.refersToNumber}
      </Link>,
    ]);
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography component="h1" variant="h5">
            {record.number}
          </Typography>
          <InvoiceKindChip />
          <Box sx={{ flex: 1 }} />
          <PdfButton />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {translate('invoices.immutable')}
        </Typography>
        <Table size="small" sx={{ mb: 3, maxWidth: 640 }}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {translate(label)}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('invoices.vatSummary')}
        </Typography>
        <Table size="small" sx={{ maxWidth: 640 }} aria-label={translate('invoices.vatSummary')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('invoices.fields.vatRate')}</TableCell>
              <TableCell align="right">{translate('invoices.fields.net')}</TableCell>
              <TableCell align="right">{translate('invoices.fields.vat')}</TableCell>
              <TableCell align="right">{translate('invoices.fields.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.vatTotals.map((v) => (
              <TableRow key={v.rate}>
                <TableCell>{v.rate}%</TableCell>
                <TableCell align="right">{money(v.netCents)}</TableCell>
                <TableCell align="right">{money(v.vatCents)}</TableCell>
                <TableCell align="right">{money(v.grossCents)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                <strong>{translate('invoices.fields.total')}</strong>
              </TableCell>
              <TableCell align="right">{money(record.netCents)}</TableCell>
              <TableCell align="right">{money(record.vatCents)}</TableCell>
              <TableCell align="right">
                <strong>{money(record.totalCents)}</strong>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function InvoiceTitle() {
  const record = useRecordContext<AdminInvoice>();
  const translate = useTranslate();
  return <>{record ? `${translate(`invoices.kind.${record.kind}`)} ${record.number}` : ''}</>;
}

/** One issued document: read-only, with its PDF. */
export function InvoiceShow() {
  return (
    <Show title={<InvoiceTitle />} actions={false}>
      <InvoiceDetail />
    </Show>
  );
}
