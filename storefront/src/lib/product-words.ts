/**
 * Words that depend on a number or a country: a product's size ("3 products", "60 tablets" are
 * stored in English in the catalogue and said with the locale's plural) and "to {country}" with
 * the preposition and article the country takes ("aux Pays-Bas", "in die Niederlande").
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const countedUnits: Record<string, 'products' | 'tablets' | 'capsules'> = {
  product: 'products',
  products: 'products',
  tablet: 'tablets',
  tablets: 'tablets',
  capsule: 'capsules',
  capsules: 'capsules',
};

/** A size counted in pieces ("3 products"), or null for measures ("50 ml") and anything else. */
export function countedSize(
  size: string,
): { count: number; unit: 'products' | 'tablets' | 'capsules' } | null {
  const match = /^\s*(\d{1,4})\s+([a-z]+)\s*$/i.exec(size);
  const unit = match ? countedUnits[match[2]!.toLowerCase()] : undefined;
  return match && unit ? { count: Number(match[1]), unit } : null;
}

/** The size in the locale of `t` (common namespace): pieces with the plural, measures as they are. */
export function sizeText(t: TFunction, size: string): string {
  const counted = countedSize(size);
  return counted ? t(`productSize.${counted.unit}`, { ns: 'common', count: counted.count }) : size;
}

/** "to {country}" in the locale of `t`: the country's own phrase, else the locale's default. */
export function countryTo(t: TFunction, code: string): string {
  const name = t(`countries.${code}`, { ns: 'common', defaultValue: code });
  return t(`countryTo.${code}`, {
    ns: 'common',
    defaultValue: t('countryTo.default', { ns: 'common', name }),
  });
}

/** {@link sizeText} in the current locale. */
export function useSizeText(): (size: string) => string {
  const { t } = useTranslation();
  return useCallback((size: string) => sizeText(t, size), [t]);
}

/** {@link countryTo} in the current locale. */
export function useCountryTo(): (code: string) => string {
  const { t } = useTranslation();
  return useCallback((code: string) => countryTo(t, code), [t]);
}
