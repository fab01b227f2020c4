import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import {
  List,
  Pagination,
  SearchInput,
  useCreatePath,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router';
import type { MediaItem } from '../../api/types';
import { MediaUploadZone } from './media-upload';

function MediaGrid() {
  const { data, isPending } = useListContext<MediaItem>();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (isPending || !data) return null;
  if (!data.length) return <Typography sx={{ p: 2 }}>{translate('media.empty')}</Typography>;
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 2,
        listStyle: 'none',
        p: 2,
        m: 0,
      }}
    >
      {data.map((item) => (
        <li key={item.id}>
          <Card>
            <CardActionArea
              component={Link}
              to={createPath({ resource: 'media', id: item.id, type: 'edit' })}
            >
              <img
                src={item.squareUrl}
                alt={item.alt.nl || translate('media.noAlt')}
                width={160}
                height={160}
                style={{ width: '100%', height: 'auto', display: 'block' }}
              />
              <Typography variant="caption" component="p" sx={{ p: 1 }} noWrap>
                {item.alt.nl || translate('media.noAlt')} · {item.width}×{item.height}
              </Typography>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}

export function MediaList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      perPage={24}
      exporter={false}
      // the upload zone stays on an empty library (react-admin would replace it with its empty page)
      empty={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[24, 48, 96]} />}
    >
      <MediaUploadZone />
      <MediaGrid />
    </List>
  );
}
