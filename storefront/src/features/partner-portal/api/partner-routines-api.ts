/**
 * A partner salon's clients and the personal routines it writes for them (`/api/partner/clients`,
 * `/api/partner/routines`; generated), plus the customer catalogue to pick products from
 * (hand-written: it reads every page of `listProducts` into one list).
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  generatedApi,
  type CreatePersonalRoutineDto,
  type PartnerClientDto,
  type PartnerRoutineResponseDto,
  type PersonalRoutineStepDto,
  type UpdatePersonalRoutineDto,
} from '../../../api/generated/shop-api.ts';
import type { ProductSummary } from '../../../lib/api-types.ts';
import type { Locale } from '../../../lib/routes.ts';

/** First name and last initial only. */
export type PartnerClient = PartnerClientDto;
export type PartnerRoutine = PartnerRoutineResponseDto;
export type RoutineStepInput = PersonalRoutineStepDto;
export type CreateRoutineRequest = CreatePersonalRoutineDto;
export type UpdateRoutineRequest = UpdatePersonalRoutineDto;

interface ProductPage {
  readonly data: readonly ProductSummary[];
  readonly pageCount: number;
}

export const partnerRoutinesApi = generatedApi
  .enhanceEndpoints({
    addTagTypes: ['PartnerRoutines'],
    endpoints: {
      listPartnerClients: { keepUnusedDataFor: 0 },
      listPartnerRoutines: { providesTags: ['PartnerRoutines'], keepUnusedDataFor: 0 },
      createPartnerRoutine: { invalidatesTags: ['PartnerRoutines'] },
      updatePartnerRoutine: { invalidatesTags: ['PartnerRoutines'] },
      deletePartnerRoutine: { invalidatesTags: ['PartnerRoutines'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Every product a customer can buy (the list endpoint, page by page), by name. */
      listRoutineProducts: build.query<ProductSummary[], Locale>({
        async queryFn(locale, _api, _extra, fetchWithBQ) {
          const all: ProductSummary[] = [];
          for (let page = 1; page <= 10; page++) {
            const result = await fetchWithBQ({
              url: '/api/products',
              params: { locale, page, perPage: 48 },
            });
            if (result.error) return { error: result.error as FetchBaseQueryError };
            const body = result.data as ProductPage;
            all.push(...body.data);
            if (page >= body.pageCount) break;
          }
          return { data: all.sort((a, b) => a.name.localeCompare(b.name, locale)) };
        },
      }),
    }),
  });

export const {
  useListPartnerClientsQuery,
  useListPartnerRoutinesQuery,
  useCreatePartnerRoutineMutation,
  useUpdatePartnerRoutineMutation,
  useDeletePartnerRoutineMutation,
  useListRoutineProductsQuery,
} = partnerRoutinesApi;
