/**
 * Account routines (`/api/account/routines`): the routine articles a customer saved and the
 * personal routines salons wrote for them. Shared by the account page and the routine article's
 * "save" toggle, hence in lib/.
 */
import { api } from './api.ts';
import type { PostSummary, ProductSummary } from './api-types.ts';
import type { Locale } from './routes.ts';

export type RoutineTiming = 'morning' | 'evening' | 'both';

/** `RoutineStepResponseDto`: instructions are plain text (React escapes them). */
export interface RoutineStep {
  readonly position: number;
  readonly timing: RoutineTiming;
  readonly instructions: string | null;
  readonly productId: string;
  /** null: no longer sold to customers. */
  readonly product: ProductSummary | null;
}

/** `SavedRoutineResponseDto` */
export interface SavedRoutine {
  readonly post: PostSummary;
  readonly products: readonly ProductSummary[];
  readonly unavailableCount: number;
  readonly savedAt: string;
}

/** `PersonalRoutineResponseDto` */
export interface PersonalRoutine {
  readonly id: string;
  readonly title: string;
  readonly note: string | null;
  readonly storeId: string;
  readonly salonName: string | null;
  readonly steps: readonly RoutineStep[];
  readonly unavailableCount: number;
  readonly updatedAt: string;
}

/** `AccountRoutinesResponseDto` */
export interface AccountRoutines {
  readonly saved: readonly SavedRoutine[];
  readonly personal: readonly PersonalRoutine[];
}

/** `SavedRoutineStateResponseDto` */
export interface SavedRoutineState {
  readonly translationKey: string;
  readonly saved: boolean;
}

export const routinesApi = api
  .enhanceEndpoints({ addTagTypes: ['AccountRoutines'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAccountRoutines: build.query<AccountRoutines, Locale>({
        query: (locale) => ({ url: 'account/routines', params: { locale } }),
        providesTags: ['AccountRoutines'],
        keepUnusedDataFor: 0,
      }),
      saveRoutine: build.mutation<SavedRoutineState, string>({
        query: (slug) => ({
          url: `account/routines/saved/${encodeURIComponent(slug)}`,
          method: 'PUT',
        }),
        invalidatesTags: ['AccountRoutines'],
      }),
      unsaveRoutine: build.mutation<SavedRoutineState, string>({
        query: (slug) => ({
          url: `account/routines/saved/${encodeURIComponent(slug)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['AccountRoutines'],
      }),
    }),
  });

export const { useGetAccountRoutinesQuery, useSaveRoutineMutation, useUnsaveRoutineMutation } =
  routinesApi;
