import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { AppError } from '../../common/errors/app-error.js';
import { LOCALES, sortKey, type Locale } from '../../common/i18n/locale.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { CatalogueErrorCode } from './catalogue.errors.js';
import { CatalogueService, type ProductInput } from './catalogue.service.js';
import { isExternalImage } from './catalogue.events.js';
import { ownImages, refusalMessage } from './image-import.js';
import type { ProductImportReportDto, ProductImportRowDto } from './dto/product-import.dto.js';
import { CollectionEntity } from './entities/collection.entity.js';
import { ProductTranslationEntity } from './entities/product-translation.entity.js';
import { ProductEntity } from './entities/product.entity.js';
import {
  cleanTexts,
  columnOfField,
  FIELD_OF_COLUMN,
  parseProductsCsv,
  PRODUCT_CSV_FIELDS,
  PRODUCT_TEXT_FIELDS,
  productsCsv,
  textColumn,
  type CsvProblem,
  type ProductRecord,
  type ProductTexts,
} from './product-csv.js';

/** The file's external images: address → library URL, and address → refusal message. */
interface LibraryImages {
  known: Map<string, string>;
  refused: Map<string, string>;
}

/** What one row would do, with the record it leads to. */
interface PlannedRow {
  report: ProductImportRowDto;
  record: ProductRecord | null;
  existing: ProductEntity | null;
  before: ProductRecord | null;
}

/** A new product's fields when its columns are absent (the required ones are checked). */
const NEW_PRODUCT: Omit<ProductRecord, 'slug' | 'collection' | 'type' | 'priceCents'> = {
  partnerPriceCents: null,
  partnerMinQuantity: 1,
  partnerOnly: false,
  vatRate: 21,
  stock: 0,
  visible: false,
  skinTypes: [],
  timing: [],
  spf: null,
  size: null,
  setKind: null,
  bestsellerRank: null,
  images: [],
  inci: null,
  translations: {},
};

export function recordOf(
  product: ProductEntity,
  translations: ProductTranslationEntity[],
): ProductRecord {
  const texts: Partial<Record<Locale, ProductTexts>> = {};
  for (const row of translations) {
    const clean = cleanTexts(row);
    if (clean) texts[row.locale] = clean;
  }
  const num = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    slug: product.slug,
    collection: product.collection,
    type: product.type,
    priceCents: Number(product.priceCents),
    partnerPriceCents: num(product.partnerPriceCents),
    partnerMinQuantity: Number(product.partnerMinQuantity ?? 1),
    partnerOnly: Boolean(product.partnerOnly),
    vatRate: Number(product.vatRate),
    stock: Number(product.stock),
    visible: Boolean(product.active),
    skinTypes: [...product.skinTypes],
    timing: [...product.timing],
    spf: num(product.spf),
    size: product.size?.trim() || null,
    setKind: product.setKind ?? null,
    bestsellerRank: num(product.bestsellerRank),
    images: [...(product.images ?? [])],
    inci: product.inci?.trim() || null,
    translations: texts,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * CSV export and import of products (back-office, admins). The import is planned row by row
 * (create / update with the changed columns / unchanged / errors) without writing; the confirm step
 * plans the same file again inside one transaction and writes only when no row has an error, so an
 * import is all or nothing and the same file imported twice changes nothing the second time.
 */
@Injectable()
export class ProductCsvService {
  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectRepository(ProductTranslationEntity)
    private readonly translations: Repository<ProductTranslationEntity>,
    private readonly transactions: TransactionRunner,
    private readonly catalogue: CatalogueService,
    private readonly audit: AuditService,
    private readonly events: EventEmitter2,
  ) {}

  /** Every product (hidden and partner-only ones too), ordered by slug. */
  async export(): Promise<string> {
    const products = await this.products.find({ order: { slug: 'ASC' } });
    const texts = await this.translations.find();
    const byProduct = new Map<string, ProductTranslationEntity[]>();
    for (const row of texts) {
      const list = byProduct.get(row.productId) ?? [];
      list.push(row);
      byProduct.set(row.productId, list);
    }
    return productsCsv(products.map((p) => recordOf(p, byProduct.get(p.id) ?? [])));
  }

  /** The dry run: what the file would change, and every error; nothing is written. */
  async preview(text: string): Promise<ProductImportReportDto> {
    const images = await this.libraryImages(text, null, false);
    const planned = await this.plan(text, this.products.manager, images);
    return planned.report;
  }

  /**
   * The file's external https images → the media library's URLs. With `fetch` (the confirm step)
   * each address not yet in the library is fetched now, before the transaction (so no database
   * lock waits on the network); the dry run only looks. An image imported for a file that then
   * has errors stays in the library and is found there by the next try.
   */
  private async libraryImages(
    text: string,
    userId: string | null,
    fetch: boolean,
  ): Promise<LibraryImages> {
    const urls = new Set<string>();
    for (const row of parseProductsCsv(text).rows)
      for (const image of row.fields.images ?? []) if (isExternalImage(image)) urls.add(image);
    const result = await ownImages(this.events, [...urls], userId, fetch);
    const known = new Map<string, string>();
    const remaining = [...urls].filter((url) => !result.refused.has(url));
    remaining.forEach((url, i) => known.set(url, result.images[i]!));
    const refused = new Map(
      [...result.refused].map(([url, error]) => [url, refusalMessage(error)] as const),
    );
    return { known, refused };
  }

  /**
   * Applies the file in one transaction. Any error (in any row) writes nothing and answers 422
   * CATALOGUE_IMPORT_INVALID with the report.
   */
  async apply(actor: AuditActor, text: string): Promise<ProductImportReportDto> {
    const images = await this.libraryImages(text, actor.id, true);
    return this.transactions.run(async (manager) => {
      const { report, rows } = await this.plan(text, manager, images);
      if (report.errorCount > 0 || report.fileErrors.length > 0)
        throw new AppError(
          'unprocessable',
          CatalogueErrorCode.IMPORT_INVALID,
          'The file has errors; nothing was imported.',
          { extra: { report: { ...report, dryRun: false } } },
        );
      for (const row of rows) {
        if (row.report.action === 'create') await this.create(manager, actor, row.record!);
        if (row.report.action === 'update') await this.update(manager, actor, row);
      }
      return { ...report, dryRun: false, applied: true };
    });
  }

  private async plan(
    text: string,
    manager: EntityManager,
    images: LibraryImages,
  ): Promise<{ report: ProductImportReportDto; rows: PlannedRow[] }> {
    const file = parseProductsCsv(text);
    const slugs = [...new Set(file.rows.map((row) => row.slug).filter((s): s is string => !!s))];
    const existing = new Map<string, ProductEntity>();
    for (const chunk of chunks(slugs, 500))
      for (const product of await manager.find(ProductEntity, { where: { slug: In(chunk) } }))
        existing.set(product.slug, product);
    const texts = new Map<string, ProductTranslationEntity[]>();
    for (const chunk of chunks(
      [...existing.values()].map((p) => p.id),
      500,
    ))
      for (const row of await manager.find(ProductTranslationEntity, {
        where: { productId: In(chunk) },
      })) {
        const list = texts.get(row.productId) ?? [];
        list.push(row);
        texts.set(row.productId, list);
      }
    const collections = new Set(
      (await manager.find(CollectionEntity, { select: { slug: true } })).map((c) => c.slug),
    );

    const seenSlugs = new Set<string>();
    const rows: PlannedRow[] = file.rows.map((parsed) => {
      const problems: CsvProblem[] = [...parsed.problems];
      const add = (column: string | null, message: string) => {
        if (!problems.some((p) => p.column === column))
          problems.push({ row: parsed.row, column, message });
      };
      if (parsed.fields.images) {
        const refusal = parsed.fields.images.map((url) => images.refused.get(url)).find(Boolean);
        if (refusal) add('images', refusal);
        else parsed.fields.images = parsed.fields.images.map((url) => images.known.get(url) ?? url);
      }
      if (parsed.slug) {
        if (seenSlugs.has(parsed.slug)) add('slug', 'validation.duplicate');
        seenSlugs.add(parsed.slug);
      }
      const product = parsed.slug ? (existing.get(parsed.slug) ?? null) : null;
      const before = product ? recordOf(product, texts.get(product.id) ?? []) : null;
      const base = before ?? ({ ...NEW_PRODUCT, slug: parsed.slug ?? '' } as ProductRecord);
      const record: ProductRecord = {
        ...base,
        ...parsed.fields,
        translations: { ...base.translations },
      } as ProductRecord;
      for (const locale of LOCALES) {
        const given = parsed.texts[locale];
        if (!given) continue;
        const merged = cleanTexts({ ...(base.translations[locale] ?? {}), ...given });
        if (merged) record.translations[locale] = merged;
        else delete record.translations[locale];
      }
      if (!product)
        for (const column of ['collection', 'type', 'price'] as const)
          if ((parsed.fields as Record<string, unknown>)[FIELD_OF_COLUMN[column]] === undefined)
            add(column, 'validation.required');
      if (record.collection && !collections.has(record.collection))
        add('collection', 'validation.reference');
      if (!problems.length) {
        try {
          this.catalogue.assertValidProduct(this.toInput(record), '');
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          for (const [field, message] of Object.entries(error.errors))
            add(columnOfField(field), message);
        }
      }
      const changes: string[] = [];
      if (before) {
        for (const column of PRODUCT_CSV_FIELDS) {
          const field = FIELD_OF_COLUMN[column];
          if (!same(before[field], record[field])) changes.push(column);
        }
        for (const locale of LOCALES)
          for (const field of PRODUCT_TEXT_FIELDS)
            if (!same(before.translations[locale]?.[field], record.translations[locale]?.[field]))
              changes.push(textColumn(field, locale));
      }
      const action: ProductImportRowDto['action'] = problems.length
        ? 'error'
        : !product
          ? 'create'
          : changes.length
            ? 'update'
            : 'unchanged';
      return {
        report: {
          row: parsed.row,
          slug: parsed.slug,
          action,
          changes,
          errors: problems.map((p) => ({ row: p.row, column: p.column, message: p.message })),
        },
        record: problems.length ? null : record,
        existing: product,
        before,
      };
    });
    const count = (action: ProductImportRowDto['action']) =>
      rows.filter((row) => row.report.action === action).length;
    return {
      rows,
      report: {
        dryRun: true,
        applied: false,
        columns: file.columns,
        created: count('create'),
        updated: count('update'),
        unchanged: count('unchanged'),
        errorCount: count('error'),
        fileErrors: file.problems.map((p) => ({
          row: p.row,
          column: p.column,
          message: p.message,
        })),
        rows: rows.map((row) => row.report),
      },
    };
  }

  private toInput(record: ProductRecord): ProductInput {
    return {
      slug: record.slug,
      type: record.type,
      collection: record.collection,
      skinTypes: record.skinTypes,
      timing: record.timing,
      spf: record.spf,
      priceCents: record.priceCents,
      vatRate: record.vatRate,
      stock: record.stock,
      setKind: record.setKind,
      translations: record.translations as ProductInput['translations'],
    };
  }

  private columns(record: ProductRecord): Partial<ProductEntity> {
    return {
      slug: record.slug,
      collection: record.collection,
      type: record.type,
      priceCents: record.priceCents,
      partnerPriceCents: record.partnerPriceCents,
      partnerMinQuantity: record.partnerMinQuantity,
      partnerOnly: record.partnerOnly,
      vatRate: record.vatRate,
      active: record.visible,
      skinTypes: record.skinTypes,
      timing: record.timing,
      spf: record.spf,
      size: record.size,
      setKind: record.setKind,
      bestsellerRank: record.bestsellerRank,
      images: record.images,
      inci: record.inci,
    };
  }

  private async create(
    manager: EntityManager,
    actor: AuditActor,
    record: ProductRecord,
  ): Promise<void> {
    const id = randomUUID();
    await manager.insert(
      ProductEntity,
      manager.create(ProductEntity, { id, ...this.columns(record), stock: record.stock }),
    );
    await this.catalogue.recordPrices(manager, [{ productId: id, priceCents: record.priceCents }]);
    for (const locale of LOCALES) {
      const texts = record.translations[locale];
      if (texts) await manager.insert(ProductTranslationEntity, textRow(id, locale, texts));
    }
    await this.audit.record(
      actor,
      {
        action: 'product.create',
        entityType: 'product',
        entityId: id,
        changes: { slug: record.slug, visible: record.visible, source: 'csv-import' },
      },
      manager,
    );
  }

  private async update(manager: EntityManager, actor: AuditActor, row: PlannedRow): Promise<void> {
    const product = row.existing!;
    const before = row.before!;
    const record = row.record!;
    const changes: Record<string, unknown> = { source: 'csv-import' };
    const set: Partial<ProductEntity> = {};
    const columns = this.columns(record);
    const previous = this.columns(before);
    for (const [key, value] of Object.entries(columns) as [keyof ProductEntity, unknown][])
      if (!same(previous[key], value)) {
        (set as Record<string, unknown>)[key] = value;
        changes[key === 'active' ? 'visible' : key] = [previous[key], value];
      }
    if (Object.keys(set).length) await manager.update(ProductEntity, { id: product.id }, set);
    if (set.priceCents !== undefined)
      await this.catalogue.recordPrices(manager, [
        { productId: product.id, priceCents: record.priceCents },
      ]);
    if (before.stock !== record.stock) {
      // The stock the plan saw, compared and set in one statement: a sale in between is not lost.
      const result = await manager
        .createQueryBuilder()
        .update(ProductEntity)
        .set({ stock: record.stock })
        .where('id = :id AND stock = :seen', { id: product.id, seen: before.stock })
        .execute();
      if ((result.affected ?? 0) !== 1)
        throw new AppError(
          'conflict',
          CatalogueErrorCode.STOCK_CHANGED,
          `The stock of ${record.slug} changed during the import; nothing was imported.`,
          { errors: { stock: 'validation.stockChanged' } },
        );
      changes.stock = [before.stock, record.stock];
      if (before.stock === 0 && record.stock > 0)
        await this.catalogue.announceRestock(product.id, manager);
    }
    for (const locale of LOCALES) {
      const a = before.translations[locale];
      const b = record.translations[locale];
      if (same(a, b)) continue;
      changes[`translations.${locale}`] = [a ?? null, b ?? null];
      if (!b) await manager.delete(ProductTranslationEntity, { productId: product.id, locale });
      else if (a)
        await manager.update(
          ProductTranslationEntity,
          { productId: product.id, locale },
          textRow(product.id, locale, b),
        );
      else await manager.insert(ProductTranslationEntity, textRow(product.id, locale, b));
    }
    await this.audit.record(
      actor,
      { action: 'product.update', entityType: 'product', entityId: product.id, changes },
      manager,
    );
  }
}

function textRow(productId: string, locale: Locale, texts: ProductTexts) {
  return {
    productId,
    locale,
    name: texts.name,
    nameSortKey: sortKey(texts.name),
    subtitle: texts.subtitle,
    description: texts.description,
    usage: texts.usage,
    ingredients: texts.ingredients,
    consistency: texts.consistency,
  };
}
