import { getRepositoryToken } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductEntity } from '../src/modules/catalogue/entities/product.entity.js';
import { ContentService } from '../src/modules/content/content.service.js';
import type {
  AccountRoutinesResponseDto,
  PartnerClientListResponseDto,
  PartnerRoutineListResponseDto,
  PartnerRoutineResponseDto,
  SavedRoutineStateResponseDto,
} from '../src/modules/routines/dto/routines.dto.js';
import { StoreEntity } from '../src/modules/stores/entities/store.entity.js';
import { UsersService } from '../src/modules/users/users.service.js';
import { RoutinesDemoSeeder } from '../src/database/seed/routines-demo.seeder.js';
import { DEMO_PARTNER_STORE } from '../src/database/seed/shop-demo.seeder.js';
import { signIn } from './helpers/auth.js';
import { client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const NL_SLUG = 'routine-voor-een-heldere-huid';
const EN_SLUG = 'routine-for-clear-skin';

describe(`account routines on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let products: Repository<ProductEntity>;
  let salonX: StoreEntity;
  let salonY: StoreEntity;
  let partnerX: Client;
  let partnerY: Client;
  let customerA: { id: string; api: Client };
  let customerB: { id: string; api: Client };
  let anonymous: Client;
  let productIds: string[];

  async function customer(): Promise<{ id: string; api: Client }> {
    const { email, api } = await newCustomer(running.app, base);
    const user = await running.app.get(UsersService).findByEmail(email);
    return { id: user!.id, api };
  }

  const routineBody = (customerId: string, overrides: Record<string, unknown> = {}) => ({
    customerId,
    title: 'Jouw ochtend',
    note: 'Na de behandeling: <b>geen</b> peeling deze week.',
    steps: [
      { productId: productIds[1], position: 2, timing: 'evening', instructions: 'Twee pompjes.' },
      { productId: productIds[0], position: 1, timing: 'morning', instructions: null },
    ],
    ...overrides,
  });

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    products = running.app.get(getRepositoryToken(ProductEntity));
    const stores = running.app.get<Repository<StoreEntity>>(getRepositoryToken(StoreEntity));
    salonX = await stores.findOneByOrFail({ name: DEMO_PARTNER_STORE });
    salonY = await stores.findOneByOrFail({ name: 'Atelier Epiderma' });
    partnerX = client(base, await signIn(base, 'partner@demo.test'));
    const emailY = `p-${Math.random().toString(36).slice(2, 10)}@salon.test`;
    await running.app.get(UsersService).create({
      email: emailY,
      password: 'Secret12',
      firstName: 'Ines',
      lastName: 'Partner',
      country: 'BE',
      role: 'partner',
      locale: 'nl',
      partnerStoreId: salonY.id,
    });
    partnerY = client(base, await signIn(base, emailY, 'Secret12'));
    customerA = await customer();
    customerB = await customer();
    anonymous = client(base, null);
    productIds = [
      await createProduct(running.app, { priceCents: 2500, stock: 5, name: 'Stap een' }),
      await createProduct(running.app, { priceCents: 3500, stock: 0, name: 'Stap twee' }),
    ];
    expect((await customerA.api.put('/api/user/specialist', { storeId: salonX.id })).status).toBe(
      200,
    );
    expect((await customerB.api.put('/api/user/specialist', { storeId: salonY.id })).status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('refuses signed-out callers (401) and non-partners on partner routes (403)', async () => {
    expect((await anonymous.get('/api/account/routines')).status).toBe(401);
    expect((await anonymous.put(`/api/account/routines/saved/${NL_SLUG}`)).status).toBe(401);
    expect((await anonymous.delete(`/api/account/routines/saved/${NL_SLUG}`)).status).toBe(401);
    const id = '00000000-0000-4000-8000-000000000000';
    const partnerCalls = (api: Client) => [
      api.get('/api/partner/clients'),
      api.get('/api/partner/routines'),
      api.post('/api/partner/routines', routineBody(customerA.id)),
      api.get(`/api/partner/routines/${id}`),
      api.patch(`/api/partner/routines/${id}`, { title: 'x' }),
      api.delete(`/api/partner/routines/${id}`),
    ];
    for (const res of await Promise.all(partnerCalls(anonymous))) expect(res.status).toBe(401);
    for (const res of await Promise.all(partnerCalls(customerA.api))) expect(res.status).toBe(403);
  });

  it('saves a routine article idempotently, in any language, and answers in the request language', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await customerA.api.put(`/api/account/routines/saved/${NL_SLUG}`);
      expect(res.status).toBe(200);
      expect(await json<SavedRoutineStateResponseDto>(res)).toEqual({
        translationKey: 'routine-blue-clear-skin',
        saved: true,
      });
    }
    expect((await customerA.api.put(`/api/account/routines/saved/${EN_SLUG}`)).status).toBe(200);
    const en = await json<AccountRoutinesResponseDto>(
      await customerA.api.get('/api/account/routines', { 'accept-language': 'en' }),
    );
    expect(en.saved).toHaveLength(1);
    expect(en.saved[0]!.post).toMatchObject({
      slug: EN_SLUG,
      language: 'en',
      translationKey: 'routine-blue-clear-skin',
    });
    expect(en.saved[0]!.products.map((p) => p.slug)).toEqual([
      'blue-probiotic-cleansing-foam',
      'blue-balancing-toner',
      'blue-probiotic-serum',
      'blue-probiotic-moisture-cream',
      'blue-clarifying-spot-gel',
    ]);
    expect(en.saved[0]!.products[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      priceCents: expect.any(Number),
      inStock: expect.any(Boolean),
    });
    expect(en.saved[0]!.unavailableCount).toBe(0);
    // B sees nothing of A's.
    expect(
      await json<AccountRoutinesResponseDto>(await customerB.api.get('/api/account/routines')),
    ).toEqual({ analyses: [], saved: [], personal: [] });

    expect((await customerA.api.delete(`/api/account/routines/saved/${EN_SLUG}`)).status).toBe(200);
    expect((await customerA.api.delete(`/api/account/routines/saved/${EN_SLUG}`)).status).toBe(200);
    expect(
      (await json<AccountRoutinesResponseDto>(await customerA.api.get('/api/account/routines')))
        .saved,
    ).toEqual([]);
    expect((await customerA.api.put('/api/account/routines/saved/no-such-routine')).status).toBe(
      404,
    );
    // A magazine article is not a routine.
    const blog = (
      await running.app
        .get(ContentService)
        .listPosts({ type: 'blog', sort: 'latest', page: 1, perPage: 1 }, 'nl')
    ).data[0]!;
    expect((await customerA.api.put(`/api/account/routines/saved/${blog.slug}`)).status).toBe(404);
  });

  it('falls back to nl for a routine without a version in the language, and leaves out products no longer sold', async () => {
    const content = running.app.get(ContentService);
    const [first, second, third] = await products.find({
      where: { active: true, partnerOnly: false },
      order: { slug: 'ASC' },
      take: 3,
    });
    await content.savePost({
      language: 'nl',
      type: 'routine',
      name: 'Alleen nl',
      slug: 'alleen-nl-routine',
      title: 'Alleen in het Nederlands',
      publishAt: '2024-01-01T00:00:00.000Z',
      published: true,
      content: '<p>Tekst</p>',
      featuredProducts: [first!.slug, second!.slug, third!.slug],
    });
    expect((await customerA.api.put('/api/account/routines/saved/alleen-nl-routine')).status).toBe(
      200,
    );
    await products.update({ id: second!.id }, { active: false });
    await products.update({ id: third!.id }, { partnerOnly: true });
    try {
      const de = await json<AccountRoutinesResponseDto>(
        await customerA.api.get('/api/account/routines?locale=de'),
      );
      expect(de.saved[0]!.post).toMatchObject({ slug: 'alleen-nl-routine', language: 'nl' });
      expect(de.saved[0]!.products.map((p) => p.id)).toEqual([first!.id]);
      expect(de.saved[0]!.unavailableCount).toBe(2);
    } finally {
      await products.update({ id: second!.id }, { active: true });
      await products.update({ id: third!.id }, { partnerOnly: false });
      await customerA.api.delete('/api/account/routines/saved/alleen-nl-routine');
    }
  });

  it('lets a salon list its current clients without contact details, and write routines only for them', async () => {
    const clients = await json<PartnerClientListResponseDto>(
      await partnerX.get('/api/partner/clients'),
    );
    const a = clients.data.find((c) => c.id === customerA.id);
    expect(a).toEqual({ id: customerA.id, name: 'Test K.' });
    expect(clients.data.some((c) => c.id === customerB.id)).toBe(false);
    expect(JSON.stringify(clients)).not.toContain('@');

    // Salon X may not write for salon Y's client.
    const notMine = await partnerX.post('/api/partner/routines', routineBody(customerB.id));
    expect(notMine.status).toBe(404);
    expect(await json(notMine)).toMatchObject({
      code: 'ROUTINES_CLIENT_NOT_FOUND',
      errors: { customerId: 'validation.notClient' },
    });

    const created = await partnerX.post('/api/partner/routines', routineBody(customerA.id));
    expect(created.status).toBe(201);
    const routine = await json<PartnerRoutineResponseDto>(created);
    expect(routine).toMatchObject({
      title: 'Jouw ochtend',
      note: 'Na de behandeling: <b>geen</b> peeling deze week.',
      salonName: DEMO_PARTNER_STORE,
      customer: { id: customerA.id, name: 'Test K.' },
    });
    expect(routine.steps.map((s) => [s.position, s.productId, s.timing])).toEqual([
      [1, productIds[0], 'morning'],
      [2, productIds[1], 'evening'],
    ]);

    // The customer sees it, with the salon's name and ordered steps; the other customer does not.
    const mine = await json<AccountRoutinesResponseDto>(
      await customerA.api.get('/api/account/routines'),
    );
    expect(mine.personal).toHaveLength(1);
    expect(mine.personal[0]).toMatchObject({
      id: routine.id,
      salonName: DEMO_PARTNER_STORE,
      unavailableCount: 0,
    });
    expect(mine.personal[0]!.steps.map((s) => s.product?.inStock)).toEqual([true, false]);
    expect(
      (await json<AccountRoutinesResponseDto>(await customerB.api.get('/api/account/routines')))
        .personal,
    ).toEqual([]);

    // Salon Y can neither read, change nor delete salon X's routine, nor see it in its list.
    expect((await partnerY.get(`/api/partner/routines/${routine.id}`)).status).toBe(404);
    expect(
      (await partnerY.patch(`/api/partner/routines/${routine.id}`, { title: 'Overgenomen' }))
        .status,
    ).toBe(404);
    expect((await partnerY.delete(`/api/partner/routines/${routine.id}`)).status).toBe(404);
    expect(
      (await json<PartnerRoutineListResponseDto>(await partnerY.get('/api/partner/routines'))).data,
    ).toEqual([]);
    expect(
      (
        await json<PartnerRoutineListResponseDto>(await partnerX.get('/api/partner/routines'))
      ).data.map((r) => r.id),
    ).toContain(routine.id);

    const patched = await partnerX.patch(`/api/partner/routines/${routine.id}`, {
      title: '  Nieuwe titel ',
      note: '',
    });
    expect(patched.status).toBe(200);
    expect(await json<PartnerRoutineResponseDto>(patched)).toMatchObject({
      title: 'Nieuwe titel',
      note: null,
    });
    expect((await partnerX.get('/api/partner/routines/not-a-uuid')).status).toBe(404);
  });

  it('validates title, note, steps, positions, timing and products', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await partnerX.post('/api/partner/routines', body);
      expect(res.status).toBe(400);
      return (await json<{ errors: Record<string, string> }>(res)).errors;
    };
    expect(await bad(routineBody(customerA.id, { title: '   ' }))).toMatchObject({
      title: 'validation.required',
    });
    expect(await bad(routineBody(customerA.id, { title: 'x'.repeat(151) }))).toMatchObject({
      title: 'validation.tooLong',
    });
    expect(await bad(routineBody(customerA.id, { note: 'x'.repeat(2001) }))).toMatchObject({
      note: 'validation.tooLong',
    });
    expect(await bad(routineBody(customerA.id, { steps: [] }))).toMatchObject({
      steps: 'validation.stepsCount',
    });
    const thirteen = Array.from({ length: 13 }, (_, i) => ({
      productId: productIds[0],
      position: i + 1,
      timing: 'both',
    }));
    expect(await bad(routineBody(customerA.id, { steps: thirteen }))).toMatchObject({
      steps: 'validation.stepsCount',
    });
    expect(
      await bad(
        routineBody(customerA.id, {
          steps: [{ productId: productIds[0], position: 1, timing: 'noon' }],
        }),
      ),
    ).toMatchObject({ 'steps.0.timing': 'validation.choice' });
    expect(
      await bad(
        routineBody(customerA.id, {
          steps: [
            {
              productId: productIds[0],
              position: 1,
              timing: 'both',
              instructions: 'x'.repeat(501),
            },
          ],
        }),
      ),
    ).toMatchObject({ 'steps.0.instructions': 'validation.tooLong' });
    expect(
      await bad(
        routineBody(customerA.id, {
          steps: [
            { productId: productIds[0], position: 1, timing: 'both' },
            { productId: productIds[1], position: 1, timing: 'both' },
          ],
        }),
      ),
    ).toMatchObject({ 'steps.1.position': 'validation.duplicatePosition' });
    const hidden = await createProduct(running.app, { priceCents: 1000, stock: 3 });
    await products.update({ id: hidden }, { partnerOnly: true });
    const gone = await createProduct(running.app, { priceCents: 1000, stock: 3 });
    await products.update({ id: gone }, { active: false });
    expect(
      await bad(
        routineBody(customerA.id, {
          steps: [
            { productId: hidden, position: 1, timing: 'both' },
            { productId: gone, position: 2, timing: 'both' },
          ],
        }),
      ),
    ).toEqual({
      'steps.0.productId': 'validation.productUnavailable',
      'steps.1.productId': 'validation.productUnavailable',
    });
    expect(await bad(routineBody(customerA.id, { extra: true }))).toMatchObject({
      extra: 'validation.unknownField',
    });
  });

  it('stops a salon writing to a customer who removed or changed it; the customer keeps the routine', async () => {
    const c = await customer();
    expect((await c.api.put('/api/user/specialist', { storeId: salonX.id })).status).toBe(200);
    const routine = await json<PartnerRoutineResponseDto>(
      await partnerX.post('/api/partner/routines', routineBody(c.id)),
    );
    expect((await c.api.delete('/api/user/specialist')).status).toBeLessThan(300);

    expect(
      (
        await json<PartnerClientListResponseDto>(await partnerX.get('/api/partner/clients'))
      ).data.some((x) => x.id === c.id),
    ).toBe(false);
    expect((await partnerX.post('/api/partner/routines', routineBody(c.id))).status).toBe(404);
    expect(
      (await partnerX.patch(`/api/partner/routines/${routine.id}`, { title: 'Nog even' })).status,
    ).toBe(404);
    expect((await partnerX.get(`/api/partner/routines/${routine.id}`)).status).toBe(404);
    expect((await partnerX.delete(`/api/partner/routines/${routine.id}`)).status).toBe(404);
    expect(
      (
        await json<PartnerRoutineListResponseDto>(await partnerX.get('/api/partner/routines'))
      ).data.some((r) => r.id === routine.id),
    ).toBe(false);

    // Changing to salon Y: Y may write now, X still not; both routines stay with the customer.
    expect((await c.api.put('/api/user/specialist', { storeId: salonY.id })).status).toBe(200);
    expect((await partnerX.post('/api/partner/routines', routineBody(c.id))).status).toBe(404);
    expect(
      (await partnerY.post('/api/partner/routines', routineBody(c.id, { title: 'Van Y' }))).status,
    ).toBe(201);
    const mine = await json<AccountRoutinesResponseDto>(await c.api.get('/api/account/routines'));
    expect(mine.personal.map((r) => r.salonName).sort()).toEqual(
      ['Atelier Epiderma', DEMO_PARTNER_STORE].sort(),
    );
    expect(mine.personal.find((r) => r.id === routine.id)?.title).toBe('Jouw ochtend');
  });

  it('lets a salon delete its routine for a current client', async () => {
    const routine = await json<PartnerRoutineResponseDto>(
      await partnerX.post(
        '/api/partner/routines',
        routineBody(customerA.id, { title: 'Weg ermee' }),
      ),
    );
    expect((await partnerX.delete(`/api/partner/routines/${routine.id}`)).status).toBe(204);
    expect((await partnerX.get(`/api/partner/routines/${routine.id}`)).status).toBe(404);
    expect(
      (
        await json<AccountRoutinesResponseDto>(await customerA.api.get('/api/account/routines'))
      ).personal.some((r) => r.id === routine.id),
    ).toBe(false);
  });
  it('seeds a routine from the demo salon for the demo customer once that customer has chosen it', async () => {
    const demo = client(base, await signIn(base, 'customer@demo.test'));
    const seeder = running.app.get(RoutinesDemoSeeder);
    const personal = async () =>
      (await json<AccountRoutinesResponseDto>(await demo.get('/api/account/routines'))).personal;
    expect((await demo.delete('/api/user/specialist')).status).toBeLessThan(300);
    await seeder.seed();
    expect(await personal()).toEqual([]);
    expect((await demo.put('/api/user/specialist', { storeId: salonX.id })).status).toBe(200);
    await seeder.seed();
    await seeder.seed();
    const seeded = await personal();
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ salonName: DEMO_PARTNER_STORE, unavailableCount: 0 });
    expect(seeded[0]!.steps.map((s) => s.position)).toEqual([1, 2, 3, 4, 5]);
  });
  it('answers the account routines in as many queries for many routines as for one (no query per routine)', async () => {
    const c = await customer();
    expect((await c.api.put('/api/user/specialist', { storeId: salonX.id })).status).toBe(200);
    const probe = running.app.get(DataSource).createQueryRunner();
    const proto = Object.getPrototypeOf(probe) as { query: (...args: unknown[]) => unknown };
    await probe.release();
    const spy = vi.spyOn(proto, 'query');
    const queries = async () => {
      spy.mockClear();
      expect((await c.api.get('/api/account/routines?locale=de')).status).toBe(200);
      return spy.mock.calls.filter(
        ([sql]) =>
          typeof sql === 'string' &&
          /saved_routine|personal_routine|"?post"?\b|"?product"?\b/i.test(sql),
      ).length;
    };
    try {
      expect((await c.api.put(`/api/account/routines/saved/${NL_SLUG}`)).status).toBe(200);
      expect((await partnerX.post('/api/partner/routines', routineBody(c.id))).status).toBe(201);
      const one = await queries();
      for (const slug of [
        'ochtendroutine-het-epigenetisch-schild',
        'avondroutine-herstel-in-de-nacht',
        'de-wekelijkse-boost',
      ])
        expect((await c.api.put(`/api/account/routines/saved/${slug}`)).status).toBe(200);
      for (let i = 0; i < 3; i++)
        expect(
          (
            await partnerX.post(
              '/api/partner/routines',
              routineBody(c.id, { title: `Routine ${i}` }),
            )
          ).status,
        ).toBe(201);
      const many = await queries();
      expect(
        (await json<AccountRoutinesResponseDto>(await c.api.get('/api/account/routines'))).saved,
      ).toHaveLength(4);
      expect(one).toBeGreaterThan(0);
      expect(many).toBe(one);
    } finally {
      spy.mockRestore();
    }
  });
});
