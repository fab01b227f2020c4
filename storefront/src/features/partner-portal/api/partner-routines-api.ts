/**
 * A partner salon's clients and the personal routines it writes for them (`/api/partner/clients`,
 * `/api/partner/routines`), plus the customer catalogue to pick products from.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../../../lib/api.ts';
import type { ProductSummary } from '../../../lib/api-types.ts';
import type { PersonalRoutine, RoutineTiming } from '../../../lib/routines-api.ts';
import type { Locale } from '../../../lib/routes.ts';

/** `PartnerClientDto`: first name and last initial only. */
export interface PartnerClient {
  readonly id: string;
  readonly name: string;
}

/** `PartnerRoutineResponseDto` */
export interface PartnerRoutine extends PersonalRoutine {
  readonly customer: PartnerClient;
}

/** `PersonalRoutineStepDto` */
export interface RoutineStepInput {
  readonly productId: string;
  readonly position: number;
  readonly timing: RoutineTiming;
  readonly instructions: string | null;
}

/** `CreatePersonalRoutineDto` */
export interface CreateRoutineRequest {
  readonly customerId: string;
  readonly title: string;
  readonly note: string | null;
  readonly steps: readonly RoutineStepInput[];
}

/** `UpdatePersonalRoutineDto` */
export type UpdateRoutineRequest = Partial<Omit<CreateRoutineRequest, 'customerId'>>;

interface ProductPage {
  readonly data: readonly ProductSummary[];
  readonly pageCount: number;
}

export const partnerRoutinesApi = api
  .enhanceEndpoints({ addTagTypes: ['PartnerRoutines'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listPartnerClients: build.query<{ data: PartnerClient[] }, void>({
        query: () => 'partner/clients',
        keepUnusedDataFor: 0,
      }),
      listPartnerRoutines: build.query<{ data: PartnerRoutine[] }, Locale>({
        query: (locale) => ({ url: 'partner/routines', params: { locale } }),
        providesTags: ['PartnerRoutines'],
        keepUnusedDataFor: 0,
      }),
      createPartnerRoutine: build.mutation<
        PartnerRoutine,
        { locale: Locale; body: CreateRoutineRequest }
      >({
        query: ({ locale, body }) => ({
          url: 'partner/routines',
          method: 'POST',
          params: { locale },
          body,
        }),
        invalidatesTags: ['PartnerRoutines'],
      }),
      updatePartnerRoutine: build.mutation<
        PartnerRoutine,
        { id: string; locale: Locale; body: UpdateRoutineRequest }
      >({
        query: ({ id, locale, body }) => ({
          url: `partner/routines/${encodeURIComponent(id)}`,
          method: 'PATCH',
          params: { locale },
          body,
        }),
        invalidatesTags: ['PartnerRoutines'],
      }),
      deletePartnerRoutine: build.mutation<null, string>({
        query: (id) => ({ url: `partner/routines/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['PartnerRoutines'],
      }),
      /** Every product a customer can buy (the list endpoint, page by page), by name. */
      listRoutineProducts: build.query<ProductSummary[], Locale>({
        async queryFn(locale, _api, _extra, fetchWithBQ) {
          const all: ProductSummary[] = [];
          for (let page = 1; page <= 10; page++) {
            const result = await fetchWithBQ({
              url: 'products',
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
