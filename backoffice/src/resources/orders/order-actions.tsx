import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  Confirm,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  type HttpError,
} from 'react-admin';
import { formatCents } from '../../lib/money';
import type { OrderStatus } from '../../api/generated/enums';
import type { AdminOrder } from '../../api/types';

/** The problem code's own text when there is one (orders.errors.*), else the server's message. */
function useErrorMessage() {
  const translate = useTranslate();
  return (error: unknown) => {
    const code = (error as HttpError | undefined)?.body?.code as string | undefined;
    const key = code ? `orders.errors.${code}` : '';
    const text = key ? translate(key, { _: '' }) : '';
    return text || ((error as Error | undefined)?.message ?? 'vyrelle.errors.unknown');
  };
}

/** One button per status the order may move to now (allowedTransitions from the API), each confirmed. */
export function StatusButtons() {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorMessage = useErrorMessage();
  const [update, { isPending }] = useUpdate<AdminOrder>();
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [shipping, setShipping] = useState({ day: '', carrier: '', trackingNumber: '' });
  if (!record) return null;
  const today = new Date().toISOString().slice(0, 10);
  const withShipping = target === 'shipped' || target === 'delivered';
  /** The day it happened (a past day at noon UTC; today means now), carrier and tracking when shipped. */
  const shippingData = () => ({
    ...(shipping.day && shipping.day < today ? { at: `${shipping.day}T12:00:00.000Z` } : {}),
    ...(target === 'shipped' && shipping.carrier.trim()
      ? { carrier: shipping.carrier.trim() }
      : {}),
    ...(target === 'shipped' && shipping.trackingNumber.trim()
      ? { trackingNumber: shipping.trackingNumber.trim() }
      : {}),
  });

  const apply = () => {
    if (!target) return;
    void update(
      'orders',
      {
        id: record.id,
        data: { status: target, ...(withShipping ? shippingData() : {}) },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('orders.messages.statusChanged', {
            type: 'success',
            messageArgs: { status: translate(`orders.status.${target}`) },
          });
          setTarget(null);
          refresh();
        },
        onError: (error) => {
          notify(errorMessage(error), { type: 'error' });
          setTarget(null);
        },
      },
    );
  };

  if (record.allowedTransitions.length === 0) return <em>{translate('orders.noTransitions')}</em>;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {record.allowedTransitions.map((status) => (
        <Button
          key={status}
          data-testid={`order-status-${status}`}
          variant={status === 'cancelled' ? 'outlined' : 'contained'}
          color={status === 'cancelled' ? 'error' : 'primary'}
          disabled={isPending}
          onClick={() => setTarget(status)}
        >
          {translate(`orders.actions.to.${status}`)}
        </Button>
      ))}
      <Confirm
        isOpen={target !== null}
        loading={isPending}
        title="orders.confirm.statusTitle"
        content={
          <>
            <p>
              {translate(
                target === 'cancelled'
                  ? 'orders.confirm.cancelContent'
                  : 'orders.confirm.statusContent',
                {
                  number: record.number,
                  status: target ? translate(`orders.status.${target}`) : '',
                },
              )}
            </p>
            {withShipping ? (
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}>
                <TextField
                  type="date"
                  label={translate('orders.fields.at')}
                  value={shipping.day || today}
                  onChange={(event) => setShipping({ ...shipping, day: event.target.value })}
                  size="small"
                  slotProps={{
                    htmlInput: { max: today, 'data-testid': 'order-status-at' },
                    inputLabel: { shrink: true },
                  }}
                />
                {target === 'shipped' ? (
                  <>
                    <TextField
                      label={translate('orders.fields.carrier')}
                      value={shipping.carrier}
                      onChange={(event) =>
                        setShipping({ ...shipping, carrier: event.target.value })
                      }
                      size="small"
                      slotProps={{ htmlInput: { maxLength: 60 } }}
                    />
                    <TextField
                      label={translate('orders.fields.trackingNumber')}
                      value={shipping.trackingNumber}
                      onChange={(event) =>
                        setShipping({ ...shipping, trackingNumber: event.target.value })
                      }
                      size="small"
                      slotProps={{ htmlInput: { maxLength: 100 } }}
                    />
                  </>
                ) : null}
              </Box>
            ) : null}
          </>
        }
        titleTranslateOptions={{ number: record.number }}
        onConfirm={apply}
        onClose={() => setTarget(null)}
      />
    </Box>
  );
}

/** Refunds the paid amount through the payment provider, after a confirmation with an optional reason. */
export function RefundButton({ locale }: { locale: string }) {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorMessage = useErrorMessage();
  const [update, { isPending }] = useUpdate<AdminOrder>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!record?.refundable) return null;

  const refund = () => {
    void update(
      'orders',
      {
        id: record.id,
        data: { paidStatus: 'refunded', ...(reason.trim() ? { refundReason: reason.trim() } : {}) },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('orders.messages.refunded', { type: 'success' });
          setOpen(false);
          refresh();
        },
        onError: (error) => {
          notify(errorMessage(error), { type: 'error' });
          setOpen(false);
        },
      },
    );
  };

  return (
    <>
      <Button
        data-testid="order-refund"
        variant="outlined"
        color="primary"
        disabled={isPending}
        onClick={() => setOpen(true)}
      >
        {translate('orders.actions.refund')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="orders.confirm.refundTitle"
        titleTranslateOptions={{ number: record.number }}
        content={
          <>
            <p>
              {translate('orders.confirm.refundContent', {
                amount: formatCents(record.totalCents, locale, record.currency),
                number: record.number,
              })}
            </p>
            <TextField
              label={translate('orders.fields.refundReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </>
        }
        onConfirm={refund}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
