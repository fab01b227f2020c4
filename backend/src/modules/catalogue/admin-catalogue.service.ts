import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { AppError } from '../../common/errors/app-error.js';
import { DEFAULT_LOCALE, LOCALES, sortKey, type Locale } from '../../common/i18n/locale.js';
import { AuditService, diffFields, type AuditActor } from '../audit/audit.service.js';
import { productImageUrl } from './catalogue.constants.js';
import { CatalogueErrorCode } from './catalogue.errors.js';
import { ProductReferencesQuery } from './catalogue.events.js';
import { ownImages, refusalMessage } from './image-import.js';
import {
  CatalogueService,
  type ProductInput,
  type ProductTextsInput,
} from './catalogue.service.js';
import {
  LOW_STOCK_THRESHOLD,
  toAdminProductResponse,
  type AdminProductListResponseDto,
  type AdminProductResponseDto,
  type CreateAdminProductDto,
  type ListAdminProductsQueryDto,
  type ProductTextsDto,
  type UpdateAdminProductDto,
} from './dto/admin-product.dto.js';
import { CollectionEntity } from './entities/collection.entity.js';
import { ProductTranslationEntity } from './entities/product-translation.entity.js';
import { ProductEntity } from './entities/product.entity.js';
import type {
  ListPartnerPricesQueryDto,
  PartnerPriceListResponseDto,
  PartnerPriceResponseDto,
  UpdatePartnerPriceDto,
} from '../partner-admin/dto/partner-admin.dto.js';
import { isUuid } from '../../common/ids.js';

const TEXT_FIELDS = [
  'name',
  'subtitle',
  'description',
  'usage',
  'ingredients',
  'consistency',
] as const;

/** The partner shop fields that were sent (undefined ones stay as they are). */
function partnerFields(input: {
  partnerPriceCents?: number | null;
  partnerMinQuantity?: number;
  partnerOnly?: boolean;
}): Partial<Pick<ProductEntity, 'partnerPriceCents' | 'partnerMinQuantity' | 'partnerOnly'>> {
  const out: Partial<
    Pick<ProductEntity, 'partnerPriceCents' | 'partnerMinQuantity' | 'partnerOnly'>
  > = {};
  if (input.partnerPriceCents !== undefined) out.partnerPriceCents = input.partnerPriceCents;
  if (input.partnerMinQuantity !== undefined) out.partnerMinQuantity = input.partnerMinQuantity;
  if (input.partnerOnly !== undefined) out.partnerOnly = input.partnerOnly;
  return out;
}

function toPartnerPrice(product: ProductEntity, name: string | undefined): PartnerPriceResponseDto {
  return {
    id: product.id,
    slug: product.slug,
    name: name ?? product.slug,
    size: product.size,
    priceCents: Number(product.priceCents),
    vatRate: Number(product.vatRate),
    partnerPriceCents:
      product.partnerPriceCents === null ? null : Number(product.partnerPriceCents),
    partnerMinQuantity: Number(product.partnerMinQuantity),
    partnerOnly: Boolean(product.partnerOnly),
    active: product.active,
    updatedAt: new Date(product.updatedAt).toISOString(),
  };
}

/** Blank strings become null; a language whose texts are all blank counts as absent. */
function cleanTexts(input: ProductTextsDto | null | undefined): ProductTextsInput | null {
  if (!input) return null;
  const out: Record<string, string | null> = {};
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    out[field] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }
  if (TEXT_FIELDS.every((field) => out[field] === null)) return null;
  return out as unknown as ProductTextsInput;
}

/**
 * The back-office side of the catalogue: every product (hidden ones too) with all its texts,
 * edits with field errors and audit entries, and stock set with a compare-and-set UPDATE so it
 * never overwrites a checkout's conditional decrement unseen.
 */
@Injectable()
export class AdminCatalogueService {
  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectRepository(ProductTranslationEntity)
    private readonly translations: Repository<ProductTranslationEntity>,
    @InjectRepository(CollectionEntity)
    private readonly collections: Repository<CollectionEntity>,
    private readonly transactions: TransactionRunner,
    private readonly catalogue: CatalogueService,
    private readonly audit: AuditService,
    private readonly events: EventEmitter2,
  ) {}

  /** Slugs of the products whose images include a URL starting with this prefix (the media library asks before a delete). */
  async productsShowingImage(prefix: string): Promise<string[]> {
    const rows = await this.products
      .createQueryBuilder('p')
      .select('p.slug', 'slug')
      .where('p.images LIKE :pattern', { pattern: `%"${prefix.replace(/[%_\\]/g, '')}%` })
      .getRawMany<{ slug: string }>();
    return rows.map((row) => row.slug);
  }

  async list(query: ListAdminProductsQueryDto): Promise<AdminProductListResponseDto> {
    const qb = this.products
      .createQueryBuilder('p')
      .leftJoin(ProductTranslationEntity, 'n', 'n.productId = p.id AND n.locale = :nl', {
        nl: DEFAULT_LOCALE,
      });
    if (query.idList.length)
      qb.andWhere('p.id IN (:...ids)', {
        ids: query.idList
          .filter((id) => isUuid(id))
          .concat(['00000000-0000-0000-0000-000000000000']),
      });
    if (query.q)
      qb.andWhere('(LOWER(n.name) LIKE :q OR p.slug LIKE :q)', { q: `%${query.q.toLowerCase()}%` });
    if (query.collection)
      qb.andWhere('p.collection = :collection', { collection: query.collection });
    if (query.type) qb.andWhere('p.type = :type', { type: query.type });
    if (query.visible !== undefined) qb.andWhere('p.active = :visible', { visible: query.visible });
    if (query.archived !== undefined)
      qb.andWhere(query.archived ? 'p.archivedAt IS NOT NULL' : 'p.archivedAt IS NULL');
    if (query.lowStock) qb.andWhere('p.stock <= :low', { low: LOW_STOCK_THRESHOLD });
    const columns: Record<string, string> = {
      name: 'n.nameSortKey',
      slug: 'p.slug',
      priceCents: 'p.priceCents',
      stock: 'p.stock',
      collection: 'p.collection',
      type: 'p.type',
      updatedAt: 'p.updatedAt',
      createdAt: 'p.createdAt',
    };
    qb.orderBy(
      columns[query.sort ?? 'name'] ?? 'n.nameSortKey',
      query.sort ? query.order : 'ASC',
    ).addOrderBy('p.slug', 'ASC');
    // limit/offset, not skip/take: the join is not a relation and adds no rows.
    const [rows, total] = await qb.offset(query.skip).limit(query.perPage).getManyAndCount();
    const texts = rows.length
      ? await this.translations.find({ where: { productId: In(rows.map((row) => row.id)) } })
      : [];
    return {
      data: rows.map((row) =>
        toAdminProductResponse(
          row,
          texts.filter((t) => t.productId === row.id),
        ),
      ),
      total,
    };
  }

  async get(id: string): Promise<AdminProductResponseDto> {
    const product = await this.find(id);
    return toAdminProductResponse(
      product,
      await this.translations.findBy({ productId: product.id }),
    );
  }

  async create(actor: AuditActor, input: CreateAdminProductDto): Promise<AdminProductResponseDto> {
    const nl = cleanTexts(input.translations?.nl);
    const translations = { nl: nl ?? { name: '' } } as ProductInput['translations'];
    for (const locale of LOCALES) {
      if (locale === DEFAULT_LOCALE) continue;
      const own = cleanTexts(input.translations?.[locale]);
      if (own) translations[locale] = own;
    }
    const product: ProductInput = {
      slug: input.slug ?? '',
      type: input.type!,
      collection: input.collection!,
      skinTypes: input.skinTypes ?? [],
      timing: input.timing ?? [],
      spf: input.spf ?? null,
      priceCents: input.priceCents!,
      vatRate: input.vatRate ?? 21,
      stock: input.stock ?? 0,
      size: input.size ?? null,
      inci: input.inci ?? null,
      images: input.images?.length
        ? await this.ownImages(actor, input.images)
        : input.type && input.collection && input.slug
          ? [productImageUrl({ slug: input.slug, collection: input.collection, type: input.type })]
          : [],
      bestsellerRank: input.bestsellerRank ?? null,
      setKind: input.setKind ?? null,
      active: input.visible ?? false,
      translations,
    };
    // Field errors (400) first, then the reference (422).
    this.catalogue.assertValidProduct(product, '');
    await this.assertCollectionExists(product.collection);
    const [id] = await this.catalogue.createProducts([product]);
    const partner = partnerFields(input);
    if (Object.keys(partner).length) await this.products.update({ id: id! }, partner);
    await this.audit.record(actor, {
      action: 'product.create',
      entityType: 'product',
      entityId: id!,
      changes: { slug: product.slug, visible: product.active },
    });
    return this.get(id!);
  }

  /**
   * The product's images as the shop's own: each external https address fetched once into the
   * media library (private addresses, non-images and files over 10 MB refused: 4xx on `images`).
   */
  private async ownImages(actor: AuditActor, images: string[]): Promise<string[]> {
    const result = await ownImages(this.events, images, actor.id, true);
    const [first] = result.refused.values();
    if (first)
      throw new AppError(first.kind, first.code, first.message, {
        errors: { images: refusalMessage(first) },
        extra: first.extra,
        cause: first,
      });
    return result.images;
  }

  /**
   * Applies a partial update: product fields, texts per language (a language left empty is removed
   * and falls back to nl; nl keeps a name), then the stock through {@link setStock}.
   */
  async update(
    actor: AuditActor,
    id: string,
    input: UpdateAdminProductDto,
  ): Promise<AdminProductResponseDto> {
    const product = await this.find(id);
    if (input.visible === true && product.archivedAt !== null)
      throw new AppError(
        'conflict',
        CatalogueErrorCode.PRODUCT_ARCHIVED,
        'This product is archived; restore it before showing it in the shop.',
        { errors: { visible: 'validation.archived' } },
      );
    const existing = await this.translations.findBy({ productId: product.id });
    const current = new Map<Locale, ProductTextsInput>(
      existing.map((row) => [
        row.locale,
        {
          name: row.name,
          subtitle: row.subtitle,
          description: row.description,
          usage: row.usage,
          ingredients: row.ingredients,
          consistency: row.consistency,
        },
      ]),
    );

    const nextTexts = new Map(current);
    for (const locale of LOCALES) {
      if (!input.translations || !(locale in input.translations)) continue;
      const given = input.translations[locale];
      // A partial object merges into what is there; null (or all blank) removes the language.
      const merged = given
        ? cleanTexts({ ...(current.get(locale) ?? {}), ...given } as ProductTextsDto)
        : null;
      if (merged) nextTexts.set(locale, merged);
      else nextTexts.delete(locale);
    }

    const fields = {
      slug: input.slug,
      type: input.type,
      collection: input.collection,
      skinTypes: input.skinTypes,
      timing: input.timing,
      spf: input.spf,
      priceCents: input.priceCents,
      vatRate: input.vatRate,
      size: input.size,
      inci: input.inci,
      images: input.images && (await this.ownImages(actor, input.images)),
      bestsellerRank: input.bestsellerRank,
      setKind: input.setKind,
      ...partnerFields(input),
    };
    const merged: ProductInput = {
      slug: fields.slug ?? product.slug,
      type: fields.type ?? product.type,
      collection: fields.collection ?? product.collection,
      skinTypes: fields.skinTypes ?? product.skinTypes,
      timing: fields.timing ?? product.timing,
      spf: fields.spf !== undefined ? fields.spf : product.spf,
      priceCents: fields.priceCents ?? Number(product.priceCents),
      vatRate: fields.vatRate ?? Number(product.vatRate),
      stock: input.stock ?? Number(product.stock),
      setKind: fields.setKind !== undefined ? fields.setKind : product.setKind,
      translations: Object.fromEntries(nextTexts) as ProductInput['translations'],
    };
    this.catalogue.assertValidProduct(merged, '');
    if (fields.collection && fields.collection !== product.collection)
      await this.assertCollectionExists(fields.collection);
    if (
      fields.slug &&
      fields.slug !== product.slug &&
      (await this.products.existsBy({ slug: fields.slug }))
    ) {
      throw new AppError(
        'conflict',
        CatalogueErrorCode.SLUG_TAKEN,
        'A product with this slug already exists.',
        { errors: { slug: 'validation.slugTaken' } },
      );
    }

    const before: Record<string, unknown> = { ...product, visible: product.active };
    const after: Record<string, unknown> = { ...fields, visible: input.visible };
    const changes = diffFields(before, after);
    for (const locale of LOCALES) {
      const a = current.get(locale) ?? null;
      const b = nextTexts.get(locale) ?? null;
      if (JSON.stringify(a) !== JSON.stringify(b)) changes[`translations.${locale}`] = [a, b];
    }

    await this.transactions.run(async (manager) => {
      const set: Partial<ProductEntity> = {};
      for (const [key, value] of Object.entries(fields))
        if (value !== undefined) (set as Record<string, unknown>)[key] = value;
      if (input.visible !== undefined) set.active = input.visible;
      if (Object.keys(set).length) {
        // save() runs the transformers (skin types, timing, images) the way insert did.
        await manager.save(ProductEntity, manager.create(ProductEntity, { ...product, ...set }));
      }
      if (fields.priceCents !== undefined)
        await this.catalogue.recordPrices(manager, [
          { productId: product.id, priceCents: fields.priceCents },
        ]);
      await this.writeTexts(manager, product.id, current, nextTexts);
      if (Object.keys(changes).length)
        await this.audit.record(
          actor,
          { action: 'product.update', entityType: 'product', entityId: product.id, changes },
          manager,
        );
    });
    if (input.stock !== undefined) await this.setStock(actor, product.id, input.stock);
    return this.get(product.id);
  }

  /**
   * Archives a product: hidden from the shop (inactive, so from every public answer: list, search,
   * sitemap, detail), kept for the orders, invoices and reviews that name it. Idempotent.
   */
  async archive(actor: AuditActor, id: string): Promise<AdminProductResponseDto> {
    const product = await this.find(id);
    if (product.archivedAt === null) {
      await this.transactions.run(async (manager) => {
        await manager.update(ProductEntity, { id }, { archivedAt: Date.now(), active: false });
        await this.audit.record(
          actor,
          {
            action: 'product.archive',
            entityType: 'product',
            entityId: id,
            changes: { visible: [product.active, false] },
          },
          manager,
        );
      });
    }
    return this.get(id);
  }

  /** Takes a product out of the archive; it stays hidden until it is made visible again. */
  async restore(actor: AuditActor, id: string): Promise<AdminProductResponseDto> {
    const product = await this.find(id);
    if (product.archivedAt !== null) {
      await this.transactions.run(async (manager) => {
        await manager.update(ProductEntity, { id }, { archivedAt: null });
        await this.audit.record(
          actor,
          { action: 'product.restore', entityType: 'product', entityId: id, changes: {} },
          manager,
        );
      });
    }
    return this.get(id);
  }

  /**
   * Deletes a product that nothing refers to (no order, review…); otherwise 409
   * CATALOGUE_PRODUCT_REFERENCED with what refers to it, and the back-office offers to archive it.
   */
  async remove(actor: AuditActor, id: string): Promise<AdminProductResponseDto> {
    const before = await this.get(id);
    const query = new ProductReferencesQuery(id);
    await this.events.emitAsync(ProductReferencesQuery.NAME, query);
    if (Object.keys(query.counts).length > 0)
      throw new AppError(
        'conflict',
        CatalogueErrorCode.PRODUCT_REFERENCED,
        'Orders or reviews refer to this product: archive it instead.',
        { extra: { references: query.counts } },
      );
    await this.transactions.run(async (manager) => {
      await manager.delete(ProductEntity, { id });
      await this.audit.record(
        actor,
        {
          action: 'product.delete',
          entityType: 'product',
          entityId: id,
          changes: { slug: before.slug },
        },
        manager,
      );
    });
    return before;
  }

  /**
   * Sets the stock with a compare-and-set UPDATE (`… WHERE stock = :seen`): a checkout's conditional
   * decrement that lands in between makes it retry with the new value (or, when the caller passed
   * the stock it saw, answer 409 CATALOGUE_STOCK_CHANGED), so no sale is lost unseen.
   */
  async setStock(
    actor: AuditActor,
    id: string,
    stock: number,
    expectedStock?: number,
  ): Promise<AdminProductResponseDto> {
    const product = await this.find(id);
    for (let attempt = 0; attempt < 5; attempt++) {
      const seen =
        attempt === 0 && expectedStock !== undefined
          ? expectedStock
          : Number(
              (await this.products.findOne({
                where: { id: product.id },
                select: { id: true, stock: true },
              }))!.stock,
            );
      if (seen === stock) return this.get(product.id);
      const result = await this.products
        .createQueryBuilder()
        .update(ProductEntity)
        .set({ stock })
        .where('id = :id AND stock = :seen', { id: product.id, seen })
        .execute();
      if ((result.affected ?? 0) === 1) {
        await this.audit.record(actor, {
          action: 'product.stock',
          entityType: 'product',
          entityId: product.id,
          changes: { stock: [seen, stock] },
        });
        if (seen === 0 && stock > 0) await this.catalogue.announceRestock(product.id);
        return this.get(product.id);
      }
      if (expectedStock !== undefined) {
        const now = await this.get(product.id);
        throw new AppError(
          'conflict',
          CatalogueErrorCode.STOCK_CHANGED,
          'The stock changed in the meantime.',
          { errors: { stock: 'validation.stockChanged' }, extra: { stock: now.stock } },
        );
      }
    }
    throw new AppError(
      'conflict',
      CatalogueErrorCode.STOCK_CHANGED,
      'The stock keeps changing; try again.',
      { errors: { stock: 'validation.stockChanged' } },
    );
  }

  /**
   * The professional price list (partner managers and admins): every product with its retail price,
   * VAT rate and partner shop fields, with the admin lists' paging, sorting and filters.
   */
  async partnerPrices(query: ListPartnerPricesQueryDto): Promise<PartnerPriceListResponseDto> {
    const qb = this.products
      .createQueryBuilder('p')
      .leftJoin(ProductTranslationEntity, 'n', 'n.productId = p.id AND n.locale = :nl', {
        nl: DEFAULT_LOCALE,
      });
    if (query.idList.length) qb.andWhere('p.id IN (:...ids)', { ids: query.idList });
    if (query.q)
      qb.andWhere('(LOWER(n.name) LIKE :q OR p.slug LIKE :q)', { q: `%${query.q.toLowerCase()}%` });
    if (query.inPartnerShop !== undefined)
      qb.andWhere(
        query.inPartnerShop ? 'p.partnerPriceCents IS NOT NULL' : 'p.partnerPriceCents IS NULL',
      );
    if (query.partnerOnly !== undefined)
      qb.andWhere('p.partnerOnly = :partnerOnly', { partnerOnly: query.partnerOnly });
    if (query.active !== undefined) qb.andWhere('p.active = :active', { active: query.active });
    const columns: Record<string, string> = {
      name: 'n.nameSortKey',
      size: 'p.size',
      priceCents: 'p.priceCents',
      partnerPriceCents: 'p.partnerPriceCents',
      partnerMinQuantity: 'p.partnerMinQuantity',
      partnerOnly: 'p.partnerOnly',
      updatedAt: 'p.updatedAt',
    };
    qb.orderBy(
      columns[query.sort ?? 'name'] ?? 'n.nameSortKey',
      query.sort ? query.order : 'ASC',
    ).addOrderBy('p.slug', 'ASC');
    const [rows, total] = await qb.offset(query.skip).limit(query.perPage).getManyAndCount();
    const names = rows.length
      ? await this.translations.find({
          where: { productId: In(rows.map((row) => row.id)), locale: DEFAULT_LOCALE },
          select: { productId: true, name: true },
        })
      : [];
    const nameOf = new Map(names.map((row) => [row.productId, row.name]));
    return { data: rows.map((row) => toPartnerPrice(row, nameOf.get(row.id))), total };
  }

  async partnerPrice(id: string): Promise<PartnerPriceResponseDto> {
    const product = await this.find(id);
    const nl = await this.translations.findOne({
      where: { productId: product.id, locale: DEFAULT_LOCALE },
      select: { productId: true, name: true },
    });
    return toPartnerPrice(product, nl?.name);
  }

  /** Changes only the professional price, the minimum quantity and partner-only; audited. */
  async updatePartnerPrice(
    actor: AuditActor,
    id: string,
    input: UpdatePartnerPriceDto,
  ): Promise<PartnerPriceResponseDto> {
    const product = await this.find(id);
    const set = partnerFields(input);
    const changes = diffFields({ ...product }, set);
    if (Object.keys(changes).length) {
      await this.transactions.run(async (manager) => {
        await manager.update(ProductEntity, { id: product.id }, set);
        await this.audit.record(
          actor,
          { action: 'product.partnerPrice', entityType: 'product', entityId: product.id, changes },
          manager,
        );
      });
    }
    return this.partnerPrice(product.id);
  }

  /** Products at or below the low-stock threshold, fewest first (dashboard). */
  async lowStock(limit: number): Promise<{
    total: number;
    items: { id: string; slug: string; name: string; stock: number }[];
  }> {
    const qb = this.products
      .createQueryBuilder('p')
      .leftJoin(ProductTranslationEntity, 'n', 'n.productId = p.id AND n.locale = :nl', {
        nl: DEFAULT_LOCALE,
      })
      .select('p.id', 'id')
      .addSelect('p.slug', 'slug')
      .addSelect('n.name', 'name')
      .addSelect('p.stock', 'stock')
      .where('p.stock <= :low', { low: LOW_STOCK_THRESHOLD });
    const [total, rows] = await Promise.all([
      qb.clone().getCount(),
      qb
        .orderBy('p.stock', 'ASC')
        .addOrderBy('p.slug', 'ASC')
        .limit(limit)
        .getRawMany<{ id: string; slug: string; name: string | null; stock: number | string }>(),
    ]);
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name ?? row.slug,
        stock: Number(row.stock),
      })),
    };
  }

  private async writeTexts(
    manager: EntityManager,
    productId: string,
    current: Map<Locale, ProductTextsInput>,
    next: Map<Locale, ProductTextsInput>,
  ): Promise<void> {
    for (const locale of LOCALES) {
      const a = current.get(locale);
      const b = next.get(locale);
      if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) continue;
      if (!b) {
        await manager.delete(ProductTranslationEntity, { productId, locale });
        continue;
      }
      const row = {
        name: b.name,
        nameSortKey: sortKey(b.name),
        subtitle: b.subtitle ?? null,
        description: b.description ?? null,
        usage: b.usage ?? null,
        ingredients: b.ingredients ?? null,
        consistency: b.consistency ?? null,
      };
      if (a) await manager.update(ProductTranslationEntity, { productId, locale }, row);
      else await manager.insert(ProductTranslationEntity, { productId, locale, ...row });
    }
  }

  /**
   * A product may only name a line that exists: a fresh shop has none until the back-office creates
   * them, and the foreign key would otherwise answer for us (422 with the field either way).
   */
  private async assertCollectionExists(collection: string): Promise<void> {
    if (await this.collections.existsBy({ slug: collection as ProductEntity['collection'] }))
      return;
    throw new AppError(
      'unprocessable',
      CatalogueErrorCode.UNKNOWN_REFERENCE,
      'The collection does not exist; create it first.',
      { errors: { collection: 'validation.reference' } },
    );
  }

  private async find(id: string): Promise<ProductEntity> {
    const product = isUuid(id) ? await this.products.findOneBy({ id }) : null;
    if (!product)
      throw new AppError('not_found', CatalogueErrorCode.PRODUCT_NOT_FOUND, 'Product not found.');
    return product;
  }
}
