/**
 * The ways on from the SPEC §8 "you need to be connected" notice: log in (coming back here),
 * and for the cart also create an account or continue as a guest (the cart then asks the guest's
 * e-mail). Favourites and reviews need an account, so they offer only the login.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../lib/locale-context.tsx';
import { loginHref } from '../lib/redirects.ts';
import { RouteLink } from './route-link.tsx';

export function SignInOptions({ offerGuest }: { offerGuest: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <>
      {t('product.signInRequired')}{' '}
      <Link to={loginHref(locale, pathname + search)}>{t('product.signIn')}</Link>
      {offerGuest ? (
        <>
          {' · '}
          <RouteLink to="register">{t('shop.register')}</RouteLink> {t('shop.or')}{' '}
          <RouteLink to="cartSummary" data-testid="continue-as-guest">
            {t('shop.continueAsGuest')}
          </RouteLink>
        </>
      ) : null}
    </>
  );
}
