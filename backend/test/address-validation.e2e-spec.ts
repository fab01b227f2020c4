import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AddressEntity } from '../src/modules/addresses/entities/address.entity.js';
import { address, createProduct, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/** Postcodes per country and phone numbers on the server (issue 17). */
describe(`address postcodes and phone numbers on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let api: Client;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    api = (await newCustomer(running.app, base)).api;
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('a Belgian postcode "ABCDEFG" and a phone "12345" answer 422 naming both fields, with Belgium’s examples; nothing is stored', async () => {
    const res = await api.post('/api/addresses', {
      ...address('BE'),
      postalCode: 'ABCDEFG',
      phone: '12345',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'COMMON_ADDRESS_INVALID',
      errors: { postalCode: 'validation.postalCode', phone: 'validation.phoneNumber' },
      examples: { postalCode: '1000', phone: '+32 470 12 34 56' },
    });
    expect(await json<{ total: number }>(await api.get('/api/addresses'))).toMatchObject({
      total: 0,
    });
  });

  it.each([
    ['NL', '1000', '1011 AB'],
    ['DE', '1000', '10115'],
    ['GB', '1000', 'SW1A 1AA'],
    ['US', 'ABCDE', '10001'],
    ['CA', '10001', 'K1A 0B1'],
  ])('%s refuses %s with the example %s', async (country, postalCode, example) => {
    const res = await api.post('/api/addresses', { ...address(country), postalCode });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      errors: { postalCode: 'validation.postalCode' },
      examples: { postalCode: example },
    });
  });

  it('a valid address is stored normalized: postcode upper case, phone in international format', async () => {
    const res = await api.post('/api/addresses', {
      ...address('NL'),
      postalCode: ' 1011 ab ',
      phone: '06 12345678',
    });
    expect(res.status).toBe(201);
    const created = await json<AddressResponseDto>(res);
    expect(created).toMatchObject({ postalCode: '1011 AB', phone: '+31 6 12345678' });

    // A Belgian mobile number is fine on a Dutch address when it carries its prefix.
    const phone = await api.patch(`/api/addresses/${created.id}`, { phone: '+32 470 12 34 56' });
    expect(phone.status).toBe(200);
    expect(await json<AddressResponseDto>(phone)).toMatchObject({ phone: '+32 470 12 34 56' });

    // Changing only the country checks the kept postcode against the new country.
    const moved = await api.patch(`/api/addresses/${created.id}`, { country: 'BE' });
    expect(moved.status).toBe(422);
    expect(await moved.json()).toMatchObject({ errors: { postalCode: 'validation.postalCode' } });
    const both = await api.patch(`/api/addresses/${created.id}`, {
      country: 'BE',
      postalCode: '2000',
    });
    expect(both.status).toBe(200);
    expect(await json<AddressResponseDto>(both)).toMatchObject({
      country: 'BE',
      postalCode: '2000',
      phone: '+32 470 12 34 56',
    });
    const badPhone = await api.patch(`/api/addresses/${created.id}`, { phone: '0470' });
    expect(badPhone.status).toBe(422);
    expect(await badPhone.json()).toMatchObject({ errors: { phone: 'validation.phoneNumber' } });
  });

  it('the partner application checks its postcode and phone against its country', async () => {
    const res = await fetch(`${base}/api/partner-applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        company: 'Huidstudio Aurora',
        firstName: 'Lotte',
        lastName: 'Janssens',
        email: 'aurora@shop.test',
        phone: '+32 9 123',
        street: 'Veldstraat',
        houseNumber: '12',
        postalCode: 'ABCDEFG',
        city: 'Gent',
        country: 'BE',
        howFound: 'A colleague',
        newsletter: false,
        privacyAccepted: true,
        locale: 'en',
      }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      errors: { postalCode: 'validation.postalCode', phone: 'validation.phoneNumber' },
    });
  });
  it('the checkout checks a saved address again: one stored before the checks answers 422 on addressId, and the cart stays', async () => {
    const shopper = await newCustomer(running.app, base);
    const created = await json<AddressResponseDto>(
      await shopper.api.post('/api/addresses', address('BE')),
    );
    // As saved before postcodes were checked.
    await running.app
      .get<Repository<AddressEntity>>(getRepositoryToken(AddressEntity))
      .update({ id: created.id }, { postalCode: 'ABCDEFG' });
    const product = await createProduct(running.app, { priceCents: 1_000, stock: 3 });
    expect(
      (await shopper.api.post('/api/cart/items', { productId: product, quantity: 1 })).status,
    ).toBe(201);
    const res = await shopper.api.post('/api/orders', { addressId: created.id });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'COMMON_ADDRESS_INVALID',
      errors: { addressId: 'validation.postalCode' },
      examples: { postalCode: '1000' },
    });
    expect(
      (await json<{ items: unknown[] }>(await shopper.api.get('/api/cart'))).items,
    ).toHaveLength(1);
  });
});
