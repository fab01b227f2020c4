import { useTranslation } from 'react-i18next';
import { RouteNavLink } from '../route-link.tsx';
import { collectionItems, sectionItems } from './nav-items.ts';

/** The lines and sections as a list of links; used in the header bar and the mobile menu. */
export function MainNavList({ variant }: { variant: 'bar' | 'drawer' }) {
  const { t } = useTranslation();
  return (
    <div className={`main-nav-list main-nav-${variant}`}>
      <ul className="nav-lines" aria-label={t('nav.collections')}>
        {collectionItems.map((line) => (
          <li key={line}>
            <RouteNavLink
              to="collection"
              params={{ collection: line }}
              className="nav-line"
              data-line={line}
            >
              <span className="line-dot" aria-hidden="true" />
              {t(`collections.${line}.name`)}
            </RouteNavLink>
          </li>
        ))}
      </ul>
      <ul className="nav-sections">
        {sectionItems.map((item) => (
          <li key={item.route}>
            <RouteNavLink to={item.route}>{t(item.labelKey)}</RouteNavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
