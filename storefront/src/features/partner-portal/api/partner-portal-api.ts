/**
 * The partner salon's portal (`/api/partner/*`, role partner only) and the public look-up of a
 * salon's personal link (`GET /api/partner-links/:code`).
 */
import { api } from '../../../lib/api.ts';
import type { PostDetail, PostSummary } from '../../../lib/api-types.ts';
import type { Locale } from '../../../lib/routes.ts';
import type { PartnerStore } from '../../../lib/shop-api.ts';

/** `PartnerProfileDto` */
export interface PartnerProfile {
  readonly store: PartnerStore;
  readonly code: string;
  /** `${PUBLIC_URL}/t/<code>` */
  readonly link: string;
}

/** `AttributedOrderDto`: no addresses or payment details. */
export interface AttributedOrder {
  readonly number: string;
  readonly placedAt: string;
  readonly customer: string;
  readonly products: readonly string[];
  readonly totalCents: number;
}

/** `PartnerDashboardDto` */
export interface PartnerDashboard {
  readonly month: string;
  readonly orderCount: number;
  readonly revenueCents: number;
  readonly commissionRate: number;
  readonly commissionCents: number;
  readonly orders: readonly AttributedOrder[];
}

interface TrainingFields {
  readonly sessionAt: string | null;
  readonly sessionLocation: string | null;
}

/** `TrainingSummaryDto` */
export type TrainingSummary = PostSummary & TrainingFields;

/** `TrainingResponseDto` */
export type Training = PostDetail & TrainingFields & { readonly attachments: readonly { readonly label: string; readonly url: string }[] };

/** `PartnerLinkDto` */
export interface PartnerLink {
  readonly code: string;
  readonly store: PartnerStore;
}

export const partnerPortalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartnerProfile: build.query<PartnerProfile, void>({
      query: () => 'partner/profile',
      keepUnusedDataFor: 0,
    }),
    getPartnerDashboard: build.query<PartnerDashboard, { month?: string }>({
      query: ({ month }) => ({ url: 'partner/dashboard', params: month ? { month } : {} }),
      keepUnusedDataFor: 0,
    }),
    listPartnerTrainings: build.query<{ data: TrainingSummary[] }, Locale>({
      query: (locale) => ({ url: 'partner/trainings', params: { locale } }),
      keepUnusedDataFor: 0,
    }),
    getPartnerTraining: build.query<Training, { slug: string; locale: Locale }>({
      query: ({ slug, locale }) => ({ url: `partner/trainings/${encodeURIComponent(slug)}`, params: { locale } }),
      keepUnusedDataFor: 0,
    }),
    getPartnerLink: build.query<PartnerLink, string>({
      query: (code) => `partner-links/${encodeURIComponent(code)}`,
    }),
  }),
});

export const { useGetPartnerProfileQuery, useGetPartnerDashboardQuery, useListPartnerTrainingsQuery, useGetPartnerTrainingQuery, useGetPartnerLinkQuery } = partnerPortalApi;
