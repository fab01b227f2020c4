/** Preview, publish and unpublish: buttons of the post editor (and of the list rows). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import PreviewIcon from '@mui/icons-material/Preview';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import {
  DeleteButton,
  ListButton,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { PreviewLink } from '../../api/types';
import type { AdminDataProvider } from '../../data-provider';
import type { Post } from './form-values';

/** Opens the storefront's own page for the post (signed 30-minute link, unpublished included) in a frame. */
export function PreviewButton() {
  const record = useRecordContext<Post>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const open = async () => {
    setBusy(true);
    try {
      setLink(
        await dataProvider.postJson<PreviewLink>(`posts/${encodeURIComponent(record.id)}/preview`),
      );
    } catch {
      notify('posts.messages.previewFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const title = translate('posts.preview.title', { title: record.title });
  return (
    <>
      <Button size="small" startIcon={<PreviewIcon />} onClick={() => void open()} disabled={busy}>
        {translate('posts.actions.preview')}
      </Button>
      <Dialog
        open={Boolean(link)}
        onClose={() => setLink(null)}
        fullWidth
        maxWidth="xl"
        aria-labelledby="post-preview-title"
      >
        <DialogTitle id="post-preview-title">{title}</DialogTitle>
        <DialogContent sx={{ p: 0, height: '75vh' }}>
          {link ? (
            <iframe
              src={link.url}
              title={title}
              style={{ border: 0, width: '100%', height: '100%' }}
              data-testid="post-preview-frame"
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          {link ? (
            <Link href={link.url} target="_blank" rel="noopener">
              {translate('posts.preview.openInTab')}
            </Link>
          ) : null}
          <Button onClick={() => setLink(null)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Publish when unpublished, unpublish when published (on the current resource: posts or trainings). */
export function PublishButton() {
  const record = useRecordContext<Post>();
  const resource = useResourceContext() ?? 'posts';
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const action = record.published ? 'unpublish' : 'publish';
  const run = async () => {
    setBusy(true);
    try {
      await dataProvider.postJson(`${resource}/${encodeURIComponent(record.id)}/${action}`);
      notify(record.published ? 'posts.messages.unpublished' : 'posts.messages.published', {
        type: 'success',
      });
      refresh();
    } catch {
      notify('vyrelle.errors.server', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={record.published ? <UnpublishedIcon /> : <PublishIcon />}
      onClick={() => void run()}
      disabled={busy}
    >
      {translate(`posts.actions.${action}`)}
    </Button>
  );
}

export function PostEditActions() {
  return (
    <TopToolbar>
      <ListButton />
      <PreviewButton />
      <PublishButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}
