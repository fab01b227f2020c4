/**
 * Product list (SPEC §2): filters by line, skin type, moment and product type with their
 * counts, sorting, "show more / show less". The whole state is in the URL (see
 * `product-filters.ts`), so lists are shareable and the back button steps through them.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigation, useParams, useSearchParams } from 'react-router';
import { ProductCard } from '../../../components/product-card.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { SkinAnalysisCta } from '../../../components/skin-analysis-cta.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { productSorts, type FacetGroup, type ProductSort } from '../../../lib/api-types.ts';
import { keepScroll } from '../../../lib/keep-scroll.ts';
import { useOptimisticState } from '../../../lib/use-optimistic-state.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { loadQuery, type ScreenLoader } from '../../../lib/route-data.ts';
import { href, resolvePath } from '../../../lib/routes.ts';
import { catalogueApi, productListQuery, useListProductsQuery } from '../api/catalogue-api.ts';
import { FilterPanel, filterFormId } from '../components/filter-panel.tsx';
import {
  activeFilterChips,
  activeFilterCount,
  clearFilters,
  initialState,
  parseProductListState,
  perPage,
  productListArgs,
  productListSearch,
  toggleFilter,
  withPages,
  withSort,
  type ProductListState,
} from '../product-filters.ts';
import '../catalogue.css';

export const loader: ScreenLoader = async ({ params, request, locale, dispatch }) => {
  const state = parseProductListState(new URL(request.url).search, params['*']);
  if (!state) return { notFound: true, locale };
  const pages = Array.from({ length: state.pages }, (_, index) => index + 1);
  await Promise.all(
    pages.map((page) =>
      loadQuery(
        dispatch,
        catalogueApi.endpoints.listProducts.initiate(
          productListQuery(productListArgs(state, locale, page)),
        ),
      ),
    ),
  );
  return null;
};

/** One "show more" step of the grid: its cards, or its loading or failure state. */
function ListPage({
  state,
  page,
  priority,
}: {
  state: ProductListState;
  page: number;
  priority: boolean;
}) {
  const locale = useLocale();
  const { data, isError, isFetching, refetch } = useListProductsQuery(
    productListQuery(productListArgs(state, locale, page)),
  );
  if (data) {
    return data.data.map((product, index) => (
      <li key={product.id}>
        <ProductCard product={product} level="h2" priority={priority && index === 0} />
      </li>
    ));
  }
  return (
    <li className="product-grid-state">
      {isError ? <LoadFailed onRetry={() => void refetch()} retrying={isFetching} /> : <Loading />}
    </li>
  );
}

export default function ProductsPage() {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const splat = useParams()['*'];
  // `loaded`: the URL's state, whose products show; `state`: the controls', ahead while the next list loads.
  const loaded = useMemo(
    () => parseProductListState(searchParams, splat) ?? initialState,
    [searchParams, splat],
  );
  const [state, choose] = useOptimisticState(loaded, productListSearch);
  const pending =
    navigation.state === 'loading' &&
    resolvePath(navigation.location.pathname)?.name === 'products';
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsId = useId();
  const sortId = useId();
  // The first page carries the total and the facets.
  const first = useListProductsQuery(productListQuery(productListArgs(loaded, locale, 1)));
  const list = first.data;
  const total = list?.total;
  const filterCount = activeFilterCount(state);

  const go = (next: ProductListState) => {
    choose(next);
    void navigate(href('products', locale, {}, productListSearch(next)), {
      preventScrollReset: true,
      state: keepScroll,
    });
  };
  const showLess = () => {
    go(withPages(state, 1));
    document.getElementById(resultsId)?.scrollIntoView({ block: 'start' });
  };

  const pages = Array.from({ length: loaded.pages }, (_, index) => index + 1);
  const shownCount = list ? Math.min(total ?? 0, loaded.pages * perPage) : 0;
  const chips = activeFilterChips(state, list?.facets);

  return (
    <div className="container catalogue">
      <ScreenHeader eyebrow={t('products.eyebrow')} />
      <SkinAnalysisCta />
      <div className={`catalogue-layout${filtersOpen ? ' filters-open' : ''}`}>
        <aside className="filter-panel" id="filter-panel" aria-label={t('filters.title')}>
          <button
            type="button"
            className="icon-button filter-close"
            aria-label={t('filters.close')}
            onClick={() => setFiltersOpen(false)}
          >
            <CloseIcon />
          </button>
          <FilterPanel
            state={state}
            facets={list?.facets}
            total={total}
            onToggle={(group: FacetGroup, value) => go(toggleFilter(state, group, value))}
            onDone={() => setFiltersOpen(false)}
          />
        </aside>

        <section
          className="catalogue-results"
          aria-labelledby={resultsId}
          aria-busy={pending || undefined}
        >
          <div className="catalogue-toolbar">
            <h2 id={resultsId} className="results-count" aria-live="polite">
              {total === undefined ? t('products.results') : t('products.count', { count: total })}
            </h2>
            <button
              type="button"
              className="button button-secondary filter-toggle"
              aria-expanded={filtersOpen}
              aria-controls="filter-panel"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filterCount > 0
                ? t('filters.toggleCount', { count: filterCount })
                : t('filters.toggle')}
            </button>
            <div className="sort-field">
              <label htmlFor={sortId}>{t('sort.label')}</label>
              <select
                id={sortId}
                name="sort"
                form={filterFormId}
                value={state.sort}
                onChange={(event) => go(withSort(state, event.target.value as ProductSort))}
              >
                {productSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`sort.options.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {chips.length > 0 ? (
            <div className="active-filters">
              <h3 className="sr-only">{t('filters.active')}</h3>
              <ul>
                {chips.map((chip) => (
                  <li key={`${chip.group}:${chip.value}`}>
                    <button
                      type="button"
                      className="chip chip-remove"
                      aria-label={t('filters.remove', { label: chip.label })}
                      onClick={() => go(toggleFilter(state, chip.group, chip.value))}
                    >
                      {chip.label}
                      <CloseIcon />
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" className="form-link" onClick={() => go(clearFilters(state))}>
                {t('filters.reset')}
              </button>
            </div>
          ) : null}

          {first.isError && !list ? (
            <LoadFailed onRetry={() => void first.refetch()} retrying={first.isFetching} />
          ) : list && list.total === 0 ? (
            <div className="empty-state" data-state="no-products">
              <h3>{t('products.empty.title')}</h3>
              <p>{t('products.empty.text')}</p>
              <button
                type="button"
                className="button button-primary"
                onClick={() => go(clearFilters(state))}
              >
                {t('products.empty.reset')}
              </button>
            </div>
          ) : !list ? (
            <Loading />
          ) : (
            <>
              <ul className="product-grid catalogue-grid">
                {pages.map((page) => (
                  <ListPage key={page} state={loaded} page={page} priority={page === 1} />
                ))}
              </ul>
              <div className="list-more">
                <p>{t('products.shown', { shown: shownCount, total: list.total })}</p>
                <progress max={list.total} value={shownCount} aria-hidden="true" />
                <div className="actions">
                  {shownCount < list.total ? (
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => go(withPages(state, loaded.pages + 1))}
                    >
                      {t('products.showMore')}
                    </button>
                  ) : null}
                  {loaded.pages > 1 ? (
                    <button type="button" className="button button-ghost" onClick={showLess}>
                      {t('products.showLess')}
                    </button>
                  ) : null}
                </div>
              </div>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
