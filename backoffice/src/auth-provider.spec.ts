import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS, createAuthProvider } from './auth-provider';
import { Session, SIGN_IN_ERRORS, type StoredSession } from './session';
import { json, memoryStorage, stubFetch } from './test/stubs';

const KEY = 'vyrelle.admin.oAuth';
const NOW = 1_800_000_000_000;
const tokens = { access_token: 'a1', refresh_token: 'r1', token_type: 'Bearer', expires_in: 3600 };

function setup(routes: Parameters<typeof stubFetch>[0], stored?: StoredSession) {
  const storage = memoryStorage(stored ? { [KEY]: JSON.stringify(stored) } : {});
  const stub = stubFetch({ 'POST /oauth/revoke': new Response(null, { status: 200 }), ...routes });
  const session = new Session({
    fetch: stub.fetch,
    storage,
    storageKey: KEY,
    tokenUrl: '/oauth/token',
    revokeUrl: '/oauth/revoke',
    clientId: 'backoffice',
    clientSecret: 'test-secret',
    refreshAheadMs: 60_000,
    now: () => NOW,
  });
  return { auth: createAuthProvider(session, '/api/user'), storage, calls: stub.calls };
}

const signedIn: StoredSession = {
  accessToken: 'a0',
  refreshToken: 'r0',
  tokenType: 'Bearer',
  expiresIn: 3600,
  expiresAt: NOW + 3_600_000,
};

const rejection = async (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as { message: unknown },
  );

describe('auth provider: sign-in and roles', () => {
  it('signs an admin in with the form-encoded password grant and stores the tokens', async () => {
    const { auth, storage, calls } = setup({
      'POST /oauth/token': json(200, tokens),
      'GET /api/user': json(200, {
        id: 1,
        email: 'admin@demo.test',
        firstName: 'Ann',
        lastName: 'Peeters',
        role: 'admin',
        locale: 'fr',
      }),
    });

    await auth.login({ username: ' admin@demo.test ', password: 'Demo1234' });

    const token = calls[0]!;
    expect(token.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      grant_type: 'password',
      username: 'admin@demo.test',
      password: 'Demo1234',
      client_id: 'backoffice',
      client_secret: 'test-secret',
    });
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer a1');
    expect(JSON.parse(storage.data.get(KEY)!)).toEqual({
      accessToken: 'a1',
      refreshToken: 'r1',
      tokenType: 'Bearer',
      expiresIn: 3600,
      expiresAt: NOW + 3_600_000,
    });
    expect(await auth.getPermissions!({})).toBe('admin');
    expect(await auth.getIdentity!()).toMatchObject({
      id: 1,
      fullName: 'Ann Peeters',
      locale: 'fr',
    });
  });

  it('lets a partner manager in, with a roles array as well as a single role', async () => {
    const { auth } = setup({
      'POST /oauth/token': json(200, tokens),
      'GET /api/user': json(200, {
        id: 'u2',
        email: 'manager@demo.test',
        roles: ['customer', 'partner_manager'],
      }),
    });
    await auth.login({ username: 'manager@demo.test', password: 'Demo1234' });
    expect(await auth.getPermissions!({})).toBe('partner_manager');
    expect(await auth.canAccess!({ resource: 'partner-applications', action: 'edit' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'posts', action: 'list' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'orders', action: 'delete' })).toBe(false);
  });

  it.each(['customer', 'partner'])(
    'refuses a %s with a translated message and revokes the tokens',
    async (role) => {
      const { auth, storage, calls } = setup({
        'POST /oauth/token': json(200, tokens),
        'GET /api/user': json(200, { id: 3, email: `${role}@demo.test`, role }),
      });

      const error = await rejection(
        auth.login({ username: `${role}@demo.test`, password: 'Demo1234' }),
      );

      expect(error.message).toBe(AUTH_ERRORS.roleRefused);
      expect(storage.data.has(KEY)).toBe(false);
      const revoke = calls.find((c) => c.url === '/oauth/revoke');
      expect(new URLSearchParams(revoke?.body).get('token')).toBe('r1');
    },
  );

  it('shows the role refusal when the token endpoint already refuses the account', async () => {
    const { auth, storage } = setup({
      'POST /oauth/token': json(400, {
        error: 'unauthorized_client',
        error_description: 'This account may not use the back-office',
      }),
    });
    const error = await rejection(
      auth.login({ username: 'partner@demo.test', password: 'Demo1234' }),
    );
    expect(error.message).toBe(AUTH_ERRORS.roleRefused);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('maps invalid_grant to the wrong-credentials message and stores nothing', async () => {
    const { auth, storage } = setup({
      'POST /oauth/token': json(400, {
        error: 'invalid_grant',
        error_description: 'Bad credentials',
      }),
    });
    const error = await rejection(auth.login({ username: 'admin@demo.test', password: 'nope' }));
    expect(error.message).toBe(SIGN_IN_ERRORS.invalidCredentials);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('refuses at checkAuth a stored sign-in whose user lost the back-office role', async () => {
    const { auth, storage } = setup(
      { 'GET /api/user': json(200, { id: 4, role: 'customer' }) },
      signedIn,
    );
    const error = await rejection(auth.checkAuth({}));
    expect(error.message).toBe(AUTH_ERRORS.roleRefused);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('sends a visitor without a stored sign-in to the login page without an error notice', async () => {
    const { auth, calls } = setup({});
    const error = await rejection(auth.checkAuth({}));
    expect(error.message).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('auth provider: expired tokens', () => {
  it('refreshes once on a 401 and retries with the new token', async () => {
    const { auth, calls, storage } = setup(
      {
        'GET /api/user': [
          json(401, { status: 401, title: 'Unauthorized' }),
          json(200, { id: 1, role: 'admin' }),
        ],
        'POST /oauth/token': json(200, { ...tokens, access_token: 'a2', refresh_token: 'r2' }),
      },
      signedIn,
    );

    await auth.checkAuth({});

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/user',
      'POST /oauth/token',
      'GET /api/user',
    ]);
    expect(new URLSearchParams(calls[1]!.body).get('grant_type')).toBe('refresh_token');
    expect(new URLSearchParams(calls[1]!.body).get('refresh_token')).toBe('r0');
    expect(calls[2]!.headers.get('Authorization')).toBe('Bearer a2');
    expect(JSON.parse(storage.data.get(KEY)!)).toMatchObject({
      accessToken: 'a2',
      refreshToken: 'r2',
    });
  });

  it('clears the sign-in when the refresh is refused', async () => {
    const { auth, storage } = setup(
      {
        'GET /api/user': json(401, { status: 401 }),
        'POST /oauth/token': json(400, { error: 'invalid_grant' }),
      },
      signedIn,
    );
    const error = await rejection(auth.checkAuth({}));
    expect(error.message).toBe(AUTH_ERRORS.sessionExpired);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('logs out on a 401 from the API but stays signed in on a 403', async () => {
    const { auth, storage } = setup({}, signedIn);
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(storage.data.has(KEY)).toBe(true);
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined();
    expect(storage.data.has(KEY)).toBe(false);
  });
});
