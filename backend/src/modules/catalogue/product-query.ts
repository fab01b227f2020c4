import type { Repository, SelectQueryBuilder } from 'typeorm';
import { DEFAULT_LOCALE, type Locale } from '../../common/i18n/locale.js';
import { ProductTranslationEntity } from './entities/product-translation.entity.js';
import type { ProductEntity } from './entities/product.entity.js';

/**
 * Products `p` with their texts in the locale (`t`) and in nl (`n`) joined, selecting the id, slug,
 * name and subtitle (field by field falling back to nl) and `translationId` (null: no text of its
 * own in the locale). Callers add their columns and conditions.
 */
export function translatedProducts(
  products: Repository<ProductEntity>,
  locale: Locale,
): SelectQueryBuilder<ProductEntity> {
  return products
    .createQueryBuilder('p')
    .leftJoin(ProductTranslationEntity, 't', 't.productId = p.id AND t.locale = :locale', {
      locale,
    })
    .leftJoin(ProductTranslationEntity, 'n', 'n.productId = p.id AND n.locale = :fallbackLocale', {
      fallbackLocale: DEFAULT_LOCALE,
    })
    .select('p.id', 'id')
    .addSelect('p.slug', 'slug')
    .addSelect('COALESCE(t.name, n.name)', 'name')
    .addSelect('COALESCE(t.subtitle, n.subtitle)', 'subtitle')
    .addSelect('t.id', 'translationId');
}

/** The image paths stored as a JSON array; anything else reads as none. */
export function parseImages(value: string | null): string[] {
  try {
    const parsed: unknown = value ? JSON.parse(value) : [];
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}
