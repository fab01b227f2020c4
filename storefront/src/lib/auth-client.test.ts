// The sign-in client (SPEC §4) through the real store and base query, against a fake token
// server injected as fetch. Time is driven with fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../app/store.ts';
import { api } from './api.ts';
import {
  createAuthClient,
  refreshLeadMs,
  type AuthClientOptions,
  type AuthStore,
} from './auth-client.ts';
import type { StoredAuth } from './auth-state.ts';
import { sessionApi } from './session-api.ts';

const origin = 'http://shop.test';

/** Endpoints only these tests use: three different requests that need a signed-in user. */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ n: number }, number>({ query: (n) => `probe/${n}` }),
  }),
});

interface Deferred {
  resolve(): void;
}

/**
 * A token server and a protected API. Access tokens `access-N` and refresh tokens `refresh-N`
 * come in pairs; a refresh with a dead (rotated) refresh token is refused like the real one.
 */
function fakeServer() {
  let issued = 0;
  const validAccess = new Set<string>();
  const liveRefresh = new Set<string>();
  const calls: {
    url: string;
    method: string;
    authorization: string | null;
    form: Record<string, string> | null;
  }[] = [];
  let holdRefresh: Promise<void> | null = null;
  let refreshAnswer: 'ok' | 'invalid_grant' | 'offline' | 'server_error' = 'ok';

  function issue() {
    issued += 1;
    const access = `access-${issued}`;
    const refresh = `refresh-${issued}`;
    validAccess.add(access);
    liveRefresh.add(refresh);
    return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: 900 };
  }

  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.clone().text() : '';
    const form = request.headers.get('content-type')?.includes('x-www-form-urlencoded')
      ? Object.fromEntries(new URLSearchParams(body))
      : null;
    calls.push({
      url: url.pathname,
      method: request.method,
      authorization: request.headers.get('authorization'),
      form,
    });

    if (url.pathname === '/oauth/token') {
      if (form?.client_id !== 'storefront' || form.client_secret !== 'storefront-dev-secret') {
        return Response.json(
          { error: 'invalid_client', error_description: 'Unknown client' },
          { status: 401 },
        );
      }
      if (form.grant_type === 'password') {
        if (form.username === 'customer@demo.test' && form.password === 'Demo1234')
          return Response.json(issue());
        if (form.username === 'busy@demo.test')
          return Response.json(
            { error: 'too_many_requests' },
            { status: 429, headers: { 'retry-after': '120' } },
          );
        return Response.json(
          { error: 'invalid_grant', error_description: 'Invalid credentials' },
          { status: 400 },
        );
      }
      if (form.grant_type === 'refresh_token') {
        if (holdRefresh) await holdRefresh;
        if (refreshAnswer === 'offline') throw new TypeError('fetch failed');
        if (refreshAnswer === 'server_error')
          return Response.json({ error: 'server_error' }, { status: 503 });
        if (refreshAnswer === 'invalid_grant' || !liveRefresh.delete(form.refresh_token ?? '')) {
          return Response.json(
            { error: 'invalid_grant', error_description: 'Refresh token expired or reused' },
            { status: 400 },
          );
        }
        for (const token of validAccess) validAccess.delete(token);
        return Response.json(issue());
      }
    }
    if (url.pathname === '/oauth/revoke') {
      liveRefresh.delete(form?.token ?? '');
      return new Response(null, { status: 200 });
    }
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!validAccess.has(token))
      return Response.json(
        { status: 401, code: 'AUTH_UNAUTHENTICATED', errors: {} },
        { status: 401 },
      );
    if (url.pathname === '/api/user')
      return Response.json({ id: 'u1', email: 'customer@demo.test', firstName: 'Anna' });
    const probe = /^\/api\/probe\/(\d+)$/.exec(url.pathname);
    if (probe) return Response.json({ n: Number(probe[1]) });
    return Response.json({}, { status: 404 });
  });

  return {
    fetchFn,
    calls,
    tokenCalls: (grant: string) =>
      calls.filter((c) => c.url === '/oauth/token' && c.form?.grant_type === grant),
    apiCalls: (path: string) => calls.filter((c) => c.url === path),
    /** Expire every access token now, as the server would after 15 minutes. */
    expireAccessTokens: () => validAccess.clear(),
    /** Keep refresh answers waiting until the returned handle is resolved. */
    holdRefreshes(): Deferred {
      let release!: () => void;
      holdRefresh = new Promise<void>((resolve) => (release = resolve));
      return {
        resolve() {
          holdRefresh = null;
          release();
        },
      };
    },
    answerRefreshWith(answer: typeof refreshAnswer) {
      refreshAnswer = answer;
    },
  };
}

function memoryStore(
  initial: StoredAuth | null = null,
): AuthStore & { value: StoredAuth | null; writes: number } {
  const store = {
    value: initial,
    writes: 0,
    read: () => store.value,
    write: (state: StoredAuth) => {
      store.value = state;
      store.writes += 1;
    },
    clear: () => {
      store.value = null;
      store.writes += 1;
    },
  };
  return store;
}

let server: ReturnType<typeof fakeServer>;
let storage: ReturnType<typeof memoryStore>;
let onSessionEnded: ReturnType<typeof vi.fn<NonNullable<AuthClientOptions['onSessionEnded']>>>;

function setUp(options: Partial<AuthClientOptions> = {}) {
  const auth = createAuthClient({
    origin,
    fetch: server.fetchFn,
    store: storage,
    onSessionEnded,
    ...options,
  });
  const store = createStore({ apiOrigin: origin, auth, fetchFn: server.fetchFn });
  return { auth, store };
}

async function signedIn(options: Partial<AuthClientOptions> = {}) {
  const setup = setUp(options);
  setup.auth.start();
  await setup.auth.signIn('customer@demo.test', 'Demo1234');
  return setup;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
  server = fakeServer();
  storage = memoryStore();
  onSessionEnded = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in', () => {
  it('sends the password grant form-encoded and stores the answer with expiresAt = now + expires_in', async () => {
    const { auth } = setUp();
    const listener = vi.fn();
    auth.subscribe(listener);
    await auth.signIn('customer@demo.test', 'Demo1234');
    const [call] = server.tokenCalls('password');
    expect(call?.form).toEqual({
      grant_type: 'password',
      username: 'customer@demo.test',
      password: 'Demo1234',
      client_id: 'storefront',
      client_secret: 'storefront-dev-secret',
    });
    const expected = {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      tokenType: 'Bearer',
      expiresIn: 900,
      expiresAt: Date.now() + 900_000,
    };
    expect(auth.getState()).toEqual(expected);
    expect(storage.value).toEqual(expected);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['someone@demo.test', 'wrong', { kind: 'invalidCredentials' }],
    ['busy@demo.test', 'x', { kind: 'tooManyAttempts', retryAfterSeconds: 120 }],
  ])('reports %s as %o and stays signed out', async (username, password, failure) => {
    const { auth } = setUp();
    await expect(auth.signIn(username, password)).rejects.toMatchObject({ failure });
    expect(auth.getState()).toBeNull();
    expect(storage.value).toBeNull();
  });

  it('reports an unreachable server or a rejected client as unavailable', async () => {
    const offline = createAuthClient({
      origin,
      store: storage,
      fetch: vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    });
    await expect(offline.signIn('customer@demo.test', 'Demo1234')).rejects.toMatchObject({
      failure: { kind: 'unavailable' },
    });
    const wrongSecret = createAuthClient({
      origin,
      store: storage,
      fetch: server.fetchFn,
      clientSecret: 'nope',
    });
    await expect(wrongSecret.signIn('customer@demo.test', 'Demo1234')).rejects.toMatchObject({
      failure: { kind: 'unavailable' },
    });
  });

  it('through the store: the bearer header is set when signed in and absent when signed out', async () => {
    const { auth, store } = setUp();
    await store.dispatch(
      sessionApi.endpoints.signIn.initiate({
        username: 'customer@demo.test',
        password: 'Demo1234',
      }),
    );
    expect(auth.isSignedIn()).toBe(true);
    await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(server.apiCalls('/api/probe/1').at(-1)?.authorization).toBe('Bearer access-1');

    await store.dispatch(sessionApi.endpoints.signOut.initiate());
    await store.dispatch(probeApi.endpoints.probe.initiate(2));
    expect(server.apiCalls('/api/probe/2').at(-1)?.authorization).toBeNull();
  });

  it('gives the sign-in mutation the reason of a failure', async () => {
    const { store } = setUp();
    const result = await store.dispatch(
      sessionApi.endpoints.signIn.initiate({ username: 'x@demo.test', password: 'bad' }),
    );
    expect(result.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: 'signInFailed',
      data: { kind: 'invalidCredentials' },
    });
  });

  it('loads the current user only while signed in, and forgets it when who is signed in changes', async () => {
    const { store } = setUp();
    const anonymous = store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect((await anonymous).data).toBeNull();
    expect(server.apiCalls('/api/user')).toHaveLength(0);
    anonymous.unsubscribe();

    await store.dispatch(
      sessionApi.endpoints.signIn.initiate({
        username: 'customer@demo.test',
        password: 'Demo1234',
      }),
    );
    const user = store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect((await user).data).toMatchObject({ firstName: 'Anna' });
    expect(server.apiCalls('/api/user')).toHaveLength(1);

    await store.dispatch(sessionApi.endpoints.signOut.initiate());
    // The subscribed query was invalidated and answers null without asking the server.
    await vi.waitFor(() =>
      expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data).toBeNull(),
    );
    expect(server.apiCalls('/api/user')).toHaveLength(1);
    user.unsubscribe();
  });
});

describe('a 401 while signed in', () => {
  it('runs exactly one refresh for three concurrent 401s and retries all three with the new token', async () => {
    const { auth, store } = await signedIn();
    server.expireAccessTokens();

    const results = await Promise.all(
      [1, 2, 3].map((n) => store.dispatch(probeApi.endpoints.probe.initiate(n))),
    );

    expect(results.map((r) => r.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const refreshes = server.tokenCalls('refresh_token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.form).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      client_id: 'storefront',
      client_secret: 'storefront-dev-secret',
    });
    for (const n of [1, 2, 3]) {
      expect(server.apiCalls(`/api/probe/${n}`).map((c) => c.authorization)).toEqual([
        'Bearer access-1',
        'Bearer access-2',
      ]);
    }
    expect(auth.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(storage.value).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('holds requests that start while the refresh runs and sends them with the new token', async () => {
    const { store } = await signedIn();
    server.expireAccessTokens();
    const held = server.holdRefreshes();

    const first = store.dispatch(probeApi.endpoints.probe.initiate(1));
    await vi.waitFor(() => expect(server.tokenCalls('refresh_token')).toHaveLength(1));
    const second = store.dispatch(probeApi.endpoints.probe.initiate(2));
    await vi.advanceTimersByTimeAsync(50);
    // Nothing went out with the old token while the refresh was running.
    expect(server.apiCalls('/api/probe/2')).toHaveLength(0);

    held.resolve();
    expect((await first).data).toEqual({ n: 1 });
    expect((await second).data).toEqual({ n: 2 });
    expect(server.apiCalls('/api/probe/2').map((c) => c.authorization)).toEqual([
      'Bearer access-2',
    ]);
    expect(server.tokenCalls('refresh_token')).toHaveLength(1);
  });

  it('clears the stored sign-in and runs the failure callback once when the refresh is refused', async () => {
    const { auth, store } = await signedIn();
    server.expireAccessTokens();
    server.answerRefreshWith('invalid_grant');

    const results = await Promise.all(
      [1, 2, 3].map((n) => store.dispatch(probeApi.endpoints.probe.initiate(n))),
    );

    expect(results.map((r) => (r.error as { status?: unknown } | undefined)?.status)).toEqual([
      401, 401, 401,
    ]);
    expect(server.tokenCalls('refresh_token')).toHaveLength(1);
    expect(auth.getState()).toBeNull();
    expect(storage.value).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledWith('refreshFailed');
    // The timer went with the sign-in: nothing more happens.
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(server.tokenCalls('refresh_token')).toHaveLength(1);
  });

  it('keeps the sign-in when the refresh cannot reach the server, and tries again later', async () => {
    const { auth, store } = await signedIn();
    server.expireAccessTokens();
    server.answerRefreshWith('offline');

    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect((result.error as { status?: unknown }).status).toBe(401);
    expect(auth.getState()).toMatchObject({ refreshToken: 'refresh-1' });
    expect(onSessionEnded).not.toHaveBeenCalled();

    server.answerRefreshWith('ok');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.tokenCalls('refresh_token')).toHaveLength(2);
    expect(auth.getState()).toMatchObject({ accessToken: 'access-2' });
  });

  it('does not refresh for a 401 when signed out', async () => {
    const { store } = setUp();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect((result.error as { status?: unknown }).status).toBe(401);
    expect(server.tokenCalls('refresh_token')).toHaveLength(0);
  });
});

describe('automatic refresh', () => {
  it(`is scheduled ${refreshLeadMs / 1000} s before expiry, and again after each refresh`, async () => {
    const { auth } = await signedIn();
    await vi.advanceTimersByTimeAsync(900_000 - refreshLeadMs - 1);
    expect(server.tokenCalls('refresh_token')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.tokenCalls('refresh_token')).toHaveLength(1);
    expect(auth.getState()).toMatchObject({
      accessToken: 'access-2',
      expiresAt: Date.now() + 900_000,
    });

    await vi.advanceTimersByTimeAsync(900_000 - refreshLeadMs - 1);
    expect(server.tokenCalls('refresh_token')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.tokenCalls('refresh_token')).toHaveLength(2);
  });

  it('takes a configurable lead time', async () => {
    await signedIn({ refreshLeadMs: 300_000 });
    await vi.advanceTimersByTimeAsync(600_000 - 1);
    expect(server.tokenCalls('refresh_token')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.tokenCalls('refresh_token')).toHaveLength(1);
  });

  it('refreshes at once when the stored sign-in is already inside the window', async () => {
    const token = await createAuthClient({
      origin,
      fetch: server.fetchFn,
      store: memoryStore(),
    }).signIn('customer@demo.test', 'Demo1234');
    storage.value = { ...token, expiresAt: Date.now() + 30_000 };
    const { auth } = setUp();

    auth.start();
    // No timer has to fire: the refresh is already under way.
    await vi.waitFor(() => expect(server.tokenCalls('refresh_token')).toHaveLength(1));
    await auth.settled();
    expect(auth.getState()).toMatchObject({ accessToken: 'access-2' });
  });

  it('refreshes at once when the stored access token has already expired', async () => {
    const token = await createAuthClient({
      origin,
      fetch: server.fetchFn,
      store: memoryStore(),
    }).signIn('customer@demo.test', 'Demo1234');
    storage.value = { ...token, expiresAt: Date.now() - 5 * 60_000 };
    const { auth } = setUp();
    auth.start();
    await auth.settled();
    expect(server.tokenCalls('refresh_token')).toHaveLength(1);
    expect(auth.getState()).toMatchObject({ accessToken: 'access-2' });
  });

  it('is off when automatic refresh is off', async () => {
    await signedIn({ autoRefresh: false });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(server.tokenCalls('refresh_token')).toHaveLength(0);
  });

  it('adopts tokens another tab stored instead of spending the dead refresh token', async () => {
    const { auth } = await signedIn();
    // Another tab refreshed: the server rotated refresh-1 into refresh-2.
    const other = createAuthClient({
      origin,
      fetch: server.fetchFn,
      store: memoryStore(storage.value),
    });
    other.start();
    await other.refresh();
    storage.value = other.getState();
    other.stop();

    await auth.refresh();
    expect(server.tokenCalls('refresh_token')).toHaveLength(1);
    expect(auth.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('sign-out', () => {
  it('revokes the refresh token and clears the state, the storage and the timer', async () => {
    const { auth } = await signedIn();
    const listener = vi.fn();
    auth.subscribe(listener);
    expect(vi.getTimerCount()).toBe(1);

    await auth.signOut();

    const revoke = server.calls.filter((c) => c.url === '/oauth/revoke');
    expect(revoke).toHaveLength(1);
    expect(revoke[0]?.form).toEqual({
      token: 'refresh-1',
      client_id: 'storefront',
      client_secret: 'storefront-dev-secret',
    });
    expect(auth.getState()).toBeNull();
    expect(auth.accessToken()).toBeNull();
    expect(storage.value).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(server.tokenCalls('refresh_token')).toHaveLength(0);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('still signs out when the revoke call fails', async () => {
    const { auth } = await signedIn();
    server.fetchFn.mockRejectedValueOnce(new TypeError('offline'));
    await auth.signOut();
    expect(auth.getState()).toBeNull();
    expect(storage.value).toBeNull();
  });

  it('waits for a running refresh and revokes the newest refresh token', async () => {
    const { auth } = await signedIn();
    const held = server.holdRefreshes();
    const refreshing = auth.refresh();
    const signingOut = auth.signOut();
    held.resolve();
    await Promise.all([refreshing, signingOut]);
    expect(auth.getState()).toBeNull();
    expect(server.calls.find((c) => c.url === '/oauth/revoke')?.form?.token).toBe('refresh-2');
  });
});

describe('other tabs', () => {
  function storageEvent(key: string | null) {
    return Object.assign(new Event('storage'), { key });
  }

  it('follows a refresh, a sign-out and a sign-in made in another tab', async () => {
    const events = new EventTarget();
    const { auth } = await signedIn({ events });
    const listener = vi.fn();
    auth.subscribe(listener);

    storage.value = {
      ...storage.value!,
      accessToken: 'access-9',
      refreshToken: 'refresh-9',
      expiresAt: Date.now() + 900_000,
    };
    events.dispatchEvent(storageEvent('oAuth'));
    expect(auth.accessToken()).toBe('access-9');

    events.dispatchEvent(storageEvent('lang'));
    expect(listener).toHaveBeenCalledTimes(1);

    storage.value = null;
    events.dispatchEvent(storageEvent('oAuth'));
    expect(auth.getState()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('signedOutElsewhere');
    // Its timer went with it.
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(server.tokenCalls('refresh_token')).toHaveLength(0);

    storage.value = {
      accessToken: 'access-7',
      refreshToken: 'refresh-7',
      tokenType: 'Bearer',
      expiresIn: 900,
      expiresAt: Date.now() + 900_000,
    };
    events.dispatchEvent(storageEvent('oAuth'));
    expect(auth.accessToken()).toBe('access-7');
  });

  it('stops listening when stopped', async () => {
    const events = new EventTarget();
    const { auth } = await signedIn({ events });
    auth.stop();
    storage.value = null;
    events.dispatchEvent(storageEvent('oAuth'));
    expect(auth.isSignedIn()).toBe(true);
  });
});

describe('a password change', () => {
  it('stores the token pair it answers', async () => {
    const { auth } = await signedIn();
    auth.acceptTokens({
      access_token: 'access-x',
      refresh_token: 'refresh-x',
      token_type: 'Bearer',
      expires_in: 900,
    });
    expect(storage.value).toMatchObject({
      accessToken: 'access-x',
      refreshToken: 'refresh-x',
      expiresAt: Date.now() + 900_000,
    });
  });
});
