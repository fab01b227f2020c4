/**
 * SPEC §2's `{locale}/admin/…` routes lead to the back-office (react-admin at /admin/, with its
 * own sign-in and roles): each screen's loader answers a redirect to the matching back-office
 * screen, on the server (302, before the storefront's signed-in guard could send the visitor
 * to the storefront's login) and on client navigation (a full page load: /admin/ is not part
 * of the storefront's router). The screens themselves only render if that ever fails: they
 * move on when they mount, with a plain link as a fallback.
 */
import { useEffect } from 'react';
import { redirectDocument, useLocation } from 'react-router';
import type { ScreenLoader } from '../../lib/route-data.ts';

/** Where the back-office lives (served by the API next to the storefront). */
export const BACKOFFICE_BASE = '/admin/';

/** The back-office screen for a storefront admin path (`/nl/admin/blogs/edit/42` → `/admin/posts/42`). */
export function backofficeTarget(pathname: string): string {
  const rest = pathname.replace(/^\/[a-z]{2}\/admin\/?/, '').replace(/\/+$/, '');
  if (rest === 'blogs/create') return `${BACKOFFICE_BASE}posts/create`;
  const post = /^blogs\/(?:edit|preview)\/([^/]+)$/.exec(rest);
  if (post) return `${BACKOFFICE_BASE}posts/${encodeURIComponent(decodeURIComponent(post[1]!))}`;
  if (rest === 'blogs')
    return `${BACKOFFICE_BASE}posts?${new URLSearchParams({ filter: JSON.stringify({ type: 'blog' }) }).toString()}`;
  return BACKOFFICE_BASE;
}

/** Loader of the admin screens: straight on to the back-office. */
export const toBackoffice: ScreenLoader = ({ request }) => {
  throw redirectDocument(backofficeTarget(new URL(request.url).pathname), 302);
};

/** The back-office screen of the current admin path; the browser goes there once the screen mounts. */
export function useBackofficeRedirect(): string {
  const { pathname } = useLocation();
  const target = backofficeTarget(pathname);
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return target;
}
