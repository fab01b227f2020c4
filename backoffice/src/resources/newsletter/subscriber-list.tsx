import { SearchFilter } from '../../components/search-filter';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  DataTable,
  DateField,
  FilterButton,
  List,
  SelectInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useState } from 'react';
import type { AdminDataProvider } from '../../data-provider';
import { saveFile } from '../../lib/admin-fetch';
import { LOCALE_CHOICES, SUBSCRIBER_STATUS_CHOICES } from './newsletter-choices';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="newsletter.filters.q" />,
  <SelectInput
    key="locale"
    source="locale"
    label="newsletter.fields.locale"
    choices={LOCALE_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label="newsletter.fields.status"
    choices={SUBSCRIBER_STATUS_CHOICES}
    alwaysOn
  />,
];

/** The export of the subscribers matching the list's filters (locale, status, q). */
function subscribersCsvPath(filter: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const key of ['locale', 'status', 'q']) {
    const value = filter[key];
    if (typeof value === 'string' && value) query.set(key, value);
  }
  return `newsletter-subscribers/export${query.size ? `?${query.toString()}` : ''}`;
}

/** CSV of the subscribers matching the list's filters (downloaded with the admin's token). */
function CsvExportButton() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { filterValues } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    setBusy(true);
    dataProvider
      .getFile(subscribersCsvPath(filterValues as Record<string, unknown>), 'text/csv')
      .then(({ blob, fileName }) => saveFile(blob, fileName ?? 'newsletter-subscribers.csv'))
      .catch(() => notify('newsletter.messages.export_failed', { type: 'error' }))
      .finally(() => setBusy(false));
  };
  return (
    <Button
      label="newsletter.actions.export_csv"
      onClick={onClick}
      disabled={busy}
      data-testid="newsletter-export"
    >
      <DownloadIcon />
    </Button>
  );
}

function StatusText({ status }: { status?: string }) {
  const translate = useTranslate();
  return <span>{status ? translate(`newsletter.subscriber_status.${status}`) : ''}</span>;
}

export function SubscriberList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
          <CsvExportButton />
        </TopToolbar>
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="email" label="newsletter.fields.email" />
        <DataTable.Col source="locale" label="newsletter.fields.locale" />
        <DataTable.Col
          source="status"
          label="newsletter.fields.status"
          render={(record: { status?: string }) => <StatusText status={record.status} />}
        />
        <DataTable.Col
          source="source"
          label="newsletter.fields.source"
          render={(record: { source?: string }) => <SourceText source={record.source} />}
        />
        <DataTable.Col source="createdAt" label="newsletter.fields.createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="confirmedAt" label="newsletter.fields.confirmedAt">
          <DateField source="confirmedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function SourceText({ source }: { source?: string }) {
  const translate = useTranslate();
  return <span>{source ? translate(`newsletter.sources.${source}`) : ''}</span>;
}
