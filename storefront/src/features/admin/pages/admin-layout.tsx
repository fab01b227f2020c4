/**
 * Admin area (SPEC §2): the screens live in the back-office at /admin/. The bare `admin` path
 * goes to the back-office's dashboard; the child screens redirect to their own screens.
 */
import { useTranslation } from 'react-i18next';
import { useOutlet } from 'react-router';
import type { ScreenLoader } from '../../../lib/route-data.ts';
import { toBackoffice, useBackofficeRedirect } from '../backoffice-link.ts';

export const loader: ScreenLoader = async (args) => {
  // the children's own loaders send them on; only `/{locale}/admin` itself is left to this one
  if (/^\/[a-z]{2}\/admin\/?$/.test(new URL(args.request.url).pathname)) return toBackoffice(args);
  return null;
};

/** `/{locale}/admin` itself: on to the back-office's dashboard. */
function AdminHome() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const target = useBackofficeRedirect();
  return (
    <section>
      <p className="lead">{tc('routes.admin.description')}</p>
      <a href={target} className="text-link">
        {t('toBackoffice')}
      </a>
    </section>
  );
}

export default function AdminLayout() {
  const { t: tc } = useTranslation();
  const outlet = useOutlet();
  return (
    <div className="container area">
      <header className="screen-header">
        <h1>{tc('routes.admin.title')}</h1>
      </header>
      {outlet ?? <AdminHome />}
    </div>
  );
}
