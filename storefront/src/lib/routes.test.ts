import { describe, expect, it } from 'vitest';
import {
  alternates,
  breadcrumbTrail,
  fullPattern,
  getRoute,
  href,
  locales,
  paramNames,
  paramsAllowed,
  relativePattern,
  resolvePath,
  resolveWords,
  routeNames,
  routeTable,
  sitemapEntries,
  type RouteName,
} from './routes.ts';

/**
 * SPEC.md §2, row by row: the English path (after {locale}) and the aliases the spec gives,
 * as [nl, de] where it names them. fr words are ours, so only their presence is checked.
 */
const spec: { name: RouteName; en: string; nl?: string; de?: string }[] = [
  { name: 'home', en: '' },
  { name: 'collection', en: 'collections/:collection' },
  { name: 'products', en: 'products/*', nl: 'producten/*', de: 'produkte/*' },
  { name: 'product', en: 'product/:slug', de: 'produkt/:slug' },
  { name: 'about', en: 'about-us', nl: 'over-ons', de: 'unsere-story' },
  { name: 'magazine', en: 'magazine', de: 'presse' },
  { name: 'magazineArticle', en: 'magazine/:slug', de: 'presse/:slug' },
  { name: 'routines', en: 'routines' },
  { name: 'routine', en: 'routines/:slug' },
  { name: 'sustainability', en: 'sustainability', nl: 'duurzaam', de: 'nachhaltig' },
  { name: 'epigenetics', en: 'epigenetics', nl: 'epigenetica' },
  { name: 'stores', en: 'stores', nl: 'verkooppunten', de: 'shops' },
  { name: 'becomingPartner', en: 'becoming-partner', nl: 'partner-worden', de: 'partner-werden' },
  { name: 'contact', en: 'contact', de: 'kontakt' },
  { name: 'privacy', en: 'privacy', de: 'datenschutz' },
  { name: 'faq', en: 'faq' },
  { name: 'impressum', en: 'impressum' },
  { name: 'notFound', en: '404' },
  { name: 'login', en: 'login', nl: 'inloggen', de: 'einloggen' },
  { name: 'register', en: 'register', nl: 'registreren', de: 'registrieren' },
  { name: 'favourites', en: 'favorites', nl: 'favorieten', de: 'favoriten' },
  { name: 'cart', en: 'cart', nl: 'winkelmand', de: 'warenkorb' },
  {
    name: 'cartSummary',
    en: 'cart/summary',
    nl: 'winkelmand/overzicht',
    de: 'warenkorb/ubersicht',
  },
  {
    name: 'cartDelivery',
    en: 'cart/delivery',
    nl: 'winkelmand/aflevering',
    de: 'warenkorb/lieferung',
  },
  { name: 'cartSuccess', en: 'cart/:id', nl: 'winkelmand/:id', de: 'warenkorb/:id' },
  { name: 'account', en: 'account', de: 'konto' },
  {
    name: 'accountOverview',
    en: 'account/overview',
    nl: 'account/overzicht',
    de: 'konto/ubersicht',
  },
  {
    name: 'accountDetails',
    en: 'account/details',
    nl: 'account/gegevens',
    de: 'konto/einzelheiten',
  },
  {
    name: 'accountAddresses',
    en: 'account/addresses',
    nl: 'account/adressen',
    de: 'konto/adressen',
  },
  { name: 'accountPayment', en: 'account/payment', nl: 'account/betaal', de: 'konto/zahlung' },
  { name: 'accountOrders', en: 'account/orders', nl: 'account/bestellingen', de: 'konto/auftrage' },
  {
    name: 'accountOrder',
    en: 'account/orders/:id',
    nl: 'account/bestellingen/:id',
    de: 'konto/auftrage/:id',
  },
  {
    name: 'accountBeautician',
    en: 'account/beautician',
    nl: 'account/schoonheidsspecialist',
    de: 'konto/kosmetikerin',
  },
  { name: 'admin', en: 'admin' },
  { name: 'adminBlogs', en: 'admin/blogs' },
  { name: 'adminBlogCreate', en: 'admin/blogs/create' },
  { name: 'adminBlogEdit', en: 'admin/blogs/edit/:id' },
  { name: 'adminBlogPreview', en: 'admin/blogs/preview/:id' },
  { name: 'passwordReset', en: 'password/reset/:token' },
];

/** Example params for every param name used in the table. */
const sampleParams = {
  collection: 'gold',
  slug: 'night-serum',
  id: '1042',
  token: 'tok3n',
  code: 'k7m2q9xd',
  '*': 'blue/serum',
};

describe('route table', () => {
  it.each(spec)('declares $name as SPEC §2 $en with its aliases', ({ name, en, nl, de }) => {
    expect(relativePattern(name, 'en')).toBe(en);
    expect(relativePattern(name, 'nl')).toBe(nl ?? en);
    expect(relativePattern(name, 'de')).toBe(de ?? en);
  });

  it('has path words for nl, en, de and fr on every screen, with the same params', () => {
    for (const entry of routeTable) {
      for (const locale of locales) {
        if (entry.name !== 'home')
          expect(entry.path[locale], `${entry.name} ${locale}`).toMatch(/\S/);
        expect(
          fullPattern(entry.name, locale)
            .split('/')
            .filter((s) => s.startsWith(':') || s === '*')
            .sort(),
        ).toEqual(
          fullPattern(entry.name, 'en')
            .split('/')
            .filter((s) => s.startsWith(':') || s === '*')
            .sort(),
        );
      }
    }
  });

  it('gives fr its own words', () => {
    expect(href('products', 'fr')).toBe('/fr/produits');
    expect(href('cartSummary', 'fr')).toBe('/fr/panier/recapitulatif');
    expect(href('login', 'fr')).toBe('/fr/connexion');
    expect(href('accountOrder', 'fr', { id: '7' })).toBe('/fr/compte/commandes/7');
  });

  it('declares title and description keys, breadcrumb flags and guards', () => {
    expect(getRoute('products')).toMatchObject({
      titleKey: 'routes.products.title',
      descriptionKey: 'routes.products.description',
    });
    const noCrumbs: RouteName[] = [
      'home',
      'stores',
      'cart',
      'cartSummary',
      'cartDelivery',
      'cartSuccess',
      'admin',
      'adminBlogs',
      'adminBlogCreate',
      'adminBlogEdit',
      'adminBlogPreview',
    ];
    for (const name of noCrumbs) expect(getRoute(name).breadcrumb, name).toBe(false);
    expect(getRoute('faq').breadcrumb).toBe(true);
    for (const name of [
      'favourites',
      'account',
      'accountOrder',
      'admin',
      'adminBlogEdit',
    ] as const) {
      expect(getRoute(name).guard, name).toBe('signed-in');
    }
    for (const name of ['cart', 'cartSummary', 'cartDelivery', 'cartSuccess'] as const)
      expect(getRoute(name).guard, name).toBe('shopper');
    expect(getRoute('login').guard).toBe('guest-only');
    expect(getRoute('register').guard).toBe('guest-only');
    expect(getRoute('products').guard).toBe('public');
  });

  it('keeps the screen patterns of a locale unique, also across the words of other locales', () => {
    const owners = new Map<string, RouteName>();
    for (const entry of routeTable) {
      for (const locale of locales) {
        const rel = relativePattern(entry.name, locale);
        const previous = owners.get(rel);
        if (previous)
          expect(previous, `"${rel}" used by ${previous} and ${entry.name}`).toBe(entry.name);
        owners.set(rel, entry.name);
      }
    }
  });

  it('builds links from names and resolves them back, for every screen and locale', () => {
    for (const name of routeNames) {
      for (const locale of locales) {
        const params = Object.fromEntries(
          paramNames(name).map((p) => [p, sampleParams[p as keyof typeof sampleParams]]),
        );
        const path = href(name, locale, params);
        expect(path.startsWith(getRoute(name).unprefixed ? '/lp/' : `/${locale}`)).toBe(true);
        const resolved = resolvePath(path);
        expect(resolved, path).not.toBeNull();
        expect(resolved?.name).toBe(name);
        if (!getRoute(name).unprefixed) expect(resolved?.locale).toBe(locale);
        expect(resolved?.params).toMatchObject(params);
      }
    }
  });

  it('builds links with params, splats and queries', () => {
    expect(href('home', 'nl')).toBe('/nl');
    expect(href('product', 'de', { slug: 'serum' })).toBe('/de/produkt/serum');
    expect(href('products', 'nl')).toBe('/nl/producten');
    expect(href('products', 'nl', { '*': 'blue/serum' })).toBe('/nl/producten/blue/serum');
    expect(href('cartSuccess', 'de', { id: '12' }, '?paid=1')).toBe('/de/warenkorb/12?paid=1');
    expect(href('landing', 'fr', { slug: 'summer' })).toBe('/lp/summer');
    expect(() => href('product', 'en')).toThrow();
  });

  it('resolves path words of every locale (aliases)', () => {
    expect(resolveWords('products')?.name).toBe('products');
    expect(resolveWords('producten')?.name).toBe('products');
    expect(resolveWords('produkte/blue')).toEqual({ name: 'products', params: { '*': 'blue' } });
    expect(resolveWords('produkt/x')).toEqual({ name: 'product', params: { slug: 'x' } });
    expect(resolveWords('winkelmand/overzicht')?.name).toBe('cartSummary');
    expect(resolveWords('winkelmand/9')).toEqual({ name: 'cartSuccess', params: { id: '9' } });
    expect(resolveWords('konto/auftrage/5')).toEqual({ name: 'accountOrder', params: { id: '5' } });
    expect(resolveWords('nothing-here')).toBeNull();
  });

  it('maps a screen to the same screen in the other languages, params and query kept (language switcher)', () => {
    expect(alternates('accountOrder', { id: '42' }, '?tab=items')).toEqual({
      nl: '/nl/account/bestellingen/42?tab=items',
      en: '/en/account/orders/42?tab=items',
      de: '/de/konto/auftrage/42?tab=items',
      fr: '/fr/compte/commandes/42?tab=items',
    });
    expect(alternates('about', {})).toEqual({
      nl: '/nl/over-ons',
      en: '/en/about-us',
      de: '/de/unsere-story',
      fr: '/fr/a-propos',
    });
  });

  it('limits collections to blue, black, gold and grey', () => {
    for (const collection of ['blue', 'black', 'gold', 'grey'])
      expect(paramsAllowed('collection', { collection })).toBe(true);
    expect(paramsAllowed('collection', { collection: 'purple' })).toBe(false);
    expect(paramsAllowed('product', { slug: 'anything' })).toBe(true);
  });

  it('derives breadcrumb trails from the table', () => {
    expect(breadcrumbTrail('home')).toEqual([]);
    expect(breadcrumbTrail('stores')).toEqual([]);
    expect(breadcrumbTrail('cartSummary')).toEqual([]);
    expect(breadcrumbTrail('product')).toEqual(['home', 'products', 'product']);
    expect(breadcrumbTrail('magazineArticle')).toEqual(['home', 'magazine', 'magazineArticle']);
    expect(breadcrumbTrail('accountOrder')).toEqual([
      'home',
      'account',
      'accountOrders',
      'accountOrder',
    ]);
  });

  it('lists public, indexable screens without params for the sitemap, with alternates', () => {
    const entries = sitemapEntries('https://shop.example/');
    const locs = entries.map((e) => e.loc);
    expect(locs).toContain('https://shop.example/nl/producten');
    expect(locs).toContain('https://shop.example/fr/a-propos');
    expect(locs).toContain('https://shop.example/de');
    expect(
      locs.some(
        (l) =>
          l.includes('/account') ||
          l.includes('/404') ||
          l.includes('/login') ||
          l.includes('/lp/'),
      ),
    ).toBe(false);
    expect(entries.find((e) => e.loc === 'https://shop.example/en/faq')?.alternates.de).toBe(
      'https://shop.example/de/faq',
    );
  });
});
