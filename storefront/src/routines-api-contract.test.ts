/**
 * The account routines and client routines calls and types checked against the backend's
 * committed OpenAPI document, like api-contract.test.ts does for the others.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  CreateRoutineRequest,
  PartnerClient,
  PartnerRoutine,
  RoutineStepInput,
} from './features/partner-portal/api/partner-routines-api.ts';
import type {
  AccountRoutines,
  PersonalRoutine,
  RoutineStep,
  SavedRoutine,
  SavedRoutineState,
} from './lib/routines-api.ts';

interface Schema {
  readonly properties?: Record<string, unknown>;
  readonly required?: string[];
}
interface OpenApi {
  readonly paths: Record<string, Record<string, unknown>>;
  readonly components: { readonly schemas: Record<string, Schema> };
}

const document = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../backend/openapi.json'), 'utf8'),
) as OpenApi;
const properties = (name: string) =>
  Object.keys(document.components.schemas[name]?.properties ?? {}).sort();

/** Every key of T, listed once: the compiler rejects a missing or an unknown one. */
function keysOf<T>() {
  return <const K extends readonly (keyof T)[]>(
    ...keys: K &
      ([keyof T] extends [K[number]] ? unknown : { missing: Exclude<keyof T, K[number]> })
  ) => [...keys].sort() as string[];
}

const calls: [method: string, path: string][] = [
  ['get', '/api/account/routines'],
  ['put', '/api/account/routines/saved/{slug}'],
  ['delete', '/api/account/routines/saved/{slug}'],
  ['get', '/api/partner/clients'],
  ['get', '/api/partner/routines'],
  ['post', '/api/partner/routines'],
  ['patch', '/api/partner/routines/{id}'],
  ['delete', '/api/partner/routines/{id}'],
  ['post', '/api/cart/items'],
  ['get', '/api/products'],
];

describe('the routines API contract (backend/openapi.json)', () => {
  it.each(calls)('has %s %s', (method, path) => {
    expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('reads exactly the fields of the answers', () => {
    expect(keysOf<AccountRoutines>()('saved', 'personal')).toEqual(
      properties('AccountRoutinesResponseDto'),
    );
    expect(keysOf<SavedRoutine>()('post', 'products', 'unavailableCount', 'savedAt')).toEqual(
      properties('SavedRoutineResponseDto'),
    );
    expect(
      keysOf<PersonalRoutine>()(
        'id',
        'title',
        'note',
        'storeId',
        'salonName',
        'steps',
        'unavailableCount',
        'updatedAt',
      ),
    ).toEqual(properties('PersonalRoutineResponseDto'));
    expect(
      keysOf<RoutineStep>()('position', 'timing', 'instructions', 'productId', 'product'),
    ).toEqual(properties('RoutineStepResponseDto'));
    expect(keysOf<SavedRoutineState>()('translationKey', 'saved')).toEqual(
      properties('SavedRoutineStateResponseDto'),
    );
    expect(keysOf<PartnerClient>()('id', 'name')).toEqual(properties('PartnerClientDto'));
    expect(
      keysOf<PartnerRoutine>()(
        'id',
        'title',
        'note',
        'storeId',
        'salonName',
        'steps',
        'unavailableCount',
        'updatedAt',
        'customer',
      ),
    ).toEqual(properties('PartnerRoutineResponseDto'));
  });

  it('sends exactly the fields the API takes', () => {
    expect(keysOf<CreateRoutineRequest>()('customerId', 'title', 'note', 'steps')).toEqual(
      properties('CreatePersonalRoutineDto'),
    );
    expect(keysOf<RoutineStepInput>()('productId', 'position', 'timing', 'instructions')).toEqual(
      properties('PersonalRoutineStepDto'),
    );
    expect(properties('UpdatePersonalRoutineDto')).toEqual(['note', 'steps', 'title']);
  });
});
