/**
 * The partner salon's portal (`/api/partner/*`, role partner only) and the public look-up of a
 * salon's personal link (`GET /api/partner-links/:code`).
 */
import { api } from '../../../lib/api.ts';
import type { PostDetail, PostSummary } from '../../../lib/api-types.ts';
import type { OpeningHours } from '../../../lib/opening-hours.ts';
import type { Locale } from '../../../lib/routes.ts';
import type { PartnerStore } from '../../../lib/shop-api.ts';

/** The salon's own store with its locator profile (`StoreResponseDto`, the fields the portal uses). */
export interface SalonStore extends Omit<PartnerStore, 'openingHours' | 'services' | 'languages'> {
  readonly phone: string | null;
  readonly website: string | null;
  readonly email: string | null;
  readonly openingHours: OpeningHours | null;
  readonly services: readonly string[];
  readonly languages: readonly string[];
}

/** `UpdateSalonProfileDto`: sent fields replace, null clears. */
export interface SalonProfileUpdate {
  readonly openingHours?: OpeningHours | null;
  readonly services?: readonly string[] | null;
  readonly languages?: readonly string[] | null;
  readonly phone?: string | null;
  readonly website?: string | null;
  readonly email?: string | null;
}

/** `PartnerProfileDto` */
export interface PartnerProfile {
  readonly store: SalonStore;
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
export type Training = PostDetail &
  TrainingFields & {
    readonly attachments: readonly { readonly label: string; readonly url: string }[];
  };

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
    updatePartnerProfile: build.mutation<PartnerProfile, SalonProfileUpdate>({
      query: (body) => ({ url: 'partner/profile', method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        // A refused edit (422) is the form's to show; only a saved profile replaces the cached one.
        const saved = await queryFulfilled.catch(() => null);
        if (saved)
          void dispatch(
            partnerPortalApi.util.upsertQueryData('getPartnerProfile', undefined, saved.data),
          );
      },
    }),
    /** The personal link as SVG text (shown through an object URL, never as markup). */
    getPartnerLinkQr: build.query<string, void>({
      query: () => ({ url: 'partner/profile/qr.svg', responseHandler: 'text' }),
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
      query: ({ slug, locale }) => ({
        url: `partner/trainings/${encodeURIComponent(slug)}`,
        params: { locale },
      }),
      keepUnusedDataFor: 0,
    }),
    getPartnerLink: build.query<PartnerLink, string>({
      query: (code) => `partner-links/${encodeURIComponent(code)}`,
    }),
  }),
});

export const { useUpdatePartnerProfileMutation, useGetPartnerLinkQrQuery } = partnerPortalApi;
export const {
  useGetPartnerProfileQuery,
  useGetPartnerDashboardQuery,
  useListPartnerTrainingsQuery,
  useGetPartnerTrainingQuery,
  useGetPartnerLinkQuery,
} = partnerPortalApi;
