/**
 * `/admin/blogs`, `/admin/blogs/create`, `/admin/blogs/edit/{id}` and `/admin/blogs/preview/{id}`
 * (SPEC §2's admin paths) are aliases of the posts screens; the preview alias opens the editor with
 * its preview shown.
 */
import { Navigate, useParams } from 'react-router';

export const BLOG_LIST_PATH = `/posts?${new URLSearchParams({ filter: JSON.stringify({ type: 'blog' }) }).toString()}`;

/** Where an alias leads; null for a path that is no alias. */
export function blogAliasTarget(kind: 'list' | 'create' | 'edit' | 'preview', id?: string): string {
  if (kind === 'list') return BLOG_LIST_PATH;
  if (kind === 'create') return '/posts/create';
  const target = `/posts/${encodeURIComponent(id ?? '')}`;
  return kind === 'preview' ? `${target}?preview=1` : target;
}

export function BlogAlias({ kind }: { kind: 'list' | 'create' | 'edit' | 'preview' }) {
  const { id } = useParams();
  return <Navigate to={blogAliasTarget(kind, id)} replace />;
}
