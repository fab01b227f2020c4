import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponseDto } from '../src/modules/audit/dto/audit.dto.js';
import type {
  PartnerApplicationResponseDto,
  PartnerApplicationListResponseDto,
} from '../src/modules/partners/dto/partner-application.dto.js';
import { PartnerApplicationEntity } from '../src/modules/partners/entities/partner-application.entity.js';
import { PARTNER_MAX_PER_IP } from '../src/modules/partners/partners.service.js';
import type {
  AdminStoreResponseDto,
  AdminStoreListResponseDto,
} from '../src/modules/stores/dto/admin-store.dto.js';
import type { StoreListResponseDto } from '../src/modules/stores/dto/store.dto.js';
import { UsersService } from '../src/modules/users/users.service.js';
import { BACKOFFICE, signIn, tokenRequest, STOREFRONT } from './helpers/auth.js';
import { htmlPartOf, subjectOf } from './helpers/mail-headers.js';
import { client, newCustomer, type Client } from './helpers/shop.js';
import { decodeQuotedPrintable, TestSmtpServer } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const validApplication = (email: string, extra: Record<string, unknown> = {}) => ({
  company: 'Huidstudio Aurora',
  firstName: 'Lotte',
  lastName: 'Janssens',
  email,
  phone: '+32 9 123 45 67',
  street: 'Veldstraat',
  houseNumber: '12',
  postalCode: '9000',
  city: 'Gent',
  website: 'https://aurora.example',
  vatNumber: 'BE 0123.456.789',
  howFound: 'A colleague at a trade fair',
  newsletter: false,
  privacyAccepted: true,
  locale: 'en',
  ...extra,
});

describe(`partner applications on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let manager: Client;
  let customer: Client;
  let anonymous: Client;
  let applications: Repository<PartnerApplicationEntity>;

  const apply = (body: unknown, ip = freshIp()) =>
    fetch(`${base}/api/partner-applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
  const mailTo = (to: string, subject?: string) =>
    smtp.received.find(
      (m) => m.to.includes(to) && (!subject || subjectOf(m.raw).includes(subject)),
    );
  const idOf = async (email: string) => (await applications.findOneByOrFail({ email })).id;
  const setStatus = (api: Client, id: string, status: string) =>
    api.patch(`/api/admin/partner-applications/${id}`, { status });

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    running = await startApp(
      env.config({ SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1', BRAND_INBOX: 'inbox@brand.test' }),
    );
    base = running.baseUrl;
    applications = running.app.get(getRepositoryToken(PartnerApplicationEntity));
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    manager = client(base, await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE));
    customer = (await newCustomer(running.app, base)).api;
    anonymous = client(base, null);
  });
  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await env?.dispose();
  });

  it('stores the application as new, mails the applicant and notifies every partner manager', async () => {
    const res = await apply(validApplication('lotte@aurora.example'));
    expect(res.status).toBe(202);
    const row = await applications.findOneByOrFail({ email: 'lotte@aurora.example' });
    expect(row).toMatchObject({
      status: 'new',
      company: 'Huidstudio Aurora',
      country: 'BE',
      vatNumber: 'BE0123456789',
      street: 'Veldstraat',
      houseNumber: '12',
      locale: 'en',
      storeId: null,
    });

    const received = await waitFor(() => mailTo('lotte@aurora.example'), {
      what: 'the application-received mail',
    });
    expect(subjectOf(received.raw)).toBe('Your partner application was received – Vyrelle');
    expect(decodeQuotedPrintable(received.raw)).toContain('Huidstudio Aurora');

    const note = await waitFor(() => mailTo('manager@demo.test', 'Huidstudio Aurora'), {
      what: 'the manager notification',
    });
    const body = decodeQuotedPrintable(note.raw);
    expect(body).toContain('A colleague at a trade fair');
    expect(body).toContain(`/admin/partner-applications/${row.id}/show`);
    expect(smtp.received.some((m) => m.to.includes('inbox@brand.test'))).toBe(false);
  });

  it('refuses missing consent, a bad e-mail, a bad VAT number and empty fields', async () => {
    const res = await apply(
      validApplication('nope', { privacyAccepted: false, vatNumber: '12', phone: 'call me' }),
    );
    expect(res.status).toBe(400);
    const problem = await json(res);
    expect(problem.errors).toMatchObject({
      email: 'validation.email',
      privacyAccepted: 'validation.privacyRequired',
      vatNumber: 'validation.vatNumber',
      phone: 'validation.phone',
    });
    const empty = await json(await apply({ privacyAccepted: true }));
    for (const field of [
      'company',
      'firstName',
      'lastName',
      'email',
      'phone',
      'street',
      'houseNumber',
      'postalCode',
      'city',
      'howFound',
    ])
      expect(empty.errors[field]).toBe('validation.required');
  });

  it('drops a filled-in honeypot silently and limits applications per IP with 429 + Retry-After', async () => {
    expect((await apply(validApplication('bot@spam.example', { fax: '123' }))).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await applications.countBy({ email: 'bot@spam.example' })).toBe(0);
    expect(mailTo('bot@spam.example')).toBeUndefined();

    const ip = freshIp();
    for (let i = 0; i < PARTNER_MAX_PER_IP; i++)
      expect((await apply(validApplication(`rate-${i}@salon.example`), ip)).status).toBe(202);
    const refused = await apply(validApplication('rate-over@salon.example'), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(refused)).code).toBe('PARTNERS_TOO_MANY_REQUESTS');
  });

  it('lets admins and partner managers in, refuses customers (403) and signed-out callers (401)', async () => {
    for (const path of ['/api/admin/partner-applications', '/api/admin/stores']) {
      expect((await admin.get(path)).status).toBe(200);
      expect((await manager.get(path)).status).toBe(200);
      expect((await customer.get(path)).status).toBe(403);
      expect((await anonymous.get(path)).status).toBe(401);
    }
    // Partner managers reach the partner screens only.
    expect((await manager.get('/api/admin/audit')).status).toBe(403);
    expect((await manager.get('/api/admin/jobs?state=failed')).status).toBe(403);
    expect((await customer.get('/api/admin/jobs?state=failed')).status).toBe(403);
    expect((await anonymous.get('/api/admin/jobs?state=failed')).status).toBe(401);
    expect(
      (
        await customer.patch(
          `/api/admin/partner-applications/${await idOf('lotte@aurora.example')}`,
          { status: 'in_review' },
        )
      ).status,
    ).toBe(403);
    // Partner managers list the salons' accounts only; the user list and role changes stay with admins.
    const accounts = await json(await manager.get('/api/admin/partner-accounts?perPage=100'));
    expect(accounts.data.map((u: { email: string }) => u.email)).toContain('partner@demo.test');
    expect(
      accounts.data.some(
        (u: { email: string }) =>
          u.email === 'manager@demo.test' ||
          u.email === 'admin@demo.test' ||
          u.email === 'customer@demo.test',
      ),
    ).toBe(false);
    expect((await customer.get('/api/admin/partner-accounts')).status).toBe(403);
    expect((await anonymous.get('/api/admin/partner-accounts')).status).toBe(401);
    expect((await manager.get('/api/admin/users')).status).toBe(403);
    expect(
      (await manager.patch(`/api/admin/users/${accounts.data[0].id}`, { role: 'customer' })).status,
    ).toBe(403);
  });

  it('lists with status and text filters and shows one application', async () => {
    const list = await json<PartnerApplicationListResponseDto>(
      await manager.get('/api/admin/partner-applications?status=new&q=lotte%40aurora'),
    );
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      company: 'Huidstudio Aurora',
      status: 'new',
      nextStatuses: ['in_review', 'rejected'],
    });
    const one = await json<PartnerApplicationResponseDto>(
      await manager.get(`/api/admin/partner-applications/${list.data[0]!.id}`),
    );
    expect(one.email).toBe('lotte@aurora.example');
    expect(
      (await manager.get('/api/admin/partner-applications/00000000-0000-0000-0000-000000000000'))
        .status,
    ).toBe(404);
    expect((await manager.get('/api/admin/partner-applications?status=bogus')).status).toBe(400);
  });

  it('follows the allowed transitions only, with audit entries', async () => {
    const id = await idOf('rate-0@salon.example');
    const skip = await setStatus(manager, id, 'approved');
    expect(skip.status).toBe(409);
    expect((await json(skip)).code).toBe('PARTNERS_ILLEGAL_TRANSITION');
    expect((await setStatus(manager, id, 'rejected')).status).toBe(200);
    expect((await setStatus(manager, id, 'in_review')).status).toBe(409);
    const other = await idOf('rate-1@salon.example');
    expect((await json(await setStatus(manager, other, 'in_review'))).status).toBe('in_review');
    expect((await json(await setStatus(manager, other, 'rejected'))).status).toBe('rejected');
    const audit = await json<AuditListResponseDto>(
      await admin.get(`/api/admin/audit?entityType=partner-application&entityId=${other}`),
    );
    expect(audit.data.map((e) => e.action).sort()).toEqual([
      'partner-application.reject',
      'partner-application.review',
    ]);
  });

  it('approving creates the official partner store and a partner account; the invited salon sets a password and signs in', async () => {
    const id = await idOf('lotte@aurora.example');
    expect((await setStatus(manager, id, 'in_review')).status).toBe(200);
    const res = await setStatus(manager, id, 'approved');
    expect(res.status).toBe(200);
    const approved = await json<PartnerApplicationResponseDto>(res);
    expect(approved).toMatchObject({ status: 'approved', nextStatuses: [] });
    expect(approved.storeId).toBeTruthy();
    expect(approved.partnerUserId).toBeTruthy();

    // The store: official partner, placed near the other Gent stores, visible in the locator.
    const store = await json<AdminStoreResponseDto>(
      await manager.get(`/api/admin/stores/${approved.storeId}`),
    );
    expect(store).toMatchObject({
      name: 'Huidstudio Aurora',
      address: 'Veldstraat 12',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
      officialPartner: true,
      active: true,
      website: 'https://aurora.example',
    });
    expect(store.latitude).toBeCloseTo(51.05, 1);
    expect(store.longitude).toBeCloseTo(3.72, 1);
    const locator = await json<StoreListResponseDto>(
      await anonymous.get('/api/stores?q=aurora&partner=true'),
    );
    expect(locator.data.map((s) => s.id)).toEqual([approved.storeId]);

    // The account: role partner, tied to the store, no password anyone knows.
    const user = await running.app.get(UsersService).getById(approved.partnerUserId!);
    expect(user).toMatchObject({
      email: 'lotte@aurora.example',
      role: 'partner',
      partnerStoreId: approved.storeId,
      locale: 'en',
    });

    // The invitation mail carries a single-use link to the storefront's password page.
    const invitation = await waitFor(
      () => mailTo('lotte@aurora.example', 'Welcome as a Vyrelle partner'),
      { what: 'the invitation' },
    );
    const html = htmlPartOf(decodeQuotedPrintable(invitation.raw));
    const token = /http:\/\/shop\.test\/en\/password\/reset\/([\w-]+)/.exec(html)?.[1];
    expect(token).toBeTruthy();

    // Approving again changes nothing: same store, same account, no second invitation.
    const again = await json<PartnerApplicationResponseDto>(await setStatus(admin, id, 'approved'));
    expect(again).toMatchObject({
      storeId: approved.storeId,
      partnerUserId: approved.partnerUserId,
      status: 'approved',
    });
    expect(
      (await json<AdminStoreListResponseDto>(await admin.get('/api/admin/stores?q=aurora'))).total,
    ).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      smtp.received.filter(
        (m) => m.to.includes('lotte@aurora.example') && subjectOf(m.raw).includes('Welcome'),
      ),
    ).toHaveLength(1);
    expect((await setStatus(admin, id, 'rejected')).status).toBe(409);

    // The salon sets its password through the link (once) and signs in as a partner.
    const reset = (password: string) =>
      fetch(`${base}/api/password/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, password, passwordConfirmation: password }),
      });
    expect((await reset('Salon2026')).status).toBe(200);
    expect((await reset('Other2026')).status).toBe(400);
    const signed = await tokenRequest(base, {
      grant_type: 'password',
      username: 'lotte@aurora.example',
      password: 'Salon2026',
      ...STOREFRONT,
    });
    expect(signed.status).toBe(200);
    const me = await json(
      await fetch(`${base}/api/user`, {
        headers: { authorization: `Bearer ${(await json(signed)).access_token}` },
      }),
    );
    expect(me).toMatchObject({ email: 'lotte@aurora.example', role: 'partner' });

    const audit = await json<AuditListResponseDto>(
      await admin.get(`/api/admin/audit?entityType=partner-application&entityId=${id}`),
    );
    expect(audit.data.map((e) => e.action)).toContain('partner-application.approve');
    expect(
      audit.data.find((e) => e.action === 'partner-application.approve')!.changes,
    ).toMatchObject({ storeId: [null, approved.storeId] });
    const storeAudit = await json<AuditListResponseDto>(
      await admin.get(`/api/admin/audit?entityType=store&entityId=${approved.storeId}`),
    );
    expect(storeAudit.data.map((e) => e.action)).toEqual(['store.create']);
  });

  it('manages stores in the back-office: create (placed from the postal code), edit the official-partner flag, filters, audit', async () => {
    const created = await manager.post('/api/admin/stores', {
      name: 'Salon Test',
      address: 'Meir 1',
      postalCode: '2000',
      city: 'Antwerpen',
      country: 'BE',
    });
    expect(created.status).toBe(201);
    const store = await json<AdminStoreResponseDto>(created);
    expect(store).toMatchObject({ officialPartner: false, active: true });
    expect(store.latitude).toBeCloseTo(51.21, 1);
    const bad = await json(
      await manager.post('/api/admin/stores', {
        name: '',
        address: 'x',
        postalCode: '1',
        city: 'y',
        country: 'Belgium',
        website: 'http://x.example',
      }),
    );
    expect(bad.errors).toMatchObject({
      name: 'validation.required',
      country: 'validation.country',
      website: 'validation.link',
    });

    const updated = await json<AdminStoreResponseDto>(
      await manager.patch(`/api/admin/stores/${store.id}`, {
        officialPartner: true,
        name: 'Salon Test Plus',
      }),
    );
    expect(updated).toMatchObject({ officialPartner: true, name: 'Salon Test Plus' });
    expect(
      (await json<StoreListResponseDto>(await anonymous.get('/api/stores?q=salon%20test%20plus')))
        .total,
    ).toBe(1);
    const partners = await json<AdminStoreListResponseDto>(
      await admin.get('/api/admin/stores?officialPartner=true&perPage=100'),
    );
    expect(partners.data.every((s) => s.officialPartner)).toBe(true);
    expect(partners.data.map((s) => s.id)).toContain(store.id);
    const audit = await json<AuditListResponseDto>(
      await admin.get(`/api/admin/audit?entityType=store&entityId=${store.id}`),
    );
    expect(audit.data.map((e) => e.action).sort()).toEqual(['store.create', 'store.update']);
    expect(audit.data.find((e) => e.action === 'store.update')!.changes).toMatchObject({
      officialPartner: [false, true],
    });
    expect((await customer.post('/api/admin/stores', { name: 'x' })).status).toBe(403);
  });

  it('turns an existing customer account into the salon account and refuses a staff e-mail', async () => {
    const shopper = await newCustomer(running.app, base, { locale: 'de' });
    expect(
      (await apply(validApplication(shopper.email, { company: 'Kundensalon', locale: 'de' })))
        .status,
    ).toBe(202);
    const id = await idOf(shopper.email);
    await setStatus(admin, id, 'in_review');
    const approved = await json<PartnerApplicationResponseDto>(
      await setStatus(admin, id, 'approved'),
    );
    const user = await running.app.get(UsersService).getById(approved.partnerUserId!);
    expect(user).toMatchObject({
      email: shopper.email,
      role: 'partner',
      partnerStoreId: approved.storeId,
    });
    await waitFor(() => mailTo(shopper.email, 'Willkommen als Vyrelle-Partner'), {
      what: 'the German invitation',
    });

    expect((await apply(validApplication('manager@demo.test', { company: 'Staff' }))).status).toBe(
      202,
    );
    const staff = await idOf('manager@demo.test');
    await setStatus(admin, staff, 'in_review');
    const refused = await setStatus(admin, staff, 'approved');
    expect(refused.status).toBe(409);
    expect((await json(refused)).code).toBe('PARTNERS_EMAIL_NOT_AVAILABLE');
    expect((await applications.findOneByOrFail({ id: staff })).status).toBe('in_review');
  });
  it('notifies the brand inbox when there is no partner manager', async () => {
    const managers = await json(
      await admin.get('/api/admin/users?role=partner_manager&perPage=100'),
    );
    for (const m of managers.data)
      expect((await admin.patch(`/api/admin/users/${m.id}`, { role: 'customer' })).status).toBe(
        200,
      );
    try {
      expect(
        (
          await apply(
            validApplication('solo@salon.example', { company: 'Solo Salon', locale: 'fr' }),
          )
        ).status,
      ).toBe(202);
      const note = await waitFor(() => mailTo('inbox@brand.test', 'Solo Salon'), {
        what: 'the inbox notification',
      });
      expect(subjectOf(note.raw)).toBe('Nieuwe partneraanvraag: Solo Salon');
      await waitFor(() => mailTo('solo@salon.example', 'Votre candidature partenaire'), {
        what: 'the French confirmation',
      });
    } finally {
      for (const m of managers.data)
        await admin.patch(`/api/admin/users/${m.id}`, { role: 'partner_manager' });
    }
  });
});
