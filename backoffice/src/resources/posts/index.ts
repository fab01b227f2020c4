/** The `posts` resource: magazine articles, routines and fixed pages (type filter), /api/admin/posts. */
import ArticleIcon from '@mui/icons-material/Article';
import { PostCreate, PostEdit } from './post-edit';
import { PostList } from './post-list';

export const posts = {
  name: 'posts',
  list: PostList,
  create: PostCreate,
  edit: PostEdit,
  icon: ArticleIcon,
  recordRepresentation: 'title',
  options: { label: 'posts.menu' },
};
