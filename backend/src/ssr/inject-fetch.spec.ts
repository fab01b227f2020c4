import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from './storefront-host.js';

describe('in-process fetch for the server render', () => {
  const app = Fastify();
  let calls = 0;
  let version = 1;
  beforeAll(async () => {
    app.get('/api/public', (request, reply) => {
      calls++;
      return reply
        .header('cache-control', 'public, max-age=60')
        .send({ calls, lang: request.headers['accept-language'] ?? null });
    });
    app.get('/api/private', (_request, reply) => {
      calls++;
      return reply.header('cache-control', 'no-store').send({ calls });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps a public answer under the public version, per language, and drops it when the version moves', async () => {
    const fetchFn = injectFetch(app, () => version);
    const before = calls;
    const first = await (await fetchFn('http://internal/api/public')).json();
    const second = await (await fetchFn('http://internal/api/public')).json();
    expect(second).toEqual(first);
    expect(calls).toBe(before + 1);
    const german = await (
      await fetchFn('http://internal/api/public', { headers: { 'accept-language': 'de' } })
    ).json();
    expect(german).toMatchObject({ lang: 'de' });
    expect(calls).toBe(before + 2);
    version++; // a write to a public table
    const third = await (await fetchFn('http://internal/api/public')).json();
    expect(third.calls).toBe(before + 3);
    expect(fetchFn.memoSize()).toBeGreaterThan(0);
  });

  it('never keeps a private answer nor a request with credentials', async () => {
    const fetchFn = injectFetch(app, () => version);
    const before = calls;
    await fetchFn('http://internal/api/private');
    await fetchFn('http://internal/api/private');
    await fetchFn('http://internal/api/public', { headers: { authorization: 'Bearer x' } });
    await fetchFn('http://internal/api/public', { headers: { authorization: 'Bearer x' } });
    expect(calls).toBe(before + 4);
  });

  it('without a version it keeps nothing (every call goes through the app)', async () => {
    const fetchFn = injectFetch(app);
    const before = calls;
    const a = await fetchFn('http://internal/api/public');
    const b = await fetchFn('http://internal/api/public');
    expect(a.status).toBe(200);
    expect(b.headers.get('cache-control')).toBe('public, max-age=60');
    expect(calls).toBe(before + 2);
    expect(fetchFn.memoSize()).toBe(0);
  });
});
