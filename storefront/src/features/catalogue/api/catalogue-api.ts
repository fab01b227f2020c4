/** Catalogue endpoints: `GET /api/products` (filters, facets, sorting, pages), `GET /api/products/:slug`, `GET /api/collections/:slug`. */
import { api } from '../../../lib/api.ts';
import type {
  CollectionDetail,
  FacetGroup,
  ProductDetail,
  ProductList,
  ProductSort,
} from '../../../lib/api-types.ts';
import type { Collection, Locale } from '../../../lib/routes.ts';

/** One page of the product list. Filter values are sorted, so equal lists share one cache entry. */
export interface ProductListArgs {
  readonly locale: Locale;
  readonly filters: Readonly<Record<FacetGroup, readonly string[]>>;
  readonly sort: ProductSort;
  readonly page: number;
  readonly perPage: number;
}

/** The API's query: several values of a filter comma-separated, empty filters left out. */
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

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ProductList, ProductListArgs>({
      query: (args) => ({ url: 'products', params: productListParams(args) }),
    }),
    getProduct: build.query<ProductDetail, { slug: string; locale: Locale }>({
      query: ({ slug, locale }) => ({
        url: `products/${encodeURIComponent(slug)}`,
        params: { locale },
      }),
    }),
    getCollection: build.query<CollectionDetail, { slug: Collection; locale: Locale }>({
      query: ({ slug, locale }) => ({ url: `collections/${slug}`, params: { locale } }),
    }),
  }),
});

export const { useListProductsQuery, useGetProductQuery, useGetCollectionQuery } = catalogueApi;
