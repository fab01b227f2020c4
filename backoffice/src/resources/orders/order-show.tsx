import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DateField, Link, Show, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatCents } from '../../lib/money';
import { StatusButtons } from './order-actions';
import { OrderHistory } from './order-history';
import { RefundButton } from './order-refund';
import { OrderStatusChip } from './order-list';
import type { AdminOrder } from '../../api/types';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

function OrderTitle() {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  return <>{record ? translate('orders.showTitle', { number: record.number }) : ''}</>;
}

function OrderDetail() {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const money = (cents: number) => formatCents(cents, locale, record.currency);
  // Never render a partial record (a list row) as a detail.
  if (!Array.isArray(record.lines)) return null;
  const a = record.deliveryAddress;
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography component="h1" variant="h5">
            {record.number}
          </Typography>
          <OrderStatusChip field="status" />
          <OrderStatusChip field="paidStatus" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <DateField source="createdAt" showTime />
          </Typography>
          {record.shippedAt ? (
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary' }}
              data-testid="order-shipped"
            >
              {translate('orders.fields.shippedAt')}: <DateField source="shippedAt" />
              {record.carrierName ? ` · ${record.carrierName}` : ''}
              {record.trackingNumber ? ' · ' : ''}
              {record.trackingNumber && record.trackingUrl ? (
                <a href={record.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {record.trackingNumber}
                </a>
              ) : (
                record.trackingNumber
              )}
            </Typography>
          ) : null}
          {record.refundedCents > 0 ? (
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary' }}
              data-testid="order-refunded"
            >
              {translate('orders.fields.refunded', { amount: money(record.refundedCents) })}
            </Typography>
          ) : null}
          {record.deliveredAt ? (
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary' }}
              data-testid="order-delivered-at"
            >
              {translate('orders.fields.deliveredAt')}: <DateField source="deliveredAt" />
            </Typography>
          ) : null}
        </Box>

        <Section title="orders.sections.actions">
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <StatusButtons />
            <RefundButton locale={locale} />
          </Box>
        </Section>
        <Divider sx={{ mb: 2 }} />

        <Section title="orders.sections.lines">
          <Table size="small" aria-label={translate('orders.sections.lines')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('orders.fields.product')}</TableCell>
                <TableCell align="right">{translate('orders.fields.quantity')}</TableCell>
                <TableCell align="right">{translate('orders.fields.unitPrice')}</TableCell>
                <TableCell align="right">{translate('orders.fields.lineTotal')}</TableCell>
                <TableCell align="right">{translate('orders.fields.refundedQuantity')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.lines.map((line) => (
                <TableRow key={line.position}>
                  <TableCell>
                    <Link to={`/products/${line.productId}`}>{line.name}</Link>
                  </TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">{money(line.unitPriceCents)}</TableCell>
                  <TableCell align="right">{money(line.lineTotalCents)}</TableCell>
                  <TableCell align="right">{line.refundedQuantity || ''}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={4}>{translate('orders.fields.delivery')}</TableCell>
                <TableCell align="right">{money(record.deliveryCents)}</TableCell>
              </TableRow>
              {record.vat.map((vat) => (
                <TableRow key={vat.rate}>
                  <TableCell colSpan={4}>
                    {translate('orders.fields.vatLine', { rate: vat.rate })}
                  </TableCell>
                  <TableCell align="right">{money(vat.vatCents)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={4}>
                  <strong>{translate('orders.fields.total')}</strong>
                </TableCell>
                <TableCell align="right">
                  <strong>{money(record.totalCents)}</strong>
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Section>

        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}
        >
          <Section title="orders.sections.customer">
            <Typography variant="body2">
              {record.customer
                ? `${record.customer.firstName} ${record.customer.lastName}`
                : record.customerName}
              <br />
              {record.email}
            </Typography>
          </Section>
          <Section title="orders.sections.address">
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
              {a.firstName} {a.lastName}
              {a.company ? (
                <>
                  <br />
                  {a.company}
                </>
              ) : null}
              <br />
              {a.street} {a.houseNumber}
              {a.box ? ` ${translate('orders.fields.box')} ${a.box}` : ''}
              <br />
              {a.postalCode} {a.city}
              <br />
              {a.country}
              {a.phone ? (
                <>
                  <br />
                  {a.phone}
                </>
              ) : null}
            </Typography>
          </Section>
          <Section title="orders.sections.specialist">
            <Typography variant="body2">
              {record.specialist ? (
                <Link to={`/stores/${record.specialist.storeId}`}>{record.specialist.name}</Link>
              ) : (
                translate('orders.noSpecialist')
              )}
            </Typography>
          </Section>
        </Box>

        <Section title="orders.sections.history">
          <OrderHistory orderId={String(record.id)} updatedAt={record.updatedAt} />
        </Section>

        <Section title="orders.sections.payments">
          {record.payments.length === 0 ? (
            <Typography variant="body2">{translate('orders.noPayments')}</Typography>
          ) : (
            <Table size="small" aria-label={translate('orders.sections.payments')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('orders.fields.paymentId')}</TableCell>
                  <TableCell>{translate('orders.fields.provider')}</TableCell>
                  <TableCell>{translate('orders.fields.method')}</TableCell>
                  <TableCell>{translate('orders.fields.status')}</TableCell>
                  <TableCell align="right">{translate('orders.fields.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {record.payments.map((payment) => (
                  <TableRow key={payment.id}>
                    <TableCell>{payment.id}</TableCell>
                    <TableCell>{payment.provider}</TableCell>
                    <TableCell>{payment.method ?? '—'}</TableCell>
                    <TableCell>{translate(`orders.paidStatus.${payment.status}`)}</TableCell>
                    <TableCell align="right">{money(payment.amountCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Section>
      </CardContent>
    </Card>
  );
}

/**
 * The list's rows fill react-admin's getOne cache, but a row lacks the lines, VAT and payments the
 * detail shows: a query of its own (another cache key through `meta`) always loads the whole order.
 */
const DETAIL_QUERY = { meta: { detail: true } };

export function OrderShow() {
  return (
    <Show title={<OrderTitle />} component="div" queryOptions={DETAIL_QUERY}>
      <OrderDetail />
    </Show>
  );
}
