/**
 * `sitemap.xml` and `robots.txt`, built from the route table and the catalogue and content
 * data (`app/sitemap.ts` fetches it). Every public page is listed in every language it exists
 * in, each with its hreflang alternates (and `x-default`, the nl page).
 */
import { escapeHtml } from './page-meta.ts';
import {
  collections,
  defaultLocale,
  fullPattern,
  href,
  locales,
  routeTable,
  sitemapEntries,
  type Locale,
  type RouteName,
  type RouteParams,
} from './routes.ts';

export interface SitemapUrl {
  /** Absolute URL. */
  readonly loc: string;
  /** Absolute URL of the same page per language (the page itself included). */
  readonly alternates: Partial<Record<Locale, string>>;
  /** ISO-8601 date of the last change, when known. */
  readonly lastmod?: string;
}

/** The data pages of the sitemap: one entry per page, with its params per language. */
export interface SitemapData {
  /** Product slugs (the same in every language). */
  readonly products: readonly string[];
  /** Magazine articles: slug per language (it differs), and the publication date. */
  readonly articles: readonly {
    readonly slugs: Partial<Record<Locale, string>>;
    readonly lastmod?: string;
  }[];
  readonly routines: readonly {
    readonly slugs: Partial<Record<Locale, string>>;
    readonly lastmod?: string;
  }[];
}

const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** One URL per language a screen exists in, each listing all of them as alternates. */
export function localizedUrls(
  publicUrl: string,
  name: RouteName,
  paramsByLocale: Partial<Record<Locale, RouteParams>>,
  lastmod?: string,
): SitemapUrl[] {
  const origin = trimSlash(publicUrl);
  const present = locales.filter((locale) => paramsByLocale[locale]);
  const alternates = Object.fromEntries(
    present.map((locale) => [locale, origin + href(name, locale, paramsByLocale[locale])]),
  ) as Partial<Record<Locale, string>>;
  return present.map((locale) => ({
    loc: alternates[locale]!,
    alternates,
    ...(lastmod ? { lastmod } : {}),
  }));
}

const everyLocale = (params: RouteParams): Record<Locale, RouteParams> =>
  Object.fromEntries(locales.map((l) => [l, params])) as Record<Locale, RouteParams>;

/** Every URL of the sitemap: the route table's screens, the four collections, products, articles and routines. */
export function sitemapUrls(publicUrl: string, data: SitemapData): SitemapUrl[] {
  const fixed: SitemapUrl[] = sitemapEntries(publicUrl).map((entry) => ({
    loc: entry.loc,
    alternates: entry.alternates,
  }));
  return [
    ...fixed,
    ...collections.flatMap((collection) =>
      localizedUrls(publicUrl, 'collection', everyLocale({ collection })),
    ),
    ...data.products.flatMap((slug) => localizedUrls(publicUrl, 'product', everyLocale({ slug }))),
    ...data.articles.flatMap((article) =>
      localizedUrls(publicUrl, 'magazineArticle', slugParams(article.slugs), article.lastmod),
    ),
    ...data.routines.flatMap((routine) =>
      localizedUrls(publicUrl, 'routine', slugParams(routine.slugs), routine.lastmod),
    ),
  ];
}

function slugParams(slugs: Partial<Record<Locale, string>>): Partial<Record<Locale, RouteParams>> {
  return Object.fromEntries(Object.entries(slugs).map(([locale, slug]) => [locale, { slug }]));
}

/** The sitemap document (sitemaps.org with xhtml:link alternates). */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    lines.push('  <url>', `    <loc>${escapeHtml(url.loc)}</loc>`);
    if (url.lastmod) lines.push(`    <lastmod>${escapeHtml(url.lastmod.slice(0, 10))}</lastmod>`);
    const languages = locales.filter((locale) => url.alternates[locale]);
    if (languages.length > 1) {
      for (const locale of languages)
        lines.push(
          `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(url.alternates[locale]!)}"/>`,
        );
      const fallback = url.alternates[defaultLocale] ?? url.alternates[languages[0]!]!;
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(fallback)}"/>`,
      );
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/**
 * `robots.txt`: everything may be crawled except the signed-in areas (account, cart,
 * favourites, admin; in every language), the back-office and the API; points at the sitemap.
 */
export function robotsTxt(publicUrl: string): string {
  const origin = trimSlash(publicUrl);
  const privateAreas = routeTable.filter(
    (entry) =>
      (entry.guard === 'signed-in' || entry.guard === 'partner' || entry.guard === 'shopper') &&
      entry.parent === null,
  );
  const paths = [
    ...new Set(
      privateAreas.flatMap((entry) => locales.map((locale) => fullPattern(entry.name, locale))),
    ),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...paths.map((path) => `Disallow: ${path}`),
    'Disallow: /admin/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
