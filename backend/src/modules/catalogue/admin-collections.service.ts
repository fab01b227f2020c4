import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { AppError } from '../../common/errors/app-error.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/i18n/locale.js';
import { AuditService, diffFields, type AuditActor } from '../audit/audit.service.js';
import { COLLECTIONS, type CollectionSlug } from './catalogue.constants.js';
import { CatalogueErrorCode } from './catalogue.errors.js';
import type {
  AdminCollectionListResponseDto,
  AdminCollectionResponseDto,
  AdminCollectionTranslationsDto,
  CollectionTextsInputDto,
  CollectionTranslationsInputDto,
  CreateAdminCollectionDto,
  ListAdminCollectionsQueryDto,
  UpdateAdminCollectionDto,
} from './dto/admin-collection.dto.js';
import { CollectionEntity, type CollectionTexts } from './entities/collection.entity.js';
import { ProductEntity } from './entities/product.entity.js';

const TEXT_FIELDS = ['name', 'tagline', 'audience', 'description'] as const;

/** Trimmed texts; a language whose texts are all blank counts as absent. */
function cleanTexts(input: CollectionTextsInputDto | null | undefined): CollectionTexts | null {
  if (!input) return null;
  const out = {} as CollectionTexts;
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    out[field] = typeof value === 'string' ? value.trim() : '';
  }
  return TEXT_FIELDS.every((field) => out[field] === '') ? null : out;
}

function toResponse(entity: CollectionEntity, productCount: number): AdminCollectionResponseDto {
  const translations = Object.fromEntries(
    LOCALES.map((locale) => [locale, entity.translations[locale] ?? null]),
  ) as unknown as AdminCollectionTranslationsDto;
  if (!translations.nl)
    translations.nl = { name: entity.slug, tagline: '', audience: '', description: '' };
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    id: entity.slug,
    slug: entity.slug,
    name: translations.nl.name,
    colour: entity.colour,
    position: Number(entity.position),
    ageRange: entity.ageRange,
    image: entity.image,
    productCount,
    translations,
    createdAt: iso(entity.createdAt),
    updatedAt: iso(entity.updatedAt),
  };
}

/**
 * The back-office side of the product lines: list, create, edit and delete (only while no product,
 * hidden ones included, belongs to the line), each write audited. Public answers that show lines are
 * dropped from the public-answer cache by its TypeORM subscriber (the `collection` table is public).
 */
@Injectable()
export class AdminCollectionsService {
  constructor(
    @InjectRepository(CollectionEntity) private readonly collections: Repository<CollectionEntity>,
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListAdminCollectionsQueryDto): Promise<AdminCollectionListResponseDto> {
    const ids = (query.ids?.split(',') ?? []).filter((id) =>
      (COLLECTIONS as readonly string[]).includes(id),
    ) as CollectionSlug[];
    const where = query.ids ? { slug: In(ids) } : {};
    const sort = query.sort ?? 'position';
    const [rows, total] = await this.collections.findAndCount({
      where,
      order: { [sort]: query.sort ? query.order : 'ASC', slug: 'ASC' },
      skip: query.skip,
      take: query.perPage,
    });
    const counts = await this.productCounts();
    return {
      data: rows.map((row) => toResponse(row, counts.get(row.slug) ?? 0)),
      total,
    };
  }

  async get(slug: string): Promise<AdminCollectionResponseDto> {
    const entity = await this.find(slug);
    return toResponse(entity, (await this.productCounts()).get(entity.slug) ?? 0);
  }

  /** Whether a line exists (the product edit and the CSV import check their references with it). */
  async existing(): Promise<Set<string>> {
    const rows = await this.collections.find({ select: { slug: true } });
    return new Set(rows.map((row) => row.slug));
  }

  async create(
    actor: AuditActor,
    input: CreateAdminCollectionDto,
  ): Promise<AdminCollectionResponseDto> {
    const errors: Record<string, string> = {};
    const translations = this.mergeTexts({}, input.translations, errors);
    if (!input.colour) errors.colour = 'validation.required';
    if (Object.keys(errors).length) throw this.invalid(errors);
    if (await this.collections.existsBy({ slug: input.slug }))
      throw new AppError(
        'conflict',
        CatalogueErrorCode.COLLECTION_EXISTS,
        'This collection already exists.',
        { errors: { slug: 'validation.taken' } },
      );
    const entity = this.collections.create({
      slug: input.slug,
      colour: input.colour!.toLowerCase(),
      position: input.position ?? (await this.collections.count()),
      ageRange: input.ageRange?.trim() || null,
      image: input.image || null,
      translations,
    });
    await this.transactions.run(async (manager) => {
      await manager.insert(CollectionEntity, entity);
      await this.audit.record(
        actor,
        {
          action: 'collection.create',
          entityType: 'collection',
          entityId: entity.slug,
          changes: { colour: entity.colour, position: entity.position },
        },
        manager,
      );
    });
    return this.get(entity.slug);
  }

  async update(
    actor: AuditActor,
    slug: string,
    input: UpdateAdminCollectionDto,
  ): Promise<AdminCollectionResponseDto> {
    const entity = await this.find(slug);
    const errors: Record<string, string> = {};
    const translations = this.mergeTexts(entity.translations, input.translations, errors);
    if (Object.keys(errors).length) throw this.invalid(errors);
    const fields: Partial<CollectionEntity> = {
      colour: input.colour?.toLowerCase(),
      position: input.position,
      ageRange: input.ageRange === undefined ? undefined : input.ageRange?.trim() || null,
      image: input.image === undefined ? undefined : input.image || null,
    };
    const changes = diffFields({ ...entity }, fields);
    for (const locale of LOCALES) {
      const a = entity.translations[locale] ?? null;
      const b = translations[locale] ?? null;
      if (JSON.stringify(a) !== JSON.stringify(b)) changes[`translations.${locale}`] = [a, b];
    }
    if (Object.keys(changes).length) {
      const set: Partial<CollectionEntity> = { translations };
      for (const [key, value] of Object.entries(fields))
        if (value !== undefined) (set as Record<string, unknown>)[key] = value;
      await this.transactions.run(async (manager) => {
        await manager.save(
          CollectionEntity,
          manager.create(CollectionEntity, { ...entity, ...set }),
        );
        await this.audit.record(
          actor,
          { action: 'collection.update', entityType: 'collection', entityId: entity.slug, changes },
          manager,
        );
      });
    }
    return this.get(entity.slug);
  }

  /** Deletes a line that no product (hidden ones included) belongs to; otherwise 409. */
  async remove(actor: AuditActor, slug: string): Promise<AdminCollectionResponseDto> {
    const entity = await this.find(slug);
    const before = toResponse(entity, 0);
    await this.transactions.run(async (manager) => {
      const inUse = await manager.count(ProductEntity, { where: { collection: entity.slug } });
      if (inUse > 0)
        throw new AppError(
          'conflict',
          CatalogueErrorCode.COLLECTION_IN_USE,
          `${inUse} product(s) still belong to this collection.`,
          { errors: { slug: 'validation.collectionInUse' }, extra: { productCount: inUse } },
        );
      await manager.delete(CollectionEntity, { slug: entity.slug });
      await this.audit.record(
        actor,
        {
          action: 'collection.delete',
          entityType: 'collection',
          entityId: entity.slug,
          changes: { colour: entity.colour, name: before.name },
        },
        manager,
      );
    });
    return before;
  }

  /**
   * The texts after an edit: a sent language replaces (merges into) what is there, null or all blank
   * removes it (it falls back to nl); nl must keep a name.
   */
  private mergeTexts(
    current: Partial<Record<Locale, CollectionTexts>>,
    input: CollectionTranslationsInputDto | undefined,
    errors: Record<string, string>,
  ): Partial<Record<Locale, CollectionTexts>> {
    const next: Partial<Record<Locale, CollectionTexts>> = { ...current };
    for (const locale of LOCALES) {
      if (!input || !(locale in input)) continue;
      const given = input[locale];
      const merged = given ? cleanTexts({ ...(current[locale] ?? {}), ...given }) : null;
      if (merged) next[locale] = merged;
      else delete next[locale];
    }
    if (!next[DEFAULT_LOCALE]?.name) errors['translations.nl.name'] = 'validation.required';
    for (const locale of LOCALES)
      if (locale !== DEFAULT_LOCALE && next[locale] && !next[locale]!.name)
        errors[`translations.${locale}.name`] = 'validation.required';
    return next;
  }

  private invalid(errors: Record<string, string>): AppError {
    return new AppError(
      'validation',
      CatalogueErrorCode.COLLECTION_INVALID,
      'The collection is not valid.',
      {
        errors,
      },
    );
  }

  private async productCounts(): Promise<Map<string, number>> {
    const rows = await this.products
      .createQueryBuilder('p')
      .select('p.collection', 'collection')
      .addSelect('COUNT(*)', 'count')
      .groupBy('p.collection')
      .getRawMany<{ collection: string; count: string | number }>();
    return new Map(rows.map((row) => [row.collection, Number(row.count)]));
  }

  private async find(slug: string): Promise<CollectionEntity> {
    const entity = (COLLECTIONS as readonly string[]).includes(slug)
      ? await this.collections.findOneBy({ slug: slug as CollectionSlug })
      : null;
    if (!entity)
      throw new AppError(
        'not_found',
        CatalogueErrorCode.COLLECTION_NOT_FOUND,
        'Collection not found.',
      );
    return entity;
  }
}
