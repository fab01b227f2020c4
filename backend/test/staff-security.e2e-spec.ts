import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordResetTokenEntity } from '../src/modules/auth/entities/password-reset-token.entity.js';
import { StaffTwoFactorEntity } from '../src/modules/auth/entities/staff-two-factor.entity.js';
import { decodeQuotedPrintable } from './helpers/smtp.js';
import {
  BACKOFFICE,
  register,
  tokenRequest,
  validRegistration,
  type Tokens,
} from './helpers/auth.js';
import { client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

interface OAuthErrorBody {
  error: string;
  error_description: string;
  mfa_required?: boolean;
}

/** A code of the authenticator app `steps` periods from now (each code is accepted once). */
const codeAt = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe(`staff security on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;

  const passwordGrant = (username: string, extra: Record<string, string> = {}) =>
    tokenRequest(base, {
      grant_type: 'password',
      username,
      password: 'Demo1234',
      ...BACKOFFICE,
      ...extra,
    });

  /** Signs a demo staff account in (enrolment-only under STAFF_MFA=required) and enrols it. */
  async function enrol(
    email: string,
  ): Promise<{ secret: string; codes: string[]; tokens: Tokens }> {
    const first = await json<Tokens>(await passwordGrant(email));
    const api = client(base, first);
    const setup = await json<{ secret: string; otpauthUrl: string; qrCode: string }>(
      await api.post('/api/admin/two-factor/setup'),
    );
    const confirmed = await api.post('/api/admin/two-factor/confirm', {
      code: codeAt(setup.secret),
    });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(confirmed);
    return { secret: setup.secret, codes: recoveryCodes, tokens: first };
  }

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(
      env.config({
        STAFF_MFA: 'required',
        AUTH_MAX_FAILURES_PER_ACCOUNT: '3',
        AUTH_MAX_FAILURES_PER_IP: '1000',
        AUTH_MAX_REGISTRATIONS_PER_IP: '1000',
      }),
    );
    base = running.baseUrl;
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('a staff session without a second factor may only enrol; the first code turns it on with ten recovery codes', async () => {
    const res = await passwordGrant('admin@demo.test');
    expect(res.status).toBe(200);
    const tokens = await json<Tokens>(res);
    const api = client(base, tokens);

    const refused = await api.get('/api/admin/users');
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ code: 'AUTH_MFA_ENROLMENT_REQUIRED' });
    expect((await api.get('/api/user')).status).toBe(200);
    expect(await json(await api.get('/api/admin/two-factor'))).toEqual({
      enabled: false,
      enrolmentRequired: true,
      recoveryCodesLeft: 0,
    });

    const setup = await json<{ secret: string; otpauthUrl: string; qrCode: string }>(
      await api.post('/api/admin/two-factor/setup'),
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*admin%40demo\.test.*secret=/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    // The secret is stored encrypted, never as the Base32 the app shows.
    const stored = await running.app
      .get(DataSource)
      .getRepository(StaffTwoFactorEntity)
      .findOneByOrFail({ userId: (await json<{ id: string }>(await api.get('/api/user'))).id });
    expect(stored.pendingSecret).not.toContain(setup.secret);
    expect(stored.pendingSecret).toMatch(/^v1\./);

    const wrong = await api.post('/api/admin/two-factor/confirm', { code: '000000' });
    expect(wrong.status).toBe(422);
    expect(await json(wrong)).toMatchObject({
      code: 'AUTH_MFA_CODE_INVALID',
      errors: { code: 'validation.mfaCodeInvalid' },
    });
    const confirmed = await api.post('/api/admin/two-factor/confirm', {
      code: codeAt(setup.secret),
    });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(confirmed);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // The refresh grant lets the enrolled session out of enrolment.
    const refreshed = await json<Tokens>(
      await tokenRequest(base, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        ...BACKOFFICE,
      }),
    );
    expect((await client(base, refreshed).get('/api/admin/users')).status).toBe(200);
    expect(await json(await client(base, refreshed).get('/api/admin/two-factor'))).toEqual({
      enabled: true,
      enrolmentRequired: false,
      recoveryCodesLeft: 10,
    });
  });

  it('signs in with the password grant plus a code: none or a wrong one is invalid_grant with mfa_required, a used one is refused', async () => {
    const { secret } = await enrol('manager@demo.test');

    const missing = await passwordGrant('manager@demo.test');
    expect(missing.status).toBe(400);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await json<OAuthErrorBody>(missing)).toMatchObject({
      error: 'invalid_grant',
      mfa_required: true,
    });
    const wrong = await passwordGrant('manager@demo.test', { otp: '123456' });
    expect(wrong.status).toBe(400);
    expect(await json<OAuthErrorBody>(wrong)).toMatchObject({ mfa_required: true });
    // A wrong password with a right code is still a wrong password (no hint about two-factor).
    const badPassword = await passwordGrant('manager@demo.test', {
      password: 'Wrong1234',
      otp: codeAt(secret, 1),
    });
    expect(await json<OAuthErrorBody>(badPassword)).not.toHaveProperty('mfa_required');

    const code = codeAt(secret, 1);
    const ok = await passwordGrant('manager@demo.test', { otp: code });
    expect(ok.status).toBe(200);
    const tokens = await json<Tokens>(ok);
    expect((await client(base, tokens).get('/api/admin/stores')).status).toBe(200);
    // The same code again (a replay) is refused.
    expect((await passwordGrant('manager@demo.test', { otp: code })).status).toBe(400);
  });

  it('limits wrong codes per account like passwords (429 with Retry-After)', async () => {
    const email = 'staff-limit@example.be';
    await register(base, validRegistration(email));
    const admin = client(
      base,
      await json<Tokens>(
        await passwordGrant('admin@demo.test', {
          recovery_code: (await enrolAdminFresh()).codes[0]!,
        }),
      ),
    );
    const users = await json<{ data: { id: string; email: string }[] }>(
      await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`),
    );
    const id = users.data.find((u) => u.email === email)!.id;
    expect((await admin.patch(`/api/admin/users/${id}`, { role: 'partner_manager' })).status).toBe(
      200,
    );
    const staffGrant = (extra: Record<string, string> = {}) =>
      tokenRequest(base, {
        grant_type: 'password',
        username: email,
        password: 'Secret12',
        ...BACKOFFICE,
        ...extra,
      });
    const first = await json<Tokens>(await staffGrant());
    const api = client(base, first);
    const setup = await json<{ secret: string }>(await api.post('/api/admin/two-factor/setup'));
    expect(
      (await api.post('/api/admin/two-factor/confirm', { code: codeAt(setup.secret) })).status,
    ).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await staffGrant({ otp: '000000' })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const blocked = await staffGrant({ otp: codeAt(setup.secret, 1) });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  /** Turns the admin's two-factor off behind the API's back and enrols it again: fresh codes. */
  async function enrolAdminFresh(): Promise<{ secret: string; codes: string[] }> {
    const db = running.app.get(DataSource);
    const me = await db.query(`SELECT "id" FROM "user" WHERE "email" = 'admin@demo.test'`);
    await db.getRepository(StaffTwoFactorEntity).delete({ userId: me[0].id });
    const { secret, codes } = await enrol('admin@demo.test');
    return { secret, codes };
  }

  it('a recovery code signs in once; new codes and turning it off need the password and a code', async () => {
    const { secret, codes } = await enrolAdminFresh();
    const first = await passwordGrant('admin@demo.test', {
      recovery_code: codes[0]!.toUpperCase(),
    });
    expect(first.status).toBe(200);
    expect((await passwordGrant('admin@demo.test', { recovery_code: codes[0]! })).status).toBe(400);
    const api = client(base, await json<Tokens>(first));
    expect(await json(await api.get('/api/admin/two-factor'))).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 9,
    });

    const wrongPassword = await api.post('/api/admin/two-factor/recovery-codes', {
      password: 'Wrong1234',
      code: codeAt(secret, 1),
    });
    expect(wrongPassword.status).toBe(400);
    const regenerated = await api.post('/api/admin/two-factor/recovery-codes', {
      password: 'Demo1234',
      code: codeAt(secret, 1),
    });
    expect(regenerated.status).toBe(200);
    const fresh = (await json<{ recoveryCodes: string[] }>(regenerated)).recoveryCodes;
    expect(fresh).toHaveLength(10);
    // The old codes stopped working.
    expect((await passwordGrant('admin@demo.test', { recovery_code: codes[1]! })).status).toBe(400);

    const off = await api.post('/api/admin/two-factor/disable', {
      password: 'Demo1234',
      recoveryCode: fresh[0],
    });
    expect(off.status).toBe(200);
    expect(await json(off)).toMatchObject({ enabled: false, enrolmentRequired: true });
    // Off again, so STAFF_MFA=required brings the next sign-in back to enrolment.
    const next = await json<Tokens>(await passwordGrant('admin@demo.test'));
    expect((await client(base, next).get('/api/admin/users')).status).toBe(403);
  });

  it('refuses the partner role for an account without a salon (422 with a field error)', async () => {
    const { codes } = await enrolAdminFresh();
    const admin = client(
      base,
      await json<Tokens>(await passwordGrant('admin@demo.test', { recovery_code: codes[0]! })),
    );
    const email = 'no-salon@example.be';
    await register(base, validRegistration(email));
    const users = await json<{ data: { id: string; email: string }[] }>(
      await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`),
    );
    const id = users.data.find((u) => u.email === email)!.id;
    const res = await admin.patch(`/api/admin/users/${id}`, { role: 'partner' });
    expect(res.status).toBe(422);
    expect(await json(res)).toMatchObject({
      code: 'USERS_PARTNER_NEEDS_SALON',
      errors: { role: 'validation.partnerNeedsSalon' },
    });
    expect(await json(await admin.get(`/api/admin/users/${id}`))).toMatchObject({
      role: 'customer',
    });
  });

  it('fills "who" of the audit log for a partner manager\'s action', async () => {
    const db = running.app.get(DataSource);
    const [manager] = await db.query(`SELECT "id" FROM "user" WHERE "email" = 'manager@demo.test'`);
    await db.getRepository(StaffTwoFactorEntity).delete({ userId: manager.id });
    const { codes } = await enrol('manager@demo.test');
    const api = client(
      base,
      await json<Tokens>(await passwordGrant('manager@demo.test', { recovery_code: codes[0]! })),
    );
    const created = await api.post('/api/admin/stores', {
      name: 'Salon Wie',
      address: 'Meir 2',
      postalCode: '2000',
      city: 'Antwerpen',
      country: 'BE',
    });
    expect(created.status).toBe(201);
    const store = await json<{ id: string }>(created);
    const { codes: adminCodes } = await enrolAdminFresh();
    const admin = client(
      base,
      await json<Tokens>(await passwordGrant('admin@demo.test', { recovery_code: adminCodes[0]! })),
    );
    const entries = await json<{ data: { actorId: string; actorEmail: string; action: string }[] }>(
      await admin.get(`/api/admin/audit?entityType=store&entityId=${store.id}`),
    );
    expect(entries.data.length).toBeGreaterThan(0);
    for (const entry of entries.data)
      expect(entry).toMatchObject({ actorId: manager.id, actorEmail: 'manager@demo.test' });
  });

  /** The invitation link in the .eml the mail adapter wrote for this address. */
  const invitation = (email: string) =>
    waitFor(
      () => {
        const dir = join(env.dataDir, 'mail');
        let files: string[] = [];
        try {
          files = readdirSync(dir).filter((f) => f.includes(email));
        } catch {
          return undefined;
        }
        for (const file of files) {
          const raw = decodeQuotedPrintable(readFileSync(join(dir, file), 'utf8'));
          const token = /\/password\/reset\/([\w-]+)/.exec(raw)?.[1];
          if (token) return { token, raw };
        }
        return undefined;
      },
      { what: `the invitation to ${email}` },
    );

  const setPassword = (token: string) =>
    fetch(`${base}/api/password/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'Chosen123', passwordConfirmation: 'Chosen123' }),
    });

  it('invites staff by mail: no password from the admin, the link sets it once, an expired link is refused', async () => {
    const { codes } = await enrolAdminFresh();
    const admin = client(
      base,
      await json<Tokens>(await passwordGrant('admin@demo.test', { recovery_code: codes[0]! })),
    );
    const invite = (email: string, role = 'partner_manager') =>
      admin.post('/api/admin/users', {
        email,
        firstName: 'Mira',
        lastName: 'Janssens',
        role,
        locale: 'de',
      });
    expect((await invite('mira@example.be', 'customer')).status).toBe(400);
    const created = await invite('mira@example.be');
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({
      email: 'mira@example.be',
      role: 'partner_manager',
    });
    expect((await invite('mira@example.be')).status).toBe(409);
    // A partner manager invites nobody.
    const db = running.app.get(DataSource);
    const [managerRow] = await db.query(
      `SELECT "id" FROM "user" WHERE "email" = 'manager@demo.test'`,
    );
    await db.getRepository(StaffTwoFactorEntity).delete({ userId: managerRow.id });
    const { codes: managerCodes } = await enrol('manager@demo.test');
    const manager = await json<Tokens>(
      await passwordGrant('manager@demo.test', { recovery_code: managerCodes[0]! }),
    );
    expect(
      (await client(base, manager).post('/api/admin/users', { email: 'x@example.be' })).status,
    ).toBe(403);

    const { token, raw } = await invitation('mira@example.be');
    expect(raw).toContain('Partnermanager');
    expect(raw).toContain('/de/password/reset/');
    expect((await setPassword(token)).status).toBe(200);
    expect((await setPassword(token)).status).toBe(400);
    const signedIn = await tokenRequest(base, {
      grant_type: 'password',
      username: 'mira@example.be',
      password: 'Chosen123',
      ...BACKOFFICE,
    });
    expect(signedIn.status).toBe(200);

    expect((await invite('late@example.be', 'admin')).status).toBe(201);
    const late = await invitation('late@example.be');
    await running.app
      .get(DataSource)
      .getRepository(PasswordResetTokenEntity)
      .createQueryBuilder()
      .update()
      .set({ expiresAt: Date.now() - 1000 })
      .execute();
    const expired = await setPassword(late.token);
    expect(expired.status).toBe(400);
    expect(await json(expired)).toMatchObject({ code: 'AUTH_RESET_TOKEN_INVALID' });
  });
});
