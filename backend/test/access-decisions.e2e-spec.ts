import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY, type AccessRule } from '../src/common/auth/access.decorators.js';
import {
  createTestEnvironment,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/** Reads every route of the running app with its access rule, straight from the router's metadata. */
function routes(app: RunningApp['app']): { route: string; rule: AccessRule | undefined }[] {
  const out: { route: string; rule: AccessRule | undefined }[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!type) continue;
      const prefix = Reflect.getMetadata(PATH_METADATA, type) as string;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = type.prototype[name as keyof object] as unknown;
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const rule = (Reflect.getMetadata(ACCESS_KEY, handler) ??
          Reflect.getMetadata(ACCESS_KEY, type)) as AccessRule | undefined;
        out.push({
          route: `${method} /${[prefix, path].filter((p) => p && p !== '/').join('/')}`,
          rule,
        });
      }
    }
  }
  return out;
}

describe('access decisions', () => {
  let env: TestEnvironment;
  let running: RunningApp;
  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('every route of the router declares who may call it', () => {
    const all = routes(running.app);
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((r) => !r.rule).map((r) => r.route)).toEqual([]);
  });

  it('every admin route is limited to roles, never public', () => {
    const admin = routes(running.app).filter((r) => r.route.includes('/api/admin/'));
    expect(admin.length).toBeGreaterThan(0);
    for (const r of admin) expect(r.rule?.kind, r.route).toBe('roles');
  });

  it('account routines: signed-in callers; the salon client routines: the partner role only', () => {
    const rules = new Map(routes(running.app).map((r) => [r.route, r.rule]));
    const expected: Record<string, AccessRule> = {
      'GET /api/account/routines': { kind: 'authenticated' },
      'PUT /api/account/routines/saved/:slug': { kind: 'authenticated' },
      'DELETE /api/account/routines/saved/:slug': { kind: 'authenticated' },
      'GET /api/partner/clients': { kind: 'roles', roles: ['partner'] },
      'GET /api/partner/routines': { kind: 'roles', roles: ['partner'] },
      'POST /api/partner/routines': { kind: 'roles', roles: ['partner'] },
      'GET /api/partner/routines/:id': { kind: 'roles', roles: ['partner'] },
      'PATCH /api/partner/routines/:id': { kind: 'roles', roles: ['partner'] },
      'DELETE /api/partner/routines/:id': { kind: 'roles', roles: ['partner'] },
    };
    for (const [route, rule] of Object.entries(expected))
      expect(rules.get(route), route).toEqual(rule);
  });

  it('partner shop: every route is for the partner role only (the guard then demands an approved partner store)', () => {
    const rules = new Map(routes(running.app).map((r) => [r.route, r.rule]));
    const partner: AccessRule = { kind: 'roles', roles: ['partner'] };
    for (const route of [
      'GET /api/partner/shop/products',
      'GET /api/partner/shop/cart',
      'PUT /api/partner/shop/cart/items/:productId',
      'DELETE /api/partner/shop/cart/items/:productId',
      'DELETE /api/partner/shop/cart',
      'POST /api/partner/orders',
      'GET /api/partner/orders',
      'GET /api/partner/orders/:idOrNumber',
      'GET /api/partner/orders/:idOrNumber/invoice.xml',
    ])
      expect(rules.get(route), route).toEqual(partner);
  });

  it('e-invoices in the back-office: admins and partner managers only', () => {
    const rules = new Map(routes(running.app).map((r) => [r.route, r.rule]));
    const managers: AccessRule = { kind: 'roles', roles: ['admin', 'partner_manager'] };
    for (const route of [
      'GET /api/admin/partner-orders',
      'GET /api/admin/partner-orders/:idOrNumber/invoice.xml',
      'POST /api/admin/partner-orders/:idOrNumber/einvoice/send',
    ])
      expect(rules.get(route), route).toEqual(managers);
  });
});
