import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../auth-provider';
import { Session, SIGN_IN_ERRORS } from '../session';
import { json, memoryStorage, stubFetch } from '../test/stubs';

const tokens = { access_token: 'a1', refresh_token: 'r1', token_type: 'Bearer', expires_in: 900 };
const mfaRequired = () =>
  json(400, {
    error: 'invalid_grant',
    error_description: 'A two-factor code is required',
    mfa_required: true,
  });
const admin = json(200, { id: 1, email: 'admin@demo.test', role: 'admin' });

function setup(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch({ 'POST /oauth/revoke': new Response(null, { status: 200 }), ...routes });
  const session = new Session({
    fetch: stub.fetch,
    storage: memoryStorage(),
    storageKey: 'vyrelle.admin.oAuth',
    tokenUrl: '/oauth/token',
    revokeUrl: '/oauth/revoke',
    clientId: 'backoffice',
    clientSecret: 'test-secret',
    refreshAheadMs: 60_000,
  });
  return {
    auth: createAuthProvider(session, '/api/user', '/api/admin/two-factor'),
    calls: stub.calls,
  };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error as Error).message,
  );

describe('two-factor sign-in in the back-office', () => {
  it('asks for the code after the password, then sends the same grant with otp', async () => {
    const { auth, calls } = setup({
      'POST /oauth/token': [mfaRequired(), json(200, tokens)],
      'GET /api/user': admin,
      'GET /api/admin/two-factor': json(200, { enabled: true, enrolmentRequired: false }),
    });
    expect(await failure(auth.login({ username: 'admin@demo.test', password: 'Demo1234' }))).toBe(
      SIGN_IN_ERRORS.codeRequired,
    );
    expect(
      await auth.login({ username: 'admin@demo.test', password: 'Demo1234', otp: ' 123 456 ' }),
    ).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(calls[1]!.body))).toMatchObject({
      grant_type: 'password',
      otp: '123456',
    });
    expect(await auth.canAccess!({ resource: 'orders', action: 'list' })).toBe(true);
  });

  it('tells a wrong code from a missing one and sends a recovery code as recovery_code', async () => {
    const { auth, calls } = setup({ 'POST /oauth/token': mfaRequired() });
    expect(
      await failure(auth.login({ username: 'a@b.c', password: 'x', recoveryCode: 'abcde-fghjk' })),
    ).toBe(SIGN_IN_ERRORS.codeInvalid);
    expect(new URLSearchParams(calls[0]!.body).get('recovery_code')).toBe('abcde-fghjk');
  });

  it('sends a session that must enrol to the set-up, with no resource open to it', async () => {
    const { auth } = setup({
      'POST /oauth/token': json(200, tokens),
      'GET /api/user': admin,
      'GET /api/admin/two-factor': json(200, { enabled: false, enrolmentRequired: true }),
    });
    expect(await auth.login({ username: 'admin@demo.test', password: 'Demo1234' })).toEqual({
      redirectTo: '/two-factor',
    });
    expect(await auth.canAccess!({ resource: 'orders', action: 'list' })).toBe(false);
    expect(await auth.getIdentity!()).toMatchObject({ enrolmentRequired: true });
  });
});
