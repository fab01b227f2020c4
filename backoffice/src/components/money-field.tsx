import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext } from 'react-admin';
import { formatCents } from '../lib/money';

/** A cents amount of the record, formatted as euro in the UI language. */
export function MoneyField({ source }: { source: string; label?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const [locale] = useLocaleState();
  const value = record?.[source];
  if (typeof value !== 'number') return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatCents(value, locale, typeof record?.currency === 'string' ? record.currency : 'EUR')}
    </Typography>
  );
}
