/** The salon profile calls and types (`partner-portal-api.ts`) checked against backend/openapi.json. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SalonProfileUpdate } from './api/partner-portal-api.ts';

interface Schema {
  readonly properties?: Record<string, unknown>;
}
const document = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../backend/openapi.json'), 'utf8'),
) as {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>
  >;
  components: { schemas: Record<string, Schema> };
};

/** Every key of T, listed once: the compiler rejects a missing or an unknown one. */
function keysOf<T>() {
  return <const K extends readonly (keyof T)[]>(
    ...keys: K &
      ([keyof T] extends [K[number]] ? unknown : { missing: Exclude<keyof T, K[number]> })
  ) => [...keys].map(String).sort();
}
const properties = (name: string) =>
  Object.keys(document.components.schemas[name]?.properties ?? {}).sort();

describe('the salon profile API contract (backend/openapi.json)', () => {
  it('has the profile edit and the QR code as SVG', () => {
    expect(document.paths['/api/partner/profile']?.patch).toBeDefined();
    expect(
      Object.keys(
        document.paths['/api/partner/profile/qr.svg']?.get?.responses?.['200']?.content ?? {},
      ),
    ).toEqual(['image/svg+xml']);
  });

  it('sends exactly the document’s fields', () => {
    expect(
      keysOf<SalonProfileUpdate>()(
        'openingHours',
        'services',
        'languages',
        'phone',
        'website',
        'email',
      ),
    ).toEqual(properties('UpdateSalonProfileDto'));
    expect(properties('OpeningHoursDto')).toEqual([
      'fri',
      'mon',
      'sat',
      'sun',
      'thu',
      'tue',
      'wed',
    ]);
  });
});
