/** The 404 screen (SPEC §2, §8): page not found, with a link back home. */
import { useTranslation } from 'react-i18next';
import { RouteLink } from './route-link.tsx';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="container narrow status-page">
      <p className="eyebrow">{t('notFound.code')}</p>
      <h1>{t('routes.notFound.title')}</h1>
      <p className="lead">{t('routes.notFound.description')}</p>
      <RouteLink to="home" className="button button-primary">
        {t('notFound.backHome')}
      </RouteLink>
    </section>
  );
}
