/**
 * The product's images, in display order (the first is the main image): chosen from the media
 * library or imported once by https URL into it, reordered with up/down buttons, removed.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { HttpError, useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import type { MediaItem } from '../../api/types';
import type { AdminDataProvider } from '../../data-provider';
import { MediaPicker } from '../media/media-picker';

export function ProductImagesInput() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { field } = useInput<string[]>({ source: 'images', defaultValue: [] });
  const images: string[] = Array.isArray(field.value) ? field.value : [];
  const [picking, setPicking] = useState(false);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const change = (next: string[]) => field.onChange(next);
  const move = (index: number, by: number) => {
    const next = [...images];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    change(next);
  };
  const importUrl = async () => {
    setImporting(true);
    setUrlError(null);
    try {
      const item = await dataProvider.postJson<MediaItem>('media/import', { url: url.trim() });
      change([...images, item.url]);
      setUrl('');
      notify('media.imported', { type: 'success' });
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 0;
      const key =
        status === 400
          ? 'media.errors.urlRefused'
          : status === 413
            ? 'media.errors.tooLarge'
            : 'media.errors.urlUnusable';
      setUrlError(key);
    } finally {
      setImporting(false);
    }
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h2">
        {translate('products.images.title')}
      </Typography>
      <Typography variant="body2" component="p" sx={{ mb: 1 }}>
        {translate('products.images.hint')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="product-images">
        {images.map((image, index) => (
          <Box
            component="li"
            key={`${image}-${index}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
          >
            <img
              src={image}
              alt={translate('products.images.position', { position: index + 1 })}
              width={80}
              height={80}
              style={{ objectFit: 'cover' }}
            />
            <Typography variant="body2" sx={{ flex: 1, wordBreak: 'break-all' }}>
              {index === 0 ? `${translate('products.images.main')} · ` : ''}
              {image}
            </Typography>
            <IconButton
              aria-label={translate('products.images.up', { position: index + 1 })}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={translate('products.images.down', { position: index + 1 })}
              disabled={index === images.length - 1}
              onClick={() => move(index, 1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton
              aria-label={translate('products.images.remove', { position: index + 1 })}
              onClick={() => change(images.filter((_, i) => i !== index))}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
      {images.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('products.images.none')}
        </Typography>
      ) : null}
      <Button variant="outlined" startIcon={<PhotoLibraryIcon />} onClick={() => setPicking(true)}>
        {translate('products.images.fromLibrary')}
      </Button>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2, flexWrap: 'wrap' }}>
        <TextField
          label={translate('products.images.url')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={urlError !== null}
          helperText={translate(urlError ?? 'products.images.urlHint')}
          size="small"
          sx={{ flex: '1 1 24rem' }}
        />
        <Button
          variant="outlined"
          disabled={importing || !/^https:\/\/\S+$/i.test(url.trim())}
          onClick={() => void importUrl()}
        >
          {translate('products.images.import')}
        </Button>
      </Box>
      <MediaPicker
        open={picking}
        multiple
        onClose={() => setPicking(false)}
        onChoose={(items) => change([...images, ...items.map((item) => item.url)])}
      />
    </Box>
  );
}
