/**
 * A link whose URL comes from content (blocks of articles and pages, the home page's member
 * call): a router link when it points at one of our screens, a plain link otherwise.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { resolvePath } from '../lib/routes.ts';

export function isAppPath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  return resolvePath(url.split(/[?#]/)[0] ?? url) !== null;
}

export function ContentLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: ReactNode;
}) {
  if (isAppPath(url)) {
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} rel="noopener">
      {children}
    </a>
  );
}
