/** Contact (SPEC §2); the contact form comes with the contact feature. */
import { useTranslation } from 'react-i18next';
import { ArrowIcon } from '../../../components/icons.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <div className="container narrow">
      <ScreenHeader />
      <aside className="panel panel-soft">
        <h2>{t('faq.title')}</h2>
        <p>{t('faq.text')}</p>
        <RouteLink to="faq" className="text-link">
          {t('faq.link')}
          <ArrowIcon />
        </RouteLink>
      </aside>
    </div>
  );
}
