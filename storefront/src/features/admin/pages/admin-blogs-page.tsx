import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';

export default function AdminBlogsPage() {
  const { t } = useTranslation('admin');
  return (
    <section>
      <ScreenHeader level="h2" />
      <RouteLink to="adminBlogCreate" className="button button-primary">
        {t('newPost')}
      </RouteLink>
    </section>
  );
}
