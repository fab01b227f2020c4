/**
 * FAQ (SPEC §2) in its sections: brand, orders and returns, products, professionals,
 * results, skin, more. Each question is a native disclosure (`<details>`): keyboard and
 * screen reader support built in, and it works before the scripts run.
 */
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { loadQuery, type ScreenLoader } from '../../../lib/route-data.ts';
import { contentApi, useGetFaqQuery } from '../api/content-api.ts';
import '../content.css';

export const loader: ScreenLoader = async ({ locale, dispatch }) => {
  const { data } = await loadQuery(dispatch, contentApi.endpoints.getFaq.initiate(locale));
  if (!data) return null;
  const questions = data.sections.flatMap((section) =>
    section.items.map((item) => ({ question: item.question, answer: item.answer })),
  );
  return { meta: { structuredData: [{ kind: 'faq', questions }] } };
};

export default function FaqPage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const { data, isError, isFetching, refetch } = useGetFaqQuery(locale);
  return (
    <div className="container faq">
      <ScreenHeader eyebrow={t('faq.eyebrow')} />
      {data ? (
        <div className="faq-layout">
          <nav className="faq-nav" aria-label={t('faq.sectionsLabel')}>
            <ul>
              {data.sections.map((section) => (
                <li key={section.key}>
                  <a href={`#faq-${section.key}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="faq-sections">
            {data.sections.map((section) => (
              <section
                key={section.key}
                id={`faq-${section.key}`}
                className="faq-section"
                aria-labelledby={`faq-${section.key}-title`}
              >
                <h2 id={`faq-${section.key}-title`}>{section.title}</h2>
                {section.items.map((item) => (
                  <details key={item.id} className="faq-item" data-faq={item.id}>
                    <summary>{item.question}</summary>
                    <RichText html={item.answer} className="faq-answer" />
                  </details>
                ))}
              </section>
            ))}
            <aside className="faq-more panel panel-soft">
              <h2>{t('faq.moreTitle')}</h2>
              <p>{t('faq.moreText')}</p>
              <RouteLink to="contact" className="button button-primary">
                {t('faq.contactLink')}
              </RouteLink>
            </aside>
          </div>
        </div>
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Loading />
      )}
    </div>
  );
}
