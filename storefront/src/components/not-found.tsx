/**
 * The 404 screen (SPEC §2, §8): page not found, with a link back home. A mistyped salon link
 * (`/t/{code}`) says so and leads to the store finder.
 */
import { useTranslation } from 'react-i18next';
import { RouteLink } from './route-link.tsx';

export function NotFound({ page }: { page?: 'salonLink' }) {
  const { t } = useTranslation();
  if (page === 'salonLink')
    return (
      <section className="container narrow status-page" data-testid="salon-link-not-found">
        <p className="eyebrow">{t('notFound.code')}</p>
        <h1>{t('notFound.salonLink.title')}</h1>
        <p className="lead">{t('notFound.salonLink.description')}</p>
        <div className="form-actions">
          <RouteLink to="stores" className="button button-primary">
            {t('notFound.salonLink.stores')}
          </RouteLink>
          <RouteLink to="home" className="text-link">
            {t('notFound.backHome')}
          </RouteLink>
        </div>
      </section>
    );
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
