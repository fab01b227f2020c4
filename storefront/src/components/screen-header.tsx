/** The heading block of a screen: its title and intro from the route table's i18n keys. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { screenTextValues } from '../lib/page-meta.ts';
import { useCurrentScreen } from '../lib/route-hooks.ts';
import { useRouteText } from '../lib/route-text.ts';

interface ScreenHeaderProps {
  readonly eyebrow?: string;
  /** `h2` for screens shown inside a layout that has the page's `h1` (cart, account, admin). */
  readonly level?: 'h1' | 'h2';
  readonly children?: ReactNode;
}

export function ScreenHeader({ eyebrow, level = 'h1', children }: ScreenHeaderProps) {
  const { t } = useTranslation();
  const routeText = useRouteText();
  const { name, params } = useCurrentScreen();
  const screen = name ?? 'notFound';
  const values = screenTextValues(params, (key) => t(key as never));
  const Heading = level;
  return (
    <header className={level === 'h1' ? 'screen-header' : 'section-header'}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading>{routeText(screen, 'title', values)}</Heading>
      <p className="lead">{routeText(screen, 'description', values)}</p>
      {children}
    </header>
  );
}
