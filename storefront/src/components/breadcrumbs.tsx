/** Breadcrumbs from the route table (off where the route's flag says so). */
import { useTranslation } from 'react-i18next';
import { screenTextValues } from '../lib/page-meta.ts';
import { useCurrentScreen } from '../lib/route-hooks.ts';
import { useRouteText } from '../lib/route-text.ts';
import { breadcrumbTrail, getRoute } from '../lib/routes.ts';
import { RouteLink } from './route-link.tsx';

export function Breadcrumbs() {
  const { t } = useTranslation();
  const routeText = useRouteText();
  const screen = useCurrentScreen();
  if (!screen.name || screen.notFound) return null;
  const trail = breadcrumbTrail(screen.name);
  if (trail.length < 2) return null;
  const values = screenTextValues(screen.params, (key) => t(key as never));
  return (
    <nav className="breadcrumbs container" aria-label={t('breadcrumbs.label')}>
      <ol>
        {trail.map((name, index) => {
          const last = index === trail.length - 1;
          const label =
            name === 'home'
              ? t('breadcrumbs.home')
              : last && screen.meta?.crumb
                ? screen.meta.crumb
                : routeText(name, 'title', values);
          return (
            <li key={name}>
              {last ? (
                <span aria-current="page">{label}</span>
              ) : (
                <RouteLink to={getRoute(name).indexRedirect ?? name} params={screen.params}>
                  {label}
                </RouteLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
