/** Partner-only trainings, in the page's language (nl where a training has no version in it). */
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useListPartnerTrainingsQuery } from '../api/partner-portal-api.ts';
import { PartnerNav } from '../components/partner-nav.tsx';
import { SessionInfo } from '../components/session-info.tsx';
import '../partner-portal.css';

export default function PartnerTrainingsPage() {
  const { t } = useTranslation('partnerPortal');
  const locale = useLocale();
  const { data, isError, isFetching, refetch } = useListPartnerTrainingsQuery(locale);
  return (
    <div className="container partner-portal">
      <ScreenHeader />
      <PartnerNav />
      {isError && !data ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <p>{t('trainings.empty')}</p>
      ) : (
        <ul className="training-list" data-testid="training-list">
          {data.data.map((training) => (
            <li key={training.id} className="form-card" data-training={training.slug}>
              <h2>
                <RouteLink to="partnerTraining" params={{ slug: training.slug }}>
                  {training.title}
                </RouteLink>
              </h2>
              {training.description ? <p>{training.description}</p> : null}
              <SessionInfo at={training.sessionAt} location={training.sessionLocation} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
