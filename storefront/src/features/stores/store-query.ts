/**
 * The store locator's state lives in its URL:
 *
 *   /en/stores?q=gent&lat=51.0543&lng=3.7174&sort=distance&partner=true&view=map&store=<id>
 *
 * - `q`: search by name or address (street, postal code, city).
 * - `lat`, `lng`: a location ("use my location" or a pin dropped on the map); both or neither.
 * - `sort`: `name` (default without a location), `address`, `distance` (default with one;
 *   only with a location).
 * - `partner=true`: official partners only.
 * - `view`: `list` (default) or `map`; `store`: the store the map opens.
 */
import type { StoreListArgs, StoreSort } from './api/stores-api.ts';

export type StoreView = 'list' | 'map';

export interface StoreQuery {
  readonly q: string;
  readonly location: { readonly lat: number; readonly lng: number } | null;
  readonly sort: StoreSort;
  readonly partnersOnly: boolean;
  readonly view: StoreView;
  readonly store: string | null;
}

export const initialStoreQuery: StoreQuery = {
  q: '',
  location: null,
  sort: 'name',
  partnersOnly: false,
  view: 'list',
  store: null,
};

/** Coordinates are kept to 4 decimals (about 10 m): precise enough, and short, shareable URLs. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

function coordinate(text: string | null, limit: number): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? roundCoordinate(value) : null;
}

export function parseStoreQuery(search: string | URLSearchParams): StoreQuery {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const q = (query.get('q') ?? '').trim().slice(0, 100);
  const lat = coordinate(query.get('lat'), 90);
  const lng = coordinate(query.get('lng'), 180);
  const location = lat !== null && lng !== null ? { lat, lng } : null;
  const sortParam = query.get('sort');
  const sort: StoreSort =
    sortParam === 'address' || sortParam === 'name'
      ? sortParam
      : sortParam === 'distance' && location
        ? 'distance'
        : location
          ? 'distance'
          : 'name';
  const view: StoreView = query.get('view') === 'map' ? 'map' : 'list';
  return {
    q,
    location,
    sort,
    partnersOnly: query.get('partner') === 'true',
    view,
    store: query.get('store') || null,
  };
}

/** The query of a state, defaults left out (`''` for the initial state). */
export function storeQuerySearch(state: StoreQuery): string {
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  if (state.location) {
    query.set('lat', String(roundCoordinate(state.location.lat)));
    query.set('lng', String(roundCoordinate(state.location.lng)));
  }
  const defaultSort: StoreSort = state.location ? 'distance' : 'name';
  if (state.sort !== defaultSort && (state.sort !== 'distance' || state.location))
    query.set('sort', state.sort);
  if (state.partnersOnly) query.set('partner', 'true');
  if (state.view !== 'list') query.set('view', state.view);
  if (state.store) query.set('store', state.store);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A new location sorts by distance; clearing it falls back from distance to name. */
export function withLocation(
  state: StoreQuery,
  location: { lat: number; lng: number } | null,
): StoreQuery {
  if (location)
    return {
      ...state,
      location: { lat: roundCoordinate(location.lat), lng: roundCoordinate(location.lng) },
      sort: 'distance',
    };
  return { ...state, location: null, sort: state.sort === 'distance' ? 'name' : state.sort };
}

/** The sort options available: distance only with a location. */
export function storeSorts(state: StoreQuery): StoreSort[] {
  return state.location ? ['distance', 'name', 'address'] : ['name', 'address'];
}

/** The API request of a state (the view and the opened store are the page's own). */
export function storeListArgs(state: StoreQuery): StoreListArgs {
  return {
    q: state.q,
    location: state.location,
    sort: state.sort,
    partnersOnly: state.partnersOnly,
  };
}
