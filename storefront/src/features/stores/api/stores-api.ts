/** `GET /api/stores`: partner salons and shops, searched, filtered and sorted (by distance from a location too). */
import { api } from '../../../lib/api.ts';
import type { OpeningHours } from '../../../lib/opening-hours.ts';

/** `StoreResponseDto` */
export interface Store {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly postalCode: string;
  readonly city: string;
  /** ISO 3166 code, e.g. `BE`. */
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly phone: string | null;
  readonly website: string | null;
  readonly email: string | null;
  readonly officialPartner: boolean;
  /** The salon's own opening hours per weekday (`[]` closed, a missing day not given); null when not given. */
  readonly openingHours: OpeningHours | null;
  /** Treatments, as the salon words them. */
  readonly services: readonly string[];
  /** Languages spoken in the salon (nl, en, de, fr). */
  readonly languages: readonly string[];
  /** Kilometres from the given location; null without one. */
  readonly distanceKm: number | null;
}

export type StoreSort = 'name' | 'address' | 'distance';

/** `StoreListResponseDto` */
export interface StoreList {
  readonly data: readonly Store[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
  readonly pageCount: number;
  readonly sort: StoreSort;
  readonly origin: { readonly lat: number; readonly lng: number } | null;
}

export interface StoreListArgs {
  readonly q: string;
  readonly location: { readonly lat: number; readonly lng: number } | null;
  readonly sort: StoreSort;
  readonly partnersOnly: boolean;
}

/** All stores at once: the map needs every marker (the API allows 200 a page; there are a few dozen). */
export const storesPerRequest = 200;

export function storeListParams(args: StoreListArgs): Record<string, string | number | boolean> {
  return {
    sort: args.sort,
    perPage: storesPerRequest,
    ...(args.q ? { q: args.q } : {}),
    ...(args.location ? { lat: args.location.lat, lng: args.location.lng } : {}),
    ...(args.partnersOnly ? { partner: true } : {}),
  };
}

export const storesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStores: build.query<StoreList, StoreListArgs>({
      query: (args) => ({ url: 'stores', params: storeListParams(args) }),
    }),
  }),
});

export const { useListStoresQuery } = storesApi;
