/**
 * Skin analysis endpoints (generated): the recommendation for the answers, and saving it under
 * "my routines" (which refreshes the account routines).
 */
import {
  generatedApi,
  type SkinRecommendationResponseDto,
} from '../../../api/generated/shop-api.ts';

export type SkinRecommendation = SkinRecommendationResponseDto;

export const skinAnalysisApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['AccountRoutines'],
  endpoints: {
    saveSkinAnalysis: { invalidatesTags: ['AccountRoutines'] },
  },
});

export const { useAnalyseSkinMutation, useSaveSkinAnalysisMutation } = skinAnalysisApi;
