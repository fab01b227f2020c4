import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  register,
  signIn,
  STOREFRONT,
  tokenRequest,
  validRegistration,
} from './helpers/auth.js';
import { newCustomer } from './helpers/shop.js';
import { decodeQuotedPrintable, TestSmtpServer, type ReceivedMail } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/**
 * Account takeover paths (issue 17): distributed password guessing, the e-mail change without the
 * mailbox, silent password changes, registration as an oracle and a mail cannon, and newsletter
 * confirmations as a mail cannon. Mails are read from a real SMTP server.
 */
describe(`attack suite: account takeover on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  const apps: RunningApp[] = [];

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
  });
  afterEach(async () => {
    while (apps.length) await apps.pop()!.close();
  });
  afterAll(async () => {
    await smtp?.stop();
    await env?.dispose();
  });

  async function boot(extra: Record<string, string> = {}): Promise<RunningApp> {
    const running = await startApp(
      env.config({
        SMTP_URL: smtp.url,
        // Each test uses its own accounts; with Redis the limits are shared inside this file.
        AUTH_MAX_FAILURES_PER_IP: '1000',
        AUTH_MAX_REGISTRATIONS_PER_IP: '1000',
        ...extra,
      }),
    );
    apps.push(running);
    return running;
  }
  const text = (mail: ReceivedMail) => decodeQuotedPrintable(mail.raw);
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const mailTo = (address: string, contains: RegExp, what = `a mail to ${address}`) =>
    waitFor(() => mailsTo(address).find((m) => contains.test(text(m))), { what });
  const link = (mail: ReceivedMail, path: RegExp): string => {
    const found = new RegExp(`https?://[^\\s"<]+${path.source}[\\w-]+`).exec(text(mail));
    expect(found, `a link matching ${path.source}`).not.toBeNull();
    return found![0];
  };
  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const put = (base: string, path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it(
    'an attacker guessing from many addresses does not lock the owner out of his own address',
    { timeout: 180_000 },
    async () => {
      const running = await boot({
        TRUST_PROXY: '127.0.0.1',
        AUTH_MAX_FAILURES_PER_ACCOUNT: '5',
        AUTH_RATE_WINDOW_SECONDS: '900',
        AUTH_BACKOFF_MAX_SECONDS: '30',
      });
      const base = running.baseUrl;
      const owner = await newCustomer(running.app, base);
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      const attempt = (password: string, ip: string) =>
        tokenRequest(
          base,
          { grant_type: 'password', username: owner.email, password, ...STOREFRONT },
          from(ip),
        );
      // The owner signed in from home before; so did the admin from the office.
      expect((await attempt('Secret12', '192.0.2.10')).status).toBe(200);
      const adminSignIn = () =>
        tokenRequest(
          base,
          {
            grant_type: 'password',
            username: 'admin@demo.test',
            password: 'Demo1234',
            client_id: 'backoffice',
            client_secret: 'backoffice-dev-secret',
          },
          from('192.0.2.20'),
        );
      expect((await adminSignIn()).status).toBe(200);

      // Five wrong passwords from each of four addresses, then more from fresh ones.
      const statuses: number[] = [];
      for (let ip = 1; ip <= 4; ip++)
        for (let i = 0; i < 5; i++)
          statuses.push((await attempt(`Guess${ip}${i}x`, `198.51.100.${ip}`)).status);
      for (let ip = 1; ip <= 16; ip++)
        statuses.push((await attempt(`Other${ip}x`, `203.0.113.${ip}`)).status);
      // The attacker is slowed: most guesses never reach the password check.
      expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(8);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(28);
      // One guessing address is stopped for itself, whatever password it tries next.
      expect((await attempt('Secret12', '198.51.100.1')).status).toBe(429);

      // The owner, from his own address, signs in at once, with the right password only.
      expect((await attempt('Wrong1234', '192.0.2.10')).status).toBe(400);
      expect((await attempt('Secret12', '192.0.2.10')).status).toBe(200);
      // From a new address the owner waits a bounded back-off step (never the 15-minute lock of old).
      const fresh = await attempt('Secret12', '192.0.2.99');
      if (fresh.status === 429) {
        const wait = Number(fresh.headers.get('retry-after'));
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(30);
      } else expect(fresh.status).toBe(200);
      // An admin under the same attack keeps the back-office too.
      for (let ip = 1; ip <= 6; ip++)
        await tokenRequest(
          base,
          {
            grant_type: 'password',
            username: 'admin@demo.test',
            password: 'Nope1234',
            ...STOREFRONT,
          },
          from(`198.18.0.${ip}`),
        );
      expect((await adminSignIn()).status).toBe(200);
    },
  );

  it('an e-mail change waits for the new mailbox, tells the old one, and the old one can undo it and end every session', async () => {
    const running = await boot();
    const base = running.baseUrl;
    const victim = await newCustomer(running.app, base, { locale: 'de' });
    const thief = `thief-${Date.now()}@evil.test`;
    const changed = await put(
      base,
      '/api/user/email',
      { email: thief, currentPassword: 'Secret12' },
      bearer(victim.tokens),
    );
    expect(changed.status).toBe(202);
    expect(await json(changed)).toEqual({ status: 'pending', newEmail: thief });
    // Until the new mailbox follows the link, the account keeps its address: the thief cannot sign in with his.
    expect(
      await json(await fetch(`${base}/api/user`, { headers: bearer(victim.tokens) })),
    ).toMatchObject({ email: victim.email });
    expect(
      (
        await tokenRequest(base, {
          grant_type: 'password',
          username: thief,
          password: 'Secret12',
          ...STOREFRONT,
        })
      ).status,
    ).toBe(400);

    const confirmMail = await mailTo(thief, /e-mail\/bestaetigen\//);
    expect(text(confirmMail)).toContain('Bestätigen Sie diese Adresse');
    const notice = await mailTo(victim.email, /e-mail\/rueckgaengig\//);
    expect(text(notice)).toContain(thief);
    const confirmUrl = link(confirmMail, /\/de\/e-mail\/bestaetigen\//);
    const undoUrl = link(notice, /\/de\/e-mail\/rueckgaengig\//);
    expect(confirmUrl.startsWith('http://shop.test/de/')).toBe(true);

    // A made-up token changes nothing.
    const forged = await post(base, '/api/user/email/confirm', { token: 'x'.repeat(43) });
    expect(forged.status).toBe(400);
    expect(await json(forged)).toMatchObject({ code: 'AUTH_EMAIL_CHANGE_TOKEN_INVALID' });

    const confirmed = await post(base, '/api/user/email/confirm', { token: tokenOf(confirmUrl) });
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toEqual({ status: 'confirmed', email: thief, locale: 'de' });
    // Used once only.
    expect(
      (await post(base, '/api/user/email/confirm', { token: tokenOf(confirmUrl) })).status,
    ).toBe(400);
    const thiefSession = await signIn(base, thief, 'Secret12');

    // The owner follows the undo link in the old mailbox.
    const undone = await post(base, '/api/user/email/undo', { token: tokenOf(undoUrl) });
    expect(undone.status).toBe(200);
    expect(await json(undone)).toEqual({ status: 'undone', email: victim.email, locale: 'de' });
    expect((await post(base, '/api/user/email/undo', { token: tokenOf(undoUrl) })).status).toBe(
      400,
    );
    // Every session ended: access tokens and refresh tokens of the thief and the victim alike.
    for (const tokens of [thiefSession, victim.tokens]) {
      expect((await fetch(`${base}/api/user`, { headers: bearer(tokens) })).status).toBe(401);
      expect(
        (
          await tokenRequest(base, {
            grant_type: 'refresh_token',
            refresh_token: tokens.refresh_token,
            ...STOREFRONT,
          })
        ).status,
      ).toBe(400);
    }
    await signIn(base, victim.email, 'Secret12');
    expect(
      (
        await tokenRequest(base, {
          grant_type: 'password',
          username: thief,
          password: 'Secret12',
          ...STOREFRONT,
        })
      ).status,
    ).toBe(400);
  });

  it('an undo before the confirmation cancels the pending change; a newer request replaces the older link', async () => {
    const running = await boot();
    const base = running.baseUrl;
    const victim = await newCustomer(running.app, base, { locale: 'fr' });
    const ask = (email: string) =>
      put(base, '/api/user/email', { email, currentPassword: 'Secret12' }, bearer(victim.tokens));
    const first = `first-${Date.now()}@evil.test`;
    const second = `second-${Date.now()}@evil.test`;
    expect((await ask(first)).status).toBe(202);
    expect((await ask(second)).status).toBe(202);
    const older = link(await mailTo(first, /e-mail\/confirmer\//), /\/fr\/e-mail\/confirmer\//);
    expect((await post(base, '/api/user/email/confirm', { token: tokenOf(older) })).status).toBe(
      400,
    );
    const newer = link(await mailTo(second, /e-mail\/confirmer\//), /\/fr\/e-mail\/confirmer\//);
    const notices = await waitFor(() => {
      const found = mailsTo(victim.email).filter((m) => /e-mail\/annuler\//.test(text(m)));
      return found.length === 2 ? found : null;
    });
    const undo = link(
      notices.find((m) => text(m).includes(second))!,
      /\/fr\/e-mail\/annuler\//,
    );
    expect((await post(base, '/api/user/email/undo', { token: tokenOf(undo) })).status).toBe(200);
    expect((await post(base, '/api/user/email/confirm', { token: tokenOf(newer) })).status).toBe(
      400,
    );
    // Asking for a taken address or the current one is refused before any mail.
    const again = await signIn(base, victim.email, 'Secret12');
    const sent = mailsTo(victim.email).length;
    for (const [email, status] of [
      ['customer@demo.test', 409],
      [victim.email, 400],
    ] as const)
      expect(
        (await put(base, '/api/user/email', { email, currentPassword: 'Secret12' }, bearer(again)))
          .status,
      ).toBe(status);
    expect(mailsTo(victim.email)).toHaveLength(sent);
  });

  it('a password change and a password reset each mail the owner, in his language', async () => {
    const running = await boot({ AUTH_MAX_RESET_REQUESTS: '50' });
    const base = running.baseUrl;
    const owner = await newCustomer(running.app, base, { locale: 'en' });
    const changed = await put(
      base,
      '/api/user/password',
      { currentPassword: 'Secret12', password: 'Changed12', passwordConfirmation: 'Changed12' },
      bearer(owner.tokens),
    );
    expect(changed.status).toBe(200);
    const notice = await mailTo(owner.email, /Was this not you\?/);
    expect(text(notice)).toContain('The password of your account was just changed.');
    expect(text(notice)).toContain('http://shop.test/en/forgot-password');

    expect((await post(base, '/api/password/forgot', { email: owner.email })).status).toBe(202);
    const resetMail = await mailTo(owner.email, /\/password\/reset\//);
    const resetUrl = link(resetMail, /\/password\/reset\//);
    expect(
      (
        await post(base, '/api/password/reset', {
          token: tokenOf(resetUrl),
          password: 'Reset1234',
          passwordConfirmation: 'Reset1234',
        })
      ).status,
    ).toBe(200);
    await waitFor(
      () => mailsTo(owner.email).filter((m) => /Was this not you\?/.test(text(m))).length === 2,
      {
        what: 'a second password-changed mail',
      },
    );
  });

  it('registration is limited per address and per IP; a taken address costs as much time as a new one and its owner is told', async () => {
    const running = await boot({
      AUTH_MAX_REGISTRATIONS_PER_IP: '12',
      AUTH_MAX_REGISTRATIONS_PER_EMAIL: '3',
      TRUST_PROXY: '127.0.0.1',
    });
    const base = running.baseUrl;
    const owner = await newCustomer(running.app, base, { locale: 'nl' });
    const attempt = (email: string, ip: string) =>
      fetch(`${base}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(validRegistration(email)),
      });
    const timed = async (email: string, ip: string) => {
      const start = process.hrtime.bigint();
      const res = await attempt(email, ip);
      return { status: res.status, ms: Number(process.hrtime.bigint() - start) / 1e6, res };
    };
    // Alternate taken and new addresses, each from its own client address.
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 3; i++) {
      const a = await timed(owner.email, `198.51.100.${i + 1}`);
      expect(a.status).toBe(409);
      expect(await json(a.res)).toMatchObject({ code: 'USERS_EMAIL_TAKEN' });
      taken.push(a.ms);
      const b = await timed(`new-${i}-${Date.now()}@example.be`, `198.51.100.${i + 11}`);
      expect(b.status).toBe(201);
      fresh.push(b.ms);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    // Both pay for one password hash (tens of ms); without it a taken address answered in 2-4 ms.
    expect(median(taken) / median(fresh)).toBeGreaterThan(1 / 3);
    expect(median(taken) / median(fresh)).toBeLessThan(3);

    // The owner hears about it, once per hour however many tries.
    const notice = await mailTo(owner.email, /Iemand probeerde/);
    expect(text(notice)).toContain('wachtwoord-vergeten');
    // The fourth try for the same address is refused before any work.
    const limited = await attempt(owner.email, '198.51.100.50');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(limited)).toMatchObject({ code: 'USERS_TOO_MANY_ATTEMPTS' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(owner.email).filter((m) => /Iemand probeerde/.test(text(m)))).toHaveLength(1);

    // Per IP: a burst of registrations from one address stops at its limit.
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await attempt(`burst-${i}-${Date.now()}@example.be`, '203.0.113.7')).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(statuses.slice(12)).toEqual([429, 429, 429]);
  });

  it('switching the newsletter on and off in the account mails at most one confirmation per window', async () => {
    const running = await boot();
    const base = running.baseUrl;
    const owner = await newCustomer(running.app, base, { locale: 'nl' });
    const toggle = (newsletter: boolean) =>
      fetch(`${base}/api/user`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...bearer(owner.tokens) },
        body: JSON.stringify({ newsletter }),
      });
    for (let i = 0; i < 6; i++) expect((await toggle(i % 2 === 0)).status).toBe(200);
    await waitFor(() => mailsTo(owner.email).length >= 1, { what: 'the first confirmation' });
    // Let any further (wrong) mail arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(owner.email)).toHaveLength(1);
    // The same holds for a registration opt-in followed by toggles.
    const email = `opt-in-${Date.now()}@example.be`;
    expect((await register(base, { ...validRegistration(email), locale: 'nl' })).status).toBe(201);
    const tokens = await signIn(base, email, 'Secret12');
    for (let i = 0; i < 4; i++)
      await fetch(`${base}/api/user`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...bearer(tokens) },
        body: JSON.stringify({ newsletter: i % 2 === 1 }),
      });
    await waitFor(() => mailsTo(email).length >= 1, { what: 'the registration confirmation' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(email)).toHaveLength(1);
  });
});
