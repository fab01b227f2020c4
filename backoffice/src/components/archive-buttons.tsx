/**
 * Archive instead of delete (products, stores): a record that orders refer to is archived (hidden
 * from the shop, kept for history); only what nothing refers to is really deleted. Delete asks the
 * API, and when it answers 409 with what refers to the record, offers to archive it instead. Shown
 * only to a role that may delete the resource.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import {
  Confirm,
  ListButton,
  SaveButton,
  Toolbar,
  TopToolbar,
  useCanAccess,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { AdminDataProvider } from '../data-provider';
import { formatDate } from '../i18n/formats';
import { problemOf } from '../lib/admin-fetch';

type Archivable = RaRecord & { archivedAt?: string | null };

/** "3 orders, 1 review" from the API's reference counts, in the user's language. */
export function describeReferences(
  references: Record<string, number>,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  return Object.entries(references)
    .map(([kind, count]) => `${count} ${translate(`archive.references.${kind}`, { _: kind })}`)
    .join(', ');
}

export function ArchiveButtons({ name }: { name: (record: Archivable) => string }) {
  const record = useRecordContext<Archivable>();
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<null | 'delete' | 'archive' | 'referenced'>(null);
  const [references, setReferences] = useState('');
  if (!record || !canAccess) return null;
  const label = name(record);
  const path = `${resource}/${encodeURIComponent(String(record.id))}`;

  const act = async (action: 'archive' | 'restore') => {
    setDialog(null);
    setBusy(true);
    try {
      await dataProvider.postJson(`${path}/${action}`);
      notify(action === 'archive' ? 'archive.done.archived' : 'archive.done.restored', {
        type: 'success',
      });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'vyrelle.errors.server', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setDialog(null);
    setBusy(true);
    try {
      await dataProvider.delete(resource, { id: record.id, previousData: record });
      notify('archive.done.deleted', { type: 'success' });
      redirect('list', resource);
    } catch (error) {
      const problem = problemOf(error);
      if (problem?.status === 409 && problem.references) {
        setReferences(describeReferences(problem.references, translate));
        setDialog('referenced');
      } else notify((error as Error).message || 'vyrelle.errors.server', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (record.archivedAt) {
    return (
      <>
        <Chip
          size="small"
          label={translate('archive.archived')}
          title={translate('archive.archivedOn', {
            date: formatDate(record.archivedAt, locale),
          })}
        />
        <Button
          size="small"
          startIcon={<UnarchiveIcon />}
          disabled={busy}
          onClick={() => void act('restore')}
        >
          {translate('archive.restore')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        size="small"
        startIcon={<ArchiveIcon />}
        disabled={busy}
        onClick={() => setDialog('archive')}
      >
        {translate('archive.archive')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={busy}
        onClick={() => setDialog('delete')}
      >
        {translate('archive.delete')}
      </Button>
      <Confirm
        isOpen={dialog === 'archive'}
        title={translate('archive.archiveTitle', { name: label })}
        content="archive.archiveContent"
        confirm="archive.archive"
        onConfirm={() => void act('archive')}
        onClose={() => setDialog(null)}
      />
      <Confirm
        isOpen={dialog === 'delete'}
        title={translate('archive.deleteTitle', { name: label })}
        content="archive.deleteContent"
        confirm="archive.delete"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setDialog(null)}
      />
      <Confirm
        isOpen={dialog === 'referenced'}
        title={translate('archive.referencedTitle', { name: label })}
        content={translate('archive.referencedContent', { references })}
        confirm="archive.archive"
        onConfirm={() => void act('archive')}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

/** The form toolbar of an archivable record: Save only (delete and archive sit in the top toolbar, with their rules). */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** The top toolbar of an archivable record's editor: back to the list, archive / restore / delete. */
export function ArchiveActions({ name }: { name: (record: Archivable) => string }) {
  return (
    <TopToolbar>
      <ListButton />
      <ArchiveButtons name={name} />
    </TopToolbar>
  );
}
