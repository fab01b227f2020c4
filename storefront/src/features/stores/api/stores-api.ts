/** `GET /api/stores` (generated): partner salons and shops, searched, filtered and sorted (by distance from a location too). */
import type {
  ListStoresApiArg,
  StoreListResponseDto,
  StoreResponseDto,
} from '../../../api/generated/shop-api.ts';
import { generatedApi } from '../../../api/generated/shop-api.ts';
import type { StoreSort } from '../../../api/generated/enums.ts';

export type { StoreSort };
export type Store = StoreResponseDto;
export type StoreList = StoreListResponseDto;

export interface StoreListArgs {
  readonly q: string;
  readonly location: { readonly lat: number; readonly lng: number } | null;
  readonly sort: StoreSort;
  readonly partnersOnly: boolean;
}

/** All stores at once: the map needs every marker (the API allows 200 a page; there are a few dozen). */
export const storesPerRequest = 200;

/** The argument of `listStores`; empty criteria are left out, so equal searches share one cache entry. */
export function storeListParams(args: StoreListArgs): ListStoresApiArg {
  return {
    sort: args.sort,
    perPage: storesPerRequest,
    ...(args.q ? { q: args.q } : {}),
    ...(args.location ? { lat: args.location.lat, lng: args.location.lng } : {}),
    ...(args.partnersOnly ? { partner: true } : {}),
  };
}

export const storesApi = generatedApi;

export const { useListStoresQuery } = storesApi;
