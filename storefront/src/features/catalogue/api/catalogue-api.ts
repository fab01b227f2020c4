/** Catalogue endpoints (generated): `GET /api/products` (filters, facets, sorting, pages), `GET /api/products/:slug`, `GET /api/collections/:slug`. */
import { generatedApi, type ListProductsApiArg } from '../../../api/generated/shop-api.ts';
import type { FacetGroup, ProductSort } from '../../../lib/api-types.ts';
import type { Locale } from '../../../lib/routes.ts';

/** One page of the product list. Filter values are sorted, so equal lists share one cache entry. */
export interface ProductListArgs {
  readonly locale: Locale;
  readonly filters: Readonly<Record<FacetGroup, readonly string[]>>;
  readonly sort: ProductSort;
  readonly page: number;
  readonly perPage: number;
}

/** The API's query string: several values of a filter comma-separated, empty filters left out. */
export function productListParams(args: ProductListArgs): Record<string, string | number> {
  const params: Record<string, string | number> = {
    locale: args.locale,
    sort: args.sort,
    page: args.page,
    perPage: args.perPage,
  };
  for (const [group, values] of Object.entries(args.filters))
    if (values.length > 0) params[group] = values.join(',');
  return params;
}

/** The argument of `listProducts`: the same query, filters as lists (sent comma-separated). */
export function productListQuery(args: ProductListArgs): ListProductsApiArg {
  const query: Record<string, unknown> = {
    locale: args.locale,
    sort: args.sort,
    page: args.page,
    perPage: args.perPage,
  };
  for (const [group, values] of Object.entries(args.filters))
    if (values.length > 0) query[group] = [...values];
  return query as ListProductsApiArg;
}

export const catalogueApi = generatedApi;

export const { useListProductsQuery, useGetProductQuery, useGetCollectionQuery } = catalogueApi;
