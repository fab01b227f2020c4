/**
 * The one route table of the storefront (SPEC.md §2).
 *
 * Every screen is declared here once, with its path words per locale, its title and
 * description keys, its breadcrumb flag and its guard. The router (`app/router.tsx`), the
 * language switcher, the redirects, the breadcrumbs, the page head and the sitemap are all
 * derived from this table. Links are built with {@link href} from a route name, never typed
 * by hand.
 *
 * This module is pure data and functions (no React, no `window`) so that the server, the
 * tests and later a sitemap job can import it. It lives in `lib/` rather than `app/` because
 * features and shared components build links from it and must not import from `app/`.
 */
import { generatePath, matchRoutes } from 'react-router';

export const locales = ['nl', 'en', 'de', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'nl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * Who may see a screen. `signed-in` sends others to login; `guest-only` sends signed-in users to their account;
 * `partner` is `signed-in` plus the partner role (others see the 404 page; the API enforces it too).
 */
/**
 * `shopper`: the cart and checkout, for a signed-in account or a guest checkout session; a visitor
 * sees the SPEC §8 notice there (sign in, register, or continue as a guest) instead of the login.
 */
export type Guard = 'public' | 'signed-in' | 'guest-only' | 'partner' | 'shopper';

type Words = Readonly<Record<Locale, string>>;

/** Path words per locale, in the order nl, en, de, fr. */
const words = (nl: string, en: string, de: string, fr: string): Words => ({ nl, en, de, fr });
const same = (path: string): Words => words(path, path, path, path);

interface RouteDefinition {
  /** Path below the parent route (or below `/{locale}`), per locale; `''` for an index. Params as `:name`, a trailing `*` for a splat. */
  readonly path: Words;
  /** URL and layout nesting: the parent renders an `<Outlet />` for this child. */
  readonly parent?: string;
  /** Breadcrumb parent when it differs from the URL parent (a product sits under the product list). */
  readonly crumbParent?: string;
  readonly breadcrumb: boolean;
  readonly guard: Guard;
  /** The bare path of this layout route redirects to this child. */
  readonly indexRedirect?: string;
  /** Allowed values per param; other values show the 404 page. */
  readonly paramValues?: Readonly<Record<string, readonly string[]>>;
  /** Served without the `/{locale}` prefix and outside the site layout (landing pages). */
  readonly unprefixed?: boolean;
  /** Kept out of search engines and the sitemap. */
  readonly noindex?: boolean;
  /** The URL carries a secret (a token): the page is sent with `Referrer-Policy: no-referrer`. */
  readonly secretInPath?: boolean;
}

export const collections = ['blue', 'black', 'gold', 'grey'] as const;
export type Collection = (typeof collections)[number];

const definitions = {
  home: { path: same(''), breadcrumb: false, guard: 'public' },
  collection: {
    path: same('collections/:collection'),
    crumbParent: 'products',
    breadcrumb: true,
    guard: 'public',
    paramValues: { collection: collections },
  },
  products: {
    path: words('producten/*', 'products/*', 'produkte/*', 'produits/*'),
    breadcrumb: true,
    guard: 'public',
  },
  product: {
    path: words('product/:slug', 'product/:slug', 'produkt/:slug', 'produit/:slug'),
    crumbParent: 'products',
    breadcrumb: true,
    guard: 'public',
  },
  about: {
    path: words('over-ons', 'about-us', 'unsere-story', 'a-propos'),
    breadcrumb: true,
    guard: 'public',
  },
  magazine: {
    path: words('magazine', 'magazine', 'presse', 'magazine'),
    breadcrumb: true,
    guard: 'public',
  },
  magazineArticle: {
    path: words('magazine/:slug', 'magazine/:slug', 'presse/:slug', 'magazine/:slug'),
    crumbParent: 'magazine',
    breadcrumb: true,
    guard: 'public',
  },
  routines: { path: same('routines'), breadcrumb: true, guard: 'public' },
  routine: {
    path: same('routines/:slug'),
    crumbParent: 'routines',
    breadcrumb: true,
    guard: 'public',
  },
  skinAnalysis: {
    path: words('huidanalyse', 'skin-analysis', 'hautanalyse', 'analyse-de-peau'),
    breadcrumb: true,
    guard: 'public',
  },
  sustainability: {
    path: words('duurzaam', 'sustainability', 'nachhaltig', 'durabilite'),
    breadcrumb: true,
    guard: 'public',
  },
  epigenetics: {
    path: words('epigenetica', 'epigenetics', 'epigenetics', 'epigenetique'),
    breadcrumb: true,
    guard: 'public',
  },
  stores: {
    path: words('verkooppunten', 'stores', 'shops', 'points-de-vente'),
    breadcrumb: false,
    guard: 'public',
  },
  search: {
    path: words('zoeken', 'search', 'suche', 'recherche'),
    breadcrumb: true,
    guard: 'public',
    noindex: true,
  },
  becomingPartner: {
    path: words('partner-worden', 'becoming-partner', 'partner-werden', 'devenir-partenaire'),
    breadcrumb: true,
    guard: 'public',
  },
  contact: {
    path: words('contact', 'contact', 'kontakt', 'contact'),
    breadcrumb: true,
    guard: 'public',
  },
  privacy: {
    path: words('privacy', 'privacy', 'datenschutz', 'confidentialite'),
    breadcrumb: true,
    guard: 'public',
  },
  faq: { path: same('faq'), breadcrumb: true, guard: 'public' },
  impressum: {
    path: words('impressum', 'impressum', 'impressum', 'mentions-legales'),
    breadcrumb: true,
    guard: 'public',
  },
  terms: {
    path: words('algemene-voorwaarden', 'terms', 'agb', 'conditions-generales'),
    breadcrumb: true,
    guard: 'public',
  },
  accessibility: {
    path: words('toegankelijkheid', 'accessibility', 'barrierefreiheit', 'accessibilite'),
    breadcrumb: true,
    guard: 'public',
  },
  shipping: {
    path: words('verzending', 'shipping', 'versand', 'expedition'),
    breadcrumb: true,
    guard: 'public',
  },
  /** The EU withdrawal function (CRD Art. 11a): order number + e-mail, or the signed-in customer's order (`?order=`). */
  withdrawal: {
    path: words('herroeping', 'withdrawal', 'widerruf', 'retractation'),
    breadcrumb: true,
    guard: 'public',
    noindex: true,
  },
  cookieSettings: {
    path: words(
      'cookie-instellingen',
      'cookie-settings',
      'cookie-einstellungen',
      'parametres-cookies',
    ),
    breadcrumb: true,
    guard: 'public',
    noindex: true,
  },
  notFound: { path: same('404'), breadcrumb: false, guard: 'public', noindex: true },
  login: {
    path: words('inloggen', 'login', 'einloggen', 'connexion'),
    breadcrumb: true,
    guard: 'guest-only',
    noindex: true,
  },
  register: {
    path: words('registreren', 'register', 'registrieren', 'inscription'),
    breadcrumb: true,
    guard: 'guest-only',
    noindex: true,
  },
  forgotPassword: {
    path: words(
      'wachtwoord-vergeten',
      'forgot-password',
      'passwort-vergessen',
      'mot-de-passe-oublie',
    ),
    crumbParent: 'login',
    breadcrumb: true,
    guard: 'guest-only',
    noindex: true,
  },
  passwordReset: {
    path: same('password/reset/:token'),
    breadcrumb: true,
    guard: 'public',
    noindex: true,
    secretInPath: true,
  },
  newsletterConfirm: {
    path: words(
      'nieuwsbrief/bevestigen/:token',
      'newsletter/confirm/:token',
      'newsletter/bestaetigen/:token',
      'newsletter/confirmer/:token',
    ),
    breadcrumb: false,
    guard: 'public',
    noindex: true,
    secretInPath: true,
  },
  newsletterUnsubscribe: {
    path: words(
      'nieuwsbrief/uitschrijven/:token',
      'newsletter/unsubscribe/:token',
      'newsletter/abmelden/:token',
      'newsletter/desabonner/:token',
    ),
    breadcrumb: false,
    guard: 'public',
    noindex: true,
    secretInPath: true,
  },
  stockAlertConfirm: {
    path: words(
      'terug-op-voorraad/bevestigen/:token',
      'back-in-stock/confirm/:token',
      'wieder-verfuegbar/bestaetigen/:token',
      'retour-en-stock/confirmer/:token',
    ),
    breadcrumb: false,
    guard: 'public',
    noindex: true,
    secretInPath: true,
  },
  stockAlertWithdraw: {
    path: words(
      'terug-op-voorraad/afmelden/:token',
      'back-in-stock/withdraw/:token',
      'wieder-verfuegbar/abmelden/:token',
      'retour-en-stock/desinscrire/:token',
    ),
    breadcrumb: false,
    guard: 'public',
    noindex: true,
    secretInPath: true,
  },
  emailChangeConfirm: {
    path: words(
      'e-mail/bevestigen/:token',
      'email/confirm/:token',
      'e-mail/bestaetigen/:token',
      'e-mail/confirmer/:token',
    ),
    breadcrumb: false,
    guard: 'public',
    noindex: true,
    secretInPath: true,
  },
  emailChangeUndo: {
    path: words(
      'e-mail/ongedaan-maken/:token',
      'email/undo/:token',
      'e-mail/rueckgaengig/:token',
      'e-mail/annuler/:token',
    ),
    breadcrumb: false,
    guard: 'public',
    noindex: true,
    secretInPath: true,
  },
  guestClaim: {
    path: words(
      'bestelling-bewaren/:token',
      'keep-order/:token',
      'bestellung-behalten/:token',
      'garder-commande/:token',
    ),
    breadcrumb: false,
    guard: 'public',
    noindex: true,
    secretInPath: true,
  },
  favourites: {
    path: words('favorieten', 'favorites', 'favoriten', 'favoris'),
    breadcrumb: true,
    guard: 'signed-in',
    noindex: true,
  },
  cart: {
    path: words('winkelmand', 'cart', 'warenkorb', 'panier'),
    breadcrumb: false,
    guard: 'shopper',
    indexRedirect: 'cartSummary',
    noindex: true,
  },
  cartSummary: {
    parent: 'cart',
    path: words('overzicht', 'summary', 'ubersicht', 'recapitulatif'),
    breadcrumb: false,
    guard: 'shopper',
    noindex: true,
  },
  cartDelivery: {
    parent: 'cart',
    path: words('aflevering', 'delivery', 'lieferung', 'livraison'),
    breadcrumb: false,
    guard: 'shopper',
    noindex: true,
  },
  cartSuccess: {
    parent: 'cart',
    path: same(':id'),
    breadcrumb: false,
    guard: 'shopper',
    noindex: true,
  },
  account: {
    path: words('account', 'account', 'konto', 'compte'),
    breadcrumb: true,
    guard: 'signed-in',
    indexRedirect: 'accountOverview',
    noindex: true,
  },
  accountOverview: {
    parent: 'account',
    path: words('overzicht', 'overview', 'ubersicht', 'apercu'),
    breadcrumb: true,
    guard: 'signed-in',
    noindex: true,
  },
  accountDetails: {
    parent: 'account',
    path: words('gegevens', 'details', 'einzelheiten', 'coordonnees'),
    breadcrumb: true,
    guard: 'signed-in',
    noindex: true,
  },
  accountAddresses: {
    parent: 'account',
    path: words('adressen', 'addresses', 'adressen', 'adresses'),
    breadcrumb: true,
    guard: 'signed-in',
    noindex: true,
  },
  accountPayment: {
    parent: 'account',
    path: words('betaal', 'payment', 'zahlung', 'paiement'),
    breadcrumb: true,
    guard: 'signed-in',
    noindex: true,
  },
  accountOrders: {
    parent: 'account',
    path: words('bestellingen', 'orders', 'auftrage', 'commandes'),
    breadcrumb: true,
    guard: 'signed-in',
    noindex: true,
  },
  accountOrder: {
    parent: 'account',
    crumbParent: 'accountOrders',
    path: words('bestellingen/:id', 'orders/:id', 'auftrage/:id', 'commandes/:id'),
    breadcrumb: true,
    guard: 'signed-in',
    noindex: true,
  },
  accountBeautician: {
    parent: 'account',
    path: words('schoonheidsspecialist', 'beautician', 'kosmetikerin', 'estheticienne'),
    breadcrumb: true,
    guard: 'signed-in',
    noindex: true,
  },
  accountRoutines: {
    parent: 'account',
    path: words('routines', 'routines', 'routinen', 'routines'),
    breadcrumb: true,
    guard: 'signed-in',
    noindex: true,
  },
  accountPrivacy: {
    parent: 'account',
    path: words('privacy', 'privacy', 'datenschutz', 'confidentialite'),
    breadcrumb: true,
    guard: 'signed-in',
    noindex: true,
  },
  admin: { path: same('admin'), breadcrumb: false, guard: 'signed-in', noindex: true },
  adminBlogs: {
    parent: 'admin',
    path: same('blogs'),
    breadcrumb: false,
    guard: 'signed-in',
    noindex: true,
  },
  adminBlogCreate: {
    parent: 'admin',
    path: same('blogs/create'),
    breadcrumb: false,
    guard: 'signed-in',
    noindex: true,
  },
  adminBlogEdit: {
    parent: 'admin',
    path: same('blogs/edit/:id'),
    breadcrumb: false,
    guard: 'signed-in',
    noindex: true,
  },
  adminBlogPreview: {
    parent: 'admin',
    path: same('blogs/preview/:id'),
    breadcrumb: false,
    guard: 'signed-in',
    noindex: true,
  },
  partnerDashboard: {
    path: words('partner', 'partner', 'partner', 'partenaire'),
    breadcrumb: true,
    guard: 'partner',
    noindex: true,
  },
  partnerTrainings: {
    path: words(
      'partner/opleidingen',
      'partner/trainings',
      'partner/schulungen',
      'partenaire/formations',
    ),
    crumbParent: 'partnerDashboard',
    breadcrumb: true,
    guard: 'partner',
    noindex: true,
  },
  partnerTraining: {
    path: words(
      'partner/opleidingen/:slug',
      'partner/trainings/:slug',
      'partner/schulungen/:slug',
      'partenaire/formations/:slug',
    ),
    crumbParent: 'partnerTrainings',
    breadcrumb: true,
    guard: 'partner',
    noindex: true,
  },
  partnerProfile: {
    path: words(
      'partner/salonprofiel',
      'partner/salon-profile',
      'partner/salonprofil',
      'partenaire/profil-salon',
    ),
    crumbParent: 'partnerDashboard',
    breadcrumb: true,
    guard: 'partner',
    noindex: true,
  },
  partnerRoutines: {
    path: words(
      'partner/klantroutines',
      'partner/client-routines',
      'partner/kundenroutinen',
      'partenaire/routines-clients',
    ),
    crumbParent: 'partnerDashboard',
    breadcrumb: true,
    guard: 'partner',
    noindex: true,
  },
  partnerShop: {
    path: words('partner/winkel', 'partner/shop', 'partner/shop', 'partenaire/boutique'),
    crumbParent: 'partnerDashboard',
    breadcrumb: true,
    guard: 'partner',
    noindex: true,
  },
  partnerCart: {
    path: words(
      'partner/winkel/winkelmand',
      'partner/shop/cart',
      'partner/shop/warenkorb',
      'partenaire/boutique/panier',
    ),
    crumbParent: 'partnerShop',
    breadcrumb: true,
    guard: 'partner',
    noindex: true,
  },
  partnerOrders: {
    path: words(
      'partner/bestellingen',
      'partner/orders',
      'partner/bestellungen',
      'partenaire/commandes',
    ),
    crumbParent: 'partnerDashboard',
    breadcrumb: true,
    guard: 'partner',
    noindex: true,
  },
  partnerOrder: {
    path: words(
      'partner/bestellingen/:id',
      'partner/orders/:id',
      'partner/bestellungen/:id',
      'partenaire/commandes/:id',
    ),
    crumbParent: 'partnerOrders',
    breadcrumb: true,
    guard: 'partner',
    noindex: true,
  },
  salonLink: { path: same('salon/:code'), breadcrumb: false, guard: 'public', noindex: true },
  landing: { path: same('lp/:slug'), breadcrumb: false, guard: 'public', unprefixed: true },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof definitions;

/** One screen of the route table, normalised. */
export interface RouteEntry {
  readonly name: RouteName;
  readonly path: Words;
  readonly parent: RouteName | null;
  readonly crumbParent: RouteName | null;
  readonly breadcrumb: boolean;
  readonly guard: Guard;
  readonly indexRedirect: RouteName | null;
  readonly paramValues: Readonly<Record<string, readonly string[]>>;
  readonly unprefixed: boolean;
  readonly noindex: boolean;
  readonly secretInPath: boolean;
  /** i18n key (namespace `common`) of the page title. */
  readonly titleKey: `routes.${RouteName}.title`;
  /** i18n key (namespace `common`) of the meta description and page intro. */
  readonly descriptionKey: `routes.${RouteName}.description`;
}

export const routeNames = Object.keys(definitions) as RouteName[];

function isRouteName(value: string): value is RouteName {
  return Object.hasOwn(definitions, value);
}

function toEntry(name: RouteName): RouteEntry {
  const def: RouteDefinition = definitions[name];
  const ref = (value: string | undefined): RouteName | null => {
    if (value === undefined) return null;
    if (!isRouteName(value))
      throw new Error(`Route table: ${name} refers to unknown route ${value}`);
    return value;
  };
  return {
    name,
    path: def.path,
    parent: ref(def.parent),
    crumbParent: ref(def.crumbParent),
    breadcrumb: def.breadcrumb,
    guard: def.guard,
    indexRedirect: ref(def.indexRedirect),
    paramValues: def.paramValues ?? {},
    unprefixed: def.unprefixed ?? false,
    noindex: def.noindex ?? false,
    secretInPath: def.secretInPath ?? false,
    titleKey: `routes.${name}.title`,
    descriptionKey: `routes.${name}.description`,
  };
}

/** Every screen, in declaration order (parents before their children). */
export const routeTable: readonly RouteEntry[] = routeNames.map(toEntry);

const entriesByName = new Map(routeTable.map((entry) => [entry.name, entry]));

export function getRoute(name: RouteName): RouteEntry {
  const entry = entriesByName.get(name);
  if (!entry) throw new Error(`Unknown route ${name}`);
  return entry;
}

/** The direct children of a layout route (or the top-level screens for `null`). */
export function childRoutes(parent: RouteName | null): RouteEntry[] {
  return routeTable.filter((entry) => entry.parent === parent);
}

/** The route pattern below `/{locale}` including the parents' words, e.g. `account/bestellingen/:id`. */
export function relativePattern(name: RouteName, locale: Locale): string {
  const entry = getRoute(name);
  const own = entry.path[locale];
  if (!entry.parent) return own;
  const parent = relativePattern(entry.parent, locale);
  return own ? `${parent}/${own}` : parent;
}

/** The full route pattern, e.g. `/nl/producten/*` or `/lp/:slug`. */
export function fullPattern(name: RouteName, locale: Locale): string {
  const rel = relativePattern(name, locale);
  if (getRoute(name).unprefixed) return `/${rel}`;
  return rel ? `/${locale}/${rel}` : `/${locale}`;
}

/** Param names of a route, e.g. `['slug']`; a splat is `'*'`. */
export function paramNames(name: RouteName): string[] {
  return relativePattern(name, 'en')
    .split('/')
    .flatMap((segment) =>
      segment.startsWith(':') ? [segment.slice(1)] : segment === '*' ? ['*'] : [],
    );
}

export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * The URL of a screen in a locale: `href('product', 'de', { slug: 'serum' })` → `/de/produkt/serum`.
 * A splat param is passed as `'*'`; the optional query is appended as is.
 */
export function href(
  name: RouteName,
  locale: Locale,
  params: RouteParams = {},
  search = '',
): string {
  const pattern = fullPattern(name, locale);
  const path = generatePath(pattern, params as Record<string, string>).replace(/\/+$/, '') || '/';
  if (!search) return path;
  return search.startsWith('?') ? `${path}${search}` : `${path}?${search}`;
}

/** A screen found for a URL path. */
export interface ResolvedRoute {
  readonly name: RouteName;
  readonly locale: Locale;
  readonly params: Record<string, string>;
}

interface FlatRoute {
  readonly path: string;
  readonly id: string;
}

const flatRoutes: FlatRoute[] = routeTable.flatMap((entry) =>
  locales.map((locale) => ({
    path: fullPattern(entry.name, locale),
    id: `${entry.name}|${locale}`,
  })),
);

function toResolved(id: string, params: Record<string, string | undefined>): ResolvedRoute {
  const [name, locale] = id.split('|') as [RouteName, Locale];
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) clean[key] = value;
  return { name, locale, params: clean };
}

/** The screen for a canonical URL path, e.g. `/de/produkte` → `{ name: 'products', locale: 'de' }`; null if none. */
export function resolvePath(pathname: string): ResolvedRoute | null {
  const matches = matchRoutes(flatRoutes, pathname);
  const last = matches?.at(-1);
  if (!last) return null;
  const resolved = toResolved(last.route.id, last.params);
  // Pages without a prefix answer the same path in every locale.
  if (getRoute(resolved.name).unprefixed) return { ...resolved, locale: defaultLocale };
  return resolved;
}

/**
 * Resolves path words of any locale, e.g. `producten` → `products`. `rest` is the path after
 * `/{locale}` (or the whole path for prefix-less URLs), without a leading slash.
 */
const wordRoutes: FlatRoute[] = routeTable
  .filter((entry) => !entry.unprefixed)
  .flatMap((entry) =>
    locales.map((locale) => ({
      path: `/${relativePattern(entry.name, locale)}`,
      id: `${entry.name}|${locale}`,
    })),
  );

/**
 * Resolves path words of any locale, e.g. `products`, `producten` and `produkte` all give
 * `products`. `rest` is the path after `/{locale}` (or a whole prefix-less path).
 */
export function resolveWords(
  rest: string,
): { name: RouteName; params: Record<string, string> } | null {
  const last = matchRoutes(wordRoutes, `/${rest.replace(/^\/+/, '')}`)?.at(-1);
  if (!last) return null;
  const { name, params } = toResolved(last.route.id, last.params);
  return { name, params };
}

/** Whether the params satisfy the route's allowed values (e.g. only the four collections). */
export function paramsAllowed(name: RouteName, params: RouteParams): boolean {
  const allowed = getRoute(name).paramValues;
  return Object.entries(allowed).every(([key, values]) => values.includes(params[key] ?? ''));
}

/** The breadcrumb trail of a screen, home first, the screen itself last. Empty when its flag is off. */
export function breadcrumbTrail(name: RouteName): RouteName[] {
  const entry = getRoute(name);
  if (!entry.breadcrumb) return [];
  const trail: RouteName[] = [];
  let current: RouteName | null = name;
  while (current && current !== 'home') {
    trail.unshift(current);
    const e: RouteEntry = getRoute(current);
    current = e.crumbParent ?? e.parent;
  }
  return ['home', ...trail];
}

/** Links to the same screen in every locale (language switcher, hreflang); params and query kept. */
export function alternates(
  name: RouteName,
  params: RouteParams,
  search = '',
): Record<Locale, string> {
  return Object.fromEntries(
    locales.map((locale) => [locale, href(name, locale, params, search)]),
  ) as Record<Locale, string>;
}

/** Entries for a sitemap: every public, indexable screen without params, with its alternates. */
export function sitemapEntries(
  publicUrl: string,
): { loc: string; alternates: Record<Locale, string> }[] {
  const origin = publicUrl.replace(/\/+$/, '');
  return routeTable
    .filter(
      (entry) =>
        entry.guard === 'public' &&
        !entry.noindex &&
        !entry.unprefixed &&
        paramNames(entry.name).every((param) => param === '*'),
    )
    .flatMap((entry) => {
      const links = alternates(entry.name, {});
      const absolute = Object.fromEntries(locales.map((l) => [l, origin + links[l]])) as Record<
        Locale,
        string
      >;
      return locales.map((locale) => ({ loc: absolute[locale], alternates: absolute }));
    });
}
