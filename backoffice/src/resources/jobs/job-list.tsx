import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  HttpError,
  List,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { FailedJob } from '../../api/types';
import type { AdminDataProvider } from '../../data-provider';

/** Puts the failed job back in the queue (POST /api/admin/jobs/:id/retry). */
function RetryButton() {
  const record = useRecordContext<FailedJob>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const retry = async () => {
    setPending(true);
    try {
      await dataProvider.postJson(`jobs/${encodeURIComponent(record.id)}/retry`);
      notify('jobs.messages.retried', { type: 'success' });
      refresh();
    } catch (error) {
      notify(
        error instanceof HttpError && error.status === 404
          ? 'jobs.messages.gone'
          : 'vyrelle.errors.unknown',
        { type: 'error' },
      );
      refresh();
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={pending}
      onClick={() => void retry()}
      data-testid={`job-retry-${record.id}`}
    >
      {translate('jobs.actions.retry')}
    </Button>
  );
}

/** Jobs that used up their attempts, with their error; an admin retries them once the cause is fixed. */
export function JobList() {
  return (
    <List
      filter={{ state: 'failed' }}
      sort={{ field: 'failedAt', order: 'DESC' }}
      perPage={25}
      title="jobs.title"
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" label="jobs.fields.name" disableSort />
        <DataTable.Col source="summary" label="jobs.fields.summary" disableSort />
        <DataTable.Col source="error" label="jobs.fields.error" disableSort />
        <DataTable.Col source="attempts" label="jobs.fields.attempts" disableSort />
        <DataTable.Col source="failedAt" label="jobs.fields.failedAt" disableSort>
          <DateField source="failedAt" showTime />
        </DataTable.Col>
        <DataTable.Col label="jobs.fields.actions" disableSort>
          <RetryButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
