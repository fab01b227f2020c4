/** The contact form (`POST /api/contact`, operation sendContactMessage). */
import { api } from '../../../lib/api.ts';
import type { Locale } from '../../../lib/routes.ts';

export const CONTACT_SUBJECTS = ['selling', 'usage'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** `CreateContactMessageDto` of the backend's OpenAPI document. */
export interface ContactRequest {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly subject: ContactSubject;
  readonly question: string;
  readonly newsletter: boolean;
  readonly privacyAccepted: true;
  readonly locale: Locale;
  /** Honeypot: empty for people. */
  readonly fax?: string;
}

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ status: 'ok' }, ContactRequest>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
