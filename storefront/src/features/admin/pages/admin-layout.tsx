/** Admin area (SPEC §2): blogs, routines and fixed pages. The bare `admin` path shows the dashboard. */
import { useTranslation } from 'react-i18next';
import { useOutlet } from 'react-router';
import { RouteLink, RouteNavLink } from '../../../components/route-link.tsx';

export default function AdminLayout() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const outlet = useOutlet();
  return (
    <div className="container area">
      <header className="screen-header">
        <h1>{tc('routes.admin.title')}</h1>
      </header>
      <div className="area-grid">
        <nav className="side-nav" aria-label={t('navLabel')}>
          <ul>
            <li>
              <RouteNavLink to="adminBlogs">{tc('routes.adminBlogs.title')}</RouteNavLink>
            </li>
            <li>
              <RouteNavLink to="adminBlogCreate">{tc('routes.adminBlogCreate.title')}</RouteNavLink>
            </li>
          </ul>
        </nav>
        <div className="area-content">
          {outlet ?? (
            <section>
              <p className="lead">{tc('routes.admin.description')}</p>
              <RouteLink to="adminBlogs" className="text-link">
                {t('toBlogs')}
              </RouteLink>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
