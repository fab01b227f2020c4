import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
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
import { CARRIERS, type OrderStatus } from '../../api/generated/enums';
import type { AdminOrder } from '../../api/types';

/** The field messages (validation.* keys) of a refused request. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = (error as HttpError | undefined)?.body?.errors as
    Record<string, string> | undefined;
  return errors ?? {};
}

/** The problem code's own text when there is one (orders.errors.*), else the server's message. */
export function useErrorMessage() {
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
  const [shipping, setShipping] = useState({
    day: '',
    carrier: '',
    trackingNumber: '',
    trackingUrl: '',
  });
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> }>({
    message: '',
    fields: {},
  });
  const close = () => {
    setTarget(null);
    setProblem({ message: '', fields: {} });
  };
  if (!record) return null;
  const today = new Date().toISOString().slice(0, 10);
  const withShipping = target === 'shipped' || target === 'delivered';
  /** The day it happened (a past day at noon UTC; today means now), carrier and tracking when shipped. */
  const shippingData = () => ({
    ...(shipping.day && shipping.day < today ? { at: `${shipping.day}T12:00:00.000Z` } : {}),
    ...(target === 'shipped'
      ? {
          carrier: shipping.carrier || undefined,
          trackingNumber: shipping.trackingNumber,
          ...(shipping.carrier === 'other' ? { trackingUrl: shipping.trackingUrl.trim() } : {}),
        }
      : {}),
  });
  const fieldError = (name: string) =>
    problem.fields[name] ? translate(problem.fields[name], { _: problem.fields[name] }) : '';

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
          close();
          refresh();
        },
        // The dialog stays open with what was typed; the message says why.
        onError: (error) =>
          setProblem({ message: errorMessage(error), fields: fieldErrors(error) }),
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
          onClick={() => {
            setProblem({ message: '', fields: {} });
            setTarget(status);
          }}
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
            {problem.message ? (
              <Alert severity="error" role="alert" sx={{ mb: 1 }}>
                {translate(problem.message, { _: problem.message })}
              </Alert>
            ) : null}
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
                      select
                      required
                      label={translate('orders.fields.carrier')}
                      value={shipping.carrier}
                      onChange={(event) =>
                        setShipping({ ...shipping, carrier: event.target.value })
                      }
                      size="small"
                      error={Boolean(fieldError('carrier'))}
                      helperText={fieldError('carrier') || undefined}
                      slotProps={{ htmlInput: { 'data-testid': 'order-ship-carrier' } }}
                    >
                      {CARRIERS.map((carrier) => (
                        <MenuItem key={carrier} value={carrier}>
                          {translate(`orders.carriers.${carrier}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      required
                      label={translate('orders.fields.trackingNumber')}
                      value={shipping.trackingNumber}
                      onChange={(event) =>
                        setShipping({ ...shipping, trackingNumber: event.target.value })
                      }
                      size="small"
                      error={Boolean(fieldError('trackingNumber'))}
                      helperText={fieldError('trackingNumber') || undefined}
                      slotProps={{
                        htmlInput: { maxLength: 100, 'data-testid': 'order-ship-tracking' },
                      }}
                    />
                    {shipping.carrier === 'other' ? (
                      <TextField
                        required
                        type="url"
                        label={translate('orders.fields.trackingUrl')}
                        value={shipping.trackingUrl}
                        onChange={(event) =>
                          setShipping({ ...shipping, trackingUrl: event.target.value })
                        }
                        size="small"
                        error={Boolean(fieldError('trackingUrl'))}
                        helperText={fieldError('trackingUrl') || undefined}
                        slotProps={{
                          htmlInput: { maxLength: 500, 'data-testid': 'order-ship-url' },
                        }}
                      />
                    ) : null}
                  </>
                ) : null}
              </Box>
            ) : null}
          </>
        }
        titleTranslateOptions={{ number: record.number }}
        onConfirm={apply}
        onClose={close}
      />
    </Box>
  );
}
