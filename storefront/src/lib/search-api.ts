/** `GET /api/search` (generated): products, then articles and routines; the best sellers when nothing matches. */
import {
  generatedApi,
  type SearchPostDto,
  type SearchResponseDto,
} from '../api/generated/shop-api.ts';

export type SearchAnswer = SearchResponseDto;
export type SearchPost = SearchPostDto;

/** Shorter input is not searched while typing (the results page searches any non-empty query). */
export const minSearchLength = 2;
/** Products, articles and routines each while typing. */
export const suggestionLimit = 4;

export const { useSearchQuery } = generatedApi;
