import type { AuthProvider, UserIdentity } from 'ra-core';
import { backofficeRole, canAccess, type BackofficeRole } from './permissions';
import { readJson } from './problem';
import { SIGN_IN_ERRORS, type Session } from './session';

/** What the back-office reads from `GET /api/user`; other fields are ignored. */
export interface CurrentUser {
  id: string | number;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** The language of the user's account, which the back-office adopts until one is chosen. */
  locale?: string;
  role: BackofficeRole;
  /** The session must set up two-factor sign-in before anything else (STAFF_MFA=required). */
  enrolmentRequired?: boolean;
}

export const AUTH_ERRORS = {
  roleRefused: SIGN_IN_ERRORS.roleRefused,
  sessionExpired: 'vyrelle.auth.session_expired',
  unavailable: 'vyrelle.auth.unavailable',
} as const;

/** A rejection react-admin understands: `message` is notified (translated), false for none. */
class AuthRejection extends Error {
  constructor(message: string | false) {
    super(message === false ? '' : message);
    Object.assign(this, { message });
  }
}

type UserCheck =
  | { kind: 'ok'; user: CurrentUser }
  | { kind: 'signed-out' }
  | { kind: 'refused' }
  | { kind: 'unavailable' };

/** Reads the role from `role: 'admin'` or `roles: ['admin', …]`, whichever the API sends. */
export function rolesOf(user: Record<string, unknown>): string[] {
  const roles = user['roles'];
  if (Array.isArray(roles)) return roles.filter((r): r is string => typeof r === 'string');
  const role = user['role'];
  return typeof role === 'string' ? [role] : [];
}

/**
 * react-admin auth provider on our OAuth endpoints. Sign-in is the password grant; the user
 * behind the token (`GET /api/user`) must hold a back-office role, otherwise the tokens are
 * revoked and the sign-in fails with a translated refusal. The role is then the permission
 * (`getPermissions`) and decides `canAccess` per resource (permissions.ts).
 */
export function createAuthProvider(
  session: Session,
  currentUserUrl: string,
  twoFactorUrl?: string,
): AuthProvider {
  // one GET /api/user per page load (and per sign-in), not one per react-admin check
  let cached: Promise<UserCheck> | null = null;

  async function fetchUser(): Promise<UserCheck> {
    if (!session.read()) return { kind: 'signed-out' };
    let response: Response;
    try {
      response = await session.fetch(currentUserUrl, { headers: { Accept: 'application/json' } });
    } catch {
      return { kind: 'unavailable' };
    }
    if (response.status === 401) return { kind: 'signed-out' };
    if (!response.ok) return { kind: response.status === 403 ? 'refused' : 'unavailable' };
    const body = await readJson(response);
    if (typeof body !== 'object' || body === null) return { kind: 'unavailable' };
    const raw = body as Record<string, unknown>;
    const role = backofficeRole(rolesOf(raw));
    if (!role) return { kind: 'refused' };
    const id = raw['id'];
    const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : undefined);
    const user: CurrentUser = { id: typeof id === 'number' ? id : String(id), role };
    const email = text('email');
    const firstName = text('firstName');
    const lastName = text('lastName');
    const locale = text('locale');
    if (email) user.email = email;
    if (locale) user.locale = locale;
    if (firstName) user.firstName = firstName;
    if (lastName) user.lastName = lastName;
    if (twoFactorUrl) {
      try {
        const status = await session.fetch(twoFactorUrl, {
          headers: { Accept: 'application/json' },
        });
        const value = status.ok ? await readJson(status) : undefined;
        if ((value as { enrolmentRequired?: unknown } | undefined)?.enrolmentRequired === true)
          user.enrolmentRequired = true;
      } catch {
        return { kind: 'unavailable' };
      }
    }
    return { kind: 'ok', user };
  }

  function currentUser(): Promise<UserCheck> {
    cached ??= fetchUser().then((check) => {
      // only a confirmed user is worth remembering; anything else is asked again next time
      if (check.kind !== 'ok') cached = null;
      return check;
    });
    return cached;
  }

  async function signOut(): Promise<void> {
    cached = null;
    await session.revoke();
    session.clear();
  }

  async function requireUser(): Promise<CurrentUser> {
    const check = await currentUser();
    switch (check.kind) {
      case 'ok':
        return check.user;
      case 'refused':
        await signOut();
        throw new AuthRejection(AUTH_ERRORS.roleRefused);
      case 'signed-out':
        session.clear();
        throw new AuthRejection(AUTH_ERRORS.sessionExpired);
      case 'unavailable':
        throw new AuthRejection(AUTH_ERRORS.unavailable);
    }
  }

  return {
    async login(params: {
      username?: unknown;
      password?: unknown;
      otp?: unknown;
      recoveryCode?: unknown;
    }) {
      const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
      const username = text(params.username);
      const password = typeof params.password === 'string' ? params.password : '';
      cached = null;
      await session.signIn(username, password, {
        otp: text(params.otp).replace(/\s/g, ''),
        recoveryCode: text(params.recoveryCode),
      });
      const check = await currentUser();
      // a staff account without two-factor where it is required: straight to its set-up
      if (check.kind === 'ok')
        return check.user.enrolmentRequired ? { redirectTo: '/two-factor' } : undefined;
      await signOut();
      throw new Error(check.kind === 'refused' ? AUTH_ERRORS.roleRefused : AUTH_ERRORS.unavailable);
    },

    async logout() {
      await signOut();
    },

    /** After enrolling two-factor sign-in: a refreshed token carries it, and the user is read again. */
    async renewSession() {
      await session.refresh();
      cached = null;
    },

    async checkAuth() {
      // no stored sign-in at all: straight to the login page, without an error notice
      if (!session.read()) throw new AuthRejection(false);
      await requireUser();
    },

    async checkError(error: { status?: number }) {
      // the session already refreshed once before letting a 401 through: the sign-in is over
      if (error?.status === 401) {
        cached = null;
        session.clear();
        throw new AuthRejection(AUTH_ERRORS.sessionExpired);
      }
      // 403 is "not for your role": stay signed in, the failed call shows its own notice
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = await requireUser();
      const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
      return {
        id: user.id,
        fullName: fullName || user.email || String(user.id),
        ...(user.email ? { email: user.email } : {}),
        ...(user.locale ? { locale: user.locale } : {}),
        role: user.role,
        enrolmentRequired: user.enrolmentRequired === true,
      };
    },

    async getPermissions() {
      if (!session.read()) return null;
      const check = await currentUser();
      return check.kind === 'ok' ? check.user.role : null;
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      const check = await currentUser();
      return (
        check.kind === 'ok' &&
        !check.user.enrolmentRequired &&
        canAccess(check.user.role, resource, action)
      );
    },
  };
}
