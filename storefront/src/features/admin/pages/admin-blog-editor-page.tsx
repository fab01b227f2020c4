/** `admin/blogs/create`, `edit/{id}`, `preview/{id}`: the back-office's post editor (with its preview). */
import { useTranslation } from 'react-i18next';
import { toBackoffice, useBackofficeRedirect } from '../backoffice-link.ts';

export const loader = toBackoffice;

/** Moves on to the back-office as soon as it mounts; the link is the fallback. */
export default function AdminBlogEditorPage() {
  const { t } = useTranslation('admin');
  const target = useBackofficeRedirect();
  return (
    <section>
      <a href={target} className="button button-primary">
        {t('toBackoffice')}
      </a>
    </section>
  );
}
