import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { DEFAULT_LOCALE, type Locale } from '../../common/i18n/locale.js';
import { ProductEntity } from './entities/product.entity.js';
import { parseImages, translatedProducts } from './product-query.js';
import { isUuid } from '../../common/ids.js';
import {
  PRODUCT_TYPE_LABELS,
  type CollectionSlug,
  type ProductType,
} from './catalogue.constants.js';

/** A product as the partner shop offers it: professional price (VAT excluded), minimum quantity, stock. */
export interface PartnerOffer {
  id: string;
  slug: string;
  /** In the requested language, nl where it has no text of its own (the slug when neither has one). */
  name: string;
  subtitle: string | null;
  image: string | null;
  size: string | null;
  /** The line (blue, black, gold, grey) and the product type, to search and filter the shop by. */
  collection: CollectionSlug;
  type: ProductType;
  /** The type in the requested language. */
  typeLabel: string;
  partnerPriceCents: number;
  vatRate: number;
  /** Smallest quantity per order line (at least 1). */
  minQuantity: number;
  /** A salon size: sold to partners only. */
  partnerOnly: boolean;
  stock: number;
  inStock: boolean;
  locale: Locale;
}

/** The professional terms of a product, read inside the partner checkout's transaction. */
export interface PartnerTerms {
  /** null: no longer in the partner shop. */
  partnerPriceCents: number | null;
  partnerMinQuantity: number;
}

interface PartnerRow {
  id: string;
  slug: string;
  name: string | null;
  subtitle: string | null;
  translationId: string | null;
  images: string | null;
  size: string | null;
  collection: CollectionSlug;
  type: ProductType;
  partnerPriceCents: number | string;
  vatRate: number | string;
  partnerMinQuantity: number | string;
  partnerOnly: boolean | number | string;
  stock: number | string;
}

/**
 * The catalogue's offer to partner salons (issue 9): active products with a professional price,
 * partner-only products (salon sizes) included. The partner shop asks here; it never reads products.
 */
@Injectable()
export class PartnerOffersService {
  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
  ) {}

  /** Every product of the partner shop (one query), by name in the locale. */
  async list(locale: Locale): Promise<PartnerOffer[]> {
    const rows = await this.query(locale).getRawMany<PartnerRow>();
    return rows
      .map((row) => this.toOffer(row, locale))
      .sort((a, b) => a.name.localeCompare(b.name, locale) || a.slug.localeCompare(b.slug));
  }

  /** These products as far as they are in the partner shop, by id (one query). */
  async byIds(ids: readonly string[], locale: Locale): Promise<Map<string, PartnerOffer>> {
    if (ids.length === 0) return new Map();
    const rows = await this.query(locale)
      .andWhere('p.id IN (:...ids)', { ids: [...ids] })
      .getRawMany<PartnerRow>();
    return new Map(rows.map((row) => [row.id, this.toOffer(row, locale)]));
  }

  /** Stock and minimum quantity of an active product with a professional price; null otherwise. */
  async find(productId: string): Promise<{ stock: number; partnerMinQuantity: number } | null> {
    const product = isUuid(productId)
      ? await this.products.findOne({
          where: { id: productId, active: true },
          select: { id: true, stock: true, partnerPriceCents: true, partnerMinQuantity: true },
        })
      : null;
    if (!product || product.partnerPriceCents === null) return null;
    return { stock: Number(product.stock), partnerMinQuantity: Number(product.partnerMinQuantity) };
  }

  /** Professional price and minimum quantity of these products, inside the caller's transaction. */
  async termsIn(
    manager: EntityManager,
    ids: readonly string[],
  ): Promise<Map<string, PartnerTerms>> {
    const rows = await manager.getRepository(ProductEntity).find({
      where: { id: In([...ids]) },
      select: { id: true, partnerPriceCents: true, partnerMinQuantity: true },
    });
    return new Map(
      rows.map((row) => [
        row.id,
        {
          partnerPriceCents: row.partnerPriceCents === null ? null : Number(row.partnerPriceCents),
          partnerMinQuantity: Number(row.partnerMinQuantity),
        },
      ]),
    );
  }

  private query(locale: Locale) {
    return translatedProducts(this.products, locale)
      .addSelect('p.images', 'images')
      .addSelect('p.size', 'size')
      .addSelect('p.collection', 'collection')
      .addSelect('p.type', 'type')
      .addSelect('p.partnerPriceCents', 'partnerPriceCents')
      .addSelect('p.vatRate', 'vatRate')
      .addSelect('p.partnerMinQuantity', 'partnerMinQuantity')
      .addSelect('p.partnerOnly', 'partnerOnly')
      .addSelect('p.stock', 'stock')
      .where('p.active = :active AND p.partnerPriceCents IS NOT NULL', { active: true });
  }

  private toOffer(row: PartnerRow, locale: Locale): PartnerOffer {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name ?? row.slug,
      subtitle: row.subtitle,
      image: parseImages(row.images)[0] ?? null,
      size: row.size,
      collection: row.collection,
      type: row.type,
      typeLabel: PRODUCT_TYPE_LABELS[locale][row.type] ?? row.type,
      partnerPriceCents: Number(row.partnerPriceCents),
      vatRate: Number(row.vatRate),
      minQuantity: Math.max(1, Number(row.partnerMinQuantity)),
      partnerOnly:
        row.partnerOnly === true ||
        row.partnerOnly === 1 ||
        row.partnerOnly === '1' ||
        row.partnerOnly === 'true',
      stock: Number(row.stock),
      inStock: Number(row.stock) > 0,
      locale: row.translationId ? locale : DEFAULT_LOCALE,
    };
  }
}
