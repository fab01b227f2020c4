import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText, sortKey } from '../src/common/i18n/locale.js';
import { DEMO_STORES } from '../src/database/seed/stores.js';
import type {
  StoreListResponseDto,
  StoreResponseDto,
} from '../src/modules/stores/dto/store.dto.js';
import { haversineKm } from '../src/modules/stores/geo.js';
import { StoresService } from '../src/modules/stores/stores.service.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const GHENT = { lat: 51.0543, lng: 3.7174 };
const COLOGNE = { lat: 50.9375, lng: 6.9603 };

describe(`stores API on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;

  const list = async (qs = '') => {
    const res = await fetch(`${base}/api/stores?${qs}`);
    expect(res.status, `GET /api/stores?${qs}`).toBe(200);
    return json<StoreListResponseDto>(res);
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('lists the 30 partner salons and shops in Belgium, the Netherlands and Germany, sorted by name', async () => {
    const body = await list();
    expect(body).toMatchObject({
      total: 30,
      page: 1,
      perPage: 50,
      pageCount: 1,
      sort: 'name',
      origin: null,
    });
    expect(new Set(body.data.map((s) => s.country))).toEqual(new Set(['BE', 'NL', 'DE']));
    expect(body.data.map((s) => s.name)).toEqual(
      [...DEMO_STORES]
        .sort((a, b) => (sortKey(a.name) < sortKey(b.name) ? -1 : 1))
        .map((s) => s.name),
    );
    const lumen = body.data.find((s) => s.name === 'Huidinstituut Lumen')!;
    expect(lumen).toMatchObject({
      address: 'Meir 42',
      postalCode: '2000',
      city: 'Antwerpen',
      country: 'BE',
      officialPartner: true,
      website: 'https://lumen-huid.example',
      distanceKm: null,
    });
    expect(lumen.latitude).toBeCloseTo(51.2181, 4);
    expect(lumen.longitude).toBeCloseTo(4.4089, 4);
  });

  it('sorts by address: by town, then street', async () => {
    const towns = (await list('sort=address')).data.map((s) => sortKey(s.city));
    expect(towns).toEqual([...towns].sort());
    expect(towns[0]).toBe('aachen');
  });

  it('searches name, street, postal code and town, ignoring case and accents; every word must match', async () => {
    expect((await list('q=lumen')).data.map((s) => s.name)).toEqual(['Huidinstituut Lumen']);
    expect((await list('q=KORENMARKT')).data.map((s) => s.name)).toEqual(['Atelier Epiderma']);
    expect((await list('q=9000')).data.map((s) => s.city)).toEqual(['Gent', 'Gent']);
    expect((await list(`q=${encodeURIComponent('dusseldorf')}`)).data.map((s) => s.city)).toEqual([
      'Düsseldorf',
    ]);
    expect((await list(`q=${encodeURIComponent('Liege')}`)).data.map((s) => s.city)).toEqual([
      'Liège',
    ]);
    expect((await list(`q=${encodeURIComponent('Münch')}`)).data.map((s) => s.city)).toEqual([
      'München',
    ]);
    const antwerp = await list(`q=${encodeURIComponent('  antwerpen   meir ')}`);
    expect(antwerp.data.map((s) => s.name)).toEqual(['Huidinstituut Lumen']);
    const amsterdam = await list('q=amsterdam');
    expect(amsterdam.total).toBe(
      DEMO_STORES.filter((s) =>
        foldText(`${s.name} ${s.address} ${s.postalCode} ${s.city}`).includes('amsterdam'),
      ).length,
    );
    expect((await list('q=nowhere-at-all')).data).toEqual([]);
  });

  it('treats wildcard and SQL-ish search text literally', async () => {
    for (const q of ['%', '_', '%%', "' OR '1'='1", "'; DROP TABLE store; --", '\\', 'a%b']) {
      const body = await list(`q=${encodeURIComponent(q)}`);
      expect(body.total, q).toBe(0);
    }
    expect((await list()).total).toBe(30);
  });

  it('sorts by distance from a pinned location and returns the distance in km', async () => {
    const body = await list(`lat=${GHENT.lat}&lng=${GHENT.lng}`);
    expect(body.sort).toBe('distance');
    expect(body.origin).toEqual(GHENT);
    expect(body.total).toBe(30);
    const distances = body.data.map((s) => s.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.data.slice(0, 2).map((s) => s.city)).toEqual(['Gent', 'Gent']);
    expect(distances[0]).toBeLessThan(2);
    // The distance is the great-circle distance, rounded to 100 m.
    for (const store of body.data)
      expect(store.distanceKm).toBeCloseTo(
        haversineKm(GHENT.lat, GHENT.lng, store.latitude, store.longitude),
        1,
      );
    const berlin = body.data.at(-1)!;
    expect(berlin.city).toBe('Berlin');
    expect(berlin.distanceKm!).toBeGreaterThan(600);
    expect(berlin.distanceKm!).toBeLessThan(700);
  });

  it('limits to a radius and combines location with text, partner and country filters', async () => {
    const near = await list(`lat=${COLOGNE.lat}&lng=${COLOGNE.lng}&radius=100`);
    const want = DEMO_STORES.filter(
      (s) => haversineKm(COLOGNE.lat, COLOGNE.lng, s.latitude, s.longitude) <= 100,
    );
    expect(near.data.map((s) => s.name).sort()).toEqual(want.map((s) => s.name).sort());
    expect(near.data.map((s) => s.city)).toEqual(['Köln', 'Düsseldorf', 'Aachen', 'Maastricht']);
    expect(near.data.every((s) => s.distanceKm! <= 100)).toBe(true);

    const partners = await list('partner=true');
    expect(partners.total).toBe(DEMO_STORES.filter((s) => s.officialPartner).length);
    expect(partners.data.every((s) => s.officialPartner)).toBe(true);
    expect((await list('partner=false')).data.every((s) => !s.officialPartner)).toBe(true);

    const dutchPartnersNearGhent = await list(
      `lat=${GHENT.lat}&lng=${GHENT.lng}&country=nl&partner=true`,
    );
    expect(dutchPartnersNearGhent.data.every((s) => s.country === 'NL' && s.officialPartner)).toBe(
      true,
    );
    expect(dutchPartnersNearGhent.data[0]!.city).toBe('Rotterdam');

    const byNameNearGhent = await list(`lat=${GHENT.lat}&lng=${GHENT.lng}&sort=name&perPage=3`);
    expect(byNameNearGhent.data.map((s) => s.name)).toEqual(
      (await list('perPage=3')).data.map((s) => s.name),
    );
    expect(byNameNearGhent.data.every((s) => s.distanceKm !== null)).toBe(true);
  });

  it('pages through the results', async () => {
    const page1 = await list('perPage=12');
    const page3 = await list('perPage=12&page=3');
    expect(page1).toMatchObject({ pageCount: 3 });
    expect(page3.data).toHaveLength(6);
    expect((await list('perPage=12&page=4')).data).toEqual([]);
  });

  it('refuses invalid parameters with a 400 problem, never a 500', async () => {
    const cases: [string, string][] = [
      ['lat=91&lng=3', 'lat'],
      ['lat=abc&lng=3', 'lat'],
      ['lat=&lng=3', 'lat'],
      ['lat=51', 'lng'],
      ['lng=3', 'lat'],
      ['sort=distance', 'sort'],
      ['radius=10', 'radius'],
      ['lat=51&lng=3&radius=0', 'radius'],
      ['sort=city', 'sort'],
      ["sort=name'--", 'sort'],
      ['partner=yes', 'partner'],
      ['country=Belgium', 'country'],
      ['perPage=201', 'perPage'],
      ['q=' + 'x'.repeat(101), 'q'],
      ['q=a&q=b', 'q'],
      ['foo=bar', 'foo'],
    ];
    for (const [qs, field] of cases) {
      const res = await fetch(`${base}/api/stores?${qs}`);
      expect(res.status, qs).toBe(400);
      const body = await json(res);
      expect(body.errors, qs).toHaveProperty([field]);
    }
    expect((await json(await fetch(`${base}/api/stores?lat=51`))).code).toBe(
      'STORES_LOCATION_INCOMPLETE',
    );
  });

  it('answers one store by id, 404 otherwise, and hides inactive stores', async () => {
    const first = (await list('perPage=1')).data[0]!;
    const one = await json<StoreResponseDto>(await fetch(`${base}/api/stores/${first.id}`));
    expect(one).toEqual(first);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await fetch(`${base}/api/stores/${id}`);
      expect(res.status).toBe(404);
      expect((await json(res)).code).toBe('STORES_STORE_NOT_FOUND');
    }
    await running.app.get(StoresService).createStores([
      {
        name: 'Gesloten Salon',
        address: 'Veldstraat 1',
        postalCode: '9000',
        city: 'Gent',
        country: 'BE',
        latitude: 51.05,
        longitude: 3.72,
        active: false,
      },
    ]);
    expect((await list('q=gesloten')).total).toBe(0);
  });

  it('is cacheable with an ETag (304 on a repeat visit)', async () => {
    const first = await fetch(`${base}/api/stores?lat=${GHENT.lat}&lng=${GHENT.lng}`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const again = await fetch(`${base}/api/stores?lat=${GHENT.lat}&lng=${GHENT.lng}`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});
