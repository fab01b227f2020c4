/** The catalogue's whitelists (backend catalogue.constants.ts); labels are products.* keys. */
export const COLLECTIONS = ['blue', 'black', 'gold', 'grey'] as const;
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
export const SKIN_TYPES = [
  'normal',
  'dry',
  'oily',
  'combination',
  'sensitive',
  'problem',
  'mature',
] as const;
export const TIMINGS = ['day', 'night'] as const;
export const SET_KINDS = ['gift', 'routine'] as const;
export const PRODUCT_LOCALES = ['nl', 'en', 'de', 'fr'] as const;
export const LOW_STOCK = 5;

const choices = (values: readonly string[], group: string) =>
  values.map((id) => ({ id, name: `products.${group}.${id}` }));

export const collectionChoices = choices(COLLECTIONS, 'collections');
export const typeChoices = choices(PRODUCT_TYPES, 'types');
export const skinTypeChoices = choices(SKIN_TYPES, 'skinTypes');
export const timingChoices = choices(TIMINGS, 'timings');
export const setKindChoices = choices(SET_KINDS, 'setKinds');
export const spfChoices = [
  { id: 30, name: 'SPF 30' },
  { id: 50, name: 'SPF 50' },
];
