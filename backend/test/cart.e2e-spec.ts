import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import type { CartResponseDto } from '../src/modules/cart/dto/cart.dto.js';
import type { FavouriteListResponseDto } from '../src/modules/favourites/dto/favourite.dto.js';
import type { SpecialistResponseDto } from '../src/modules/specialist/dto/specialist.dto.js';
import type { StoreListResponseDto } from '../src/modules/stores/dto/store.dto.js';
import { signIn } from './helpers/auth.js';
import { address, client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe(`cart, favourites, addresses and specialist on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let customer: Client;
  let other: Client;
  let product: string;
  let scarce: string;
  let soldOut: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    customer = client(base, await signIn(base, 'customer@demo.test'));
    other = (await newCustomer(running.app, base)).api;
    product = await createProduct(running.app, {
      priceCents: 2_495,
      stock: 50,
      name: 'Blauw serum',
    });
    scarce = await createProduct(running.app, { priceCents: 1_000, stock: 2 });
    soldOut = await createProduct(running.app, { priceCents: 1_500, stock: 0 });
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  describe('favourites', () => {
    it('need a signed-in customer', async () => {
      expect((await fetch(`${base}/api/favourites`)).status).toBe(401);
      expect((await client(base, null).put(`/api/favourites/${product}`)).status).toBe(401);
    });

    it('add, list and remove; adding twice keeps one', async () => {
      const api = (await newCustomer(running.app, base)).api;
      expect((await json<FavouriteListResponseDto>(await api.get('/api/favourites'))).total).toBe(
        0,
      );
      expect((await api.put(`/api/favourites/${product}`)).status).toBe(200);
      const twice = await json<FavouriteListResponseDto>(
        await api.put(`/api/favourites/${product}`),
      );
      expect(twice.total).toBe(1);
      expect(twice.productIds).toEqual([product]);
      expect(twice.data[0]).toMatchObject({ id: product, name: 'Blauw serum', priceCents: 2_495 });
      const removed = await json<FavouriteListResponseDto>(
        await api.delete(`/api/favourites/${product}`),
      );
      expect(removed.total).toBe(0);
    });

    it('404 FAVOURITES_PRODUCT_NOT_FOUND for an unknown product', async () => {
      for (const id of [UNKNOWN, 'not-a-uuid']) {
        const res = await customer.put(`/api/favourites/${id}`);
        expect(res.status).toBe(404);
        expect((await json(res)).code).toBe('FAVOURITES_PRODUCT_NOT_FOUND');
      }
    });
  });

  describe('cart', () => {
    it('needs a signed-in customer', async () => {
      expect((await fetch(`${base}/api/cart`)).status).toBe(401);
      expect(
        (await client(base, null).post('/api/cart/items', { productId: product })).status,
      ).toBe(401);
    });

    it('adds, changes, removes and empties, with totals computed on the server', async () => {
      const { api } = await newCustomer(running.app, base);
      const empty = await json<CartResponseDto>(await api.get('/api/cart'));
      expect(empty).toMatchObject({
        items: [],
        count: 0,
        currency: 'EUR',
        totals: { itemsCents: 0, totalCents: 0 },
      });

      const added = await api.post('/api/cart/items', { productId: product, quantity: 2 });
      expect(added.status).toBe(201);
      const cart = await json<CartResponseDto>(added);
      expect(cart.items).toEqual([
        expect.objectContaining({
          productId: product,
          quantity: 2,
          unitPriceCents: 2_495,
          lineTotalCents: 4_990,
          vatRate: 21,
          inStock: true,
        }),
      ]);
      expect(cart.count).toBe(2);
      // Account country BE, below 125 euro: flat rate.
      expect(cart.delivery).toMatchObject({
        country: 'BE',
        zone: 'be_nl_de',
        costCents: 595,
        freeFromCents: 12_500,
      });
      expect(cart.totals).toMatchObject({
        itemsCents: 4_990,
        deliveryCents: 595,
        totalCents: 5_585,
      });
      expect(cart.totals.netCents + cart.totals.vatCents).toBe(5_585);

      const changed = await json<CartResponseDto>(
        await api.patch(`/api/cart/items/${product}`, { quantity: 6 }),
      );
      expect(changed.items[0]).toMatchObject({ quantity: 6, lineTotalCents: 14_970 });
      expect(changed.totals.deliveryCents).toBe(0);

      await api.post('/api/cart/items', { productId: scarce });
      const removed = await json<CartResponseDto>(await api.delete(`/api/cart/items/${product}`));
      expect(removed.items.map((i) => i.productId)).toEqual([scarce]);
      const cleared = await json<CartResponseDto>(await api.delete('/api/cart'));
      expect(cleared.items).toEqual([]);
    });

    it('409 CART_ALREADY_IN_CART with the current count when the product is already there', async () => {
      const { api } = await newCustomer(running.app, base);
      await api.post('/api/cart/items', { productId: product, quantity: 3 });
      const res = await api.post('/api/cart/items', { productId: product });
      expect(res.status).toBe(409);
      expect(await json(res)).toMatchObject({
        code: 'CART_ALREADY_IN_CART',
        count: 3,
        productId: product,
        status: 409,
      });
    });

    it('422 CART_OUT_OF_STOCK for a product not (or not enough) in stock', async () => {
      const { api } = await newCustomer(running.app, base);
      const none = await api.post('/api/cart/items', { productId: soldOut });
      expect(none.status).toBe(422);
      expect(await json(none)).toMatchObject({ code: 'CART_OUT_OF_STOCK', available: 0 });
      const tooMany = await api.post('/api/cart/items', { productId: scarce, quantity: 3 });
      expect(tooMany.status).toBe(422);
      expect(await json(tooMany)).toMatchObject({ code: 'CART_OUT_OF_STOCK', available: 2 });
      await api.post('/api/cart/items', { productId: scarce, quantity: 2 });
      const raise = await api.patch(`/api/cart/items/${scarce}`, { quantity: 3 });
      expect(raise.status).toBe(422);
      expect((await json(raise)).code).toBe('CART_OUT_OF_STOCK');
    });

    it('404 CART_PRODUCT_NOT_FOUND and CART_ITEM_NOT_FOUND', async () => {
      const { api } = await newCustomer(running.app, base);
      const unknown = await api.post('/api/cart/items', { productId: UNKNOWN });
      expect(unknown.status).toBe(404);
      expect((await json(unknown)).code).toBe('CART_PRODUCT_NOT_FOUND');
      for (const res of [
        await api.patch(`/api/cart/items/${product}`, { quantity: 1 }),
        await api.delete(`/api/cart/items/${product}`),
      ]) {
        expect(res.status).toBe(404);
        expect((await json(res)).code).toBe('CART_ITEM_NOT_FOUND');
      }
    });

    it('refuses a price or total sent by the client (validation), and bad quantities', async () => {
      const { api } = await newCustomer(running.app, base);
      const priced = await api.post('/api/cart/items', {
        productId: product,
        quantity: 1,
        priceCents: 1,
      });
      expect(priced.status).toBe(400);
      expect(await json(priced)).toMatchObject({
        code: 'COMMON_VALIDATION_FAILED',
        errors: { priceCents: 'validation.unknownField' },
      });
      for (const quantity of [0, -1, 1.5, 100, '2']) {
        expect(
          (await api.post('/api/cart/items', { productId: product, quantity })).status,
          `quantity ${quantity}`,
        ).toBe(400);
      }
      expect((await api.post('/api/cart/items', { productId: product })).status).toBe(201);
      const patched = await api.patch(`/api/cart/items/${product}`, {
        quantity: 2,
        lineTotalCents: 1,
      });
      expect(patched.status).toBe(400);
      const cart = await json<CartResponseDto>(await api.get('/api/cart'));
      expect(cart.items[0]).toMatchObject({
        quantity: 1,
        unitPriceCents: 2_495,
        lineTotalCents: 2_495,
      });
    });

    it('delivery cost at 124.99 and 125.00 euro for BE, NL, DE and another EU country; computed outside the EU', async () => {
      const below = await createProduct(running.app, { priceCents: 12_499, stock: 10 });
      const at = await createProduct(running.app, { priceCents: 12_500, stock: 10 });
      const { api } = await newCustomer(running.app, base);
      await api.post('/api/cart/items', { productId: below });
      for (const [country, cost] of [
        ['BE', 595],
        ['NL', 595],
        ['DE', 595],
        ['FR', 1_295],
      ] as const) {
        const cart = await json<CartResponseDto>(await api.get(`/api/cart?country=${country}`));
        expect(cart.totals, country).toMatchObject({
          itemsCents: 12_499,
          deliveryCents: cost,
          totalCents: 12_499 + cost,
        });
      }
      await api.delete('/api/cart');
      await api.post('/api/cart/items', { productId: at });
      for (const [country, cost] of [
        ['BE', 0],
        ['NL', 0],
        ['DE', 0],
        ['FR', 1_295],
      ] as const) {
        const cart = await json<CartResponseDto>(await api.get(`/api/cart?country=${country}`));
        expect(cart.totals, country).toMatchObject({
          itemsCents: 12_500,
          deliveryCents: cost,
          totalCents: 12_500 + cost,
        });
      }
      const swiss = await json<CartResponseDto>(await api.get('/api/cart?country=CH'));
      expect(swiss.delivery).toMatchObject({
        zone: 'europe',
        served: true,
        costCents: 1_995,
        minWorkingDays: 5,
        maxWorkingDays: 8,
      });
      expect(swiss.delivery.estimatedFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(swiss.totals).toMatchObject({ deliveryCents: 1_995, totalCents: 14_495, vatCents: 0 });
      const brazil = await json<CartResponseDto>(await api.get('/api/cart?country=BR'));
      expect(brazil.delivery).toMatchObject({ served: false, zone: null, costCents: null });
      expect(brazil.totals).toMatchObject({ deliveryCents: null, totalCents: 12_500 });
      expect((await api.get('/api/cart?country=belgium')).status).toBe(400);
    });

    it('one customer cannot see or change another one’s cart', async () => {
      const a = await newCustomer(running.app, base);
      const b = await newCustomer(running.app, base);
      await a.api.post('/api/cart/items', { productId: product });
      expect((await json<CartResponseDto>(await b.api.get('/api/cart'))).items).toEqual([]);
      expect((await b.api.patch(`/api/cart/items/${product}`, { quantity: 3 })).status).toBe(404);
      expect((await b.api.delete(`/api/cart/items/${product}`)).status).toBe(404);
      expect((await json<CartResponseDto>(await a.api.get('/api/cart'))).items[0]?.quantity).toBe(
        1,
      );
    });
  });

  describe('addresses', () => {
    it('add, edit, default and delete; the first address is the default', async () => {
      const { api } = await newCustomer(running.app, base);
      const first = await api.post('/api/addresses', address('BE'));
      expect(first.status).toBe(201);
      const home = await json<AddressResponseDto>(first);
      expect(home).toMatchObject({ ...address('BE'), isDefault: true, company: null, box: null });
      const work = await json<AddressResponseDto>(
        await api.post('/api/addresses', {
          ...address('NL'),
          city: 'Maastricht',
          postalCode: '6211 AB',
        }),
      );
      expect(work.isDefault).toBe(false);
      // The cart's delivery country follows the default address.
      const edited = await json<AddressResponseDto>(
        await api.patch(`/api/addresses/${work.id}`, { isDefault: true, box: 'B2' }),
      );
      expect(edited).toMatchObject({ isDefault: true, box: 'B2', city: 'Maastricht' });
      expect((await json<CartResponseDto>(await api.get('/api/cart'))).delivery.country).toBe('NL');
      const list = await json<{ data: AddressResponseDto[]; total: number }>(
        await api.get('/api/addresses'),
      );
      expect(list.data.map((a) => [a.id, a.isDefault])).toEqual([
        [work.id, true],
        [home.id, false],
      ]);
      expect((await api.delete(`/api/addresses/${work.id}`)).status).toBe(204);
      const after = await json<{ data: AddressResponseDto[] }>(await api.get('/api/addresses'));
      expect(after.data.map((a) => [a.id, a.isDefault])).toEqual([[home.id, true]]);
    });

    it('the demo customer has a seeded default address in Belgium', async () => {
      const list = await json<{ data: AddressResponseDto[]; total: number }>(
        await customer.get('/api/addresses'),
      );
      expect(list.data[0]).toMatchObject({
        street: 'Meir',
        houseNumber: '42',
        city: 'Antwerpen',
        country: 'BE',
        isDefault: true,
      });
    });

    it('validates the fields', async () => {
      const { api } = await newCustomer(running.app, base);
      const res = await api.post('/api/addresses', {
        ...address(),
        country: 'Belgium',
        street: '',
      });
      expect(res.status).toBe(400);
      expect((await json(res)).errors).toMatchObject({
        country: 'validation.country',
        street: 'validation.required',
      });
    });

    it('another customer’s address answers 404 ADDRESSES_NOT_FOUND', async () => {
      const owner = await newCustomer(running.app, base);
      const mine = await json<AddressResponseDto>(
        await owner.api.post('/api/addresses', address()),
      );
      for (const res of [
        await other.get(`/api/addresses/${mine.id}`),
        await other.patch(`/api/addresses/${mine.id}`, { city: 'Gent' }),
        await other.delete(`/api/addresses/${mine.id}`),
      ]) {
        expect(res.status).toBe(404);
        expect((await json(res)).code).toBe('ADDRESSES_NOT_FOUND');
      }
      expect(
        (await json<AddressResponseDto>(await owner.api.get(`/api/addresses/${mine.id}`))).city,
      ).toBe('Antwerpen');
    });
  });

  describe('specialist', () => {
    it('chooses, changes and removes an official partner salon; refuses one that is not', async () => {
      const { api } = await newCustomer(running.app, base);
      const partners = await json<StoreListResponseDto>(
        await fetch(`${base}/api/stores?partner=true`),
      );
      const others = await json<StoreListResponseDto>(
        await fetch(`${base}/api/stores?partner=false`),
      );
      expect(partners.total).toBeGreaterThan(1);
      expect(others.total).toBeGreaterThan(0);
      expect(await json<SpecialistResponseDto>(await api.get('/api/user/specialist'))).toEqual({
        store: null,
      });

      const chosen = await json<SpecialistResponseDto>(
        await api.put('/api/user/specialist', { storeId: partners.data[0]!.id }),
      );
      expect(chosen.store).toMatchObject({ id: partners.data[0]!.id, officialPartner: true });
      expect(
        (
          await json<SpecialistResponseDto>(
            await api.put('/api/user/specialist', { storeId: partners.data[1]!.id }),
          )
        ).store?.id,
      ).toBe(partners.data[1]!.id);
      expect(
        (await json<SpecialistResponseDto>(await api.get('/api/user/specialist'))).store?.id,
      ).toBe(partners.data[1]!.id);
      expect(
        (await json(await api.get('/api/user'))).specialistStoreId ?? partners.data[1]!.id,
      ).toBe(partners.data[1]!.id);

      const refused = await api.put('/api/user/specialist', { storeId: others.data[0]!.id });
      expect(refused.status).toBe(422);
      expect(await json(refused)).toMatchObject({
        code: 'SPECIALIST_NOT_OFFICIAL_PARTNER',
        errors: { storeId: 'validation.notOfficialPartner' },
      });
      const unknown = await api.put('/api/user/specialist', { storeId: UNKNOWN });
      expect(unknown.status).toBe(404);
      expect((await json(unknown)).code).toBe('SPECIALIST_STORE_NOT_FOUND');
      expect(
        (await json<SpecialistResponseDto>(await api.get('/api/user/specialist'))).store?.id,
      ).toBe(partners.data[1]!.id);

      expect(await json<SpecialistResponseDto>(await api.delete('/api/user/specialist'))).toEqual({
        store: null,
      });
      expect(await json<SpecialistResponseDto>(await api.get('/api/user/specialist'))).toEqual({
        store: null,
      });
    });
  });

  it('payment methods: the demo provider keeps none, with a clear shape', async () => {
    expect(await json(await customer.get('/api/payment-methods'))).toEqual({
      provider: 'demo',
      available: ['demo'],
      saved: [],
    });
  });
});
