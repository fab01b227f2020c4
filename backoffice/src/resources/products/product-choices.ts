/** Choices for the catalogue's enums (generated from the API); labels are products.* keys. */
import {
  COLLECTIONS,
  PRODUCT_TYPES,
  SET_KINDS,
  SKIN_TYPES,
  SPF_VALUES,
  TIMINGS,
} from '../../api/generated/enums';
import { choicesOf } from '../../lib/choices';

export const collectionChoices = choicesOf(COLLECTIONS, 'products.collections');
export const typeChoices = choicesOf(PRODUCT_TYPES, 'products.types');
export const skinTypeChoices = choicesOf(SKIN_TYPES, 'products.skinTypes');
export const timingChoices = choicesOf(TIMINGS, 'products.timings');
export const setKindChoices = choicesOf(SET_KINDS, 'products.setKinds');
export const spfChoices = SPF_VALUES.map((id) => ({ id, name: `SPF ${id}` }));
