import type { Locale } from '../../common/i18n/locale.js';

/** `training`: partner-only (partner portal); never answered by the public content endpoints. */
export const POST_TYPES = ['blog', 'routine', 'page', 'training'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** Lists: the magazine (blog) and the routines. Fixed pages have their own endpoint. */
export const LISTED_POST_TYPES = ['blog', 'routine'] as const;
export type ListedPostType = (typeof LISTED_POST_TYPES)[number];

export const POST_SORTS = ['latest', 'oldest'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** SPEC §9: the magazine shows 6 articles. */
export const POSTS_PER_PAGE = 6;
export const POSTS_MAX_PER_PAGE = 24;

/** SPEC §5 limits. */
export const SECTION_TEXT_MAX = 250;
export const FEATURED_PRODUCTS_MIN = 2;
export const FEATURED_PRODUCTS_MAX = 6;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'svg', 'webp'] as const;

/** The content of the home page is the fixed page with this translation key. */
export const HOME_PAGE_KEY = 'home';

/**
 * The storefront's path word of each fixed page per language (its route table), so that a preview
 * opens the page where visitors will see it. Another fixed page is a landing page (`/lp/{slug}`).
 */
export const FIXED_PAGE_PATHS: Record<string, Record<Locale, string>> = {
  about: { nl: 'over-ons', en: 'about-us', de: 'unsere-story', fr: 'a-propos' },
  sustainability: { nl: 'duurzaam', en: 'sustainability', de: 'nachhaltig', fr: 'durabilite' },
  epigenetics: { nl: 'epigenetica', en: 'epigenetics', de: 'epigenetics', fr: 'epigenetique' },
  privacy: { nl: 'privacy', en: 'privacy', de: 'datenschutz', fr: 'confidentialite' },
  impressum: { nl: 'impressum', en: 'impressum', de: 'impressum', fr: 'mentions-legales' },
  terms: { nl: 'algemene-voorwaarden', en: 'terms', de: 'agb', fr: 'conditions-generales' },
  shipping: { nl: 'verzending', en: 'shipping', de: 'versand', fr: 'expedition' },
  accessibility: {
    nl: 'toegankelijkheid',
    en: 'accessibility',
    de: 'barrierefreiheit',
    fr: 'accessibilite',
  },
  home: { nl: '', en: '', de: '', fr: '' },
};

/** FAQ sections in display order (SPEC §2). */
export const FAQ_SECTIONS = [
  'brand',
  'orders-returns',
  'products',
  'professionals',
  'results',
  'skin',
  'more',
] as const;
export type FaqSection = (typeof FAQ_SECTIONS)[number];

export const FAQ_SECTION_TITLES: Record<Locale, Record<FaqSection, string>> = {
  nl: {
    brand: 'Het merk',
    'orders-returns': 'Bestellingen en retours',
    products: 'Producten',
    professionals: 'Professionals',
    results: 'Resultaten',
    skin: 'Huid',
    more: 'Meer',
  },
  en: {
    brand: 'The brand',
    'orders-returns': 'Orders and returns',
    products: 'Products',
    professionals: 'Professionals',
    results: 'Results',
    skin: 'Skin',
    more: 'More',
  },
  de: {
    brand: 'Die Marke',
    'orders-returns': 'Bestellungen und Rücksendungen',
    products: 'Produkte',
    professionals: 'Profis',
    results: 'Ergebnisse',
    skin: 'Haut',
    more: 'Mehr',
  },
  fr: {
    brand: 'La marque',
    'orders-returns': 'Commandes et retours',
    products: 'Produits',
    professionals: 'Professionnels',
    results: 'Résultats',
    skin: 'Peau',
    more: 'Plus',
  },
};
