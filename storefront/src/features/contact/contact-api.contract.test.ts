/** The contact form's body checked against the backend's committed OpenAPI document. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContactRequest } from './api/contact-api.ts';

const document = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../backend/openapi.json'), 'utf8'),
) as {
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<
      string,
      { enum?: string[]; properties?: Record<string, { allOf?: { $ref: string }[] }> }
    >;
  };
};

const keys: Record<keyof ContactRequest, true> = {
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  subject: true,
  question: true,
  newsletter: true,
  privacyAccepted: true,
  locale: true,
  fax: true,
};

describe('contact API contract', () => {
  it('posts to /api/contact with exactly the fields of CreateContactMessageDto', () => {
    expect(document.paths['/api/contact']?.post).toBeDefined();
    const schema = document.components.schemas.CreateContactMessageDto;
    expect(Object.keys(keys).sort()).toEqual(Object.keys(schema?.properties ?? {}).sort());
    const subject = schema?.properties?.subject?.allOf?.[0]?.$ref.split('/').pop() ?? '';
    expect(document.components.schemas[subject]?.enum).toEqual(['selling', 'usage']);
  });
});
