/** Account area (SPEC §2): a side navigation with the sign-out button, and the chosen section. */
import { useTranslation } from 'react-i18next';
import '../account.css';
import { Outlet, useNavigate } from 'react-router';
import { RouteNavLink } from '../../../components/route-link.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { withNotice } from '../../../lib/notice.ts';
import { href } from '../../../lib/routes.ts';
import { useSignOutMutation } from '../../../lib/session-api.ts';
import { useSession } from '../../../lib/session.tsx';

const sections = [
  'accountOverview',
  'accountDetails',
  'accountAddresses',
  'accountPayment',
  'accountOrders',
  'accountRoutines',
  'accountBeautician',
  'accountPrivacy',
] as const;

function SignOutButton() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [signOut, { isLoading }] = useSignOutMutation();
  const onClick = async () => {
    await signOut();
    void navigate(href('home', locale), { state: withNotice('signedOut') });
  };
  return (
    <button
      type="button"
      className="side-nav-action"
      onClick={() => void onClick()}
      disabled={isLoading}
      data-testid="sign-out"
    >
      {isLoading ? t('session.signingOut') : t('session.signOut')}
    </button>
  );
}

export default function AccountLayout() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  return (
    <div className="container area">
      <header className="screen-header">
        <h1>{t('title')}</h1>
      </header>
      <div className="area-grid">
        <nav className="side-nav" aria-label={t('navLabel')}>
          <ul>
            {sections.map((section) => (
              <li key={section}>
                <RouteNavLink to={section}>{tc(`routes.${section}.title`)}</RouteNavLink>
              </li>
            ))}
            <li>
              <RouteNavLink to="favourites">{tc('routes.favourites.title')}</RouteNavLink>
            </li>
            {user?.role === 'partner' ? (
              <li>
                <RouteNavLink to="partnerDashboard">
                  {tc('routes.partnerDashboard.title')}
                </RouteNavLink>
              </li>
            ) : null}
          </ul>
          <SignOutButton />
        </nav>
        <div className="area-content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
