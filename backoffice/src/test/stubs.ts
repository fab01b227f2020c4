import type { FetchLike, StorageLike } from '../session';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

type Reply = Response | ((call: RecordedCall) => Response | Promise<Response>);

/**
 * A fetch that answers from a list of routes (`METHOD path-prefix`) and records every call.
 * Unmatched calls fail the test loudly rather than hanging.
 */
export function stubFetch(routes: Record<string, Reply | Reply[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map(
    Object.entries(routes).map(([key, reply]) => [key, Array.isArray(reply) ? [...reply] : reply]),
  );
  const fetch: FetchLike = async (url, init = {}) => {
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    const key = [...queues.keys()].find((route) => {
      const [method, prefix] = route.split(' ');
      return method === call.method && prefix !== undefined && url.startsWith(prefix);
    });
    const entry = key === undefined ? undefined : queues.get(key);
    const reply = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!reply) throw new Error(`unexpected ${call.method} ${url}`);
    return typeof reply === 'function' ? reply(call) : reply.clone();
  };
  return { fetch, calls };
}

export const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });

export const problem = (status: number, body: Record<string, unknown>) =>
  json(status, { status, ...body }, 'application/problem+json');

export function memoryStorage(initial: Record<string, string> = {}): StorageLike & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
