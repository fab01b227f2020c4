import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AdminDataProvider } from '../../data-provider';
import { eurosToCents, formatCents } from '../../lib/money';
import type { AdminOrder } from '../../api/types';
import { fieldErrors, useErrorMessage } from './order-actions';

/** What the refund form holds: units per line position, a free amount in euro, restock and reason. */
interface RefundForm {
  quantities: Record<number, string>;
  amount: string;
  restock: boolean;
  reason: string;
}

const EMPTY: RefundForm = { quantities: {}, amount: '', restock: true, reason: '' };

/**
 * A partial (or whole) refund through the payment provider: units per line and/or a free amount,
 * never more than is still refundable (the server checks; its refusal is shown in the dialog, which
 * keeps everything typed).
 */
export function RefundButton({ locale }: { locale: string }) {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState<RefundForm>(EMPTY);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> }>({
    message: '',
    fields: {},
  });
  if (!record?.refundable) return null;
  const money = (cents: number) => formatCents(cents, locale, record.currency);
  const chosen = record.lines
    .map((line) => ({ line, quantity: Number(form.quantities[line.position] || 0) }))
    .filter(({ quantity }) => quantity > 0);
  const amountCents = form.amount.trim() ? eurosToCents(form.amount) : null;
  // A preview; the server computes the refund itself.
  const preview =
    chosen.reduce(
      (sum, { line, quantity }) =>
        sum +
        Math.round(
          (line.refundableCents * quantity) / Math.max(1, line.quantity - line.refundedQuantity),
        ),
      0,
    ) + (amountCents ?? 0);
  const fieldError = (name: string) =>
    problem.fields[name] ? translate(problem.fields[name], { _: problem.fields[name] }) : '';
  const lineError = (index: number) =>
    fieldError(`lines.${index}.quantity`) || fieldError(`lines.${index}.position`);

  const submit = async () => {
    if (form.amount.trim() && (amountCents === null || !Number.isFinite(amountCents))) {
      setProblem({
        message: 'orders.errors.COMMON_VALIDATION_FAILED',
        fields: { amountCents: 'validation.amount' },
      });
      return;
    }
    setBusy(true);
    setProblem({ message: '', fields: {} });
    try {
      await dataProvider.postJson(`orders/${record.id}/refund`, {
        ...(chosen.length
          ? {
              lines: chosen.map(({ line, quantity }) => ({ position: line.position, quantity })),
              restock: form.restock,
            }
          : {}),
        ...(amountCents !== null ? { amountCents } : {}),
        ...(form.reason.trim() ? { reason: form.reason.trim() } : {}),
      });
      notify('orders.messages.refunded', { type: 'success' });
      setOpen(false);
      setForm(EMPTY);
      refresh();
    } catch (error) {
      const fields = fieldErrors(error);
      // The server names refused lines by their index in the request: show them on the line.
      const mapped: Record<string, string> = {};
      for (const [key, message] of Object.entries(fields)) {
        const match = /^lines\.(\d+)\.(\w+)$/.exec(key);
        const line = match ? chosen[Number(match[1])] : undefined;
        mapped[line ? `lines.${line.line.position}.${match![2]}` : key] = message;
      }
      setProblem({ message: errorMessage(error), fields: mapped });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        data-testid="order-refund"
        variant="outlined"
        color="primary"
        onClick={() => {
          setProblem({ message: '', fields: {} });
          setOpen(true);
        }}
      >
        {translate('orders.actions.refund')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="order-refund-title"
        maxWidth="md"
        fullWidth
      >
        <DialogTitle id="order-refund-title">
          {translate('orders.confirm.refundTitle', { number: record.number })}
        </DialogTitle>
        <DialogContent>
          <p>
            {translate('orders.refund.intro', {
              refundable: money(record.refundableCents),
              refunded: money(record.refundedCents),
            })}
          </p>
          {problem.message ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="order-refund-error">
              {translate(problem.message, { _: problem.message })}
            </Alert>
          ) : null}
          <Table size="small" aria-label={translate('orders.refund.lines')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('orders.fields.product')}</TableCell>
                <TableCell align="right">{translate('orders.refund.left')}</TableCell>
                <TableCell align="right">{translate('orders.refund.quantity')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.lines.map((line) => {
                const left = line.quantity - line.refundedQuantity;
                const error = lineError(line.position);
                return (
                  <TableRow key={line.position}>
                    <TableCell>{line.name}</TableCell>
                    <TableCell align="right">
                      {left} / {line.quantity}
                    </TableCell>
                    <TableCell align="right">
                      <TextField
                        type="number"
                        size="small"
                        disabled={left === 0}
                        value={form.quantities[line.position] ?? ''}
                        onChange={(event) =>
                          setForm({
                            ...form,
                            quantities: { ...form.quantities, [line.position]: event.target.value },
                          })
                        }
                        error={Boolean(error)}
                        helperText={error || undefined}
                        slotProps={{
                          htmlInput: {
                            min: 0,
                            'aria-label': translate('orders.refund.quantityOf', {
                              name: line.name,
                            }),
                            'data-testid': `order-refund-qty-${line.position}`,
                          },
                        }}
                        sx={{ width: 110 }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.restock}
                  onChange={(event) => setForm({ ...form, restock: event.target.checked })}
                  slotProps={{ input: { 'data-testid': 'order-refund-restock' } as object }}
                />
              }
              label={translate('orders.refund.restock')}
            />
            <TextField
              label={translate('orders.refund.amount')}
              value={form.amount}
              onChange={(event) => setForm({ ...form, amount: event.target.value })}
              size="small"
              error={Boolean(fieldError('amountCents'))}
              helperText={fieldError('amountCents') || translate('orders.refund.amountHelp')}
              slotProps={{
                htmlInput: { inputMode: 'decimal', 'data-testid': 'order-refund-amount' },
              }}
            />
            <TextField
              label={translate('orders.fields.refundReason')}
              value={form.reason}
              onChange={(event) => setForm({ ...form, reason: event.target.value })}
              size="small"
              error={Boolean(fieldError('reason'))}
              helperText={fieldError('reason') || undefined}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <p data-testid="order-refund-total">
              {translate('orders.refund.total', {
                amount: money(
                  chosen.length || amountCents !== null ? preview : record.refundableCents,
                ),
              })}
            </p>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void submit()}
            data-testid="order-refund-submit"
          >
            {translate('orders.refund.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
