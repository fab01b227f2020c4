/**
 * Route guards (SPEC §2) on the real sign-in state. The server cannot see the browser's
 * sign-in, so guarded screens render a calm pending state there and during hydration; then:
 *
 * - `signed-in` screens: visitors go to login with a `redirect` back; signed-in users see a
 *   pending state until their user is loaded (a refresh may run first), then the screen. No
 *   flash of the login page or of an empty account.
 * - `guest-only` screens (login, register, forgot password): someone already signed in goes
 *   to the `redirect` target or the account overview. A sign-in made on the screen itself is
 *   followed by that screen's own navigation.
 *
 * - `shopper` screens (cart, checkout): an account or a guest checkout session; a visitor sees
 *   the SPEC §8 notice with sign in, register and "continue as a guest" in the screen's place.
 *
 * The gate decides once, when the sign-in state is first known. A session that ends later
 * is taken care of by whoever ended it: the sign-out button, or the sign-in client's failure
 * callback (`hydrate.tsx`), which go to their own screens with a notice.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from '../lib/locale-context.tsx';
import { localRedirectTarget, loginHref } from '../lib/redirects.ts';
import { useRouteText } from '../lib/route-text.ts';
import { href, type Guard, type Locale, type RouteName } from '../lib/routes.ts';
import { NotFound } from '../components/not-found.tsx';
import type { Role } from '../lib/session-api.ts';
import { isGuestAuth } from '../lib/auth-state.ts';
import { useAuthState, useSession } from '../lib/session.tsx';

/**
 * The visitor's notice of shopper screens (a form): only a visitor on the cart sees it, always
 * after hydration, so it is a chunk of its own and not part of every page's first view.
 */
const GuestCheckoutNotice = lazy(() =>
  import('../components/guest-checkout-notice.tsx').then((module) => ({
    default: module.GuestCheckoutNotice,
  })),
);

/** Where a guard sends the visitor, or null to stay. */
export function guardRedirect(
  guard: Guard,
  signedIn: boolean,
  locale: Locale,
  current: string,
): string | null {
  if ((guard === 'signed-in' || guard === 'partner') && !signedIn)
    return loginHref(locale, current);
  if (guard === 'guest-only' && signedIn) {
    const search = current.includes('?') ? current.slice(current.indexOf('?')) : '';
    return localRedirectTarget(search) ?? href('accountOverview', locale);
  }
  return null;
}

/** The first sign-in state known after hydration (or on mount): what the gate decides on. */
function useFirstKnown(signedIn: boolean | undefined): boolean | undefined {
  const [first, setFirst] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (first === undefined && signedIn !== undefined) setFirst(signedIn);
  }, [first, signedIn]);
  return first ?? signedIn;
}

function useGuardNavigation(guard: Guard, firstSignedIn: boolean | undefined): void {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (firstSignedIn === undefined) return;
    const target = guardRedirect(guard, firstSignedIn, locale, pathname + search);
    if (target) void navigate(target, { replace: true });
    // Decided once per first-known state: later changes are navigated by whoever made them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstSignedIn]);
}

/** The screen's title and a quiet "one moment" while the sign-in is checked. */
export function GatePending({ route }: { route: RouteName }) {
  const { t } = useTranslation();
  const routeText = useRouteText();
  return (
    <div className="container narrow gate" aria-busy="true" data-gate="pending">
      <h1>{routeText(route, 'title')}</h1>
      <p className="gate-status" role="status">
        <span className="gate-pulse" aria-hidden="true" />
        {t('session.checking')}
      </p>
    </div>
  );
}

function GateProblem({ route, onRetry }: { route: RouteName; onRetry: () => void }) {
  const { t } = useTranslation();
  const routeText = useRouteText();
  return (
    <div className="container narrow gate" data-gate="error">
      <h1>{routeText(route, 'title')}</h1>
      <p className="lead" role="alert">
        {t('formErrors.unavailable')}
      </p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('session.retry')}
      </button>
    </div>
  );
}

function SignedInGate({
  route,
  role,
  children,
}: {
  route: RouteName;
  role?: Role;
  children: ReactNode;
}) {
  const session = useSession();
  const known = session.status === 'unknown' ? undefined : session.status !== 'signedOut';
  useGuardNavigation('signed-in', useFirstKnown(known));
  // A role-only screen (partner area) looks like a missing page to everyone else.
  if (session.status === 'signedIn' && role && session.user?.role !== role) return <NotFound />;
  if (session.status === 'signedIn') return children;
  if (session.status === 'error') return <GateProblem route={route} onRetry={session.retry} />;
  return <GatePending route={route} />;
}

function GuestOnlyGate({ route, children }: { route: RouteName; children: ReactNode }) {
  const auth = useAuthState();
  // A guest checkout session has no account: login and register stay open to it.
  const firstSignedIn = useFirstKnown(
    auth === undefined ? undefined : auth !== null && !isGuestAuth(auth),
  );
  useGuardNavigation('guest-only', firstSignedIn);
  // Already signed in when arriving: leaving, show nothing of the form meanwhile.
  return firstSignedIn ? <GatePending route={route} /> : children;
}

/**
 * The cart and checkout: an account (loaded as for `signed-in`) or a guest checkout session gets
 * the screen; a visitor gets the SPEC §8 notice in its place, with sign in, register, or continue
 * as a guest (which starts the guest session and shows the screen).
 */
function ShopperGate({ route, children }: { route: RouteName; children: ReactNode }) {
  const session = useSession();
  if (session.guest) return children;
  if (session.status === 'unknown') return <GatePending route={route} />;
  if (session.status === 'signedOut')
    return (
      <Suspense fallback={<GatePending route={route} />}>
        <GuestCheckoutNotice />
      </Suspense>
    );
  if (session.status === 'signedIn') return children;
  if (session.status === 'error') return <GateProblem route={route} onRetry={session.retry} />;
  return <GatePending route={route} />;
}

export function GuardGate({
  guard,
  route,
  children,
}: {
  guard: Guard;
  route: RouteName;
  children: ReactNode;
}) {
  if (guard === 'signed-in') return <SignedInGate route={route}>{children}</SignedInGate>;
  if (guard === 'partner')
    return (
      <SignedInGate route={route} role="partner">
        {children}
      </SignedInGate>
    );
  if (guard === 'guest-only') return <GuestOnlyGate route={route}>{children}</GuestOnlyGate>;
  if (guard === 'shopper') return <ShopperGate route={route}>{children}</ShopperGate>;
  return children;
}
