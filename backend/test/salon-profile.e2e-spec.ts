import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_STORE } from '../src/database/seed/shop-demo.seeder.js';
import { AuditEntryEntity } from '../src/modules/audit/entities/audit-entry.entity.js';
import type { PartnerProfileResponseDto } from '../src/modules/partner-portal/dto/partner-portal.dto.js';
import type { PartnerApplicationResponseDto } from '../src/modules/partners/dto/partner-application.dto.js';
import type {
  StoreListResponseDto,
  StoreResponseDto,
} from '../src/modules/stores/dto/store.dto.js';
import { StoreEntity } from '../src/modules/stores/entities/store.entity.js';
import { UsersService } from '../src/modules/users/users.service.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { client, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const HOURS = {
  mon: [],
  tue: [
    ['13:30', '18:00'],
    ['09:00', '12:30'],
  ],
  wed: [['09:00', '18:00']],
  sat: [['10:00', '16:00']],
  sun: [],
};

describe(`salon profile on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let stores: Repository<StoreEntity>;
  let salonA: StoreEntity;
  let salonB: StoreEntity;
  let partnerA: Client;
  let partnerB: Client;
  let customer: Client;
  let manager: Client;
  let anonymous: Client;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    stores = running.app.get(getRepositoryToken(StoreEntity));
    salonA = await stores.findOneByOrFail({ name: DEMO_PARTNER_STORE });
    salonB = await stores.findOneByOrFail({ name: 'Atelier Epiderma' });
    partnerA = client(base, await signIn(base, 'partner@demo.test'));
    await running.app.get(UsersService).create({
      email: 'b@salon-b.test',
      password: 'Secret12',
      firstName: 'Bo',
      lastName: 'Partner',
      country: 'BE',
      role: 'partner',
      locale: 'nl',
      partnerStoreId: salonB.id,
    });
    partnerB = client(base, await signIn(base, 'b@salon-b.test', 'Secret12'));
    customer = (await newCustomer(running.app, base)).api;
    manager = client(base, await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE));
    anonymous = client(base, null);
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('the seed gives the demo salon a profile that the locator returns in its one list query', async () => {
    const list = await json<StoreListResponseDto>(await anonymous.get('/api/stores?q=lumen'));
    const lumen = list.data.find((s) => s.id === salonA.id)!;
    expect(lumen.officialPartner).toBe(true);
    expect(lumen.openingHours?.tue).toEqual([
      ['09:00', '12:30'],
      ['13:30', '18:00'],
    ]);
    expect(lumen.services.length).toBeGreaterThan(0);
    expect(lumen.languages).toContain('nl');
    const plain = (
      await json<StoreListResponseDto>(await anonymous.get('/api/stores?partner=false&perPage=5'))
    ).data[0]!;
    expect(plain).toMatchObject({ services: [], languages: [] });
  });

  it('a salon edits its own opening hours, services, languages and contact details (audited)', async () => {
    const res = await partnerA.patch('/api/partner/profile', {
      openingHours: HOURS,
      services: ['  Huidanalyse ', 'Peeling'],
      languages: ['fr', 'nl'],
      phone: '+32 3 111 22 33',
      website: 'http://lumen.example/salon',
      email: 'Hallo@Lumen.example',
    });
    expect(res.status).toBe(200);
    const profile = await json<PartnerProfileResponseDto>(res);
    expect(profile.store.openingHours).toEqual({
      mon: [],
      tue: [
        ['09:00', '12:30'],
        ['13:30', '18:00'],
      ],
      wed: [['09:00', '18:00']],
      sat: [['10:00', '16:00']],
      sun: [],
    });
    expect(profile.store).toMatchObject({
      id: salonA.id,
      services: ['Huidanalyse', 'Peeling'],
      languages: ['nl', 'fr'],
      phone: '+32 3 111 22 33',
      website: 'http://lumen.example/salon',
      email: 'hallo@lumen.example',
      name: DEMO_PARTNER_STORE,
    });
    expect(profile.link).toMatch(/\/t\/[a-z2-9]{8}$/);

    const one = await json<StoreResponseDto>(await anonymous.get(`/api/stores/${salonA.id}`));
    expect(one).toMatchObject({ services: ['Huidanalyse', 'Peeling'], languages: ['nl', 'fr'] });
    const near = await json<StoreListResponseDto>(
      await anonymous.get('/api/stores?lat=51.2181&lng=4.4089&radius=5&partner=true'),
    );
    expect(near.data.find((s) => s.id === salonA.id)?.openingHours?.wed).toEqual([
      ['09:00', '18:00'],
    ]);

    const audit = await running.app
      .get<Repository<AuditEntryEntity>>(getRepositoryToken(AuditEntryEntity))
      .findOneByOrFail({ action: 'store.profile', entityId: salonA.id });
    expect(Object.keys(audit.changes ?? {})).toEqual(
      expect.arrayContaining(['openingHours', 'services', 'languages', 'phone']),
    );

    // A partial edit leaves the rest alone; null clears.
    const partial = await json<PartnerProfileResponseDto>(
      await partnerA.patch('/api/partner/profile', { website: null }),
    );
    expect(partial.store).toMatchObject({
      website: null,
      services: ['Huidanalyse', 'Peeling'],
      phone: '+32 3 111 22 33',
    });
  });

  it('refuses invalid content with 422 and a message key per field, changing nothing', async () => {
    const before = await stores.findOneByOrFail({ id: salonA.id });
    const res = await partnerA.patch('/api/partner/profile', {
      openingHours: {
        mon: [
          ['09:00', '12:00'],
          ['11:00', '14:00'],
        ],
        tue: [['18:00', '09:00']],
        wed: [['9:00', '12:00']],
        thu: [
          ['08:00', '09:00'],
          ['10:00', '11:00'],
          ['12:00', '13:00'],
          ['14:00', '15:00'],
        ],
        funday: [],
      },
      services: ['Peeling', 'peeling', '', 'x'.repeat(61), '<b>bold</b>'],
      languages: ['nl', 'es'],
      phone: 'call me',
      website: 'javascript:alert(1)',
      email: 'nope',
    });
    expect(res.status).toBe(422);
    const problem = await json(res);
    expect(problem.code).toBe('PARTNER_PORTAL_PROFILE_INVALID');
    expect(problem.errors).toEqual({
      'openingHours.mon': 'validation.timeOverlap',
      'openingHours.tue': 'validation.timeOrder',
      'openingHours.wed': 'validation.openingHours',
      'openingHours.thu': 'validation.tooMany',
      'openingHours.funday': 'validation.unknownField',
      'services.1': 'validation.duplicate',
      'services.2': 'validation.required',
      'services.3': 'validation.tooLong',
      'services.4': 'validation.text',
      languages: 'validation.choice',
      phone: 'validation.phone',
      website: 'validation.link',
      email: 'validation.email',
    });
    const tooMany = await partnerA.patch('/api/partner/profile', {
      services: Array.from({ length: 13 }, (_, i) => `Service ${i}`),
    });
    expect(tooMany.status).toBe(422);
    expect((await json(tooMany)).errors).toEqual({ services: 'validation.tooMany' });
    const after = await stores.findOneByOrFail({ id: salonA.id });
    expect(after.services).toEqual(before.services);
    expect(after.openingHours).toEqual(before.openingHours);
  });

  it('never lets a salon edit another store, its name or address, or its partner status', async () => {
    const b = await stores.findOneByOrFail({ id: salonB.id });
    for (const body of [
      { id: salonB.id, services: ['Hijacked'] },
      { name: 'Renamed' },
      { address: 'Elsewhere 1' },
      { officialPartner: false },
      { storeId: salonB.id },
    ]) {
      expect((await partnerA.patch('/api/partner/profile', body)).status).toBe(400);
    }
    const own = await json<PartnerProfileResponseDto>(
      await partnerB.patch('/api/partner/profile', { services: ['Microneedling'] }),
    );
    expect(own.store.id).toBe(salonB.id);
    expect((await stores.findOneByOrFail({ id: salonA.id })).services).toEqual([
      'Huidanalyse',
      'Peeling',
    ]);
    expect((await stores.findOneByOrFail({ id: salonB.id })).name).toBe(b.name);
  });

  it('a customer gets 403 and a signed-out caller 401 on the profile and its QR code', async () => {
    for (const [api, status] of [
      [customer, 403],
      [anonymous, 401],
    ] as const) {
      expect((await api.patch('/api/partner/profile', { services: ['x'] })).status).toBe(status);
      expect((await api.get('/api/partner/profile/qr.svg')).status).toBe(status);
    }
  });

  it('serves the personal link as an SVG QR code, not cached', async () => {
    const res = await partnerA.get('/api/partner/profile/qr.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/<path[^>]* d="M[\d .MhvHVz-]+"/);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    // Another salon's link is another code, so another picture.
    const other = await (await partnerB.get('/api/partner/profile/qr.svg')).text();
    expect(other).not.toBe(svg);
  });

  it('approving a partner application copies the company name and VAT number onto the new store', async () => {
    const applied = await fetch(`${base}/api/partner-applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        company: 'Huidstudio Noorderlicht BV',
        firstName: 'Nora',
        lastName: 'Peeters',
        email: 'nora@noorderlicht.example',
        phone: '+32 9 123 45 67',
        street: 'Veldstraat',
        houseNumber: '3',
        postalCode: '9000',
        city: 'Gent',
        vatNumber: 'BE 0987.654.321',
        howFound: 'Fair',
        newsletter: false,
        privacyAccepted: true,
        locale: 'nl',
      }),
    });
    expect(applied.status).toBe(202);
    const list = await json<{ data: PartnerApplicationResponseDto[] }>(
      await manager.get('/api/admin/partner-applications?q=noorderlicht'),
    );
    const id = list.data[0]!.id;
    expect(
      (await manager.patch(`/api/admin/partner-applications/${id}`, { status: 'in_review' }))
        .status,
    ).toBe(200);
    const approved = await json<PartnerApplicationResponseDto>(
      await manager.patch(`/api/admin/partner-applications/${id}`, { status: 'approved' }),
    );
    const store = await stores.findOneByOrFail({ id: approved.storeId! });
    expect(store).toMatchObject({
      name: 'Huidstudio Noorderlicht BV',
      companyName: 'Huidstudio Noorderlicht BV',
      vatNumber: 'BE0987654321',
      officialPartner: true,
    });
  });
});
