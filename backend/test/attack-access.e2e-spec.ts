import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY, type AccessRule } from '../src/common/auth/access.decorators.js';
import type { Role } from '../src/common/auth/roles.js';
import { signIn, type Tokens } from './helpers/auth.js';
import {
  createTestEnvironment,
  ENGINES,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

interface Route {
  method: string;
  path: string;
  rule: AccessRule | undefined;
}

/** Every route of the running app with its access rule, read from the router's own metadata. */
function routes(app: RunningApp['app']): Route[] {
  const out: Route[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!type) continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, type) as string | string[]].flat();
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = type.prototype[name as keyof object] as unknown;
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method =
          RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number] ?? 'GET';
        const rule = (Reflect.getMetadata(ACCESS_KEY, handler) ??
          Reflect.getMetadata(ACCESS_KEY, type)) as AccessRule | undefined;
        for (const prefix of prefixes) {
          for (const path of [paths].flat()) {
            out.push({
              method,
              path: `/${[prefix, path]
                .filter((p) => p && p !== '/')
                .map((p) => p.replace(/^\/|\/$/g, ''))
                .join('/')}`,
              rule,
            });
          }
        }
      }
    }
  }
  return out;
}

const WHO = ['anonymous', 'guest', 'customer', 'partner', 'partner_manager', 'admin'] as const;
type Who = (typeof WHO)[number];
const ACCOUNTS: Record<Exclude<Who, 'anonymous' | 'guest'>, string> = {
  customer: 'customer@demo.test',
  partner: 'partner@demo.test',
  partner_manager: 'manager@demo.test',
  admin: 'admin@demo.test',
};

/** What the route's declaration says this caller gets: through the guard, 401, or 403. */
function expected(rule: AccessRule, who: Who): 'allowed' | 401 | 403 {
  if (rule.kind === 'public') return 'allowed';
  if (who === 'anonymous') return 401;
  // A guest checkout session passes only the routes that take guests (cart, addresses, own orders).
  if (rule.kind === 'authenticated') return who !== 'guest' || rule.guests ? 'allowed' : 403;
  return rule.roles.includes(who as Role) ? 'allowed' : 403;
}

/** A concrete URL for a route pattern: every parameter gets a harmless value that matches nothing. */
const concrete = (path: string) =>
  path.replace(/:(\w+)\??/g, (_m, name: string) =>
    /id$/i.test(name) ? '00000000-0000-4000-8000-000000000000' : `no-such-${name}`,
  );

describe(`attack suite: role × endpoint table on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  const tokens = new Map<Who, Tokens>();

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(
      env.config({
        AUTH_MAX_FAILURES_PER_IP: '10000',
        AUTH_MAX_FAILURES_PER_ACCOUNT: '1000',
        AUTH_MAX_RESET_REQUESTS: '1000',
      }),
    );
    const guest = await fetch(`${running.baseUrl}/api/guest/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'guest@shop.test', privacyAccepted: true }),
    });
    expect(guest.status).toBe(201);
    tokens.set('guest', (await guest.json()) as Tokens);
    for (const [who, email] of Object.entries(ACCOUNTS))
      tokens.set(who as Who, await signIn(running.baseUrl, email));
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('every route declares a decision, and every admin route is limited to back-office roles', () => {
    const all = routes(running.app);
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((r) => !r.rule).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    for (const r of all.filter((x) => x.path.startsWith('/api/admin/'))) {
      expect(r.rule?.kind, r.path).toBe('roles');
      const roles = r.rule?.kind === 'roles' ? r.rule.roles : [];
      expect(
        roles.filter((role) => role !== 'admin' && role !== 'partner_manager'),
        r.path,
      ).toEqual([]);
    }
  });

  it('every route answers each role as its declaration says (401 signed out, 403 for a role not listed, never a 500)', async () => {
    const all = routes(running.app);
    const mismatches: string[] = [];
    // Sign-out like calls last so the tokens stay valid for the others.
    const ordered = [...all].sort(
      (a, b) => Number(/revoke|password/.test(a.path)) - Number(/revoke|password/.test(b.path)),
    );
    for (const route of ordered) {
      const url = `${running.baseUrl}${concrete(route.path)}`;
      for (const who of WHO) {
        const want = expected(route.rule!, who);
        const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
        const headers: Record<string, string> = hasBody
          ? { 'content-type': 'application/json' }
          : {};
        const t = tokens.get(who);
        if (t) headers.authorization = `Bearer ${t.access_token}`;
        const res = await fetch(url, {
          method: route.method,
          headers,
          body: hasBody ? '{}' : undefined,
          redirect: 'manual',
        });
        const text = await res.text();
        let code = '';
        try {
          code = (JSON.parse(text) as { code?: string }).code ?? '';
        } catch {
          // not JSON (an image, a CSV): fine
        }
        const label = `${route.method} ${route.path} as ${who}: want ${want}, got ${res.status} ${code}`;
        if (res.status >= 500) mismatches.push(label);
        else if (want === 401 && !(res.status === 401 && code === 'AUTH_UNAUTHENTICATED'))
          mismatches.push(label);
        else if (want === 403 && !(res.status === 403 && code === 'AUTH_FORBIDDEN'))
          mismatches.push(label);
        else if (
          want === 'allowed' &&
          (code === 'AUTH_UNAUTHENTICATED' ||
            code === 'AUTH_FORBIDDEN' ||
            code === 'AUTH_NO_ACCESS_DECISION')
        )
          mismatches.push(label);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('malformed path parameters (not an id, SQL, traversal) never cause a 500 for a caller who may use the route', async () => {
    const failures: string[] = [];
    const routesWithParams = routes(running.app).filter((r) => r.path.includes(':'));
    expect(routesWithParams.length).toBeGreaterThan(20);
    for (const route of routesWithParams) {
      const who =
        WHO.find((w) => w !== 'anonymous' && expected(route.rule!, w) === 'allowed') ?? 'anonymous';
      for (const value of [
        "1' OR '1'='1",
        'not-a-uuid',
        '..%2F..%2Fetc%2Fpasswd',
        '99999999999999999999',
      ]) {
        const url = `${running.baseUrl}${route.path.replace(/:(\w+)\??/g, () => (value.includes('%') ? value : encodeURIComponent(value)))}`;
        const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
        const headers: Record<string, string> = hasBody
          ? { 'content-type': 'application/json' }
          : {};
        const t = tokens.get(who);
        if (t) headers.authorization = `Bearer ${t.access_token}`;
        const res = await fetch(url, {
          method: route.method,
          headers,
          body: hasBody ? '{}' : undefined,
          redirect: 'manual',
        });
        if (res.status >= 500)
          failures.push(
            `${route.method} ${url.replace(running.baseUrl, '')} as ${who} → ${res.status}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
