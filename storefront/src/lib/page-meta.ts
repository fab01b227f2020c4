/**
 * The document head of a screen (title, description, canonical, hreflang alternates, Open
 * Graph, structured data), derived from the route table. The server writes it as HTML;
 * the browser updates the live head after each navigation.
 */
import type { ScreenMeta } from './route-data.ts';
import { screenAlternates } from './route-hooks.ts';
import {
  breadcrumbTrail,
  collections,
  getRoute,
  href,
  locales,
  type Locale,
  type RouteName,
  type RouteParams,
} from './routes.ts';
import { absoluteUrl, previewImage, toJsonLd } from './structured-data.ts';

/**
 * Interpolation values for a screen's title and description: its params, plus the
 * translated line name on collection pages (`{{line}}`).
 */
export function screenTextValues(
  params: RouteParams,
  t: (key: string) => string,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) values[key] = value;
  if (params.collection && (collections as readonly string[]).includes(params.collection))
    values.line = t(`collections.${params.collection}.name`);
  return values;
}

export interface PageMetaInput {
  /** The screen; null with `notFound` for URLs that match none. */
  readonly name: RouteName | null;
  readonly locale: Locale;
  readonly params: RouteParams;
  readonly notFound: boolean;
  readonly brandName: string;
  /** Canonical origin, e.g. `https://vyrelle.example`. */
  readonly publicUrl: string;
  /** Translates a key of the `common` namespace in `locale`, with interpolation values. */
  readonly t: (key: string, values?: Record<string, string>) => string;
  /** What the screen's data says about it (product name, article alternates, structured data). */
  readonly meta?: ScreenMeta | null;
}

export interface PageMeta {
  readonly lang: Locale;
  readonly title: string;
  readonly description: string;
  readonly canonical: string | null;
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
  readonly robots: string | null;
  readonly openGraph: readonly { readonly property: string; readonly content: string }[];
  readonly jsonLd: readonly object[];
}

const ogLocales: Record<Locale, string> = { nl: 'nl_BE', en: 'en_GB', de: 'de_DE', fr: 'fr_BE' };

/** `Vyrelle | Page title`: the brand, a bar, the page. */
export function pageTitle(brandName: string, title: string): string {
  return `${brandName} | ${title}`;
}

/** A description cut at a word to fit a search result snippet (about 160 characters). */
export function snippet(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function buildPageMeta(input: PageMetaInput): PageMeta {
  const { locale, params, brandName, t } = input;
  const origin = input.publicUrl.replace(/\/+$/, '');
  const name: RouteName = input.notFound || !input.name ? 'notFound' : input.name;
  const meta = input.notFound ? null : (input.meta ?? null);
  const entry = getRoute(name);
  const values = screenTextValues(params, t);
  const ownTitle = meta?.title ?? t(entry.titleKey, values);
  const title = pageTitle(brandName, ownTitle);
  const description = meta?.description
    ? snippet(meta.description)
    : t(entry.descriptionKey, values);
  const indexable = !input.notFound && !entry.noindex;
  const search = meta?.canonicalSearch ?? '';
  const path = href(name, locale, params, search);
  const canonical = indexable ? origin + path : null;

  const links: { hreflang: string; href: string }[] = [];
  if (indexable && !entry.unprefixed) {
    const byLocale = screenAlternates({ name, params, notFound: false, meta }, search);
    // Where a page exists only in some languages (articles), only those are its alternates.
    const available = locales.filter((l) => !meta?.alternateParams || meta.alternateParams[l]);
    for (const l of available) links.push({ hreflang: l, href: origin + byLocale[l] });
    const fallback = available.includes('nl') ? 'nl' : available[0];
    if (fallback) links.push({ hreflang: 'x-default', href: origin + byLocale[fallback] });
  }

  const ogImage = meta?.image ? previewImage(meta.image) : null;
  const openGraph = [
    { property: 'og:site_name', content: brandName },
    { property: 'og:type', content: meta?.ogType ?? (name === 'home' ? 'website' : 'article') },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: ogLocales[locale] },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    // link previews take JPEG, PNG or WebP, not SVG
    ...(ogImage && origin ? [{ property: 'og:image', content: absoluteUrl(ogImage, origin) }] : []),
  ];

  const jsonLd: object[] = [];
  if (name === 'home' && canonical) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brandName,
      url: origin || undefined,
    });
  }
  const trail = indexable ? breadcrumbTrail(name) : [];
  if (trail.length > 1) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name:
          crumb === 'home'
            ? brandName
            : crumb === name
              ? (meta?.crumb ?? ownTitle)
              : t(getRoute(crumb).titleKey, values),
        item: origin + (crumb === name ? path : href(crumb, locale, params)),
      })),
    });
  }
  if (canonical) {
    for (const data of meta?.structuredData ?? [])
      jsonLd.push(toJsonLd(data, { origin, url: canonical, brandName }));
  }

  return {
    lang: locale,
    title,
    description,
    canonical,
    alternates: links,
    robots: indexable ? null : 'noindex, follow',
    openGraph,
    jsonLd,
  };
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** JSON safe inside a `<script>` element: no `<` can close it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head tags as HTML (server). Every tag carries `data-head` so the browser can replace them. */
export function renderHeadTags(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" data-head>`,
  ];
  if (meta.robots) tags.push(`<meta name="robots" content="${escapeHtml(meta.robots)}" data-head>`);
  if (meta.canonical)
    tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" data-head>`);
  for (const link of meta.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}" data-head>`,
    );
  }
  for (const og of meta.openGraph) {
    tags.push(
      `<meta property="${escapeHtml(og.property)}" content="${escapeHtml(og.content)}" data-head>`,
    );
  }
  for (const data of meta.jsonLd) {
    tags.push(`<script type="application/ld+json" data-head>${scriptSafeJson(data)}</script>`);
  }
  return tags.join('\n    ');
}

/** Replaces the live head's tags with those of `meta` (browser, after navigation). */
export function applyPageMeta(meta: PageMeta, doc: Document = document): void {
  doc.documentElement.lang = meta.lang;
  doc.title = meta.title;
  for (const element of doc.head.querySelectorAll('[data-head]')) element.remove();
  const add = (tag: string, attributes: Record<string, string>, text?: string) => {
    const element = doc.createElement(tag);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    element.setAttribute('data-head', '');
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  };
  add('meta', { name: 'description', content: meta.description });
  if (meta.robots) add('meta', { name: 'robots', content: meta.robots });
  if (meta.canonical) add('link', { rel: 'canonical', href: meta.canonical });
  for (const link of meta.alternates)
    add('link', { rel: 'alternate', hreflang: link.hreflang, href: link.href });
  for (const og of meta.openGraph) add('meta', { property: og.property, content: og.content });
  for (const data of meta.jsonLd)
    add('script', { type: 'application/ld+json' }, JSON.stringify(data));
}
