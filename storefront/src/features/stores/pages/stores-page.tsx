/**
 * Store locator (SPEC §2): the partner salons and shops as a list or on a map, searched by
 * name or address, near the visitor's location or a pin dropped on the map, sorted by name,
 * address or distance, official partners marked. The state is in the URL (`store-query.ts`).
 * The map (Leaflet) loads only here, after hydration; the list works without it.
 */
import { lazy, Suspense, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import { ArrowIcon } from '../../../components/icons.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formatDistance } from '../../../lib/format.ts';
import type { OpeningHours } from '../../../lib/opening-hours.ts';
import { keepScroll } from '../../../lib/keep-scroll.ts';
import { useOptimisticState } from '../../../lib/use-optimistic-state.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { loadQuery, type ScreenLoader } from '../../../lib/route-data.ts';
import { href } from '../../../lib/routes.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { ChooseSpecialist } from '../components/choose-specialist.tsx';
import { StoreProfile } from '../components/store-profile.tsx';
import {
  storeListParams,
  storesApi,
  useListStoresQuery,
  type Store,
  type StoreSort,
} from '../api/stores-api.ts';
import {
  parseStoreQuery,
  storeListArgs,
  storeQuerySearch,
  storeSorts,
  withLocation,
  type StoreQuery,
} from '../store-query.ts';
import '../stores.css';

const StoreMap = lazy(() => import('../components/store-map.tsx'));

export const loader: ScreenLoader = async ({ request, dispatch }) => {
  const state = parseStoreQuery(new URL(request.url).search);
  await loadQuery(
    dispatch,
    storesApi.endpoints.listStores.initiate(storeListParams(storeListArgs(state))),
  );
  return null;
};

type GeoProblem = 'unsupported' | 'denied' | 'unavailable';

function StoreCard({
  store,
  onShowOnMap,
  open,
}: {
  store: Store;
  onShowOnMap: () => void;
  open: boolean;
}) {
  const { t } = useTranslation('stores');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const country = tc(`countries.${store.country}` as never, {
    defaultValue: store.country,
  }) as string;
  return (
    <article
      className={`store-card${open ? ' is-open' : ''}`}
      data-store={store.id}
      data-partner={store.officialPartner || undefined}
    >
      <header>
        <h2>{store.name}</h2>
        {store.officialPartner ? (
          <span className="badge badge-partner" title={t('partnerBadgeHelp')}>
            {t('partnerBadge')}
          </span>
        ) : null}
      </header>
      <address>
        {store.address}
        <br />
        {store.postalCode} {store.city}, {country}
      </address>
      {store.distanceKm !== null ? (
        <p className="store-distance">
          {t('distance', { distance: formatDistance(store.distanceKm, locale) })}
        </p>
      ) : null}
      <ul className="store-links">
        {store.phone ? (
          <li>
            <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
          </li>
        ) : null}
        {store.email ? (
          <li>
            <a href={`mailto:${store.email}`}>{store.email}</a>
          </li>
        ) : null}
        {store.website ? (
          <li>
            <a href={store.website} target="_blank" rel="noopener noreferrer">
              {t('website')}
              <span className="sr-only"> ({tc('fields.opensInNewTab')})</span>
            </a>
          </li>
        ) : null}
      </ul>
      <StoreProfile
        // Each day's ranges are [from, to] pairs: OpenAPI 3.0 cannot say tuple.
        openingHours={store.openingHours as OpeningHours | null}
        services={store.services}
        languages={store.languages}
      />
      {store.officialPartner ? <ChooseSpecialist storeId={store.id} name={store.name} /> : null}
      <button type="button" className="form-link store-show" onClick={onShowOnMap}>
        {t('showOnMap')}
      </button>
    </article>
  );
}

export default function StoresPage() {
  const { t } = useTranslation('stores');
  const locale = useLocale();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  // `loaded`: the URL's state, whose stores show; `state`: the controls', ahead while the next list loads.
  const loaded = useMemo(() => parseStoreQuery(searchParams), [searchParams]);
  const [state, choose] = useOptimisticState(loaded, storeQuerySearch);
  const { data, isError, isFetching, refetch } = useListStoresQuery(
    storeListParams(storeListArgs(loaded)),
  );
  const [locating, setLocating] = useState(false);
  const [geoProblem, setGeoProblem] = useState<GeoProblem | null>(null);
  const searchId = useId();
  const sortId = useId();
  const pending = navigation.state === 'loading';

  const go = (next: StoreQuery, replace = false) => {
    choose(next);
    void navigate(href('stores', locale, {}, storeQuerySearch(next)), {
      preventScrollReset: true,
      state: keepScroll,
      replace,
    });
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    go({ ...state, q, store: null });
  };
  const locate = () => {
    setGeoProblem(null);
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setGeoProblem('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        go(
          withLocation(
            { ...state, store: null },
            { lat: position.coords.latitude, lng: position.coords.longitude },
          ),
        );
      },
      (error) => {
        setLocating(false);
        setGeoProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };
  const stores = data?.data ?? [];

  return (
    <div className="container stores">
      <ScreenHeader eyebrow={t('eyebrow')} />

      <div className="store-finder">
        <form
          className="store-search"
          role="search"
          method="get"
          action={href('stores', locale)}
          onSubmit={search}
        >
          <label htmlFor={searchId}>{t('search.label')}</label>
          <div className="store-search-row">
            <input
              id={searchId}
              type="search"
              name="q"
              defaultValue={state.q}
              key={state.q}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className="button button-primary">
              {t('search.submit')}
            </button>
          </div>
          {/* Kept when the form is sent without scripts. */}
          {state.partnersOnly ? <input type="hidden" name="partner" value="true" /> : null}
          {state.view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
        </form>

        <div className="store-location">
          <button
            type="button"
            className="button button-secondary store-locate"
            onClick={locate}
            disabled={locating}
            aria-busy={locating || undefined}
          >
            {locating ? t('location.locating') : t('location.useMine')}
          </button>
          {state.location ? (
            <p className="store-location-state">
              {t('location.active')}{' '}
              <button
                type="button"
                className="form-link"
                onClick={() => go(withLocation({ ...state, store: null }, null))}
              >
                {t('location.clear')}
              </button>
            </p>
          ) : state.view === 'map' ? (
            <p className="store-location-hint">{t('location.pinHint')}</p>
          ) : null}
          {geoProblem ? (
            <p className="store-geo-problem" role="alert">
              {t(`location.problem.${geoProblem}`)}
            </p>
          ) : null}
        </div>
      </div>

      <div className="store-toolbar">
        <p className="results-count" aria-live="polite">
          {data ? t('count', { count: data.total }) : null}
        </p>
        <label className="store-partner-filter">
          <input
            type="checkbox"
            checked={state.partnersOnly}
            onChange={(event) => go({ ...state, partnersOnly: event.target.checked, store: null })}
          />
          {t('partnersOnly')}
        </label>
        <div className="sort-field">
          <label htmlFor={sortId}>{t('sort.label')}</label>
          <select
            id={sortId}
            value={state.sort}
            onChange={(event) => go({ ...state, sort: event.target.value as StoreSort })}
          >
            {storeSorts(state).map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <nav className="view-switch" aria-label={t('view.label')}>
          <ul>
            {(['list', 'map'] as const).map((option) => (
              <li key={option}>
                <RouteLink
                  to="stores"
                  search={storeQuerySearch({ ...state, view: option })}
                  aria-current={state.view === option ? 'true' : undefined}
                  data-view={option}
                  preventScrollReset
                  state={keepScroll}
                >
                  {t(`view.${option}`)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className={`store-results store-results-${state.view}`} aria-busy={pending || undefined}>
        {state.view === 'map' ? (
          <div className="store-map-slot">
            {hydrated ? (
              <Suspense fallback={<div className="store-map-placeholder" />}>
                <StoreMap
                  stores={stores}
                  location={state.location}
                  openStore={state.store}
                  labels={{
                    map: t('map.label'),
                    partner: t('partnerBadge'),
                    pin: t('map.pin'),
                    tilesFailed: t('map.tilesFailed'),
                  }}
                  onPin={(location) => go(withLocation({ ...state, store: null }, location))}
                  onOpenStore={(id) => {
                    if (id !== state.store) go({ ...state, store: id }, true);
                  }}
                />
              </Suspense>
            ) : (
              <div className="store-map-placeholder" />
            )}
          </div>
        ) : null}

        {data ? (
          stores.length > 0 ? (
            <ol className="store-list">
              {stores.map((store) => (
                <li key={store.id}>
                  <StoreCard
                    store={store}
                    open={store.id === state.store}
                    onShowOnMap={() => go({ ...state, view: 'map', store: store.id })}
                  />
                </li>
              ))}
            </ol>
          ) : (
            <div className="empty-state" data-state="no-stores">
              <p className="empty-state-title">{t('empty.title')}</p>
              <p>{t('empty.text')}</p>
              <button
                type="button"
                className="button button-primary"
                onClick={() => go({ ...state, q: '', partnersOnly: false, store: null })}
              >
                {t('empty.reset')}
              </button>
            </div>
          )
        ) : isError ? (
          <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <Loading />
        )}
      </div>

      <aside className="panel panel-soft store-partner-call">
        <h2>{t('partner.title')}</h2>
        <p>{t('partner.text')}</p>
        <RouteLink to="becomingPartner" className="text-link">
          {t('partner.link')}
          <ArrowIcon />
        </RouteLink>
      </aside>
    </div>
  );
}
