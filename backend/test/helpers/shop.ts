import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { postcodeFormat } from '../../src/common/address/address-formats.js';
import { CatalogueService } from '../../src/modules/catalogue/catalogue.service.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { bearer, signIn, type Tokens } from './auth.js';

/** A small JSON client for one signed-in customer. */
export function client(base: string, tokens: Tokens | null) {
  const call = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        ...(tokens ? bearer(tokens) : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  return {
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call('POST', path, body ?? {}, headers),
    put: (path: string, body?: unknown) => call('PUT', path, body ?? {}),
    patch: (path: string, body?: unknown) => call('PATCH', path, body ?? {}),
    delete: (path: string) => call('DELETE', path),
  };
}
export type Client = ReturnType<typeof client>;

/** Creates a product with a known price and stock through the catalogue service; answers its id. */
export async function createProduct(
  app: NestFastifyApplication,
  input: { priceCents: number; stock: number; vatRate?: number; name?: string },
): Promise<string> {
  const slug = `test-${randomBytes(5).toString('hex')}`;
  const [id] = await app.get(CatalogueService).createProducts([
    {
      slug,
      type: 'serum',
      collection: 'blue',
      skinTypes: ['normal'],
      timing: ['day'],
      priceCents: input.priceCents,
      vatRate: input.vatRate ?? 21,
      stock: input.stock,
      translations: {
        nl: { name: input.name ?? `Testserum ${slug}` },
        en: { name: `Test serum ${slug}` },
      },
    },
  ]);
  return id!;
}

/** Creates a customer account and signs it in. */
export async function newCustomer(
  app: NestFastifyApplication,
  base: string,
  overrides: { locale?: 'nl' | 'en' | 'de' | 'fr' } = {},
): Promise<{ email: string; tokens: Tokens; api: Client }> {
  const email = `c-${randomBytes(5).toString('hex')}@shop.test`;
  await app.get(UsersService).create({
    email,
    password: 'Secret12',
    firstName: 'Test',
    lastName: 'Klant',
    country: 'BE',
    role: 'customer',
    locale: overrides.locale ?? 'nl',
  });
  const tokens = await signIn(base, email, 'Secret12');
  return { email, tokens, api: client(base, tokens) };
}

/** A valid address in `country`: Antwerp's postcode in Belgium, the table's example elsewhere. */
export const address = (country = 'BE') => ({
  firstName: 'Lotte',
  lastName: 'Janssens',
  street: 'Meir',
  houseNumber: '42',
  postalCode: country === 'BE' ? '2000' : postcodeFormat(country).example || '2000',
  city: 'Antwerpen',
  country,
});
