/** A dialog choosing one or several images of the library (upload into it from here too). */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useGetList, useTranslate } from 'react-admin';
import type { MediaItem } from '../../api/types';
import { MediaUploadZone } from './media-upload';

export interface MediaPickerProps {
  open: boolean;
  multiple?: boolean;
  onClose: () => void;
  onChoose: (items: MediaItem[]) => void;
}

export function MediaPicker({ open, multiple = false, onClose, onChoose }: MediaPickerProps) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<MediaItem[]>([]);
  const { data, refetch } = useGetList<MediaItem>(
    'media',
    { pagination: { page: 1, perPage: 60 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: open },
  );
  const toggle = (item: MediaItem) =>
    setChosen((current) =>
      current.some((entry) => entry.id === item.id)
        ? current.filter((entry) => entry.id !== item.id)
        : multiple
          ? [...current, item]
          : [item],
    );
  const close = () => {
    setChosen([]);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="md"
      fullWidth
      aria-labelledby="media-picker-title"
    >
      <DialogTitle id="media-picker-title">{translate('media.pick.title')}</DialogTitle>
      <DialogContent>
        <MediaUploadZone onAdded={() => void refetch()} />
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
            gap: 1,
            listStyle: 'none',
            p: 0,
          }}
        >
          {(data ?? []).map((item) => {
            const position = chosen.findIndex((entry) => entry.id === item.id);
            const label = item.alt.nl || translate('media.noAlt');
            return (
              <li key={item.id}>
                <Button
                  onClick={() => toggle(item)}
                  aria-pressed={position >= 0}
                  aria-label={label}
                  sx={{
                    p: 0.5,
                    width: '100%',
                    border: '3px solid',
                    borderColor: position >= 0 ? 'primary.main' : 'transparent',
                    position: 'relative',
                  }}
                >
                  <img
                    src={item.squareUrl}
                    alt=""
                    width={120}
                    height={120}
                    style={{ width: '100%', height: 'auto' }}
                  />
                  {position >= 0 && multiple ? (
                    <Box
                      component="span"
                      sx={{
                        position: 'absolute',
                        top: 4,
                        right: 4,
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                        borderRadius: '50%',
                        width: 24,
                        height: 24,
                        lineHeight: '24px',
                      }}
                    >
                      {position + 1}
                    </Box>
                  ) : null}
                </Button>
              </li>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!chosen.length}
          onClick={() => {
            onChoose(chosen);
            close();
          }}
        >
          {translate('media.pick.choose', { smart_count: chosen.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
