/**
 * `/sitemap.xml` and `/robots.txt`, answered by the server render (the host sends every
 * non-API GET to `render()`). The sitemap reads the products, articles and routines from the
 * API; a part the API cannot give now is left out rather than failing the whole file.
 */
import type { PostList, ProductList } from '../lib/api-types.ts';
import { locales, type Locale } from '../lib/routes.ts';
import { robotsTxt, sitemapUrls, sitemapXml, type SitemapData } from '../lib/sitemap.ts';

export interface TextResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

const cacheControl = 'public, max-age=3600';

async function getJson<T>(apiOrigin: string, path: string): Promise<T> {
  const response = await fetch(`${apiOrigin}/api/${path}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(8000),
  });
  if (!response.ok) throw new Error(`GET /api/${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every page of a paginated list. */
async function allPages<T extends { pageCount: number }>(
  load: (page: number) => Promise<T>,
): Promise<T[]> {
  const first = await load(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) => load(index + 2)),
  );
  return [first, ...rest];
}

async function productSlugs(apiOrigin: string): Promise<string[]> {
  const pages = await allPages((page) =>
    getJson<ProductList>(apiOrigin, `products?perPage=48&page=${page}&sort=name-asc&locale=nl`),
  );
  return pages.flatMap((page) => page.data.map((product) => product.slug));
}

/** Posts of a type in every language, grouped by their translation (slugs differ per language). */
async function translatedPosts(
  apiOrigin: string,
  type: 'blog' | 'routine',
): Promise<SitemapData['articles']> {
  const byKey = new Map<string, { slugs: Partial<Record<Locale, string>>; lastmod?: string }>();
  const lists = await Promise.all(
    locales.map(async (locale) => ({
      locale,
      pages: await allPages((page) =>
        getJson<PostList>(apiOrigin, `posts?type=${type}&perPage=24&page=${page}&locale=${locale}`),
      ),
    })),
  );
  for (const { locale, pages } of lists) {
    for (const post of pages.flatMap((page) => page.data)) {
      if (post.language !== locale) continue;
      const entry = byKey.get(post.translationKey) ?? { slugs: {} };
      entry.slugs[locale] = post.slug;
      if (!entry.lastmod || post.publishedAt > entry.lastmod) entry.lastmod = post.publishedAt;
      byKey.set(post.translationKey, entry);
    }
  }
  return [...byKey.values()];
}

async function settled<T>(what: string, load: Promise<T>, fallback: T): Promise<T> {
  try {
    return await load;
  } catch (error) {
    console.error(`sitemap: ${what} left out`, error);
    return fallback;
  }
}

export async function sitemapResponse(apiOrigin: string, publicUrl: string): Promise<TextResponse> {
  const [products, articles, routines] = await Promise.all([
    settled('products', productSlugs(apiOrigin), []),
    settled('articles', translatedPosts(apiOrigin, 'blog'), []),
    settled('routines', translatedPosts(apiOrigin, 'routine'), []),
  ]);
  return {
    status: 200,
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cacheControl },
    body: sitemapXml(sitemapUrls(publicUrl, { products, articles, routines })),
  };
}

export function robotsResponse(publicUrl: string): TextResponse {
  return {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl },
    body: robotsTxt(publicUrl),
  };
}
