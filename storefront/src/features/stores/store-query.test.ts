import { describe, expect, it } from 'vitest';
import { storeListParams } from './api/stores-api.ts';
import {
  initialStoreQuery,
  parseStoreQuery,
  storeListArgs,
  storeQuerySearch,
  storeSorts,
  withLocation,
} from './store-query.ts';

describe('store locator state ↔ URL', () => {
  it('reads the initial state from an empty URL and writes it back as no query', () => {
    expect(parseStoreQuery('')).toEqual(initialStoreQuery);
    expect(storeQuerySearch(initialStoreQuery)).toBe('');
  });

  it('reads search, location, sorting, partners, view and opened store', () => {
    expect(
      parseStoreQuery(
        '?q=%20Gent%20&lat=51.05432&lng=3.71741&sort=address&partner=true&view=map&store=s1',
      ),
    ).toEqual({
      q: 'Gent',
      location: { lat: 51.0543, lng: 3.7174 },
      sort: 'address',
      partnersOnly: true,
      view: 'map',
      store: 's1',
    });
  });

  it('sorts by distance by default with a location, and never by distance without one', () => {
    expect(parseStoreQuery('?lat=51&lng=4').sort).toBe('distance');
    expect(parseStoreQuery('?sort=distance').sort).toBe('name');
    expect(parseStoreQuery('?lat=51&sort=distance')).toMatchObject({
      location: null,
      sort: 'name',
    });
  });

  it('ignores coordinates out of range or not numbers', () => {
    expect(parseStoreQuery('?lat=91&lng=4').location).toBeNull();
    expect(parseStoreQuery('?lat=abc&lng=4').location).toBeNull();
    expect(parseStoreQuery('?lat=&lng=').location).toBeNull();
  });

  it('round-trips through the query, defaults left out', () => {
    const state = {
      q: 'spa',
      location: { lat: 50.8503, lng: 4.3517 },
      sort: 'name',
      partnersOnly: true,
      view: 'map',
      store: null,
    } as const;
    expect(storeQuerySearch(state)).toBe(
      '?q=spa&lat=50.8503&lng=4.3517&sort=name&partner=true&view=map',
    );
    expect(parseStoreQuery(storeQuerySearch(state))).toEqual(state);
    expect(
      storeQuerySearch({ ...initialStoreQuery, location: { lat: 1, lng: 2 }, sort: 'distance' }),
    ).toBe('?lat=1&lng=2');
  });

  it('switches to distance when a location is set and back to name when it is cleared', () => {
    const located = withLocation(
      { ...initialStoreQuery, sort: 'address' },
      { lat: 51.123456, lng: 3.987654 },
    );
    expect(located).toMatchObject({ location: { lat: 51.1235, lng: 3.9877 }, sort: 'distance' });
    expect(withLocation(located, null)).toMatchObject({ location: null, sort: 'name' });
    expect(withLocation({ ...located, sort: 'address' }, null).sort).toBe('address');
    expect(storeSorts(located)).toEqual(['distance', 'name', 'address']);
    expect(storeSorts(initialStoreQuery)).toEqual(['name', 'address']);
  });

  it('asks the API for every store of the search at once', () => {
    const state = parseStoreQuery('?q=gent&lat=51&lng=3.7&partner=true&view=map');
    expect(storeListParams(storeListArgs(state))).toEqual({
      q: 'gent',
      lat: 51,
      lng: 3.7,
      sort: 'distance',
      partner: true,
      perPage: 200,
    });
    expect(storeListParams(storeListArgs(initialStoreQuery))).toEqual({
      sort: 'name',
      perPage: 200,
    });
  });
});
