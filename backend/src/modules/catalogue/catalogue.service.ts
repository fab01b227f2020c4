import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { JobQueue } from '../jobs/job-types.js';
import { AppError } from '../../common/errors/app-error.js';
import { DEFAULT_LOCALE, LOCALES, sortKey, type Locale } from '../../common/i18n/locale.js';
import {
  COLLECTION_LABELS,
  COLLECTIONS,
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPES,
  SET_KINDS,
  SKIN_TYPE_LABELS,
  SKIN_TYPES,
  SPF_VALUES,
  TIMING_LABELS,
  TIMINGS,
  type CollectionSlug,
  type ProductSort,
  type ProductType,
  type SetKind,
  type SkinType,
  type Timing,
} from './catalogue.constants.js';
import { CatalogueErrorCode } from './catalogue.errors.js';
import type { CollectionResponseDto, CollectionSummaryDto } from './dto/collection.dto.js';
import type {
  FacetValueDto,
  ListProductsQueryDto,
  ProductResponseDto,
  ProductFacetsDto,
  ProductListResponseDto,
  ProductRatingDto,
  ProductSummaryDto,
} from './dto/product.dto.js';
import { CollectionEntity, type CollectionTexts } from './entities/collection.entity.js';
import { ProductRelationEntity } from './entities/product-relation.entity.js';
import { ProductTranslationEntity } from './entities/product-translation.entity.js';
import { ProductEntity } from './entities/product.entity.js';
import { ProductPriceEntity } from './entities/product-price.entity.js';
import { PromotionsService } from '../promotions/promotions.service.js';
import { lowestPriceBefore } from '../promotions/promotion-pricing.js';
import { parseImages, translatedProducts } from './product-query.js';
import { StatementCache } from '../../common/database/statement-cache.js';

/** Texts of a product in one language; nl is required, the others fall back to it. */
export interface ProductTextsInput {
  name: string;
  subtitle?: string | null;
  description?: string | null;
  usage?: string | null;
  ingredients?: string | null;
  consistency?: string | null;
}

/** What a new product is made of (seeds now, the back-office later). Relations name products by slug. */
export interface ProductInput {
  slug: string;
  type: ProductType;
  collection: CollectionSlug;
  skinTypes: SkinType[];
  timing: Timing[];
  spf?: number | null;
  priceCents: number;
  vatRate: number;
  stock: number;
  size?: string | null;
  inci?: string | null;
  images?: string[];
  bestsellerRank?: number | null;
  setKind?: SetKind | null;
  active?: boolean;
  translations: Partial<Record<Locale, ProductTextsInput>> & { nl: ProductTextsInput };
  related?: string[];
  setItems?: string[];
}

export type CollectionInput = Pick<
  CollectionEntity,
  'slug' | 'colour' | 'position' | 'ageRange' | 'image'
> & {
  translations: Partial<Record<Locale, CollectionTexts>> & { nl: CollectionTexts };
};

/** One row of the summary projection (raw: lists arrive as stored, numbers may be strings on PostgreSQL). */
interface SummaryRow {
  id: string;
  slug: string;
  name: string;
  subtitle: string | null;
  type: ProductType;
  collection: CollectionSlug;
  skinTypes: string;
  timing: string;
  spf: number | string | null;
  priceCents: number | string;
  vatRate: number | string;
  stock: number | string;
  size: string | null;
  images: string;
  bestsellerRank: number | string | null;
  setKind: SetKind | null;
  ratingCount: number | string;
  ratingSum: number | string;
  translationId: string | null;
}

interface DetailRow extends SummaryRow {
  description: string | null;
  usage: string | null;
  ingredients: string | null;
  consistency: string | null;
  inci: string | null;
}

type FacetKey = 'collection' | 'skinType' | 'timing' | 'type';
type Filters = Partial<Record<FacetKey, readonly string[]>>;
interface Condition {
  sql: string;
  params: Record<string, unknown>;
}

const FACETS: {
  key: FacetKey;
  values: readonly string[];
  label: (locale: Locale, value: string) => string;
}[] = [
  {
    key: 'collection',
    values: COLLECTIONS,
    label: (l, v) => COLLECTION_LABELS[l][v as CollectionSlug],
  },
  { key: 'skinType', values: SKIN_TYPES, label: (l, v) => SKIN_TYPE_LABELS[l][v as SkinType] },
  { key: 'timing', values: TIMINGS, label: (l, v) => TIMING_LABELS[l][v as Timing] },
  { key: 'type', values: PRODUCT_TYPES, label: (l, v) => PRODUCT_TYPE_LABELS[l][v as ProductType] },
];

/**
 * SQL condition for "the product has one of these values" on one facet. Values are whitelisted by
 * the DTO and still bound as parameters; column names are constants. Nothing from input becomes SQL.
 */
function facetCondition(key: FacetKey, values: readonly string[], param: string): Condition {
  switch (key) {
    case 'collection':
      return { sql: `p.collection IN (:...${param})`, params: { [param]: values } };
    case 'type':
      return { sql: `p.type IN (:...${param})`, params: { [param]: values } };
    case 'skinType':
    case 'timing': {
      const column = key === 'skinType' ? 'p.skinTypes' : 'p.timing';
      const params: Record<string, unknown> = {};
      const parts = values.map((value, index) => {
        params[`${param}_${index}`] = `%,${value},%`;
        return `${column} LIKE :${param}_${index}`;
      });
      return { sql: `(${parts.join(' OR ')})`, params };
    }
  }
}

/** The aggregate's column per facet value: its alias and the condition "has this value". */
const FACET_COLUMNS: { key: FacetKey; value: string; alias: string; own: Condition }[] =
  FACETS.flatMap((facet, f) =>
    facet.values.map((value, v) => ({
      key: facet.key,
      value,
      alias: `c_${f}_${v}`,
      own: facetCondition(facet.key, [value], `v_${f}_${v}`),
    })),
  );

const num = (value: number | string | null): number | null =>
  value === null || value === undefined ? null : Number(value);
const list = (value: string | null): string[] => (value ? value.split(',').filter(Boolean) : []);

/** Texts of a collection in a language, field by field falling back to nl. */
export function collectionTexts(
  collection: Pick<CollectionEntity, 'translations' | 'slug'>,
  locale: Locale,
): CollectionTexts {
  const base = collection.translations[DEFAULT_LOCALE] ?? {
    name: COLLECTION_LABELS[locale][collection.slug],
    tagline: '',
    audience: '',
    description: '',
  };
  const own = collection.translations[locale];
  return {
    name: own?.name || base.name,
    tagline: own?.tagline || base.tagline,
    audience: own?.audience || base.audience,
    description: own?.description || base.description,
  };
}

/**
 * The catalogue: products, their translations and the four lines. Public reads run a fixed number
 * of queries whatever the page size (the list: one aggregate for the total and every facet count,
 * one for the page), select only the columns they answer with, and filter and sort in SQL.
 */
@Injectable()
export class CatalogueService {
  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectRepository(CollectionEntity) private readonly collections: Repository<CollectionEntity>,
    private readonly transactions: TransactionRunner,
    private readonly queue: JobQueue,
    @InjectRepository(ProductPriceEntity) private readonly prices: Repository<ProductPriceEntity>,
    private readonly promotions: PromotionsService,
  ) {
    this.statements = new StatementCache(products.manager.connection);
  }

  /** The product list's statements, built once per shape of filters, sort and page. */
  private readonly statements: StatementCache;

  /**
   * Announces that a product's stock went from 0 to more (`catalogue.restocked`, worked by the
   * stock-alerts module), inside the caller's transaction when it has one (outbox).
   */
  async announceRestock(productId: string, manager?: EntityManager): Promise<void> {
    await this.queue.enqueue('catalogue.restocked', { productId }, manager ? { manager } : {});
  }

  /**
   * Marks the products an automatic promotion reduces now with their reduced price and the lowest
   * price of the 30 days before the reduction began (Omnibus), from the price history.
   */
  async withReductions<T extends ProductSummaryDto>(items: T[]): Promise<T[]> {
    const reductions = await this.promotions.productReductions(items);
    if (!reductions.size) return items;
    const history = await this.prices.find({
      where: { productId: In([...reductions.keys()]) },
      select: { productId: true, priceCents: true, changedAt: true },
    });
    for (const item of items) {
      const reduction = reductions.get(item.id);
      if (!reduction) continue;
      item.promotionPriceCents = reduction.reducedPriceCents;
      item.lowestPrice30Days = lowestPriceBefore(
        history
          .filter((row) => row.productId === item.id)
          .map((row) => ({ priceCents: Number(row.priceCents), changedAt: row.changedAt })),
        reduction.since,
        item.priceCents,
      );
    }
    return items;
  }

  /**
   * Writes a price history row for each product whose price differs from its last recorded one
   * (inside the caller's transaction), so the Omnibus low can be computed later.
   */
  async recordPrices(
    manager: EntityManager,
    entries: readonly { productId: string; priceCents: number }[],
    at = new Date(),
  ): Promise<void> {
    for (const entry of entries) {
      const last = await manager.findOne(ProductPriceEntity, {
        where: { productId: entry.productId },
        order: { changedAt: 'DESC' },
      });
      if (last && Number(last.priceCents) === entry.priceCents) continue;
      await manager.insert(ProductPriceEntity, {
        productId: entry.productId,
        priceCents: entry.priceCents,
        changedAt: at.toISOString(),
      });
    }
  }

  /** Product list with filters (OR inside a facet, AND across facets), sort, page and facet counts. */
  async listProducts(query: ListProductsQueryDto, locale: Locale): Promise<ProductListResponseDto> {
    const filters: Filters = {
      collection: query.collection,
      skinType: query.skinType,
      timing: query.timing,
      type: query.type,
    };
    const active = new Map<FacetKey, Condition>();
    for (const { key } of FACETS) {
      const values = filters[key];
      if (values?.length) active.set(key, facetCondition(key, values, `f_${key}`));
    }
    const conditions = (except?: FacetKey) =>
      [...active.entries()].filter(([key]) => key !== except).map(([, condition]) => condition.sql);
    const sumWhen = (parts: string[]) =>
      parts.length ? `SUM(CASE WHEN ${parts.join(' AND ')} THEN 1 ELSE 0 END)` : 'COUNT(*)';
    // The SQL text depends only on which facets are filtered and on how many values: the
    // statements are built once per such shape and then only bound (statement-cache.ts).
    const shape = [...active.keys()].map((key) => `${key}:${filters[key]!.length}`).join(',');
    const filterParams: Record<string, unknown> = {};
    for (const condition of active.values()) Object.assign(filterParams, condition.params);

    // One aggregate: the total, and for every facet value the count given the OTHER active filters.
    const [counts = {}] = await this.statements.rows<Record<string, string | number | null>>(
      `products.aggregate|${shape}`,
      filterParams,
      () => {
        const aggregate = this.products
          .createQueryBuilder('p')
          .select(sumWhen(conditions()), 'total')
          .where('p.active = :active AND p.partnerOnly = :partnerOnly', {
            active: true,
            partnerOnly: false,
          })
          .setParameters(filterParams);
        for (const column of FACET_COLUMNS)
          aggregate
            .addSelect(sumWhen([...conditions(column.key), column.own.sql]), column.alias)
            .setParameters(column.own.params);
        return aggregate;
      },
    );
    const total = Number(counts.total ?? 0);

    const skip = (query.page - 1) * query.perPage;
    let rows: SummaryRow[] = [];
    if (skip < total) {
      rows = await this.statements.rows<SummaryRow>(
        `products.page|${shape}|${query.sort}|${query.perPage}|${skip}`,
        { ...filterParams, locale },
        () => {
          const page = this.summaryQuery(locale);
          for (const condition of active.values()) page.andWhere(condition.sql, condition.params);
          return this.applySort(page, query.sort).limit(query.perPage).offset(skip);
        },
      );
    }

    const facets = {} as ProductFacetsDto;
    for (const facet of FACETS) {
      facets[facet.key] = FACET_COLUMNS.filter((column) => column.key === facet.key).map(
        (column): FacetValueDto => ({
          value: column.value,
          label: facet.label(locale, column.value),
          count: Number(counts[column.alias] ?? 0),
          selected: filters[facet.key]?.includes(column.value) ?? false,
        }),
      );
    }
    return {
      data: await this.withReductions(rows.map((row) => this.toSummary(row, locale))),
      total,
      page: query.page,
      perPage: query.perPage,
      pageCount: Math.ceil(total / query.perPage),
      sort: query.sort,
      locale,
      facets,
    };
  }

  /** One active product with its texts, related products and set contents (three queries). */
  async getProduct(slug: string, locale: Locale): Promise<ProductResponseDto> {
    const row = /^[a-z0-9-]{1,120}$/.test(slug)
      ? await this.summaryQuery(locale)
          .addSelect('COALESCE(t.description, n.description)', 'description')
          .addSelect('COALESCE(t.usage, n.usage)', 'usage')
          .addSelect('COALESCE(t.ingredients, n.ingredients)', 'ingredients')
          .addSelect('COALESCE(t.consistency, n.consistency)', 'consistency')
          .addSelect('p.inci', 'inci')
          .andWhere('p.slug = :slug', { slug })
          .getRawOne<DetailRow>()
      : undefined;
    if (!row)
      throw new AppError('not_found', CatalogueErrorCode.PRODUCT_NOT_FOUND, 'Product not found.');

    const [relations, collection] = await Promise.all([
      this.summaryQuery(locale)
        .innerJoin(ProductRelationEntity, 'r', 'r.relatedProductId = p.id')
        .addSelect('r.kind', 'relationKind')
        .andWhere('r.productId = :productId', { productId: row.id })
        .orderBy('r.kind', 'ASC')
        .addOrderBy('r.position', 'ASC')
        .getRawMany<SummaryRow & { relationKind: string }>(),
      this.collections.findOne({
        where: { slug: row.collection },
        select: { slug: true, colour: true, translations: true },
      }),
    ]);
    // One look-up of the promotions in force for the product and its related products.
    const [product, ...related] = await this.withReductions([
      this.toSummary(row, locale),
      ...relations
        .filter((r) => r.relationKind === 'related')
        .map((r) => this.toSummary(r, locale)),
    ]);
    return {
      ...product!,
      description: row.description,
      usage: row.usage,
      ingredients: row.ingredients,
      inci: row.inci,
      consistency: row.consistency,
      images: parseImages(row.images),
      stock: Number(row.stock),
      collectionInfo: {
        slug: row.collection,
        name: collection
          ? collectionTexts(collection, locale).name
          : COLLECTION_LABELS[locale][row.collection],
        colour: collection?.colour ?? '#000000',
      },
      related,
      setItems: relations
        .filter((r) => r.relationKind === 'set-item')
        .map((r) => this.toSummary(r, locale)),
    };
  }

  /** Active products by slug, in the order asked (featured products of an article). Unknown slugs are skipped. */
  async summariesBySlugs(slugs: readonly string[], locale: Locale): Promise<ProductSummaryDto[]> {
    if (slugs.length === 0) return [];
    const rows = await this.summaryQuery(locale)
      .andWhere('p.slug IN (:...slugs)', { slugs: [...slugs] })
      .getRawMany<SummaryRow>();
    const bySlug = new Map(rows.map((row) => [row.slug, this.toSummary(row, locale)]));
    return this.withReductions(
      slugs.map((slug) => bySlug.get(slug)).filter((item): item is ProductSummaryDto => !!item),
    );
  }

  /** Active products by id, in the order asked (favourites, cart). Unknown or inactive ids are skipped. */
  async summariesByIds(ids: readonly string[], locale: Locale): Promise<ProductSummaryDto[]> {
    if (ids.length === 0) return [];
    const rows = await this.summaryQuery(locale)
      .andWhere('p.id IN (:...ids)', { ids: [...ids] })
      .getRawMany<SummaryRow>();
    const byId = new Map(rows.map((row) => [row.id, this.toSummary(row, locale)]));
    return this.withReductions(
      ids.map((id) => byId.get(id)).filter((item): item is ProductSummaryDto => !!item),
    );
  }

  /**
   * Stock, price and VAT rate of active products by id (cart rules, checkout). Partner-only products
   * (salon sizes) are left out unless `includePartnerOnly` (the partner shop's checkout).
   */
  async stockOf(
    ids: readonly string[],
    manager?: EntityManager,
    includePartnerOnly = false,
  ): Promise<
    Map<
      string,
      { slug: string; collection: string; stock: number; priceCents: number; vatRate: number }
    >
  > {
    if (ids.length === 0) return new Map();
    const repo = manager ? manager.getRepository(ProductEntity) : this.products;
    const rows = await repo.find({
      where: {
        id: In([...ids]),
        active: true,
        ...(includePartnerOnly ? {} : { partnerOnly: false }),
      },
      select: {
        id: true,
        slug: true,
        collection: true,
        stock: true,
        priceCents: true,
        vatRate: true,
      },
    });
    return new Map(
      rows.map((row) => [
        row.id,
        {
          slug: row.slug,
          collection: row.collection,
          stock: Number(row.stock),
          priceCents: Number(row.priceCents),
          vatRate: Number(row.vatRate),
        },
      ]),
    );
  }

  /**
   * Takes `quantity` units out of stock with one conditional UPDATE (`… WHERE stock >= :quantity`),
   * inside the caller's transaction. Returns false, changing nothing, when not enough is left, so
   * concurrent checkouts can never sell more than there is.
   */
  async decrementStock(
    manager: EntityManager,
    productId: string,
    quantity: number,
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(ProductEntity)
      .set({ stock: () => 'stock - :quantity' })
      .where('id = :id AND stock >= :quantity AND active = :active', {
        id: productId,
        quantity,
        active: true,
      })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** Puts units back into stock (a failed, expired or cancelled payment), inside the caller's transaction. */
  async incrementStock(manager: EntityManager, productId: string, quantity: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(ProductEntity)
      .set({ stock: () => 'stock + :quantity' })
      .where('id = :id', { id: productId, quantity })
      .execute();
    // Back from 0 (the row is locked by the update until the transaction ends): waiting people get mailed.
    const row = await manager.findOne(ProductEntity, {
      where: { id: productId },
      select: { id: true, stock: true },
    });
    if (quantity > 0 && row && Number(row.stock) === quantity)
      await this.announceRestock(productId, manager);
  }

  /** The slugs among these that name active products. */
  async existingProductSlugs(slugs: readonly string[]): Promise<Set<string>> {
    if (slugs.length === 0) return new Set();
    const rows = await this.products.find({
      where: { slug: In([...slugs]), active: true, partnerOnly: false },
      select: { slug: true },
    });
    return new Set(rows.map((row) => row.slug));
  }

  /** Slugs of active products by id (an article's featured products); unknown or inactive ids are absent. */
  async activeSlugsByIds(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.products.find({
      where: { id: In([...ids]), active: true },
      select: { id: true, slug: true },
    });
    return new Map(rows.map((row) => [row.id, row.slug]));
  }

  /** Ids of products by slug, whatever their state (the back-office edits featured products by id). */
  async idsBySlugs(slugs: readonly string[]): Promise<Map<string, string>> {
    if (slugs.length === 0) return new Map();
    const rows = await this.products.find({
      where: { slug: In([...slugs]) },
      select: { id: true, slug: true },
    });
    return new Map(rows.map((row) => [row.slug, row.id]));
  }

  /**
   * Active, visible products in stock of these lines, best sellers first (skin analysis: the
   * routine is picked from these). One query.
   */
  async inStockOfCollections(
    collections: readonly CollectionSlug[],
    locale: Locale,
  ): Promise<ProductSummaryDto[]> {
    if (collections.length === 0) return [];
    const query = this.summaryQuery(locale)
      .andWhere('p.collection IN (:...collections)', { collections: [...collections] })
      .andWhere('p.stock > 0')
      .andWhere('p.type <> :setType', { setType: 'sets' });
    const rows = await this.applySort(query, 'bestseller').getRawMany<SummaryRow>();
    return this.withReductions(rows.map((row) => this.toSummary(row, locale)));
  }

  /**
   * Stores the count and sum of a product's approved review scores (asked by the reviews module
   * after every change of what is approved), so that product cards show the average without a
   * query per product.
   */
  async setRatings(
    manager: EntityManager,
    ratings: readonly { productId: string; count: number; sum: number }[],
  ): Promise<void> {
    for (const rating of ratings) {
      await manager
        .getRepository(ProductEntity)
        .update({ id: rating.productId }, { ratingCount: rating.count, ratingSum: rating.sum });
    }
  }

  /** Ranked best sellers (home page). */
  async bestsellers(locale: Locale, limit = 8): Promise<ProductSummaryDto[]> {
    const rows = await this.summaryQuery(locale)
      .andWhere('p.bestsellerRank IS NOT NULL')
      .orderBy('p.bestsellerRank', 'ASC')
      .addOrderBy('p.slug', 'ASC')
      .limit(limit)
      .getRawMany<SummaryRow>();
    return this.withReductions(rows.map((row) => this.toSummary(row, locale)));
  }

  /** Gift sets (home page block). */
  async giftSets(locale: Locale, limit = 8): Promise<ProductSummaryDto[]> {
    const query = this.summaryQuery(locale).andWhere('p.type = :setType AND p.setKind = :gift', {
      setType: 'sets',
      gift: 'gift',
    });
    const rows = await this.applySort(query, 'bestseller').limit(limit).getRawMany<SummaryRow>();
    return this.withReductions(rows.map((row) => this.toSummary(row, locale)));
  }

  async listCollections(locale: Locale): Promise<CollectionSummaryDto[]> {
    const [collections, counts] = await Promise.all([
      this.collections.find({
        order: { position: 'ASC' },
        select: {
          slug: true,
          colour: true,
          position: true,
          ageRange: true,
          image: true,
          translations: true,
        },
      }),
      this.productCounts(),
    ]);
    return collections.map((collection) =>
      this.toCollectionSummary(collection, locale, counts.get(collection.slug) ?? 0),
    );
  }

  /** One line with its texts and all of its active products, best sellers first. */
  async getCollection(slug: string, locale: Locale): Promise<CollectionResponseDto> {
    const collection = (COLLECTIONS as readonly string[]).includes(slug)
      ? await this.collections.findOneBy({ slug: slug as CollectionSlug })
      : null;
    if (!collection)
      throw new AppError(
        'not_found',
        CatalogueErrorCode.COLLECTION_NOT_FOUND,
        'Collection not found.',
      );
    const rows = await this.applySort(
      this.summaryQuery(locale).andWhere('p.collection = :collection', {
        collection: collection.slug,
      }),
      'bestseller',
    ).getRawMany<SummaryRow>();
    return {
      ...this.toCollectionSummary(collection, locale, rows.length),
      description: collectionTexts(collection, locale).description,
      products: rows.map((row) => this.toSummary(row, locale)),
    };
  }

  countProducts(): Promise<number> {
    return this.products.count();
  }

  /** Creates or replaces the lines (seed). */
  async saveCollections(inputs: CollectionInput[]): Promise<void> {
    await this.collections.save(inputs.map((input) => this.collections.create(input)));
  }

  /**
   * Creates products with their texts and relations in one transaction. Relations may name
   * products of the same batch or existing ones. A taken slug is a 409; an invalid field a 400.
   */
  async createProducts(inputs: ProductInput[]): Promise<string[]> {
    inputs.forEach((input, index) =>
      this.assertValidProduct(input, inputs.length > 1 ? `products.${index}.` : ''),
    );
    const slugs = inputs.map((input) => input.slug);
    if (new Set(slugs).size !== slugs.length) throw this.slugTaken();
    if (await this.products.existsBy({ slug: In(slugs) })) throw this.slugTaken();

    const ids = new Map<string, string>(inputs.map((input) => [input.slug, randomUUID()]));
    const referenced = [
      ...new Set(inputs.flatMap((input) => [...(input.related ?? []), ...(input.setItems ?? [])])),
    ].filter((slug) => !ids.has(slug));
    if (referenced.length) {
      for (const row of await this.products.find({
        where: { slug: In(referenced) },
        select: { id: true, slug: true },
      }))
        ids.set(row.slug, row.id);
    }
    const missing = referenced.filter((slug) => !ids.has(slug));
    if (missing.length) {
      throw new AppError(
        'validation',
        CatalogueErrorCode.PRODUCT_INVALID,
        `Unknown related products: ${missing.join(', ')}.`,
        { errors: { related: 'validation.unknownProduct' } },
      );
    }

    const products = inputs.map((input) =>
      this.products.create({
        id: ids.get(input.slug)!,
        slug: input.slug,
        type: input.type,
        collection: input.collection,
        skinTypes: [...input.skinTypes],
        timing: [...input.timing],
        spf: input.spf ?? null,
        priceCents: input.priceCents,
        vatRate: input.vatRate,
        stock: input.stock,
        size: input.size ?? null,
        inci: input.inci ?? null,
        images: input.images ?? [],
        bestsellerRank: input.bestsellerRank ?? null,
        setKind: input.setKind ?? null,
        active: input.active ?? true,
      }),
    );
    const translations = inputs.flatMap((input) =>
      LOCALES.filter((locale) => input.translations[locale]).map((locale) => {
        const texts = input.translations[locale]!;
        return {
          productId: ids.get(input.slug)!,
          locale,
          name: texts.name,
          nameSortKey: sortKey(texts.name),
          subtitle: texts.subtitle ?? null,
          description: texts.description ?? null,
          usage: texts.usage ?? null,
          ingredients: texts.ingredients ?? null,
          consistency: texts.consistency ?? null,
        };
      }),
    );
    const relations = inputs.flatMap((input) => [
      ...(input.related ?? []).map((slug, position) => ({
        productId: ids.get(input.slug)!,
        relatedProductId: ids.get(slug)!,
        kind: 'related' as const,
        position,
      })),
      ...(input.setItems ?? []).map((slug, position) => ({
        productId: ids.get(input.slug)!,
        relatedProductId: ids.get(slug)!,
        kind: 'set-item' as const,
        position,
      })),
    ]);

    await this.transactions.run(async (manager) => {
      for (const chunk of chunks(products, 50)) await manager.insert(ProductEntity, chunk);
      for (const chunk of chunks(translations, 100))
        await manager.insert(ProductTranslationEntity, chunk);
      for (const chunk of chunks(relations, 200))
        await manager.insert(ProductRelationEntity, chunk);
      const now = new Date().toISOString();
      for (const chunk of chunks(products, 100))
        await manager.insert(
          ProductPriceEntity,
          chunk.map((p) => ({ productId: p.id, priceCents: p.priceCents, changedAt: now })),
        );
    });
    return inputs.map((input) => ids.get(input.slug)!);
  }

  /** Field errors (400, one message key per field) for a product; the back-office edit reuses it. */
  assertValidProduct(input: ProductInput, prefix: string): void {
    const errors: Record<string, string> = {};
    const nonEmpty = (value: unknown, max: number) =>
      typeof value === 'string' && value.trim() !== '' && value.length <= max;
    if (
      typeof input.slug !== 'string' ||
      !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(input.slug) ||
      input.slug.length > 120
    )
      errors[`${prefix}slug`] = 'validation.slug';
    if (!(PRODUCT_TYPES as readonly string[]).includes(input.type))
      errors[`${prefix}type`] = 'validation.choice';
    if (!(COLLECTIONS as readonly string[]).includes(input.collection))
      errors[`${prefix}collection`] = 'validation.choice';
    if (
      !input.skinTypes?.length ||
      input.skinTypes.some((value) => !(SKIN_TYPES as readonly string[]).includes(value))
    )
      errors[`${prefix}skinTypes`] = 'validation.choice';
    if (
      !input.timing?.length ||
      input.timing.some((value) => !(TIMINGS as readonly string[]).includes(value))
    )
      errors[`${prefix}timing`] = 'validation.choice';
    if (input.spf != null && !(SPF_VALUES as readonly number[]).includes(input.spf))
      errors[`${prefix}spf`] = 'validation.choice';
    if (!Number.isInteger(input.priceCents) || input.priceCents < 0)
      errors[`${prefix}priceCents`] = 'validation.integer';
    if (!Number.isInteger(input.vatRate) || input.vatRate < 0 || input.vatRate > 100)
      errors[`${prefix}vatRate`] = 'validation.integer';
    if (!Number.isInteger(input.stock) || input.stock < 0)
      errors[`${prefix}stock`] = 'validation.integer';
    if (
      input.setKind != null &&
      (input.type !== 'sets' || !(SET_KINDS as readonly string[]).includes(input.setKind))
    )
      errors[`${prefix}setKind`] = 'validation.choice';
    for (const locale of LOCALES) {
      const texts = input.translations?.[locale];
      if (!texts) {
        if (locale === DEFAULT_LOCALE)
          errors[`${prefix}translations.nl.name`] = 'validation.required';
        continue;
      }
      if (!nonEmpty(texts.name, 150))
        errors[`${prefix}translations.${locale}.name`] = 'validation.required';
      if (texts.subtitle && texts.subtitle.length > 200)
        errors[`${prefix}translations.${locale}.subtitle`] = 'validation.tooLong';
      if (texts.consistency && texts.consistency.length > 200)
        errors[`${prefix}translations.${locale}.consistency`] = 'validation.tooLong';
    }
    if (Object.keys(errors).length)
      throw new AppError(
        'validation',
        CatalogueErrorCode.PRODUCT_INVALID,
        'The product is not valid.',
        { errors },
      );
  }

  private slugTaken(): AppError {
    return new AppError(
      'conflict',
      CatalogueErrorCode.SLUG_TAKEN,
      'A product with this slug already exists.',
      { errors: { slug: 'validation.slugTaken' } },
    );
  }

  /** The columns of a product card: texts in the locale, falling back to nl field by field. */
  private summaryQuery(locale: Locale): SelectQueryBuilder<ProductEntity> {
    return (
      translatedProducts(this.products, locale)
        .addSelect('p.type', 'type')
        .addSelect('p.collection', 'collection')
        .addSelect('p.skinTypes', 'skinTypes')
        .addSelect('p.timing', 'timing')
        .addSelect('p.spf', 'spf')
        .addSelect('p.priceCents', 'priceCents')
        .addSelect('p.vatRate', 'vatRate')
        .addSelect('p.stock', 'stock')
        .addSelect('p.size', 'size')
        .addSelect('p.images', 'images')
        .addSelect('p.bestsellerRank', 'bestsellerRank')
        .addSelect('p.setKind', 'setKind')
        .addSelect('p.ratingCount', 'ratingCount')
        .addSelect('p.ratingSum', 'ratingSum')
        // Partner-only products (salon sizes) never appear in a public or customer answer.
        .where('p.active = :active AND p.partnerOnly = :partnerOnly', {
          active: true,
          partnerOnly: false,
        })
    );
  }

  private applySort(
    query: SelectQueryBuilder<ProductEntity>,
    sort: ProductSort,
  ): SelectQueryBuilder<ProductEntity> {
    const name = 'COALESCE(t.nameSortKey, n.nameSortKey)';
    switch (sort) {
      case 'name-asc':
        return query.orderBy(name, 'ASC').addOrderBy('p.slug', 'ASC');
      case 'name-desc':
        return query.orderBy(name, 'DESC').addOrderBy('p.slug', 'DESC');
      case 'price-asc':
        return query
          .orderBy('p.priceCents', 'ASC')
          .addOrderBy(name, 'ASC')
          .addOrderBy('p.slug', 'ASC');
      case 'price-desc':
        return query
          .orderBy('p.priceCents', 'DESC')
          .addOrderBy(name, 'ASC')
          .addOrderBy('p.slug', 'ASC');
      case 'bestseller':
        // NULL ranks last on both engines (SQLite puts NULL first, PostgreSQL last).
        return query
          .orderBy('CASE WHEN p.bestsellerRank IS NULL THEN 1 ELSE 0 END', 'ASC')
          .addOrderBy('p.bestsellerRank', 'ASC')
          .addOrderBy(name, 'ASC')
          .addOrderBy('p.slug', 'ASC');
    }
  }

  private async productCounts(): Promise<Map<string, number>> {
    const rows = await this.products
      .createQueryBuilder('p')
      .select('p.collection', 'collection')
      .addSelect('COUNT(*)', 'count')
      .where('p.active = :active AND p.partnerOnly = :partnerOnly', {
        active: true,
        partnerOnly: false,
      })
      .groupBy('p.collection')
      .getRawMany<{ collection: string; count: string | number }>();
    return new Map(rows.map((row) => [row.collection, Number(row.count)]));
  }

  private toSummary(row: SummaryRow, locale: Locale): ProductSummaryDto {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      subtitle: row.subtitle,
      type: row.type,
      typeLabel: PRODUCT_TYPE_LABELS[locale][row.type] ?? row.type,
      collection: row.collection,
      skinTypes: list(row.skinTypes) as SkinType[],
      timing: list(row.timing) as Timing[],
      spf: num(row.spf),
      priceCents: Number(row.priceCents),
      vatRate: Number(row.vatRate),
      promotionPriceCents: null,
      lowestPrice30Days: null,
      currency: 'EUR',
      inStock: Number(row.stock) > 0,
      size: row.size,
      image: parseImages(row.images)[0] ?? null,
      bestsellerRank: num(row.bestsellerRank),
      setKind: row.setKind,
      rating: ratingOf(Number(row.ratingCount ?? 0), Number(row.ratingSum ?? 0)),
      locale: row.translationId ? locale : DEFAULT_LOCALE,
    };
  }

  private toCollectionSummary(
    collection: CollectionEntity,
    locale: Locale,
    productCount: number,
  ): CollectionSummaryDto {
    const texts = collectionTexts(collection, locale);
    return {
      slug: collection.slug,
      name: texts.name,
      tagline: texts.tagline,
      audience: texts.audience,
      colour: collection.colour,
      ageRange: collection.ageRange,
      image: collection.image,
      productCount,
      locale: collection.translations[locale] ? locale : DEFAULT_LOCALE,
    };
  }
}

/** The average (one decimal) and count of approved reviews; null while there are none. */
export function ratingOf(count: number, sum: number): ProductRatingDto | null {
  if (!(count > 0)) return null;
  return { average: Math.round((sum / count) * 10) / 10, count };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
