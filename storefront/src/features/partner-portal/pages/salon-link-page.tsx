/**
 * A salon's personal link (`/t/<code>` redirects here): the salon, what it will see, and — once
 * signed in — one button that chooses it as specialist (PUT /api/user/specialist).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { loginHref } from '../../../lib/redirects.ts';
import { isNotFoundError, loadQuery, type ScreenLoader } from '../../../lib/route-data.ts';
import { useSession } from '../../../lib/session.tsx';
import { useGetSpecialistQuery, useSetSpecialistMutation } from '../../../lib/shop-api.ts';
import { partnerPortalApi, useGetPartnerLinkQuery } from '../api/partner-portal-api.ts';
import '../partner-portal.css';

export const loader: ScreenLoader = async ({ params, locale, dispatch }) => {
  const { data, error } = await loadQuery(
    dispatch,
    partnerPortalApi.endpoints.getPartnerLink.initiate(params.code ?? ''),
  );
  if (isNotFoundError(error)) return { notFound: true, locale, page: 'salonLink' };
  return data ? { meta: { crumb: data.store.name } } : null;
};

function Choose({ storeId, name }: { storeId: string; name: string }) {
  const { t } = useTranslation('partnerPortal');
  const specialist = useGetSpecialistQuery();
  const [setSpecialist, setting] = useSetSpecialistMutation();
  const [outcome, setOutcome] = useState<'chosen' | 'failed' | null>(null);
  if (specialist.isError && !specialist.data)
    return (
      <LoadFailed onRetry={() => void specialist.refetch()} retrying={specialist.isFetching} />
    );
  if (!specialist.data) return <Loading />;
  if (outcome === 'chosen' || specialist.data.store?.id === storeId) {
    return (
      <div data-testid="salon-chosen">
        <p className="lead" role="status">
          {outcome === 'chosen' ? t('salon.chosen', { name }) : t('salon.already', { name })}
        </p>
        <RouteLink to="products" params={{ '*': '' }} className="button button-primary">
          {t('salon.shop')}
        </RouteLink>
      </div>
    );
  }
  const choose = async () => {
    const result = await setSpecialist({ storeId: storeId });
    setOutcome(result.error ? 'failed' : 'chosen');
  };
  return (
    <div>
      <button
        type="button"
        className="button button-primary"
        onClick={() => void choose()}
        disabled={setting.isLoading}
        data-testid="salon-choose"
      >
        {t('salon.choose')}
      </button>
      {outcome === 'failed' ? (
        <p className="field-error" role="alert">
          {t('salon.failed')}
        </p>
      ) : null}
    </div>
  );
}

export default function SalonLinkPage() {
  const { t } = useTranslation('partnerPortal');
  const locale = useLocale();
  const { code = '' } = useParams();
  const { pathname, search } = useLocation();
  const session = useSession();
  const { data, isError, isFetching, refetch } = useGetPartnerLinkQuery(code);
  return (
    <div className="container narrow partner-portal" data-testid="salon-link">
      <ScreenHeader />
      {isError && !data ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : (
        <section className="form-card" data-store-id={data.store.id}>
          <h2>{data.store.name}</h2>
          <p>
            {data.store.address}, {data.store.postalCode} {data.store.city}
          </p>
          <p>{t('salon.intro', { name: data.store.name })}</p>
          <p className="meta-note">{t('salon.privacy')}</p>
          <p className="meta-note">{t('salon.removeAnytime')}</p>
          {session.status === 'signedOut' ? (
            <div className="form-actions">
              <Link
                to={loginHref(locale, pathname + search)}
                className="button button-primary"
                data-testid="salon-sign-in"
              >
                {t('salon.signIn')}
              </Link>
              <RouteLink
                to="register"
                search={`?redirect=${encodeURIComponent(pathname + search)}`}
                className="text-link"
                data-testid="salon-register"
              >
                {t('salon.register')}
              </RouteLink>
            </div>
          ) : session.status !== 'signedIn' ? (
            <Loading />
          ) : session.user?.role === 'partner' ? (
            <p>{t('salon.partnerAccount')}</p>
          ) : (
            <Choose storeId={data.store.id} name={data.store.name} />
          )}
        </section>
      )}
    </div>
  );
}
