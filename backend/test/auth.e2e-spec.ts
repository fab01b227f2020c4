import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordResetTokenEntity } from '../src/modules/auth/entities/password-reset-token.entity.js';
import { ACCESS_TOKEN_AUDIENCE } from '../src/modules/auth/tokens.service.js';
import {
  BACKOFFICE,
  bearer,
  register,
  signIn,
  STOREFRONT,
  tokenRequest,
  validRegistration,
  type Tokens,
} from './helpers/auth.js';
import { decodeQuotedPrintable } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

describe(`identity and access on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(
      env.config({
        AUTH_MAX_FAILURES_PER_ACCOUNT: '3',
        AUTH_MAX_FAILURES_PER_IP: '1000',
        AUTH_RATE_WINDOW_SECONDS: '5',
        AUTH_MAX_RESET_REQUESTS: '50',
        AUTH_MAX_REGISTRATIONS_PER_IP: '1000',
      }),
    );
    base = running.baseUrl;
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  describe('POST /oauth/token', () => {
    it('password grant answers the RFC 6749 token shape with no-store', async () => {
      const res = await tokenRequest(base, {
        grant_type: 'password',
        username: 'customer@demo.test',
        password: 'Demo1234',
        ...STOREFRONT,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await json<Tokens>(res);
      expect(body.token_type).toBe('Bearer');
      expect(body.expires_in).toBe(900);
      expect(body.access_token.split('.')).toHaveLength(3);
      expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
    });

    it('accepts JSON and HTTP Basic client authentication too', async () => {
      const jsonRes = await fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'password',
          username: 'customer@demo.test',
          password: 'Demo1234',
          ...STOREFRONT,
        }),
      });
      expect(jsonRes.status).toBe(200);
      const basic = Buffer.from('storefront:storefront-dev-secret').toString('base64');
      const basicRes = await tokenRequest(
        base,
        { grant_type: 'password', username: 'customer@demo.test', password: 'Demo1234' },
        { authorization: `Basic ${basic}` },
      );
      expect(basicRes.status).toBe(200);
    });

    it('refuses a wrong client with 401 invalid_client', async () => {
      const res = await tokenRequest(base, {
        grant_type: 'password',
        username: 'customer@demo.test',
        password: 'Demo1234',
        client_id: 'storefront',
        client_secret: 'nope',
      });
      expect(res.status).toBe(401);
      expect(await json(res)).toMatchObject({ error: 'invalid_client' });
      const unknown = await tokenRequest(base, {
        grant_type: 'password',
        username: 'customer@demo.test',
        password: 'Demo1234',
        client_id: 'evil',
        client_secret: 'x',
      });
      expect(unknown.status).toBe(401);
    });

    it('challenges with Basic only a client that tried Basic, never a browser client', async () => {
      const body = await tokenRequest(base, {
        grant_type: 'password',
        username: 'customer@demo.test',
        password: 'Demo1234',
        client_id: 'storefront',
        client_secret: 'stale-build-secret',
      });
      expect(body.status).toBe(401);
      expect(body.headers.get('www-authenticate')).toBeNull();
      const basic = await fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from('storefront:wrong').toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'password',
          username: 'customer@demo.test',
          password: 'Demo1234',
        }),
      });
      expect(basic.status).toBe(401);
      expect(basic.headers.get('www-authenticate')).toBe('Basic realm="oauth"');
    });

    it('answers a wrong password and an unknown e-mail identically', async () => {
      const wrong = await tokenRequest(base, {
        grant_type: 'password',
        username: 'partner@demo.test',
        password: 'Wrong123',
        ...STOREFRONT,
      });
      const unknown = await tokenRequest(base, {
        grant_type: 'password',
        username: 'nobody@demo.test',
        password: 'Wrong123',
        ...STOREFRONT,
      });
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      const a = await json(wrong);
      const b = await json(unknown);
      expect(a).toEqual({
        error: 'invalid_grant',
        error_description: 'The email and password combination is incorrect',
      });
      expect(b).toEqual(a);
    });

    it('refuses unsupported grants and missing parameters per RFC 6749', async () => {
      expect(
        await json(await tokenRequest(base, { grant_type: 'client_credentials', ...STOREFRONT })),
      ).toMatchObject({ error: 'unsupported_grant_type' });
      expect(await json(await tokenRequest(base, { ...STOREFRONT }))).toMatchObject({
        error: 'invalid_request',
      });
      expect(
        await json(
          await tokenRequest(base, { grant_type: 'password', username: 'x@y.z', ...STOREFRONT }),
        ),
      ).toMatchObject({ error: 'invalid_request' });
    });

    it('lets only admins and partner managers use the back-office client', async () => {
      expect(
        (
          await tokenRequest(base, {
            grant_type: 'password',
            username: 'customer@demo.test',
            password: 'Demo1234',
            ...BACKOFFICE,
          })
        ).status,
      ).toBe(400);
      await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE);
      await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE);
    });

    it('rotates refresh tokens, and reuse of a rotated one revokes the whole family', async () => {
      const first = await signIn(base, 'customer@demo.test');
      const second = await json<Tokens>(
        await tokenRequest(base, {
          grant_type: 'refresh_token',
          refresh_token: first.refresh_token,
          ...STOREFRONT,
        }),
      );
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect((await fetch(`${base}/api/user`, { headers: bearer(second) })).status).toBe(200);

      // The first token again: reuse. It fails, and so do its successor and the session's access token.
      const reuse = await tokenRequest(base, {
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token,
        ...STOREFRONT,
      });
      expect(reuse.status).toBe(400);
      expect(await json(reuse)).toMatchObject({ error: 'invalid_grant' });
      expect(
        (
          await tokenRequest(base, {
            grant_type: 'refresh_token',
            refresh_token: second.refresh_token,
            ...STOREFRONT,
          })
        ).status,
      ).toBe(400);
      expect((await fetch(`${base}/api/user`, { headers: bearer(second) })).status).toBe(401);
    });

    it('leaves at most one successor when one refresh token is used concurrently', async () => {
      const tokens = await signIn(base, 'customer@demo.test');
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          tokenRequest(base, {
            grant_type: 'refresh_token',
            refresh_token: tokens.refresh_token,
            ...STOREFRONT,
          }),
        ),
      );
      const winners = answers.filter((r) => r.status === 200);
      expect(winners.length).toBeLessThanOrEqual(1);
    });

    it('refuses a refresh token of another client', async () => {
      const tokens = await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE);
      expect(
        (
          await tokenRequest(base, {
            grant_type: 'refresh_token',
            refresh_token: tokens.refresh_token,
            ...STOREFRONT,
          })
        ).status,
      ).toBe(400);
    });

    it('trips the per-account limit with 429 and Retry-After, then recovers', async () => {
      const attempt = (password: string) =>
        tokenRequest(base, {
          grant_type: 'password',
          username: 'manager@demo.test',
          password,
          ...STOREFRONT,
        });
      for (let i = 0; i < 3; i++) expect((await attempt('Wrong999')).status).toBe(400);
      const limited = await attempt('Demo1234');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await json(limited)).toMatchObject({ error: 'too_many_requests' });
      await new Promise((resolve) => setTimeout(resolve, 5200));
      expect((await attempt('Demo1234')).status).toBe(200);
    });
  });

  describe('POST /oauth/revoke', () => {
    it('revokes the session of a refresh token and answers 200 for unknown tokens', async () => {
      const tokens = await signIn(base, 'customer@demo.test');
      const revoke = (token: string) =>
        fetch(`${base}/oauth/revoke`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token, ...STOREFRONT }),
        });
      expect((await revoke(tokens.refresh_token)).status).toBe(200);
      expect(
        (
          await tokenRequest(base, {
            grant_type: 'refresh_token',
            refresh_token: tokens.refresh_token,
            ...STOREFRONT,
          })
        ).status,
      ).toBe(400);
      expect((await fetch(`${base}/api/user`, { headers: bearer(tokens) })).status).toBe(401);
      expect((await revoke('not-a-token')).status).toBe(200);
    });

    it("leaves another client's access token alone (RFC 7009 §2.1) and answers the same 200", async () => {
      const customer = await signIn(base, 'customer@demo.test');
      const asBackoffice = await fetch(`${base}/oauth/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: customer.access_token, ...BACKOFFICE }),
      });
      expect(asBackoffice.status).toBe(200);
      expect((await fetch(`${base}/api/user`, { headers: bearer(customer) })).status).toBe(200);
      const asOwner = await fetch(`${base}/oauth/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: customer.access_token, ...STOREFRONT }),
      });
      expect(asOwner.status).toBe(200);
      expect((await fetch(`${base}/api/user`, { headers: bearer(customer) })).status).toBe(401);
    });
  });

  describe('access tokens', () => {
    it('refuses expired, forged, alg:none, wrong-audience tokens and refresh tokens used as bearer', async () => {
      const tokens = await signIn(base, 'customer@demo.test');
      const claims = JSON.parse(
        Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString(),
      );
      const jwt = running.app.get(JwtService);
      const now = Math.floor(Date.now() / 1000);
      const expired = await jwt.signAsync({ ...claims, iat: now - 1000, exp: now - 10 });
      const wrongAudience = await jwt.signAsync({ ...claims, aud: 'someone-else', exp: now + 600 });
      const forged = await new JwtService({ secret: 'x'.repeat(40) }).signAsync({
        ...claims,
        exp: now + 600,
      });
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, exp: now + 600 })).toString('base64url')}.`;
      for (const token of [expired, wrongAudience, forged, none, tokens.refresh_token, 'garbage']) {
        const res = await fetch(`${base}/api/user`, { headers: bearer(token) });
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer');
        expect(await json(res)).toMatchObject({ code: 'AUTH_UNAUTHENTICATED', status: 401 });
      }
      expect(claims.aud).toBe(ACCESS_TOKEN_AUDIENCE);
    });

    it('gives 401 without a token and 403 to a customer on an admin endpoint', async () => {
      expect((await fetch(`${base}/api/user`)).status).toBe(401);
      expect((await fetch(`${base}/api/admin/users`)).status).toBe(401);
      const customer = await signIn(base, 'customer@demo.test');
      const res = await fetch(`${base}/api/admin/users`, { headers: bearer(customer) });
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ code: 'AUTH_FORBIDDEN' });
      for (const who of ['partner@demo.test', 'manager@demo.test']) {
        expect(
          (await fetch(`${base}/api/admin/users`, { headers: bearer(await signIn(base, who)) }))
            .status,
        ).toBe(403);
      }
      const admin = await signIn(base, 'admin@demo.test');
      const list = await fetch(`${base}/api/admin/users?perPage=2`, { headers: bearer(admin) });
      expect(list.status).toBe(200);
      const body = await json(list);
      expect(body.data).toHaveLength(2);
      expect(body.total).toBeGreaterThanOrEqual(4);

      const sorted = await json(
        await fetch(`${base}/api/admin/users?sort=email&order=ASC&role=customer&perPage=100`, {
          headers: bearer(admin),
        }),
      );
      const emails = sorted.data.map((u: { email: string }) => u.email);
      expect(emails).toEqual([...emails].sort());
      expect(sorted.data.every((u: { role: string }) => u.role === 'customer')).toBe(true);
      const byIds = await json(
        await fetch(`${base}/api/admin/users?ids=${body.data[0].id},${body.data[1].id}`, {
          headers: bearer(admin),
        }),
      );
      expect(byIds.data.map((u: { id: string }) => u.id).sort()).toEqual(
        [body.data[0].id, body.data[1].id].sort(),
      );
      for (const bad of [
        'sort=passwordHash',
        'sort=email;DROP TABLE user',
        'order=sideways',
        'ids=1%27%20OR%201=1',
        'perPage=1000',
      ]) {
        const res = await fetch(`${base}/api/admin/users?${bad}`, { headers: bearer(admin) });
        expect(res.status, bad).toBe(400);
      }
    });
  });

  describe('registration', () => {
    it('registers with every field and signs in', async () => {
      const res = await register(base, validRegistration('Anna.Peeters@Example.be'));
      expect(res.status).toBe(201);
      const user = await json(res);
      expect(user).toMatchObject({
        email: 'anna.peeters@example.be',
        firstName: 'Anna',
        lastName: 'Peeters',
        birthday: '1991-05-17',
        gender: 'female',
        country: 'BE',
        region: 'Antwerpen',
        newsletter: true,
        birthdayDeals: true,
        role: 'customer',
        locale: 'de',
      });
      expect(user).not.toHaveProperty('passwordHash');
      const tokens = await signIn(base, 'anna.peeters@example.be', 'Secret12');
      expect(
        await json(await fetch(`${base}/api/user`, { headers: bearer(tokens) })),
      ).toMatchObject({ email: 'anna.peeters@example.be' });
    });

    it.each([
      [{ firstName: '' }, 'firstName', 'validation.required'],
      [{ lastName: '   ' }, 'lastName', 'validation.required'],
      [{ email: 'not-an-email' }, 'email', 'validation.email'],
      [{ email: '' }, 'email', 'validation.required'],
      [{ password: 'Ab1', passwordConfirmation: 'Ab1' }, 'password', 'validation.passwordTooShort'],
      [
        { password: 'secret12', passwordConfirmation: 'secret12' },
        'password',
        'validation.passwordUppercase',
      ],
      [
        { password: 'SECRET12', passwordConfirmation: 'SECRET12' },
        'password',
        'validation.passwordLowercase',
      ],
      [
        { password: 'SecretAb', passwordConfirmation: 'SecretAb' },
        'password',
        'validation.passwordDigit',
      ],
      [{ passwordConfirmation: 'Secret13' }, 'passwordConfirmation', 'validation.passwordMismatch'],
      [{ birthday: '17-05-1991' }, 'birthday', 'validation.date'],
      [{ birthday: null, birthdayDeals: true }, 'birthday', 'validation.birthdayRequired'],
      [{ gender: 'other' }, 'gender', 'validation.choice'],
      [{ country: 'Belgium' }, 'country', 'validation.country'],
      [{ privacyAccepted: false }, 'privacyAccepted', 'validation.privacyRequired'],
      [{ locale: 'es' }, 'locale', 'validation.choice'],
      [{ role: 'admin' }, 'role', 'validation.unknownField'],
    ])('refuses %j with %s → %s', async (change, field, key) => {
      const res = await register(base, {
        ...validRegistration(`rule-${field}-${Math.random().toString(36).slice(2)}@example.be`),
        ...change,
      });
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body.errors[field]).toBe(key);
    });

    it('lists every broken password rule', async () => {
      const res = await register(base, {
        ...validRegistration('weak@example.be'),
        password: 'abc',
        passwordConfirmation: 'abc',
      });
      expect((await json(res)).passwordProblems).toEqual([
        'validation.passwordTooShort',
        'validation.passwordUppercase',
        'validation.passwordDigit',
      ]);
    });

    it('refuses a taken e-mail with 409, whatever its case', async () => {
      const res = await register(base, validRegistration('CUSTOMER@demo.test'));
      expect(res.status).toBe(409);
      expect(await json(res)).toMatchObject({
        code: 'USERS_EMAIL_TAKEN',
        errors: { email: 'validation.emailTaken' },
      });
    });
  });

  describe('account', () => {
    it('changes details of the caller only', async () => {
      await register(base, validRegistration('a.owner@example.be'));
      await register(base, validRegistration('b.other@example.be'));
      const a = await signIn(base, 'a.owner@example.be', 'Secret12');
      const b = await signIn(base, 'b.other@example.be', 'Secret12');
      const patch = await fetch(`${base}/api/user`, {
        method: 'PATCH',
        headers: { ...bearer(a), 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Alice', region: 'Gent' }),
      });
      expect(patch.status).toBe(200);
      expect(await json(patch)).toMatchObject({
        email: 'a.owner@example.be',
        firstName: 'Alice',
        region: 'Gent',
      });
      expect(await json(await fetch(`${base}/api/user`, { headers: bearer(b) }))).toMatchObject({
        email: 'b.other@example.be',
        firstName: 'Anna',
        region: 'Antwerpen',
      });
      const sneaky = await fetch(`${base}/api/user`, {
        method: 'PATCH',
        headers: { ...bearer(a), 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'x', role: 'admin', email: 'b.other@example.be' }),
      });
      expect(sneaky.status).toBe(400);
      expect(await json(await fetch(`${base}/api/user`, { headers: bearer(a) }))).toMatchObject({
        role: 'customer',
        email: 'a.owner@example.be',
      });
    });

    it('asks for an e-mail change only with the current password; the address stays until confirmed', async () => {
      await register(base, validRegistration('mail.change@example.be'));
      const t = await signIn(base, 'mail.change@example.be', 'Secret12');
      const put = (body: object) =>
        fetch(`${base}/api/user/email`, {
          method: 'PUT',
          headers: { ...bearer(t), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const wrong = await put({ email: 'new.mail@example.be', currentPassword: 'Nope1234' });
      expect(wrong.status).toBe(400);
      expect(await json(wrong)).toMatchObject({
        errors: { currentPassword: 'validation.currentPasswordWrong' },
      });
      expect((await put({ email: 'customer@demo.test', currentPassword: 'Secret12' })).status).toBe(
        409,
      );
      const ok = await put({ email: 'New.Mail@example.be', currentPassword: 'Secret12' });
      expect(ok.status).toBe(202);
      expect(await json(ok)).toEqual({ status: 'pending', newEmail: 'new.mail@example.be' });
      // Nothing changed yet (the confirmation and the undo are in attack-takeover.e2e-spec.ts).
      expect(await json(await fetch(`${base}/api/user`, { headers: bearer(t) }))).toMatchObject({
        email: 'mail.change@example.be',
      });
      await signIn(base, 'mail.change@example.be', 'Secret12');
    });

    it('changes the password: other sessions end, this one gets new tokens', async () => {
      await register(base, validRegistration('pw.change@example.be'));
      const here = await signIn(base, 'pw.change@example.be', 'Secret12');
      const elsewhere = await signIn(base, 'pw.change@example.be', 'Secret12');
      const put = (body: object) =>
        fetch(`${base}/api/user/password`, {
          method: 'PUT',
          headers: { ...bearer(here), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect(
        (
          await put({
            currentPassword: 'Wrong123',
            password: 'Newpass1',
            passwordConfirmation: 'Newpass1',
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await json(
            await put({
              currentPassword: 'Secret12',
              password: 'newpass1',
              passwordConfirmation: 'newpass1',
            }),
          )
        ).errors,
      ).toEqual({ password: 'validation.passwordUppercase' });
      const res = await put({
        currentPassword: 'Secret12',
        password: 'Newpass1',
        passwordConfirmation: 'Newpass1',
      });
      expect(res.status).toBe(200);
      const fresh = await json<Tokens>(res);
      expect((await fetch(`${base}/api/user`, { headers: bearer(fresh) })).status).toBe(200);
      expect((await fetch(`${base}/api/user`, { headers: bearer(elsewhere) })).status).toBe(401);
      expect(
        (
          await tokenRequest(base, {
            grant_type: 'refresh_token',
            refresh_token: elsewhere.refresh_token,
            ...STOREFRONT,
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await tokenRequest(base, {
            grant_type: 'password',
            username: 'pw.change@example.be',
            password: 'Secret12',
            ...STOREFRONT,
          })
        ).status,
      ).toBe(400);
      await signIn(base, 'pw.change@example.be', 'Newpass1');
    });
  });

  describe('password recovery', () => {
    const forgot = async (email: string, locale = 'en') => {
      const res = await fetch(`${base}/api/password/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, locale }),
      });
      expect(res.status, await res.clone().text()).toBe(202);
      return res;
    };
    const reset = (token: string, password = 'Reset123', passwordConfirmation = password) =>
      fetch(`${base}/api/password/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, password, passwordConfirmation }),
      });

    /** Finds the reset link in the .eml the mail adapter wrote for this address. */
    async function resetLink(email: string): Promise<{ url: string; raw: string }> {
      const dir = join(env.dataDir, 'mail');
      return waitFor(
        () => {
          let files: string[] = [];
          try {
            files = readdirSync(dir)
              .filter((f) => f.includes(email))
              .sort();
          } catch {
            return undefined;
          }
          // The newest mail with a reset link: registration may also have sent a newsletter confirmation.
          for (const file of files.reverse()) {
            const raw = decodeQuotedPrintable(readFileSync(join(dir, file), 'utf8'));
            const url = /https?:\/\/[^\s"<]+\/password\/reset\/[\w-]+/.exec(raw)?.[0];
            if (url) return { url, raw };
          }
          return undefined;
        },
        { what: `the reset mail to ${email}` },
      );
    }

    it('answers the same for unknown and known e-mails, and mails the known one in its language', async () => {
      await register(base, validRegistration('forgot.me@example.be'));
      const unknown = await forgot('nobody-here@example.be');
      const known = await forgot('forgot.me@example.be');
      expect(unknown.status).toBe(202);
      expect(known.status).toBe(202);
      expect(await json(unknown)).toEqual(await json(known));
      const { url, raw } = await resetLink('forgot.me@example.be');
      expect(url).toMatch(/^http:\/\/shop\.test\/de\/password\/reset\/[\w-]{43}$/);
      expect(raw).toContain(
        'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.',
      );
    });

    it('resets once, ends every session, and refuses the token a second time', async () => {
      await register(base, validRegistration('reset.once@example.be'));
      const session = await signIn(base, 'reset.once@example.be', 'Secret12');
      await forgot('reset.once@example.be');
      const token = (await resetLink('reset.once@example.be')).url.split('/').at(-1)!;
      expect((await json(await reset(token, 'short'))).errors).toEqual({
        password: 'validation.passwordTooShort',
      });
      expect((await reset(token)).status).toBe(200);
      expect((await fetch(`${base}/api/user`, { headers: bearer(session) })).status).toBe(401);
      expect(
        (
          await tokenRequest(base, {
            grant_type: 'refresh_token',
            refresh_token: session.refresh_token,
            ...STOREFRONT,
          })
        ).status,
      ).toBe(400);
      await signIn(base, 'reset.once@example.be', 'Reset123');
      const again = await reset(token, 'Other123');
      expect(again.status).toBe(400);
      expect(await json(again)).toMatchObject({
        code: 'AUTH_RESET_TOKEN_INVALID',
        errors: { token: 'validation.resetTokenInvalid' },
      });
    });

    it('refuses an expired token', async () => {
      await register(base, validRegistration('reset.late@example.be'));
      await forgot('reset.late@example.be');
      const token = (await resetLink('reset.late@example.be')).url.split('/').at(-1)!;
      await running.app
        .get(DataSource)
        .getRepository(PasswordResetTokenEntity)
        .createQueryBuilder()
        .update()
        .set({ expiresAt: Date.now() - 1000 })
        .execute();
      expect((await reset(token)).status).toBe(400);
      expect(
        (
          await tokenRequest(base, {
            grant_type: 'password',
            username: 'reset.late@example.be',
            password: 'Secret12',
            ...STOREFRONT,
          })
        ).status,
      ).toBe(200);
    });
  });
});
