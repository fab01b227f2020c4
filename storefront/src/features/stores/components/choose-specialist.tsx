/**
 * "Choose as my beautician" on an official partner in the locator. Signed in as a customer: sets
 * it through the specialist API (PUT /api/user/specialist); signed out: to sign-in and back here.
 * Nothing before hydration (who is signed in is only known in the browser).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RouteLink } from '../../../components/route-link.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { loginHref } from '../../../lib/redirects.ts';
import { useSession } from '../../../lib/session.tsx';
import { useGetSpecialistQuery, useSetSpecialistMutation } from '../../../lib/shop-api.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

export function ChooseSpecialist({ storeId, name }: { storeId: string; name: string }) {
  const { t } = useTranslation('stores');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const session = useSession();
  const customer = session.status === 'signedIn' && session.user?.role === 'customer';
  const specialist = useGetSpecialistQuery(undefined, { skip: !customer });
  const [setSpecialist, setting] = useSetSpecialistMutation();
  const [failed, setFailed] = useState(false);
  if (!hydrated) return null;
  if (session.status === 'signedOut') {
    return (
      <div className="store-specialist">
        <Link
          to={loginHref(locale, pathname + search)}
          className="button button-secondary"
          data-testid="store-choose-sign-in"
        >
          {t('specialist.choose')}
        </Link>
        <p className="meta-note">{t('specialist.signIn')}</p>
      </div>
    );
  }
  if (!customer || !specialist.data) return null;
  if (specialist.data.store?.id === storeId) {
    return (
      <p
        className="store-specialist store-specialist-chosen"
        role="status"
        data-testid="store-chosen"
      >
        {t('specialist.chosen', { name })}{' '}
        <RouteLink to="accountBeautician" className="text-link">
          {t('specialist.manage')}
        </RouteLink>
      </p>
    );
  }
  const choose = async () => {
    setFailed(false);
    const result = await setSpecialist({ storeId: storeId });
    if (result.error) setFailed(true);
  };
  return (
    <div className="store-specialist">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void choose()}
        disabled={setting.isLoading}
        data-testid="store-choose"
      >
        {t('specialist.choose')}
      </button>
      <p className="meta-note">{t('specialist.privacy')}</p>
      {failed ? (
        <p className="field-error" role="alert">
          {t('specialist.failed')}
        </p>
      ) : null}
    </div>
  );
}
