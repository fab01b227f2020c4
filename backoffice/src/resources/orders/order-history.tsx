import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { OrderHistoryEntry as HistoryEntry } from '../../api/types';
import type { AdminDataProvider } from '../../data-provider';
import { formatCents } from '../../lib/money';
import { fieldErrors, useErrorMessage } from './order-actions';

const DATE_LOCALES: Record<string, string> = { nl: 'nl-BE', en: 'en-IE', de: 'de-DE', fr: 'fr-BE' };

/** One entry's details in words: status names, carrier and tracking link, amounts, the note. */
function Details({ entry, locale }: { entry: HistoryEntry; locale: string }) {
  const translate = useTranslate();
  const d = entry.data as Record<string, unknown>;
  const money = (cents: unknown) => formatCents(Number(cents ?? 0), locale);
  switch (entry.type) {
    case 'status_changed':
      return (
        <>
          {translate(`orders.status.${String(d.from)}`)} →{' '}
          {translate(`orders.status.${String(d.to)}`)}
        </>
      );
    case 'shipped':
      return (
        <>
          {String(d.carrierName ?? '') || translate('orders.carriers.other')} ·{' '}
          {String(d.trackingNumber ?? '')}{' '}
          {d.trackingUrl ? (
            <Link href={String(d.trackingUrl)} target="_blank" rel="noopener noreferrer">
              {translate('orders.history.track')}
            </Link>
          ) : null}
        </>
      );
    case 'refunded': {
      const lines = Array.isArray(d.lines) ? (d.lines as { name: string; quantity: number }[]) : [];
      return (
        <>
          {money(d.amountCents)}
          {lines.length ? ` · ${lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}` : ''}
          {d.restock ? ` · ${translate('orders.history.restocked')}` : ''}
          {d.reason ? ` · ${String(d.reason)}` : ''}
        </>
      );
    }
    case 'payment_paid':
      return (
        <>{[money(d.amountCents), d.method ? String(d.method) : ''].filter(Boolean).join(' · ')}</>
      );
    case 'payment_failed':
      return <>{translate(`orders.paidStatus.${String(d.paidStatus)}`)}</>;
    case 'placed':
      return <>{money(d.totalCents)}</>;
    case 'note':
      return <span style={{ whiteSpace: 'pre-wrap' }}>{String(d.text ?? '')}</span>;
    case 'mail_sent':
      return (
        <>
          {translate(`orders.history.mails.${String(d.template).replace('.', '_')}`, {
            _: String(d.template),
          })}
        </>
      );
    default:
      return null;
  }
}

/** The order's timeline (GET …/history) with the internal note form under it. */
export function OrderHistory({ orderId, updatedAt }: { orderId: string; updatedAt: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const errorMessage = useErrorMessage();
  const [data, setData] = useState<{ data: HistoryEntry[] } | null>(null);
  const [isError, setError] = useState(false);
  const isPending = data === null && !isError;
  // `stamp` changes when the order was changed on this page (a refund, a status): read it again.
  const [stamp, setStamp] = useState(0);
  useEffect(() => {
    let live = true;
    dataProvider
      .getJson<{ data: HistoryEntry[] }>(`orders/${orderId}/history`)
      .then((answer) => live && setData(answer))
      .catch(() => live && setError(true));
    return () => {
      live = false;
    };
  }, [dataProvider, orderId, stamp, updatedAt]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; field: string }>({
    message: '',
    field: '',
  });
  const when = new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const addNote = async () => {
    setBusy(true);
    setProblem({ message: '', field: '' });
    try {
      const answer = await dataProvider.postJson<{ data: HistoryEntry[] }>(
        `orders/${orderId}/notes`,
        {
          text: note,
        },
      );
      setData(answer);
      setStamp((n) => n + 1);
      setNote('');
      notify('orders.history.noteAdded', { type: 'success' });
    } catch (error) {
      setProblem({ message: errorMessage(error), field: fieldErrors(error).text ?? '' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      {isError ? <Alert severity="error">{translate('orders.history.loadFailed')}</Alert> : null}
      {isPending ? null : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="order-history">
          {(data?.data ?? []).map((entry) => (
            <Box
              component="li"
              key={entry.id}
              data-type={entry.type}
              sx={{ display: 'flex', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography
                variant="body2"
                component="time"
                dateTime={entry.createdAt}
                sx={{ minWidth: 160, color: 'text.secondary' }}
              >
                {when.format(new Date(entry.createdAt))}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 180 }}>
                {translate(`orders.history.types.${entry.type}`)}
              </Typography>
              <Typography variant="body2" component="div" sx={{ flex: 1 }}>
                <Details entry={entry} locale={locale} />
                {entry.actorEmail ? (
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {entry.actorEmail}
                  </Typography>
                ) : null}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}>
        <TextField
          label={translate('orders.history.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          size="small"
          error={Boolean(problem.field)}
          helperText={
            problem.field
              ? translate(problem.field, { _: problem.field })
              : translate('orders.history.noteHelp')
          }
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'order-note' } }}
        />
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void addNote()}
          data-testid="order-note-add"
        >
          {translate('orders.history.addNote')}
        </Button>
      </Box>
      {problem.message && !problem.field ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {translate(problem.message, { _: problem.message })}
        </Alert>
      ) : null}
    </Box>
  );
}
