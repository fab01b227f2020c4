import { describe, expect, it } from 'vitest';
import { Session } from './session';
import { json, memoryStorage, stubFetch } from './test/stubs';

const KEY = 'vyrelle.admin.oAuth';
const NOW = 1_800_000_000_000;

function sessionWith(routes: Parameters<typeof stubFetch>[0], expiresAt: number) {
  const storage = memoryStorage({
    [KEY]: JSON.stringify({
      accessToken: 'old',
      refreshToken: 'r0',
      tokenType: 'Bearer',
      expiresIn: 3600,
      expiresAt,
    }),
  });
  const stub = stubFetch(routes);
  const session = new Session({
    fetch: stub.fetch,
    storage,
    storageKey: KEY,
    tokenUrl: '/oauth/token',
    revokeUrl: '/oauth/revoke',
    clientId: 'backoffice',
    clientSecret: 's',
    refreshAheadMs: 60_000,
    now: () => NOW,
  });
  return { session, calls: stub.calls };
}

describe('session', () => {
  it('refreshes ahead when the token expires within 60 s', async () => {
    const { session, calls } = sessionWith(
      {
        'POST /oauth/token': json(200, { access_token: 'new', expires_in: 3600 }),
        'GET /api/admin/posts': json(200, { data: [], total: 0 }),
      },
      NOW + 30_000,
    );
    await session.fetch('/api/admin/posts');
    expect(calls.map((c) => c.url)).toEqual(['/oauth/token', '/api/admin/posts']);
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer new');
    // the server did not rotate the refresh token: the old one is kept
    expect(session.read()).toMatchObject({ accessToken: 'new', refreshToken: 'r0' });
  });

  it('shares one refresh between requests that hit a 401 together', async () => {
    let tokenCalls = 0;
    const { session, calls } = sessionWith(
      {
        'POST /oauth/token': () => {
          tokenCalls += 1;
          return json(200, { access_token: 'new', refresh_token: 'r1', expires_in: 3600 });
        },
        'GET /api/admin/': (call) =>
          call.headers.get('Authorization') === 'Bearer new'
            ? json(200, { data: [], total: 0 })
            : json(401, { status: 401 }),
      },
      NOW + 3_600_000,
    );

    const answers = await Promise.all([
      session.fetch('/api/admin/posts'),
      session.fetch('/api/admin/orders'),
      session.fetch('/api/admin/reviews'),
    ]);

    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(tokenCalls).toBe(1);
    expect(calls.filter((c) => c.url.startsWith('/api/admin/'))).toHaveLength(6);
  });
});
