/**
 * Structured data (schema.org JSON-LD) for search engines. Screens describe their subject with
 * a small serialisable {@link StructuredData} (it travels in the loader data); the page head
 * turns it into JSON-LD with the canonical origin, the page URL and the brand.
 */

export interface ProductFacts {
  readonly name: string;
  readonly description: string | null;
  /** Stable identifier: the product slug. */
  readonly sku: string;
  /** Image URLs, root-relative or absolute. */
  readonly images: readonly string[];
  readonly priceCents: number;
  readonly currency: string;
  readonly inStock: boolean;
  /** The product type in the page language, e.g. "Serum". */
  readonly category: string;
  /** Approved reviews' average (1–5) and count; absent or null while there are none. */
  readonly rating?: { readonly average: number; readonly count: number } | null;
}

export interface ArticleFacts {
  readonly headline: string;
  readonly description: string | null;
  readonly image: string | null;
  readonly datePublished: string;
  readonly dateModified: string;
  readonly inLanguage: string;
  readonly keywords: readonly string[];
}

export interface FaqFacts {
  readonly question: string;
  /** Sanitised HTML (schema.org allows simple markup in answers). */
  readonly answer: string;
}

export type StructuredData =
  | { readonly kind: 'product'; readonly product: ProductFacts }
  | { readonly kind: 'article'; readonly article: ArticleFacts }
  | { readonly kind: 'faq'; readonly questions: readonly FaqFacts[] };

export interface JsonLdContext {
  /** Canonical origin without trailing slash, e.g. `https://vyrelle.example`. */
  readonly origin: string;
  /** Absolute canonical URL of the page. */
  readonly url: string;
  readonly brandName: string;
}

const context = 'https://schema.org';

/** A root-relative URL made absolute on the canonical origin; absolute ones are kept. */
export function absoluteUrl(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Whether an image URL is a raster file link previews and search engines accept (not SVG). */
export function isRasterImage(url: string): boolean {
  return !/\.svg(?:[?#]|$)/i.test(url);
}

const ART_SVG = /^((?:https?:\/\/[^/]+)?\/api\/images\/art\/[a-z0-9-]+)\.svg(\?[^#]*)?$/;

/**
 * The image link previews and search engines get for a page: a raster image as it is, the
 * shop's generated SVG artwork as its JPEG twin (`/api/images/art/<key>.jpg`, same tone) in the
 * landscape format (1200 × 675, the 16:9 both take; a hero banner is 2.4:1), and nothing for any
 * other SVG (they refuse it).
 */
export function previewImage(url: string): string | null {
  if (isRasterImage(url)) return url;
  const art = ART_SVG.exec(url);
  if (!art) return null;
  const query = new URLSearchParams(art[2] ?? '');
  query.set('format', 'landscape');
  return `${art[1]}.jpg?${query.toString()}`;
}

/** `Product` with its `Offer` (price including VAT, availability) and the brand. */
export function productJsonLd(product: ProductFacts, ctx: JsonLdContext): object {
  const brand = { '@type': 'Brand', name: ctx.brandName };
  return {
    '@context': context,
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    sku: product.sku,
    ...(product.images.some(isRasterImage)
      ? {
          image: product.images
            .filter(isRasterImage)
            .map((image) => absoluteUrl(image, ctx.origin)),
        }
      : {}),
    brand,
    category: product.category,
    url: ctx.url,
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average.toFixed(1),
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: ctx.url,
      price: (product.priceCents / 100).toFixed(2),
      priceCurrency: product.currency,
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: ctx.brandName },
    },
  };
}

/** `Article` by the brand as author and publisher. Headlines longer than 110 characters are cut (search engines' limit). */
export function articleJsonLd(article: ArticleFacts, ctx: JsonLdContext): object {
  const organization = {
    '@type': 'Organization',
    name: ctx.brandName,
    url: ctx.origin || undefined,
  };
  const headline =
    article.headline.length > 110
      ? `${article.headline.slice(0, 109).trimEnd()}…`
      : article.headline;
  const image = article.image ? previewImage(article.image) : null;
  return {
    '@context': context,
    '@type': 'Article',
    headline,
    ...(article.description ? { description: article.description } : {}),
    ...(image ? { image: [absoluteUrl(image, ctx.origin)] } : {}),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    inLanguage: article.inLanguage,
    ...(article.keywords.length > 0 ? { keywords: article.keywords.join(', ') } : {}),
    author: organization,
    publisher: organization,
    mainEntityOfPage: { '@type': 'WebPage', '@id': ctx.url },
  };
}

/** `FAQPage` with every question and its answer. */
export function faqJsonLd(questions: readonly FaqFacts[]): object {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function toJsonLd(data: StructuredData, ctx: JsonLdContext): object {
  switch (data.kind) {
    case 'product':
      return productJsonLd(data.product, ctx);
    case 'article':
      return articleJsonLd(data.article, ctx);
    case 'faq':
      return faqJsonLd(data.questions);
  }
}
