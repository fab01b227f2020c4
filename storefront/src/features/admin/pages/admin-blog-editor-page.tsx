/** Create, edit and preview a blog post (`admin/blogs/create`, `edit/{id}`, `preview/{id}`). */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';

export default function AdminBlogEditorPage() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  return (
    <section>
      <ScreenHeader level="h2">{id ? <p className="meta-note">{t('postId', { id })}</p> : null}</ScreenHeader>
      <RouteLink to="adminBlogs" className="text-link">
        {t('backToBlogs')}
      </RouteLink>
    </section>
  );
}
