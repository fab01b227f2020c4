/** The call to take the skin analysis, shown on the home page and above the product list. */
import { useTranslation } from 'react-i18next';
import { RouteLink } from './route-link.tsx';
import './skin-analysis-cta.css';

export function SkinAnalysisCta({ level = 'h2' }: { readonly level?: 'h2' | 'h3' }) {
  const { t } = useTranslation('skinAnalysis');
  const Heading = level;
  return (
    <aside className="skin-cta" data-testid="skin-analysis-cta" aria-labelledby="skin-cta-title">
      <div>
        <Heading id="skin-cta-title">{t('cta.title')}</Heading>
        <p>{t('cta.text')}</p>
      </div>
      <RouteLink
        to="skinAnalysis"
        className="button button-primary"
        data-testid="skin-analysis-link"
      >
        {t('cta.link')}
      </RouteLink>
    </aside>
  );
}
