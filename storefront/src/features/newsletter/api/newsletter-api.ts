/** The newsletter endpoints (`/api/newsletter/…`: subscribeNewsletter, confirmNewsletter, unsubscribeNewsletter, getNewsletterStatus; generated). */
import {
  generatedApi,
  type NewsletterTokenResponseDto,
  type SubscribeDto,
} from '../../../api/generated/shop-api.ts';

export type { SubscriberStatus as NewsletterStatus } from '../../../api/generated/enums.ts';
export type SubscribeRequest = SubscribeDto;
export type NewsletterTokenResponse = NewsletterTokenResponseDto;

/** The problem code of an unknown, used or expired link. */
export const TOKEN_INVALID = 'NEWSLETTER_TOKEN_INVALID';

export const newsletterApi = generatedApi;

export const {
  useSubscribeNewsletterMutation,
  useConfirmNewsletterMutation,
  useUnsubscribeNewsletterMutation,
  useGetNewsletterStatusQuery,
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
