/**
 * The one RTK Query API of the storefront. Features add their endpoints with
 * `api.injectEndpoints`. Requests go to `/api` of the page's origin in the browser and to
 * `${apiOrigin}/api` during the server render (the store's thunk extra argument).
 *
 * Signed-in requests carry `Authorization: <tokenType> <accessToken>` from the sign-in client
 * (`auth-client.ts`), and no such header when signed out. A 401 on a request sent with a token
 * runs one refresh (however many requests got it) and retries with the new token; requests
 * that start while a refresh runs wait for it. The server render has no sign-in client.
 */
import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { AuthClient } from './auth-client.ts';
import { parseRetryAfter } from './auth-client.ts';

export interface ApiExtra {
  /** Origin prefixed to `/api`; empty in the browser. */
  readonly apiOrigin: string;
  /** The browser's sign-in client; absent on the server, where nobody is signed in. */
  readonly auth?: AuthClient | null;
  /** Injected for tests; defaults to the global fetch. */
  readonly fetchFn?: typeof fetch;
}

/** Puts the server's RTK Query cache into the browser's store before hydration. */
export const hydrateState = createAction<Record<string, unknown>>('app/stateHydrated');

/** A server render must not hang on a slow API. */
const requestTimeoutMs = 8000;

type RawBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

const baseQueries = new Map<string, RawBaseQuery>();
const injectedBaseQueries = new WeakMap<typeof fetch, Map<string, RawBaseQuery>>();

function rawBaseQueryFor(origin: string, fetchFn: typeof fetch | undefined): RawBaseQuery {
  const cache = fetchFn
    ? (injectedBaseQueries.get(fetchFn) ?? new Map<string, RawBaseQuery>())
    : baseQueries;
  if (fetchFn) injectedBaseQueries.set(fetchFn, cache);
  let baseQuery = cache.get(origin);
  if (!baseQuery) {
    baseQuery = fetchBaseQuery({
      baseUrl: origin,
      timeout: requestTimeoutMs,
      ...(fetchFn ? { fetchFn } : {}),
    });
    cache.set(origin, baseQuery);
  }
  return baseQuery;
}

/** Generated endpoints use the document's paths (`/api/cart`); hand-written ones `cart`. */
function withApiPrefix(args: string | FetchArgs): string | FetchArgs {
  const url = typeof args === 'string' ? args : args.url;
  if (url.startsWith('/') || /^[a-z]+:/i.test(url)) return args;
  return typeof args === 'string' ? `/api/${url}` : { ...args, url: `/api/${url}` };
}

function withAuthorization(
  args: string | FetchArgs,
  authorization: string | null,
): string | FetchArgs {
  if (!authorization) return args;
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('authorization', authorization);
  return { ...request, headers };
}

/** A 429's wait time travels with the error, so forms can say how long to wait. */
function withRetryAfter<R extends Awaited<ReturnType<RawBaseQuery>>>(result: R): R {
  if (result.error?.status !== 429) return result;
  const retryAfter = parseRetryAfter(result.meta?.response?.headers.get('retry-after'));
  const data =
    typeof result.error.data === 'object' && result.error.data !== null ? result.error.data : {};
  return { ...result, error: { ...result.error, data: { retryAfter, ...data } } };
}

export function extraOf(queryApi: Pick<BaseQueryApi, 'extra'>): ApiExtra {
  return (queryApi.extra ?? { apiOrigin: '' }) as ApiExtra;
}

const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (request, queryApi, extraOptions) => {
  const args = withApiPrefix(request);
  const { apiOrigin, auth, fetchFn } = extraOf(queryApi);
  const raw = rawBaseQueryFor(apiOrigin, fetchFn);
  if (!auth) return withRetryAfter(await raw(args, queryApi, extraOptions));

  // A refresh is running: go out with the token it brings, not the one it replaces.
  await auth.settled();
  const bearer = () => {
    const state = auth.getState();
    return state
      ? { token: state.accessToken, header: `${state.tokenType || 'Bearer'} ${state.accessToken}` }
      : null;
  };
  const sent = bearer();
  let result = await raw(withAuthorization(args, sent?.header ?? null), queryApi, extraOptions);
  if (result.error?.status === 401 && sent) {
    const token = await auth.refreshAfterUnauthorized(sent.token);
    const retry = bearer();
    if (token && retry)
      result = await raw(withAuthorization(args, retry.header), queryApi, extraOptions);
  }
  return withRetryAfter(result);
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['CurrentUser'],
  // When who is signed in changes, the cached user must go before anything renders with it
  // (a delayed invalidation would wait for the user query the new sign-in just started).
  invalidationBehavior: 'immediately',
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    // The payload is this API's slice as the server serialised it.
    if (hydrateState.match(action)) return action.payload[reducerPath] as never;
    return undefined;
  },
});
