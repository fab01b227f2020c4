/** The header's account link: "log in" for visitors, the account with the first name once signed in. */
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.tsx';
import { AccountIcon } from '../icons.tsx';
import { RouteLink } from '../route-link.tsx';

export function AccountLink() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  if (status === 'signedOut') {
    return (
      <RouteLink
        to="login"
        className="icon-button header-account"
        aria-label={t('header.signIn')}
        data-session="signed-out"
      >
        <AccountIcon />
      </RouteLink>
    );
  }
  // Unknown (server render, hydration) and loading look like the plain account link.
  return (
    <RouteLink
      to="accountOverview"
      className={user ? 'header-account header-account-signed-in' : 'icon-button header-account'}
      aria-label={
        user ? t('header.accountSignedIn', { name: user.firstName }) : t('header.account')
      }
      data-session={user ? 'signed-in' : status}
    >
      <span className="header-account-icon">
        <AccountIcon />
        {user ? <span className="session-dot" aria-hidden="true" /> : null}
      </span>
      {user ? (
        <span className="header-account-name" aria-hidden="true">
          {user.firstName}
        </span>
      ) : null}
    </RouteLink>
  );
}
