/** The `media` resource: the image library (/api/admin/media; admins and partner managers, only admins delete). */
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { lazyView } from '../../lazy-view';

export const media = {
  name: 'media',
  list: lazyView(() => import('./media-list'), 'MediaList'),
  edit: lazyView(() => import('./media-edit'), 'MediaEdit'),
  icon: PhotoLibraryIcon,
  recordRepresentation: (record: { alt?: { nl?: string } }) => record.alt?.nl ?? '',
  options: { label: 'media.menu' },
};
