import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  DateField,
  Link,
  Show,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { RETURN_ITEM_CONDITIONS, type ReturnItemCondition } from '../../api/generated/enums';
import type { AdminWithdrawal } from '../../api/types';
import type { AdminDataProvider } from '../../data-provider';
import { formatCents } from '../../lib/money';
import { WithdrawalStatusChip } from './withdrawal-list';

function WithdrawalTitle() {
  const record = useRecordContext<AdminWithdrawal>();
  const translate = useTranslate();
  return <>{record ? translate('withdrawals.showTitle', { number: record.orderNumber }) : ''}</>;
}

/** The problem code's own text when there is one (withdrawals.errors.*, orders.errors.*), else the server's message. */
function useErrorMessage() {
  const translate = useTranslate();
  return (error: unknown) => {
    const code = (error as HttpError | undefined)?.body?.code as string | undefined;
    const text = code
      ? translate(`withdrawals.errors.${code}`, { _: '' }) ||
        translate(`orders.errors.${code}`, { _: '' })
      : '';
    return text || ((error as Error | undefined)?.message ?? 'vyrelle.errors.unknown');
  };
}

interface Received {
  receivedQuantity: number;
  condition: ReturnItemCondition;
}

function WithdrawalDetail() {
  const record = useRecordContext<AdminWithdrawal>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorMessage = useErrorMessage();
  const [received, setReceived] = useState<Record<number, Received>>({});
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const money = (cents: number) => formatCents(cents, locale, 'EUR');
  const rowOf = (position: number, quantity: number, unopened: boolean): Received =>
    received[position] ?? {
      receivedQuantity: quantity,
      condition: unopened ? 'unopened' : 'opened',
    };

  const run = async (action: () => Promise<unknown>, success: string) => {
    setPending(true);
    try {
      await action();
      notify(success, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const receive = () =>
    run(
      () =>
        dataProvider.postJson(`withdrawals/${encodeURIComponent(record.id)}/receive`, {
          items: record.lines.map((line) => ({
            position: line.position,
            ...rowOf(line.position, line.quantity, line.unopened),
          })),
          ...(note.trim() ? { note: note.trim() } : {}),
        }),
      'withdrawals.messages.received',
    );

  const euros = amount ?? (record.suggestedRefundCents / 100).toFixed(2);
  const cents = Math.round(Number(euros.replace(',', '.')) * 100);
  const refund = () =>
    run(
      () =>
        dataProvider.postJson(`withdrawals/${encodeURIComponent(record.id)}/refund`, {
          amountCents: cents,
        }),
      'withdrawals.messages.refunded',
    );

  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography component="h1" variant="h5">
            {record.orderNumber}
          </Typography>
          <WithdrawalStatusChip />
          <Link to={`/orders/${record.orderId}/show`}>{translate('withdrawals.openOrder')}</Link>
        </Box>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('withdrawals.fields.requestedAt')}: <DateField source="requestedAt" showTime />{' '}
          · {record.email} · {translate(`withdrawals.channel.${record.channel}`)}
          {record.periodEndsOn
            ? ` · ${translate('withdrawals.fields.periodEndsOn')}: ${record.periodEndsOn}`
            : ''}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="withdrawal-due">
          {record.refundDueOn
            ? translate('withdrawals.due.promise', { date: record.refundDueOn })
            : translate('withdrawals.due.waiting')}{' '}
          {translate('withdrawals.due.legal', { date: record.legalRefundDueOn })}
        </Typography>

        <Table size="small" aria-label={translate('withdrawals.sections.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('withdrawals.fields.product')}</TableCell>
              <TableCell align="right">{translate('withdrawals.fields.quantity')}</TableCell>
              <TableCell>{translate('withdrawals.fields.declared')}</TableCell>
              <TableCell align="right">
                {translate('withdrawals.fields.receivedQuantity')}
              </TableCell>
              <TableCell>{translate('withdrawals.fields.condition')}</TableCell>
              <TableCell align="right">{translate('withdrawals.fields.unitPrice')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.lines.map((line) => {
              const row = rowOf(line.position, line.quantity, line.unopened);
              const set = (change: Partial<Received>) =>
                setReceived((current) => ({ ...current, [line.position]: { ...row, ...change } }));
              return (
                <TableRow key={line.position} data-testid={`withdrawal-line-${line.position}`}>
                  <TableCell>{line.name}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell>
                    {translate(line.unopened ? 'withdrawals.unopened' : 'withdrawals.opened')}
                  </TableCell>
                  {record.status === 'requested' ? (
                    <>
                      <TableCell align="right">
                        <TextField
                          type="number"
                          size="small"
                          value={row.receivedQuantity}
                          onChange={(event) =>
                            set({
                              receivedQuantity: Math.max(
                                0,
                                Math.min(line.quantity, Number(event.target.value) || 0),
                              ),
                            })
                          }
                          slotProps={{
                            htmlInput: {
                              min: 0,
                              max: line.quantity,
                              'aria-label': translate('withdrawals.fields.receivedQuantity'),
                            },
                          }}
                          sx={{ width: 90 }}
                        />
                      </TableCell>
                      <TableCell>
                        <TextField
                          select
                          size="small"
                          value={row.condition}
                          onChange={(event) =>
                            set({ condition: event.target.value as ReturnItemCondition })
                          }
                          slotProps={{
                            htmlInput: { 'aria-label': translate('withdrawals.fields.condition') },
                          }}
                        >
                          {RETURN_ITEM_CONDITIONS.map((condition) => (
                            <MenuItem key={condition} value={condition}>
                              {translate(`withdrawals.condition.${condition}`)}
                            </MenuItem>
                          ))}
                        </TextField>
                      </TableCell>
                    </>
                  ) : (
                    <>
                      <TableCell align="right">{line.receivedQuantity ?? '–'}</TableCell>
                      <TableCell>
                        {line.condition
                          ? translate(`withdrawals.condition.${line.condition}`)
                          : '–'}
                        {line.restocked > 0
                          ? ` · ${translate('withdrawals.restocked', { count: line.restocked })}`
                          : ''}
                      </TableCell>
                    </>
                  )}
                  <TableCell align="right">{money(line.unitPriceCents)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>

        {record.status === 'requested' ? (
          <Box sx={{ display: 'flex', gap: 2, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              label={translate('withdrawals.fields.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              size="small"
              sx={{ minWidth: 320 }}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <Button
              variant="contained"
              disabled={pending}
              onClick={() => void receive()}
              data-testid="withdrawal-receive"
            >
              {translate('withdrawals.actions.receive')}
            </Button>
          </Box>
        ) : null}
        {record.receivedNote ? (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {translate('withdrawals.fields.note')}: {record.receivedNote}
          </Typography>
        ) : null}
        {record.status === 'received' ? (
          <Box sx={{ display: 'flex', gap: 2, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              label={translate('withdrawals.fields.refundAmount')}
              value={euros}
              onChange={(event) => setAmount(event.target.value)}
              size="small"
              helperText={translate('withdrawals.suggested', {
                amount: money(record.suggestedRefundCents),
              })}
              slotProps={{
                htmlInput: { inputMode: 'decimal', 'data-testid': 'withdrawal-amount' },
              }}
            />
            <Button
              variant="contained"
              disabled={pending || !(cents > 0)}
              onClick={() => void refund()}
              data-testid="withdrawal-refund"
            >
              {translate('withdrawals.actions.refund')}
            </Button>
          </Box>
        ) : null}
        {record.status === 'refunded' && record.refundCents !== null ? (
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="withdrawal-refunded">
            {translate('withdrawals.refundedOn', {
              amount: money(record.refundCents),
              date: record.refundedAt ? new Date(record.refundedAt).toLocaleString(locale) : '',
            })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function WithdrawalShow() {
  return (
    <Show title={<WithdrawalTitle />} component="div">
      <WithdrawalDetail />
    </Show>
  );
}
