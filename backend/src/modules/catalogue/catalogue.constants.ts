import type { Locale } from '../../common/i18n/locale.js';

/** The four product lines (SPEC §1). */
export const COLLECTIONS = ['blue', 'black', 'gold', 'grey'] as const;
export type CollectionSlug = (typeof COLLECTIONS)[number];

/** Product types of SPEC §3, as URL-safe values. Gift sets and routines sold as one product are `sets`. */
export const PRODUCT_TYPES = [
  'cleanser',
  'toner',
  'serum',
  'cream',
  'eye-care',
  'lip-care',
  'mask',
  'peel',
  'exfoliant',
  'dermasoft',
  'gel',
  'foam',
  'lotion',
  'spray',
  'capsules',
  'supplements',
  'day-and-night-care',
  'sets',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const SKIN_TYPES = [
  'normal',
  'dry',
  'oily',
  'combination',
  'sensitive',
  'problem',
  'mature',
] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

export const TIMINGS = ['day', 'night'] as const;
export type Timing = (typeof TIMINGS)[number];

/** What a product of type `sets` is: a gift set (home page block) or a complete routine. */
export const SET_KINDS = ['gift', 'routine'] as const;
export type SetKind = (typeof SET_KINDS)[number];

export const SPF_VALUES = [30, 50] as const;

/** Default order is the bestseller rank (ranked products first), then the name. */
export const PRODUCT_SORTS = [
  'bestseller',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCTS_PER_PAGE = 12;
export const PRODUCTS_MAX_PER_PAGE = 48;

/** Line colours; the generated artwork and the storefront's accents use them. */
export const COLLECTION_COLOURS: Record<CollectionSlug, string> = {
  blue: '#2f5d8a',
  black: '#1b1b1f',
  gold: '#b8924a',
  grey: '#8c8c8c',
};

type Labels<K extends string> = Record<Locale, Record<K, string>>;

export const COLLECTION_LABELS: Labels<CollectionSlug> = {
  nl: { blue: 'Blue', black: 'Black', gold: 'Gold', grey: 'Grey' },
  en: { blue: 'Blue', black: 'Black', gold: 'Gold', grey: 'Grey' },
  de: { blue: 'Blue', black: 'Black', gold: 'Gold', grey: 'Grey' },
  fr: { blue: 'Blue', black: 'Black', gold: 'Gold', grey: 'Grey' },
};

export const PRODUCT_TYPE_LABELS: Labels<ProductType> = {
  nl: {
    cleanser: 'Reiniger',
    toner: 'Tonic',
    serum: 'Serum',
    cream: 'Crème',
    'eye-care': 'Oogverzorging',
    'lip-care': 'Lipverzorging',
    mask: 'Masker',
    peel: 'Peeling',
    exfoliant: 'Exfoliant',
    dermasoft: 'Dermasoft',
    gel: 'Gel',
    foam: 'Schuim',
    lotion: 'Lotion',
    spray: 'Spray',
    capsules: 'Capsules',
    supplements: 'Supplementen',
    'day-and-night-care': 'Dag- en nachtverzorging',
    sets: 'Sets',
  },
  en: {
    cleanser: 'Cleanser',
    toner: 'Toner',
    serum: 'Serum',
    cream: 'Cream',
    'eye-care': 'Eye care',
    'lip-care': 'Lip care',
    mask: 'Mask',
    peel: 'Peel',
    exfoliant: 'Exfoliant',
    dermasoft: 'Dermasoft',
    gel: 'Gel',
    foam: 'Foam',
    lotion: 'Lotion',
    spray: 'Spray',
    capsules: 'Capsules',
    supplements: 'Supplements',
    'day-and-night-care': 'Day and night care',
    sets: 'Sets',
  },
  de: {
    cleanser: 'Reinigung',
    toner: 'Tonikum',
    serum: 'Serum',
    cream: 'Creme',
    'eye-care': 'Augenpflege',
    'lip-care': 'Lippenpflege',
    mask: 'Maske',
    peel: 'Peeling',
    exfoliant: 'Exfoliant',
    dermasoft: 'Dermasoft',
    gel: 'Gel',
    foam: 'Schaum',
    lotion: 'Lotion',
    spray: 'Spray',
    capsules: 'Kapseln',
    supplements: 'Nahrungsergänzung',
    'day-and-night-care': 'Tages- und Nachtpflege',
    sets: 'Sets',
  },
  fr: {
    cleanser: 'Nettoyant',
    toner: 'Tonique',
    serum: 'Sérum',
    cream: 'Crème',
    'eye-care': 'Soin des yeux',
    'lip-care': 'Soin des lèvres',
    mask: 'Masque',
    peel: 'Peeling',
    exfoliant: 'Exfoliant',
    dermasoft: 'Dermasoft',
    gel: 'Gel',
    foam: 'Mousse',
    lotion: 'Lotion',
    spray: 'Spray',
    capsules: 'Gélules',
    supplements: 'Compléments',
    'day-and-night-care': 'Soin jour et nuit',
    sets: 'Coffrets',
  },
};

export const SKIN_TYPE_LABELS: Labels<SkinType> = {
  nl: {
    normal: 'Normale huid',
    dry: 'Droge huid',
    oily: 'Vette huid',
    combination: 'Gemengde huid',
    sensitive: 'Gevoelige huid',
    problem: 'Probleemhuid',
    mature: 'Rijpere huid',
  },
  en: {
    normal: 'Normal skin',
    dry: 'Dry skin',
    oily: 'Oily skin',
    combination: 'Combination skin',
    sensitive: 'Sensitive skin',
    problem: 'Problem skin',
    mature: 'Mature skin',
  },
  de: {
    normal: 'Normale Haut',
    dry: 'Trockene Haut',
    oily: 'Fettige Haut',
    combination: 'Mischhaut',
    sensitive: 'Empfindliche Haut',
    problem: 'Problemhaut',
    mature: 'Reife Haut',
  },
  fr: {
    normal: 'Peau normale',
    dry: 'Peau sèche',
    oily: 'Peau grasse',
    combination: 'Peau mixte',
    sensitive: 'Peau sensible',
    problem: 'Peau à problèmes',
    mature: 'Peau mature',
  },
};

export const TIMING_LABELS: Labels<Timing> = {
  nl: { day: 'Dag', night: 'Nacht' },
  en: { day: 'Day', night: 'Night' },
  de: { day: 'Tag', night: 'Nacht' },
  fr: { day: 'Jour', night: 'Nuit' },
};

/** Image URL of the generated product artwork (see images.controller.ts). */
export function productImageUrl(
  product: { slug: string; collection: CollectionSlug; type: ProductType },
  view?: 'front' | 'texture',
): string {
  return `/api/images/products/${product.collection}/${product.type}/${product.slug}.svg${view && view !== 'front' ? `?view=${view}` : ''}`;
}
