import { describe, expect, it } from 'vitest';
import { productListParams } from './api/catalogue-api.ts';
import {
  activeFilterChips,
  activeFilterCount,
  clearFilters,
  emptyFilters,
  facetOptions,
  filtersFromPath,
  initialState,
  parseProductListState,
  productListArgs,
  productListSearch,
  toggleFilter,
  withPages,
  withSort,
} from './product-filters.ts';

describe('product list state ↔ URL', () => {
  it('reads the initial state from an empty URL and writes it back as no query', () => {
    expect(parseProductListState('')).toEqual(initialState);
    expect(productListSearch(initialState)).toBe('');
  });

  it('reads comma-separated and repeated filter values, in the API order, without duplicates or unknown values', () => {
    const state = parseProductListState(
      '?collection=gold,blue&collection=blue&skinType=dry&skinType=purple&timing=night&type=cream,serum',
    );
    expect(state?.filters).toEqual({
      collection: ['blue', 'gold'],
      skinType: ['dry'],
      timing: ['night'],
      type: ['serum', 'cream'],
    });
  });

  it('reads the sorting and the shown pages, falling back to the defaults for anything else', () => {
    expect(parseProductListState('?sort=price-desc&page=3')).toMatchObject({
      sort: 'price-desc',
      pages: 3,
    });
    expect(parseProductListState('?sort=cheapest&page=-2')).toMatchObject({
      sort: 'bestseller',
      pages: 1,
    });
    expect(parseProductListState('?page=2.5')?.pages).toBe(1);
    expect(parseProductListState('?page=9999')?.pages).toBe(20);
  });

  it('round-trips every state through its query', () => {
    const states = [
      { filters: { ...emptyFilters, collection: ['black'] }, sort: 'name-asc', pages: 1 },
      {
        filters: {
          collection: ['blue', 'grey'],
          skinType: ['sensitive', 'problem'],
          timing: ['day'],
          type: ['eye-care', 'sets'],
        },
        sort: 'price-asc',
        pages: 2,
      },
      { filters: emptyFilters, sort: 'bestseller', pages: 4 },
    ] as const;
    for (const state of states)
      expect(parseProductListState(productListSearch(state))).toEqual(state);
  });

  it('writes a readable, canonical query (fixed filter order, commas, defaults left out)', () => {
    const state = parseProductListState(
      '?type=serum&collection=gold&sort=bestseller&page=1&skinType=mature,dry',
    )!;
    expect(productListSearch(state)).toBe('?collection=gold&skinType=dry,mature&type=serum');
  });

  it('reads filter words from the path and merges them with the query', () => {
    expect(filtersFromPath('serum')).toEqual({ ...emptyFilters, type: ['serum'] });
    expect(filtersFromPath('Gold/night/')).toEqual({
      ...emptyFilters,
      collection: ['gold'],
      timing: ['night'],
    });
    expect(filtersFromPath('')).toEqual(emptyFilters);
    expect(filtersFromPath(undefined)).toEqual(emptyFilters);
    expect(parseProductListState('?type=cream&sort=name-desc', 'serum')).toEqual({
      filters: { ...emptyFilters, type: ['serum', 'cream'] },
      sort: 'name-desc',
      pages: 1,
    });
  });

  it('answers null (a 404) for a path word that is no filter value', () => {
    expect(filtersFromPath('shampoo')).toBeNull();
    expect(parseProductListState('', 'gold/shampoo')).toBeNull();
  });

  it('starts over at the first page when a filter or the sorting changes, and keeps the sorting when filters are cleared', () => {
    const state = { ...initialState, sort: 'price-asc', pages: 3 } as const;
    const filtered = toggleFilter(state, 'type', 'serum');
    expect(filtered).toEqual({
      filters: { ...emptyFilters, type: ['serum'] },
      sort: 'price-asc',
      pages: 1,
    });
    expect(toggleFilter(filtered, 'type', 'serum').filters.type).toEqual([]);
    expect(withSort({ ...filtered, pages: 2 }, 'name-desc')).toMatchObject({
      sort: 'name-desc',
      pages: 1,
    });
    expect(clearFilters({ ...filtered, pages: 2 })).toEqual({
      filters: emptyFilters,
      sort: 'price-asc',
      pages: 1,
    });
    expect(withPages(filtered, 2).pages).toBe(2);
    expect(withPages(filtered, 0).pages).toBe(1);
    expect(activeFilterCount(toggleFilter(filtered, 'collection', 'gold'))).toBe(2);
  });

  it('asks the API for one page with the filters comma-separated', () => {
    const state = parseProductListState('?collection=blue,gold&sort=price-asc')!;
    expect(productListParams(productListArgs(state, 'de', 2))).toEqual({
      locale: 'de',
      sort: 'price-asc',
      page: 2,
      perPage: 12,
      collection: 'blue,gold',
    });
  });
});

describe('facets', () => {
  const facet = (value: string, count: number, selected = false) => ({
    value,
    label: value.toUpperCase(),
    count,
    selected,
  });

  it('greys out values without matches unless they are chosen', () => {
    const options = facetOptions(
      [facet('day', 12), facet('night', 0), facet('blue', 0, true)],
      ['blue'],
    );
    expect(options.map((o) => [o.value, o.disabled, o.selected])).toEqual([
      ['day', false, false],
      ['night', true, false],
      ['blue', false, true],
    ]);
  });

  it('takes the chosen values from the URL state, not from an answer that may be stale', () => {
    const options = facetOptions([facet('day', 12, true), facet('night', 3)], ['night']);
    expect(options.map((o) => o.selected)).toEqual([false, true]);
  });

  it('keeps a chosen value visible when the answer does not list it', () => {
    expect(facetOptions(undefined, ['gold'])).toEqual([
      { value: 'gold', label: 'gold', count: 0, selected: true, disabled: false },
    ]);
  });

  it('lists the chosen filters as chips with the answer’s labels', () => {
    const state = parseProductListState('?type=serum&collection=gold')!;
    expect(activeFilterChips(state, { collection: [facet('gold', 4, true)], type: [] })).toEqual([
      { group: 'collection', value: 'gold', label: 'GOLD' },
      { group: 'type', value: 'serum', label: 'serum' },
    ]);
  });
});
