/** The `search-synonyms` resource: terms the shop's search treats as the same (/api/admin/search-synonyms; admins). */
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazyView } from '../../lazy-view';

export const searchSynonyms = {
  name: 'search-synonyms',
  list: lazyView(() => import('./search-synonym-list'), 'SearchSynonymList'),
  edit: lazyView(() => import('./search-synonym-edit'), 'SearchSynonymEdit'),
  create: lazyView(() => import('./search-synonym-edit'), 'SearchSynonymCreate'),
  icon: ManageSearchIcon,
  recordRepresentation: (record: { terms?: string[] }) => (record.terms ?? []).join(', '),
  options: { label: 'searchSynonyms.menu' },
};
