import { collections } from '../../lib/routes.ts';

/** The main navigation: the four lines, then the site's sections. */
export const collectionItems = collections;

export const sectionItems = [
  { route: 'products', labelKey: 'nav.products' },
  { route: 'routines', labelKey: 'nav.routines' },
  { route: 'magazine', labelKey: 'nav.magazine' },
  { route: 'stores', labelKey: 'nav.stores' },
  { route: 'about', labelKey: 'nav.about' },
] as const;
