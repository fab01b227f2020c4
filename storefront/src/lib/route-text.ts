/** Titles and descriptions of screens, by route name (keys `routes.<name>.title|description` in `common`). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from './routes.ts';

export type RouteTextField = 'title' | 'description';
type LooseT = (key: string, options?: Record<string, string>) => string;

/**
 * `(name, field, values?) => text`. The key is built at run time, so the typed `t` cannot
 * check it here; the translations test checks every route has both texts in every locale.
 */
export function useRouteText(): (
  name: RouteName,
  field: RouteTextField,
  values?: Record<string, string>,
) => string {
  const { t } = useTranslation();
  return useCallback(
    (name, field, values) => (t as unknown as LooseT)(`routes.${name}.${field}`, values),
    [t],
  );
}
