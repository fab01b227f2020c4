import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/i18n/locale.js';
import type { SearchDocument, SearchRef, SourceReader } from './index/search-index.port.js';
import { htmlText, searchText } from './search-text.js';

interface ProductRow {
  id: string;
  slug: string;
  type: string;
  collection: string;
  spf: number | string | null;
  inci: string | null;
  images: string | null;
  bestsellerRank: number | string | null;
  active: boolean | number;
  partnerOnly: boolean | number;
}

interface TranslationRow {
  productId: string;
  locale: Locale;
  name: string;
  subtitle: string | null;
  description: string | null;
  ingredients: string | null;
  consistency: string | null;
}

interface PostRow {
  id: string;
  translationKey: string;
  language: Locale;
  type: string;
  slug: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  content: string | null;
  content2: string | null;
  tags: string | null;
  thumbnailSquare: string | null;
  thumbnailLandscape: string | null;
  publishAt: number | string;
  removeAt: number | string | null;
  published: boolean | number;
}

/** Post types the public search shows (trainings and fixed pages are not searched). */
const SEARCHED_POST_TYPES = ['blog', 'routine'];

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
const truthy = (value: boolean | number) => value === true || value === 1;
const parseList = (value: string | null): string[] => {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The documents of the given units, read from the catalogue's and the content's tables in the
 * index's transaction: a product in each language (its texts with the nl fallback per field, its
 * INCI list and SPF, and the names it has in the other languages, so a shopper typing
 * "Sonnencreme" on the Dutch shop still finds it), and each published article or routine in its own
 * language (the search answers nl versions where a piece has none in the asked language). Hidden,
 * partner-only and unpublished things have no document.
 */
export async function buildDocuments(
  read: SourceReader,
  refs: SearchRef[],
): Promise<SearchDocument[]> {
  const productIds = refs.filter((r) => r.kind === 'product').map((r) => r.key);
  const postKeys = refs.filter((r) => r.kind === 'post').map((r) => r.key);
  const documents: SearchDocument[] = [];
  for (let i = 0; i < productIds.length; i += 200)
    documents.push(...(await productDocuments(read, productIds.slice(i, i + 200))));
  for (let i = 0; i < postKeys.length; i += 200)
    documents.push(...(await postDocuments(read, postKeys.slice(i, i + 200))));
  return documents;
}

async function productDocuments(read: SourceReader, ids: string[]): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  const products = await read<ProductRow>(
    `SELECT "id", "slug", "type", "collection", "spf", "inci", "images", "bestsellerRank", "active", "partnerOnly" FROM "product" WHERE "id" IN (${placeholders(ids.length)})`,
    ids,
  );
  const visible = products.filter((p) => truthy(p.active) && !truthy(p.partnerOnly));
  if (visible.length === 0) return [];
  const translations = await read<TranslationRow>(
    `SELECT "productId", "locale", "name", "subtitle", "description", "ingredients", "consistency" FROM "product_translation" WHERE "productId" IN (${placeholders(visible.length)})`,
    visible.map((p) => p.id),
  );
  const documents: SearchDocument[] = [];
  for (const product of visible) {
    const texts = new Map(
      translations.filter((t) => t.productId === product.id).map((t) => [t.locale, t]),
    );
    const nl = texts.get(DEFAULT_LOCALE);
    if (!nl) continue;
    const names = [...texts.values()].map((t) => t.name);
    const spf = product.spf === null ? null : Number(product.spf);
    for (const locale of LOCALES) {
      const own = texts.get(locale);
      const field = <K extends keyof TranslationRow>(key: K) => own?.[key] ?? nl[key];
      const name = field('name');
      documents.push({
        kind: 'product',
        refId: product.id,
        refKey: product.id,
        locale,
        type: product.type,
        slug: product.slug,
        title: name,
        summary: field('subtitle'),
        image: parseList(product.images)[0] ?? null,
        publishAt: null,
        removeAt: null,
        rank: product.bestsellerRank === null ? null : Number(product.bestsellerRank),
        titleText: searchText(name),
        bodyText: searchText(
          field('subtitle'),
          field('description'),
          field('ingredients'),
          field('consistency'),
          product.inci,
          spf ? `spf ${spf} spf${spf}` : null,
          product.type,
          product.collection,
          ...names.filter((other) => other !== name),
        ),
      });
    }
  }
  return documents;
}

async function postDocuments(read: SourceReader, keys: string[]): Promise<SearchDocument[]> {
  if (keys.length === 0) return [];
  const rows = await read<PostRow>(
    `SELECT "id", "translationKey", "language", "type", "slug", "title", "subtitle", "description", "content", "content2", "tags", "thumbnailSquare", "thumbnailLandscape", "publishAt", "removeAt", "published" FROM "post" WHERE "translationKey" IN (${placeholders(keys.length)}) AND "type" IN (${placeholders(SEARCHED_POST_TYPES.length)})`,
    [...keys, ...SEARCHED_POST_TYPES],
  );
  return rows
    .filter((post) => truthy(post.published))
    .map((post) => ({
      kind: 'post' as const,
      refId: post.id,
      refKey: post.translationKey,
      locale: post.language,
      type: post.type,
      slug: post.slug,
      title: post.title,
      summary: post.description ?? post.subtitle,
      image: post.thumbnailSquare ?? post.thumbnailLandscape,
      publishAt: Number(post.publishAt),
      removeAt: post.removeAt === null ? null : Number(post.removeAt),
      rank: null,
      titleText: searchText(post.title),
      bodyText: searchText(
        post.subtitle,
        post.description,
        parseList(post.tags).join(' '),
        htmlText(post.content),
        htmlText(post.content2),
      ),
    }));
}
