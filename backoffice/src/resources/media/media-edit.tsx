import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DeleteButton,
  Edit,
  ListButton,
  required,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LOCALES } from '../../api/generated/enums';
import type { MediaItem } from '../../api/types';
import { canAccess, type BackofficeRole } from '../../permissions';
import { LimitedTextInput } from '../../components/limited-text-input';

/** The focal point, set by clicking the image (or with the arrow keys); the crops keep it in view. */
function FocalPointInput() {
  const record = useRecordContext<MediaItem>();
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const focalX = useWatch({ name: 'focalX' }) as number | undefined;
  const focalY = useWatch({ name: 'focalY' }) as number | undefined;
  if (!record) return null;
  const x = focalX ?? record.focalX;
  const y = focalY ?? record.focalY;
  const set = (nextX: number, nextY: number) => {
    const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
    setValue('focalX', clamp(nextX), { shouldDirty: true });
    setValue('focalY', clamp(nextY), { shouldDirty: true });
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="p" id="focal-label">
        {translate('media.focalPoint')}
      </Typography>
      <Typography variant="body2" component="p" sx={{ mb: 1 }}>
        {translate('media.focalHint')}
      </Typography>
      <Box
        role="slider"
        tabIndex={0}
        aria-labelledby="focal-label"
        aria-valuetext={`${Math.round(x * 100)}% / ${Math.round(y * 100)}%`}
        aria-valuenow={Math.round(x * 100)}
        aria-valuemin={0}
        aria-valuemax={100}
        data-testid="focal-point"
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          set((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
        }}
        onKeyDown={(event) => {
          const step = 0.05;
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [-step, 0],
            ArrowRight: [step, 0],
            ArrowUp: [0, -step],
            ArrowDown: [0, step],
          };
          const move = moves[event.key];
          if (!move) return;
          event.preventDefault();
          set(x + move[0], y + move[1]);
        }}
        sx={{ position: 'relative', display: 'inline-block', cursor: 'crosshair', maxWidth: 640 }}
      >
        <img
          src={record.sizes[1]?.url ?? record.url}
          alt={record.alt.nl || translate('media.noAlt')}
          style={{ display: 'block', width: '100%', height: 'auto' }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: `${x * 100}%`,
            top: `${y * 100}%`,
            width: 24,
            height: 24,
            ml: '-12px',
            mt: '-12px',
            borderRadius: '50%',
            border: '3px solid #fff',
            boxShadow: '0 0 0 2px #000',
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 1, alignItems: 'flex-start' }}>
        <figure style={{ margin: 0 }}>
          <img src={record.squareUrl} alt="" width={120} height={120} />
          <figcaption>{translate('media.square')}</figcaption>
        </figure>
        <figure style={{ margin: 0 }}>
          <img src={record.landscapeUrl} alt="" width={213} height={120} />
          <figcaption>{translate('media.landscape')}</figcaption>
        </figure>
      </Box>
    </Box>
  );
}

function MediaToolbar() {
  const { permissions } = usePermissions<BackofficeRole | null>();
  const notify = useNotify();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canAccess(permissions ?? null, 'media', 'delete') ? (
        <DeleteButton
          mutationMode="pessimistic"
          mutationOptions={{
            onError: (error: unknown) =>
              notify(
                (error as HttpError).status === 409
                  ? 'media.errors.inUse'
                  : 'vyrelle.errors.unknown',
                { type: 'error' },
              ),
          }}
        />
      ) : null}
    </Toolbar>
  );
}

function Details() {
  const record = useRecordContext<MediaItem>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" component="p" sx={{ mb: 2 }}>
      {translate('media.details', {
        width: record.width,
        height: record.height,
        mime: record.mime,
        kb: Math.round(record.bytes / 1024),
      })}
      {record.sourceUrl ? ` · ${record.sourceUrl}` : ''}
    </Typography>
  );
}

export function MediaEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<MediaToolbar />}>
        <Details />
        <FocalPointInput />
        {LOCALES.map((locale) => (
          <LimitedTextInput
            key={locale}
            source={`alt.${locale}`}
            label={`media.alt.${locale}`}
            max={300}
            validate={locale === 'nl' ? required() : undefined}
            fullWidth
          />
        ))}
      </SimpleForm>
    </Edit>
  );
}
