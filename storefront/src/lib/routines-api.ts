/**
 * Account routines (`/api/account/routines`, generated): the routine articles a customer saved
 * and the personal routines salons wrote for them. Shared by the account page and the routine
 * article's "save" toggle, hence in lib/.
 */
import {
  generatedApi,
  type AccountRoutinesResponseDto,
  type PersonalRoutineResponseDto,
  type RoutineStepResponseDto,
  type SavedRoutineResponseDto,
  type SavedRoutineStateResponseDto,
  type SavedSkinAnalysisResponseDto,
} from '../api/generated/shop-api.ts';

export type { RoutineTiming } from '../api/generated/enums.ts';
/** Instructions are plain text (React escapes them); `product` null: no longer sold to customers. */
export type RoutineStep = RoutineStepResponseDto;
export type SavedRoutine = SavedRoutineResponseDto;
export type PersonalRoutine = PersonalRoutineResponseDto;
export type AccountRoutines = AccountRoutinesResponseDto;
export type SavedRoutineState = SavedRoutineStateResponseDto;
/** A skin analysis result the customer saved (products as sold today). */
export type SavedSkinAnalysis = SavedSkinAnalysisResponseDto;

export const routinesApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['AccountRoutines'],
  endpoints: {
    listAccountRoutines: { providesTags: ['AccountRoutines'], keepUnusedDataFor: 0 },
    saveRoutine: { invalidatesTags: ['AccountRoutines'] },
    unsaveRoutine: { invalidatesTags: ['AccountRoutines'] },
    removeSkinAnalysis: { invalidatesTags: ['AccountRoutines'] },
  },
});

export const {
  useListAccountRoutinesQuery,
  useSaveRoutineMutation,
  useUnsaveRoutineMutation,
  useRemoveSkinAnalysisMutation,
} = routinesApi;
