/**
 * The product list's state lives in its URL, so a list is shareable and the back button
 * steps through the choices:
 *
 *   /en/products?collection=blue,gold&skinType=dry&timing=night&type=serum,cream&sort=price-asc&page=2
 *
 * - `collection`, `skinType`, `timing`, `type`: the filters, several values comma-separated
 *   (repeated parameters, as a plain form sends them, are read too). Unknown values are ignored.
 * - `sort`: `name-asc`, `name-desc`, `price-asc`, `price-desc`; absent = bestsellers first.
 * - `page`: how many pages of {@link perPage} are shown ("show more"); absent = 1.
 * - The path after `products/` may carry filter words too (`/nl/producten/serum`,
 *   `/de/produkte/gold/night`): the API values of any filter. An unknown word is a 404.
 *
 * Changing a filter writes the whole state to the query of the bare list URL.
 */
import {
  productSorts,
  productTypes,
  skinTypes,
  timings,
  type FacetGroup,
  type FacetValue,
  type ProductSort,
} from '../../lib/api-types.ts';
import { collections, type Locale } from '../../lib/routes.ts';
import type { ProductListArgs } from './api/catalogue-api.ts';

export const facetGroups: readonly FacetGroup[] = ['collection', 'skinType', 'timing', 'type'];

const allowedValues: Readonly<Record<FacetGroup, readonly string[]>> = {
  collection: collections,
  skinType: skinTypes,
  timing: timings,
  type: productTypes,
};

/** Products per "show more" step. */
export const perPage = 12;
/** More pages than this in a URL are read as this many (the list has about 50 products). */
export const maxPages = 20;
export const defaultSort: ProductSort = 'bestseller';

export type Filters = Readonly<Record<FacetGroup, readonly string[]>>;

export interface ProductListState {
  /** Selected values per filter, unique and in the API's order of values. */
  readonly filters: Filters;
  readonly sort: ProductSort;
  /** Pages shown, from 1 ("show more" adds one, "show less" goes back to 1). */
  readonly pages: number;
}

export const emptyFilters: Filters = { collection: [], skinType: [], timing: [], type: [] };
export const initialState: ProductListState = {
  filters: emptyFilters,
  sort: defaultSort,
  pages: 1,
};

/** A value per filter. */
function byGroup(value: (group: FacetGroup) => string[]): Filters {
  return {
    collection: value('collection'),
    skinType: value('skinType'),
    timing: value('timing'),
    type: value('type'),
  };
}

function normalise(group: FacetGroup, values: Iterable<string>): string[] {
  const chosen = new Set(values);
  return allowedValues[group].filter((value) => chosen.has(value));
}

/** The filter a path word belongs to, e.g. `serum` → `type`, `gold` → `collection`; null if none. */
export function groupOfWord(word: string): FacetGroup | null {
  return facetGroups.find((group) => allowedValues[group].includes(word)) ?? null;
}

/** Filters from the path after `products/` (`serum/gold`); null when a word is not a filter value. */
export function filtersFromPath(splat: string | undefined): Filters | null {
  const words = (splat ?? '')
    .split('/')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  const picked: Record<FacetGroup, string[]> = {
    collection: [],
    skinType: [],
    timing: [],
    type: [],
  };
  for (const word of words) {
    const group = groupOfWord(word);
    if (!group) return null;
    picked[group].push(word);
  }
  return byGroup((group) => normalise(group, picked[group]));
}

/** The list state of a URL: its query and the filter words of its path. Null when a path word is unknown (404). */
export function parseProductListState(
  search: string | URLSearchParams,
  splat?: string,
): ProductListState | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const fromPath = filtersFromPath(splat);
  if (!fromPath) return null;
  const filters = byGroup((group) => {
    const values = query.getAll(group).flatMap((value) => value.split(','));
    return normalise(group, [...fromPath[group], ...values.map((v) => v.trim())]);
  });
  const sortParam = query.get('sort');
  const sort = productSorts.find((s) => s === sortParam) ?? defaultSort;
  const pageParam = Number(query.get('page'));
  const pages = Number.isInteger(pageParam) && pageParam > 1 ? Math.min(pageParam, maxPages) : 1;
  return { filters, sort, pages };
}

/** The query of a state (`?collection=blue&sort=price-asc`), defaults left out; `''` for the initial state. */
export function productListSearch(state: ProductListState): string {
  const query = new URLSearchParams();
  for (const group of facetGroups) {
    const values = state.filters[group];
    if (values.length > 0) query.set(group, values.join(','));
  }
  if (state.sort !== defaultSort) query.set('sort', state.sort);
  if (state.pages > 1) query.set('page', String(state.pages));
  // Commas are safe in a query and keep shared links readable.
  const text = query.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

export function toggleFilter(
  state: ProductListState,
  group: FacetGroup,
  value: string,
): ProductListState {
  const current = state.filters[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, filters: { ...state.filters, [group]: normalise(group, next) }, pages: 1 };
}

/** No filters, the sorting kept. */
export function clearFilters(state: ProductListState): ProductListState {
  return { ...state, filters: emptyFilters, pages: 1 };
}

export function withSort(state: ProductListState, sort: ProductSort): ProductListState {
  return { ...state, sort, pages: 1 };
}

export function withPages(state: ProductListState, pages: number): ProductListState {
  return { ...state, pages: Math.max(1, Math.min(pages, maxPages)) };
}

export function activeFilterCount(state: ProductListState): number {
  return facetGroups.reduce((sum, group) => sum + state.filters[group].length, 0);
}

/** The request for one page of the list (pages count from 1). */
export function productListArgs(
  state: ProductListState,
  locale: Locale,
  page: number,
): ProductListArgs {
  return { locale, filters: state.filters, sort: state.sort, page, perPage };
}

/** A filter option as the filter panel shows it. */
export interface FacetOption extends FacetValue {
  /** No product would match with it (given the other filters), and it is not chosen: greyed out. */
  readonly disabled: boolean;
}

/**
 * The options of one filter: the API's values with their counts, marked as chosen from the
 * URL state (the source of truth while a new answer loads), greyed out when they would give
 * no products. A chosen value the answer does not list stays visible so it can be unchosen.
 */
export function facetOptions(
  values: readonly FacetValue[] | undefined,
  selected: readonly string[],
): FacetOption[] {
  const options: FacetOption[] = (values ?? []).map((value) => {
    const isSelected = selected.includes(value.value);
    return { ...value, selected: isSelected, disabled: value.count === 0 && !isSelected };
  });
  for (const value of selected) {
    if (!options.some((option) => option.value === value))
      options.push({ value, label: value, count: 0, selected: true, disabled: false });
  }
  return options;
}

/** The chosen filters as removable chips, in filter order, with the labels of the answer. */
export function activeFilterChips(
  state: ProductListState,
  facets: Partial<Record<FacetGroup, readonly FacetValue[]>> | undefined,
): { group: FacetGroup; value: string; label: string }[] {
  return facetGroups.flatMap((group) =>
    state.filters[group].map((value) => ({
      group,
      value,
      label: facets?.[group]?.find((f) => f.value === value)?.label ?? value,
    })),
  );
}
