/** Links built from route names, in the current locale unless another is given. */
import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import { useLocale } from '../lib/locale-context.tsx';
import { href, type Locale, type RouteName, type RouteParams } from '../lib/routes.ts';

interface RouteTarget {
  readonly to: RouteName;
  readonly params?: RouteParams;
  readonly search?: string;
  readonly locale?: Locale;
}

export function RouteLink({
  to,
  params,
  search,
  locale,
  ...rest
}: RouteTarget & Omit<ComponentProps<typeof Link>, 'to'>) {
  const current = useLocale();
  const target = href(to, locale ?? current, params, search);
  if (import.meta.env.SSR) return <ServerLink to={target} {...rest} />;
  return <Link to={target} {...rest} />;
}

/**
 * On the server a link is only its markup, the same `<a>` React Router's `Link` renders for a
 * path of this app (`href` as given, `data-discover`), without the five hooks it runs to resolve
 * a relative path and prepare its click: a product list has some 60 links. The browser hydrates
 * the real `Link`.
 */
export function ServerLink({
  to,
  reloadDocument: _reloadDocument,
  replace: _replace,
  state: _state,
  preventScrollReset: _preventScrollReset,
  relative: _relative,
  viewTransition: _viewTransition,
  prefetch: _prefetch,
  discover,
  ...anchor
}: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  return <a {...anchor} href={to} data-discover={discover === 'none' ? undefined : 'true'} />;
}

export function RouteNavLink({
  to,
  params,
  search,
  locale,
  ...rest
}: RouteTarget & Omit<ComponentProps<typeof NavLink>, 'to'>) {
  const current = useLocale();
  return <NavLink to={href(to, locale ?? current, params, search)} {...rest} />;
}
