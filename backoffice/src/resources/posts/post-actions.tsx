/** Preview, publish and unpublish, and the translation group: buttons of the post editor (and of the list rows). */
import { useEffect, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import PreviewIcon from '@mui/icons-material/Preview';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import {
  Confirm,
  DeleteButton,
  ListButton,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { LOCALES } from '../../api/generated/enums';
import type { PreviewLink } from '../../api/types';
import type { AdminDataProvider } from '../../data-provider';
import { missingLanguages, translationValues, type Post } from './form-values';

/**
 * Opens the storefront's own page for the post (signed 30-minute link, unpublished included) in a
 * frame: an article in the magazine, a routine in the routines, a fixed page at its own route. In the
 * editor it waits until the edits are saved (`dirty`), so the preview always shows what is typed;
 * `?preview=1` in the editor's address (the `/blogs/preview/{id}` alias) opens it at once.
 */
export function PreviewButton({ dirty = false }: { dirty?: boolean }) {
  const record = useRecordContext<Post>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const autoOpen = searchParams.get('preview') === '1';
  const recordId = record?.id;
  useEffect(() => {
    if (!autoOpen || !recordId) return;
    setSearchParams({}, { replace: true });
    void dataProvider
      .postJson<PreviewLink>(`posts/${encodeURIComponent(recordId)}/preview`)
      .then(setLink, () => notify('posts.messages.previewFailed', { type: 'error' }));
  }, [autoOpen, recordId, dataProvider, notify, setSearchParams]);
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
      <Button
        size="small"
        startIcon={<PreviewIcon />}
        onClick={() => void open()}
        disabled={busy || dirty}
      >
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

/**
 * Publish when unpublished, unpublish when published (on the current resource: posts or trainings).
 * In the editor it is disabled while there are unsaved edits (`dirty`): publishing never throws
 * typed text away. Publishing a piece that lacks a language asks first, naming the languages.
 */
export function PublishButton({ dirty = false }: { dirty?: boolean }) {
  const record = useRecordContext<Post>();
  const resource = useResourceContext() ?? 'posts';
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const action = record.published ? 'unpublish' : 'publish';
  const missing =
    resource === 'posts' && record.type !== 'training' ? missingLanguages(record) : [];
  const run = async () => {
    setAsking(false);
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
  const start = () => {
    if (action === 'publish' && missing.length > 0) setAsking(true);
    else void run();
  };
  return (
    <>
      <Button
        size="small"
        startIcon={record.published ? <UnpublishedIcon /> : <PublishIcon />}
        onClick={start}
        disabled={busy || dirty}
      >
        {translate(`posts.actions.${action}`)}
      </Button>
      <Confirm
        isOpen={asking}
        title="posts.translations.missingTitle"
        content={translate('posts.translations.missingContent', {
          languages: missing.map((language) => translate(`posts.languages.${language}`)).join(', '),
        })}
        confirm="posts.actions.publish"
        onConfirm={() => void run()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** "Save first" next to the buttons that act on the saved post, while the form has unsaved edits. */
export function SaveFirstHint({ dirty }: { dirty: boolean }) {
  const translate = useTranslate();
  return dirty ? (
    <Typography variant="body2" color="text.secondary" role="status">
      {translate('posts.messages.saveFirst')}
    </Typography>
  ) : null;
}

/** The languages of the piece: each version (open it) or a button that starts it with every field copied. */
export function TranslationLinks({
  compact = false,
  post,
}: {
  compact?: boolean;
  /** The post as the API answers it (inside the form the record context holds the form's values). */
  post?: Post;
}) {
  const context = useRecordContext<Post>();
  const record = post ?? context;
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const versions = new Map((record.translations ?? []).map((t) => [t.language, t]));
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label={translate('posts.translations.title')}
    >
      {LOCALES.map((language) => {
        const version = versions.get(language);
        const name = translate(`posts.languages.${language}`);
        if (version) {
          const state = version.live ? 'live' : version.published ? 'scheduled' : 'draft';
          const label = `${language.toUpperCase()}`;
          return (
            <Chip
              key={language}
              size="small"
              component={RouterLink}
              to={createPath({ resource: 'posts', type: 'edit', id: version.id })}
              clickable
              color={state === 'live' ? 'success' : 'default'}
              variant={version.id === record.id ? 'filled' : 'outlined'}
              label={label}
              aria-label={`${name}: ${translate(`posts.status.${state}`)}`}
              title={`${name}: ${translate(`posts.status.${state}`)}`}
              onClick={(event: MouseEvent) => event.stopPropagation()}
            />
          );
        }
        return (
          <Chip
            key={language}
            size="small"
            component={RouterLink}
            to={createPath({ resource: 'posts', type: 'create' })}
            state={{ record: translationValues(record, language) }}
            clickable
            variant="outlined"
            icon={<AddIcon />}
            label={
              compact
                ? language.toUpperCase()
                : translate('posts.translations.add', { language: name })
            }
            aria-label={translate('posts.translations.add', { language: name })}
            title={translate('posts.translations.add', { language: name })}
            onClick={(event: MouseEvent) => event.stopPropagation()}
          />
        );
      })}
    </Stack>
  );
}

export function PostEditActions() {
  return (
    <TopToolbar>
      <ListButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}
