/** An image given by URL, with an upload button that fills the URL(s) from POST /api/admin/uploads. */
import { useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import UploadIcon from '@mui/icons-material/Upload';
import {
  HttpError,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
  useWrappedSource,
  type Validator,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { UploadAnswer } from '../../api/types';
import type { AdminDataProvider } from '../../data-provider';
import { imageUrl } from './validators';
import { MediaPicker } from '../media/media-picker';

export interface ImageUrlInputProps {
  source: string;
  label: string;
  helperText?: string;
  validate?: Validator | Validator[];
  /** Also fill this field with the square version of an upload (the thumbnail pair). */
  squareSource?: string;
  /** Which crop this field takes from an upload or the library: the square thumbnail takes the square one. */
  variant?: 'landscape' | 'square';
}

export function ImageUrlInput({
  source,
  label,
  helperText,
  validate,
  squareSource,
  variant = 'landscape',
}: ImageUrlInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { setValue, clearErrors, setError } = useFormContext();
  // inside an ArrayInput row the form names the field `images.0.url`, not `url`
  const field = useWrappedSource(source);
  const squareField = useWrappedSource(squareSource ?? source);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const validators = [
    imageUrl,
    ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
  ];

  const [picking, setPicking] = useState(false);
  const fill = (url: string, square: string) => {
    setValue(field, url, { shouldDirty: true, shouldValidate: true });
    clearErrors(field);
    if (squareSource) setValue(squareField, square, { shouldDirty: true, shouldValidate: true });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const answer = await dataProvider.postJson<UploadAnswer>('uploads', form);
      fill(answer[variant], answer.square);
      notify('posts.upload.done', { type: 'success' });
    } catch (error) {
      const tooLarge = error instanceof HttpError && error.status === 413;
      const message = tooLarge
        ? 'posts.validation.uploadTooLarge'
        : 'posts.validation.uploadUnusable';
      setError(field, { type: 'server', message });
      notify(message, { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  const inputId = `upload-${field.replace(/\W/g, '-')}`;
  return (
    <Box
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: '100%', flexWrap: 'wrap' }}
    >
      <TextInput
        source={source}
        label={label}
        helperText={helperText ?? 'posts.help.imageUrl'}
        validate={validators}
        sx={{ flex: '1 1 24rem' }}
      />
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/svg+xml"
        hidden
        onChange={(event) => void onFile(event)}
        data-testid={`${field}-file`}
      />
      <Button
        variant="outlined"
        startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
        disabled={uploading}
        onClick={() => fileInput.current?.click()}
        sx={{ mt: 1 }}
      >
        {translate('posts.upload.button')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<PhotoLibraryIcon />}
        onClick={() => setPicking(true)}
        sx={{ mt: 1 }}
      >
        {translate('media.pick.button')}
      </Button>
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onChoose={([item]) => {
          if (item) fill(variant === 'square' ? item.squareUrl : item.landscapeUrl, item.squareUrl);
        }}
      />
    </Box>
  );
}
