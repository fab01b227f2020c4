/** One training: its sanitised content (rendered like an article's text), live session and attachments. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { isNotFoundError } from '../../../lib/route-data.ts';
import { useGetPartnerTrainingQuery } from '../api/partner-portal-api.ts';
import { PartnerNav } from '../components/partner-nav.tsx';
import { SessionInfo } from '../components/session-info.tsx';
import '../partner-portal.css';

export default function PartnerTrainingPage() {
  const { t } = useTranslation('partnerPortal');
  const locale = useLocale();
  const { slug = '' } = useParams();
  const { data, error, isError, isFetching, refetch } = useGetPartnerTrainingQuery({
    slug,
    locale,
  });
  return (
    <div className="container partner-portal">
      <PartnerNav />
      {isNotFoundError(error) ? (
        <p className="lead" role="alert">
          {t('trainings.notFound')}
        </p>
      ) : isError && !data ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : (
        <article className="article training" data-training={data.slug}>
          <header className="article-header">
            <h1>{data.title}</h1>
            {data.subtitle ? <p className="lead">{data.subtitle}</p> : null}
          </header>
          <SessionInfo at={data.sessionAt} location={data.sessionLocation} />
          <div className="post-body">
            <RichText html={data.content} className="post-content" />
            {data.content2 ? <RichText html={data.content2} className="post-content" /> : null}
          </div>
          {data.attachments.length > 0 ? (
            <section className="training-attachments">
              <h2>{t('trainings.attachments')}</h2>
              <ul>
                {data.attachments.map((attachment) => (
                  <li key={attachment.url}>
                    <a href={attachment.url} target="_blank" rel="noopener noreferrer">
                      {attachment.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
      )}
      <p>
        <RouteLink to="partnerTrainings" className="text-link">
          {t('trainings.back')}
        </RouteLink>
      </p>
    </div>
  );
}
