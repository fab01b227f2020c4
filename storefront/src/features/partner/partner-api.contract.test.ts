/** The partner form's body checked against the backend's committed OpenAPI document. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PartnerApplicationRequest } from './api/partner-api.ts';

const document = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../backend/openapi.json'), 'utf8'),
) as {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};

const keys: Record<keyof PartnerApplicationRequest, true> = {
  company: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  street: true,
  houseNumber: true,
  postalCode: true,
  city: true,
  country: true,
  website: true,
  vatNumber: true,
  howFound: true,
  newsletter: true,
  privacyAccepted: true,
  locale: true,
  fax: true,
};

describe('partner application API contract', () => {
  it('posts to /api/partner-applications with exactly the fields of CreatePartnerApplicationDto', () => {
    expect(document.paths['/api/partner-applications']?.post).toBeDefined();
    expect(Object.keys(keys).sort()).toEqual(
      Object.keys(document.components.schemas.CreatePartnerApplicationDto?.properties ?? {}).sort(),
    );
  });
});
