/** Upload by file choice or drag and drop into the library (POST /api/admin/media). */
import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { HttpError, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { MediaItem } from '../../api/types';
import type { AdminDataProvider } from '../../data-provider';

export function useMediaUpload(onAdded?: (items: MediaItem[]) => void) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const upload = async (files: File[]) => {
    if (!files.length) return;
    setBusy(true);
    const added: MediaItem[] = [];
    try {
      for (const file of files) {
        const form = new FormData();
        form.append('file', file, file.name);
        added.push(await dataProvider.postJson<MediaItem>('media', form));
      }
      notify('media.uploaded', { type: 'success', messageArgs: { smart_count: added.length } });
    } catch (error) {
      const tooLarge = error instanceof HttpError && error.status === 413;
      notify(tooLarge ? 'media.errors.tooLarge' : 'media.errors.unusable', { type: 'error' });
    } finally {
      setBusy(false);
      if (added.length) {
        onAdded?.(added);
        refresh();
      }
    }
  };
  return { upload, busy };
}

export function MediaUploadZone({ onAdded }: { onAdded?: (items: MediaItem[]) => void }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const { upload, busy } = useMediaUpload(onAdded);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void upload(Array.from(event.dataTransfer.files));
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="media-drop-zone"
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        my: 1,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept="image/jpeg,image/png,image/gif,image/webp,image/svg+xml"
        data-testid="media-file"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void upload(files);
        }}
      />
      <Button
        variant="contained"
        startIcon={busy ? <CircularProgress size={16} /> : <UploadIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {translate('media.upload')}
      </Button>
      <Typography variant="body2">{translate('media.dropHint')}</Typography>
    </Box>
  );
}
