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
  return <Link to={href(to, locale ?? current, params, search)} {...rest} />;
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
