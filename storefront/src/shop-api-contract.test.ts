/**
 * The catalogue, content and store types the storefront reads, checked against the backend's
 * OpenAPI document (like `api-contract.test.ts` does for sign-in and account): every call
 * exists, every type has exactly the document's fields, and the value lists match its enums.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// `memberCall` is an inline object in the document (no schema of its own to compare).
import type { HomeContent, HomeHero } from './features/home/api/home-api.ts';
import {
  faqSectionKeys,
  type Faq,
  type FaqItem,
  type FaqSection,
} from './features/content/api/content-api.ts';
import type { Store, StoreList } from './features/stores/api/stores-api.ts';
import {
  productSorts,
  productTypes,
  skinTypes,
  timings,
  type BasicSection,
  type CollectionDetail,
  type CollectionRef,
  type CollectionSummary,
  type FacetValue,
  type FullWidthSection,
  type PostAlternate,
  type PostDetail,
  type PostList,
  type PostSummary,
  type ProductDetail,
  type ProductList,
  type ProductSummary,
  type TwoColumnBlock,
} from './lib/api-types.ts';

interface EnumHolder {
  enum?: unknown[];
  $ref?: string;
  allOf?: EnumHolder[];
  items?: EnumHolder;
}
interface Schema {
  readonly enum?: unknown[];
  readonly properties?: Record<string, EnumHolder>;
  readonly required?: string[];
}
interface Parameter {
  readonly name: string;
  readonly schema?: EnumHolder;
}
interface OpenApi {
  readonly paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
  readonly components: { readonly schemas: Record<string, Schema> };
}

const document = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../backend/openapi.json'), 'utf8'),
) as OpenApi;

/** Every key of T, listed once: the compiler rejects a missing or an unknown one. */
function keysOf<T>() {
  return <const K extends readonly (keyof T)[]>(
    ...keys: K &
      ([keyof T] extends [K[number]] ? unknown : { missing: Exclude<keyof T, K[number]> })
  ) => [...keys].sort() as string[];
}

/** The values of an inline enum, or of the named enum schema it refers to. */
const enumOf = (holder: EnumHolder | undefined): unknown[] | undefined => {
  const ref = holder?.$ref ?? holder?.allOf?.[0]?.$ref;
  return ref ? document.components.schemas[ref.split('/').pop() ?? '']?.enum : holder?.enum;
};

const properties = (name: string) =>
  Object.keys(document.components.schemas[name]?.properties ?? {}).sort();
const queryEnum = (path: string, name: string) => {
  const schema = document.paths[path]?.get?.parameters?.find(
    (parameter) => parameter.name === name,
  )?.schema;
  return enumOf(schema?.items) ?? enumOf(schema);
};

const productSummaryKeys = [
  'id',
  'slug',
  'name',
  'subtitle',
  'type',
  'typeLabel',
  'collection',
  'skinTypes',
  'timing',
  'spf',
  'priceCents',
  'vatRate',
  'currency',
  'inStock',
  'size',
  'image',
  'bestsellerRank',
  'setKind',
  'locale',
] as const;
const postSummaryKeys = [
  'id',
  'translationKey',
  'slug',
  'type',
  'language',
  'title',
  'subtitle',
  'description',
  'publishedAt',
  'tags',
  'thumbnailLandscape',
  'thumbnailSquare',
  'heroImage',
  'readingMinutes',
] as const;
const collectionSummaryKeys = [
  'slug',
  'name',
  'tagline',
  'audience',
  'colour',
  'ageRange',
  'image',
  'productCount',
  'locale',
] as const;

describe('the shop API contract (backend/openapi.json)', () => {
  it.each([
    '/api/products',
    '/api/products/{slug}',
    '/api/collections/{slug}',
    '/api/home',
    '/api/posts',
    '/api/posts/{slug}',
    '/api/pages/{slug}',
    '/api/faq',
    '/api/stores',
  ])('has GET %s', (path) => {
    expect(document.paths[path]?.get).toBeDefined();
  });

  it('answers products, facets and product lists with exactly the fields the storefront reads', () => {
    expect(keysOf<ProductSummary>()(...productSummaryKeys)).toEqual(
      properties('ProductSummaryDto'),
    );
    expect(
      keysOf<ProductDetail>()(
        ...productSummaryKeys,
        'description',
        'usage',
        'ingredients',
        'inci',
        'consistency',
        'images',
        'stock',
        'collectionInfo',
        'related',
        'setItems',
      ),
    ).toEqual(properties('ProductResponseDto'));
    expect(keysOf<CollectionRef>()('slug', 'name', 'colour')).toEqual(
      properties('CollectionRefDto'),
    );
    expect(keysOf<FacetValue>()('value', 'label', 'count', 'selected')).toEqual(
      properties('FacetValueDto'),
    );
    expect(keysOf<ProductList['facets']>()('collection', 'skinType', 'timing', 'type')).toEqual(
      properties('ProductFacetsDto'),
    );
    expect(
      keysOf<ProductList>()(
        'data',
        'total',
        'page',
        'perPage',
        'pageCount',
        'sort',
        'locale',
        'facets',
      ),
    ).toEqual(properties('ProductListResponseDto'));
  });

  it('answers collections with exactly their fields', () => {
    expect(keysOf<CollectionSummary>()(...collectionSummaryKeys)).toEqual(
      properties('CollectionSummaryDto'),
    );
    expect(keysOf<CollectionDetail>()(...collectionSummaryKeys, 'description', 'products')).toEqual(
      properties('CollectionResponseDto'),
    );
  });

  it('answers posts, pages and their blocks with exactly their fields', () => {
    expect(keysOf<PostSummary>()(...postSummaryKeys)).toEqual(properties('PostSummaryDto'));
    expect(
      keysOf<PostDetail>()(
        ...postSummaryKeys,
        'content',
        'content2',
        'images',
        'twoColumnBlocks',
        'featuredProducts',
        'fullWidthSection',
        'basicSections',
        'alternates',
        'updatedAt',
      ),
    ).toEqual(properties('PostResponseDto'));
    expect(
      keysOf<PostList>()('data', 'total', 'page', 'perPage', 'pageCount', 'type', 'sort', 'locale'),
    ).toEqual(properties('PostListResponseDto'));
    expect(
      keysOf<TwoColumnBlock>()('title', 'text', 'image', 'linkLabel', 'linkUrl', 'imagePosition'),
    ).toEqual(properties('TwoColumnBlockDto'));
    expect(keysOf<FullWidthSection>()('image', 'title', 'text', 'linkLabel', 'linkUrl')).toEqual(
      properties('FullWidthSectionDto'),
    );
    expect(keysOf<BasicSection>()('title', 'text')).toEqual(properties('BasicSectionDto'));
    expect(keysOf<PostAlternate>()('language', 'slug')).toEqual(properties('PostAlternateDto'));
  });

  it('answers the FAQ, the homepage and the stores with exactly their fields', () => {
    expect(keysOf<FaqItem>()('id', 'question', 'answer')).toEqual(properties('FaqItemDto'));
    expect(keysOf<FaqSection>()('key', 'title', 'items')).toEqual(properties('FaqSectionDto'));
    expect(keysOf<Faq>()('locale', 'sections')).toEqual(properties('FaqResponseDto'));
    expect(keysOf<HomeHero>()('title', 'subtitle', 'description', 'image')).toEqual(
      properties('HomeHeroDto'),
    );
    expect(
      keysOf<HomeContent>()(
        'locale',
        'hero',
        'highlights',
        'bestsellers',
        'memberCall',
        'giftSets',
        'collections',
        'featuredArticle',
        'latestArticles',
      ),
    ).toEqual(properties('HomeResponseDto'));
    expect(
      keysOf<Store>()(
        'id',
        'name',
        'address',
        'postalCode',
        'city',
        'country',
        'latitude',
        'longitude',
        'phone',
        'website',
        'email',
        'officialPartner',
        'openingHours',
        'services',
        'languages',
        'distanceKm',
      ),
    ).toEqual(properties('StoreResponseDto'));
    expect(
      keysOf<StoreList>()('data', 'total', 'page', 'perPage', 'pageCount', 'sort', 'origin'),
    ).toEqual(properties('StoreListResponseDto'));
  });

  it('knows the same filter values, sorts and FAQ sections as the API', () => {
    expect([...productTypes].sort()).toEqual(
      [...(queryEnum('/api/products', 'type') ?? [])].sort(),
    );
    expect([...skinTypes].sort()).toEqual(
      [...(queryEnum('/api/products', 'skinType') ?? [])].sort(),
    );
    expect([...timings].sort()).toEqual([...(queryEnum('/api/products', 'timing') ?? [])].sort());
    expect([...productSorts].sort()).toEqual(
      [...(queryEnum('/api/products', 'sort') ?? [])].sort(),
    );
    expect([...faqSectionKeys].sort()).toEqual(
      [...(enumOf(document.components.schemas.FaqSectionDto?.properties?.key) ?? [])].sort(),
    );
    expect(queryEnum('/api/stores', 'sort')).toEqual(['name', 'address', 'distance']);
  });
});
