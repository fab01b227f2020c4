/**
 * The partner salon's portal (`/api/partner/*`, role partner only) and the public look-up of a
 * salon's personal link (`GET /api/partner-links/:code`); generated, but for the QR code.
 */
import {
  generatedApi,
  type AttributedOrderDto,
  type PartnerDashboardResponseDto,
  type PartnerLinkResponseDto,
  type PartnerProfileResponseDto,
  type TrainingResponseDto,
  type TrainingSummaryDto,
  type UpdateSalonProfileDto,
} from '../../../api/generated/shop-api.ts';
import type { OpeningHours } from '../../../lib/opening-hours.ts';

/**
 * The salon's own store with its locator profile. Each day's opening hours are [from, to] pairs:
 * OpenAPI 3.0 cannot say tuple, so the generated type has `string[][]`.
 */
export type SalonStore = Omit<PartnerProfileResponseDto['store'], 'openingHours'> & {
  readonly openingHours: OpeningHours | null;
};

/** Sent fields replace, null clears. */
export type SalonProfileUpdate = Omit<
  UpdateSalonProfileDto,
  'openingHours' | 'services' | 'languages'
> & {
  readonly openingHours?: OpeningHours | null;
  readonly services?: readonly string[] | null;
  readonly languages?: readonly string[] | null;
};

export type PartnerProfile = Omit<PartnerProfileResponseDto, 'store'> & {
  readonly store: SalonStore;
};
/** No addresses or payment details. */
export type AttributedOrder = AttributedOrderDto;
export type PartnerDashboard = PartnerDashboardResponseDto;
export type TrainingSummary = TrainingSummaryDto;
export type Training = TrainingResponseDto;
export type PartnerLink = PartnerLinkResponseDto;

/** The generated body of `updatePartnerProfile` from the form's narrower one (tuples, any language codes). */
export const salonProfileBody = (update: SalonProfileUpdate) => update as UpdateSalonProfileDto;
/** The profile's store with its opening hours as [from, to] pairs. */
export const salonStoreOf = (profile: PartnerProfileResponseDto) => profile.store as SalonStore;

export const partnerPortalApi = generatedApi
  .enhanceEndpoints({
    endpoints: {
      getPartnerProfile: { keepUnusedDataFor: 0 },
      updatePartnerProfile: {
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          // A refused edit (422) is the form's to show; only a saved profile replaces the cached one.
          const saved = await queryFulfilled.catch(() => null);
          if (saved)
            void dispatch(
              generatedApi.util.upsertQueryData('getPartnerProfile', undefined, saved.data),
            );
        },
      },
      getPartnerDashboard: { keepUnusedDataFor: 0 },
      listPartnerTrainings: { keepUnusedDataFor: 0 },
      getPartnerTraining: { keepUnusedDataFor: 0 },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The personal link as SVG text (shown through an object URL, never as markup). */
      getPartnerLinkQr: build.query<string, void>({
        query: () => ({ url: '/api/partner/profile/qr.svg', responseHandler: 'text' }),
        keepUnusedDataFor: 0,
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
