import { Body, Controller, Module, Post } from '@nestjs/common';
import { IsEmail, IsInt, IsString, Max, Min, MinLength } from 'class-validator';
import { DataSource } from 'typeorm';
import { Public } from '../src/common/auth/access.decorators.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

class EchoDto {
  @IsEmail()
  email: string;

  @IsString()
  @MinLength(6)
  password: string;

  @IsInt()
  @Min(1)
  @Max(5)
  score: number;
}

/** A throwaway controller, so the global validation pipe and error filter are exercised through HTTP. */
@Controller('api/test-echo')
class EchoController {
  @Post()
  @Public()
  echo(@Body() body: EchoDto): EchoDto {
    return body;
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

describe(`foundation API on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config(), [EchoModule]);
  });

  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('reports a healthy database (and Redis when configured)', async () => {
    const res = await fetch(`${running.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await json(res);
    expect(body.status).toBe('ok');
    expect(body.checks.database).toBe('up');
    expect(body.checks.databaseKind).toBe(env.databaseUrl ? 'postgres' : 'sqlite');
    expect(body.checks.redis).toBe(env.redisUrl ? 'up' : 'not_configured');
  });

  it('ran the migrations and leaves no difference between entities and schema', async () => {
    const dataSource = running.app.get(DataSource);
    expect(await dataSource.showMigrations()).toBe(false);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('answers unknown API routes with a problem-details 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/does-not-exist'],
      ['POST', '/api/does-not-exist'],
      ['DELETE', '/api/health/x'],
    ] as const) {
      const res = await fetch(`${running.baseUrl}${path}`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const body = await json(res);
      expect(body).toMatchObject({
        status: 404,
        title: 'Not Found',
        code: 'COMMON_NOT_FOUND',
        errors: {},
      });
      expect(typeof body.type).toBe('string');
      expect(typeof body.detail).toBe('string');
      expect(typeof body.requestId).toBe('string');
    }
  });

  it('refuses invalid bodies with a field → message-key map', async () => {
    const res = await fetch(`${running.baseUrl}/api/test-echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email', password: '123', score: 9 }),
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('COMMON_VALIDATION_FAILED');
    expect(body.errors).toEqual({
      email: 'validation.isEmail',
      password: 'validation.minLength',
      score: 'validation.max',
    });
  });

  it('refuses unknown fields (no mass assignment) and accepts a valid body', async () => {
    const bad = await fetch(`${running.baseUrl}/api/test-echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.be', password: 'Secret1', score: 3, role: 'admin' }),
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toEqual({ role: 'validation.unknownField' });

    const good = await fetch(`${running.baseUrl}/api/test-echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.be', password: 'Secret1', score: 3 }),
    });
    expect(good.status).toBe(201);
    expect(await json(good)).toEqual({ email: 'a@b.be', password: 'Secret1', score: 3 });
  });

  it('answers a malformed JSON body with a 400 problem and no internals', async () => {
    const res = await fetch(`${running.baseUrl}/api/test-echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.code).toBe('COMMON_BAD_REQUEST');
    expect(text).not.toMatch(/at .*\.js|SyntaxError|stack/i);
  });

  it('sets security headers and echoes a request id', async () => {
    const res = await fetch(`${running.baseUrl}/api/health`, {
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const forged = await fetch(`${running.baseUrl}/api/health`, {
      headers: { 'x-request-id': '<script>' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await json(await fetch(`${running.baseUrl}/api/docs-json`));
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.operationId).toBe('getHealth');
    expect(doc.paths['/api/config'].get.operationId).toBe('getSiteConfig');
    const ui = await fetch(`${running.baseUrl}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger-ui');
  });

  it('serves the public site config', async () => {
    const res = await fetch(`${running.baseUrl}/api/config`);
    expect(await json(res)).toEqual({
      brandName: 'Vyrelle',
      defaultLocale: 'nl',
      locales: ['nl', 'en', 'de', 'fr'],
      tagManagerId: null,
    });
  });
});
