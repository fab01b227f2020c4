/** The newsletter endpoints (`/api/newsletter/…`: subscribeNewsletter, confirmNewsletter, unsubscribeNewsletter, getNewsletterStatus). */
import { api } from '../../../lib/api.ts';
import type { Locale } from '../../../lib/routes.ts';

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** `SubscribeDto` of the backend's OpenAPI document. */
export interface SubscribeRequest {
  readonly email: string;
  readonly locale: Locale;
  readonly source: 'footer' | 'registration' | 'contact' | 'partner';
  /** Honeypot: empty for people. */
  readonly website?: string;
}

/** `NewsletterTokenResponseDto`. */
export interface NewsletterTokenResponse {
  readonly status: NewsletterStatus;
  readonly locale: Locale;
  readonly unsubscribeToken?: string;
}

/** The problem code of an unknown, used or expired link. */
export const TOKEN_INVALID = 'NEWSLETTER_TOKEN_INVALID';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<{ status: 'ok' }, SubscribeRequest>({
      query: (body) => ({ url: 'newsletter/subscriptions', method: 'POST', body }),
    }),
    confirmNewsletter: build.mutation<NewsletterTokenResponse, { token: string }>({
      query: (body) => ({ url: 'newsletter/confirm', method: 'POST', body }),
    }),
    unsubscribeNewsletter: build.mutation<NewsletterTokenResponse, { token: string }>({
      query: (body) => ({ url: 'newsletter/unsubscribe', method: 'POST', body }),
    }),
    newsletterStatus: build.query<{ status: NewsletterStatus | 'none' }, void>({
      query: () => ({ url: 'newsletter/status' }),
    }),
  }),
});

export const {
  useSubscribeNewsletterMutation,
  useConfirmNewsletterMutation,
  useUnsubscribeNewsletterMutation,
  useNewsletterStatusQuery,
} = newsletterApi;

/** The problem code of a failed call, when the API answered one. */
export function problemCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data?: unknown }).data;
  return typeof data === 'object' &&
    data !== null &&
    typeof (data as { code?: unknown }).code === 'string'
    ? (data as { code: string }).code
    : undefined;
}
