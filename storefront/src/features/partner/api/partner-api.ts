/** The partner application form (`POST /api/partner-applications`, operation applyAsPartner). */
import { api } from '../../../lib/api.ts';
import type { Locale } from '../../../lib/routes.ts';

/** `CreatePartnerApplicationDto` of the backend's OpenAPI document. */
export interface PartnerApplicationRequest {
  readonly company: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly website: string | null;
  readonly vatNumber: string | null;
  readonly howFound: string;
  readonly newsletter: boolean;
  readonly privacyAccepted: true;
  readonly locale: Locale;
  /** Honeypot: empty for people. */
  readonly fax?: string;
}

export const partnerApi = api.injectEndpoints({
  endpoints: (build) => ({
    applyAsPartner: build.mutation<{ status: 'ok' }, PartnerApplicationRequest>({
      query: (body) => ({ url: 'partner-applications', method: 'POST', body }),
    }),
  }),
});

export const { useApplyAsPartnerMutation } = partnerApi;
