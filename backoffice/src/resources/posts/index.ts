/** The `posts` resource: magazine articles, routines and fixed pages (type filter), /api/admin/posts. */
import ArticleIcon from '@mui/icons-material/Article';
import { lazyView } from '../../lazy-view';

export const posts = {
  name: 'posts',
  list: lazyView(() => import('./post-list'), 'PostList'),
  create: lazyView(() => import('./post-edit'), 'PostCreate'),
  edit: lazyView(() => import('./post-edit'), 'PostEdit'),
  icon: ArticleIcon,
  recordRepresentation: 'title',
  options: { label: 'posts.menu' },
};
