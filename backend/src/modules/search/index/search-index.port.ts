import type { Locale } from '../../../common/i18n/locale.js';
import type { SearchPlan } from '../search-text.js';

export const SEARCH_INDEX = Symbol('SEARCH_INDEX');

export type SearchDocumentKind = 'product' | 'post';

/** One searchable thing in one language, with the folded text the index matches. */
export interface SearchDocument {
  kind: SearchDocumentKind;
  /** Product id, or post id. */
  refId: string;
  /** Product id, or the post's translation key (the unit that is re-indexed). */
  refKey: string;
  locale: Locale;
  /** Post type (blog, routine) or product type. */
  type: string;
  slug: string;
  title: string;
  summary: string | null;
  image: string | null;
  /** Posts: shown from / hidden from (epoch ms). */
  publishAt: number | null;
  removeAt: number | null;
  /** Products: the best-seller rank (ties in relevance go to the better seller). */
  rank: number | null;
  /** Folded words that weigh most (name or title). */
  titleText: string;
  /** Folded words of everything else searchable. */
  bodyText: string;
}

/** A unit whose documents are rebuilt: a product (by id) or a post (by translation key). */
export interface SearchRef {
  kind: SearchDocumentKind;
  key: string;
}

export interface SearchHit {
  kind: SearchDocumentKind;
  refId: string;
  type: string;
  slug: string;
  title: string;
  summary: string | null;
  image: string | null;
  locale: Locale;
}

export interface SearchIndexQuery {
  locale: Locale;
  plan: SearchPlan;
  /** Now (epoch ms), for the publication window of posts. */
  now: number;
  limitPerKind: number;
}

/**
 * The search port: the database's own full-text engine behind one interface. SQLite uses FTS5
 * (sqlite-search-index.ts), PostgreSQL full text with the language dictionaries and pg_trgm
 * (postgres-search-index.ts); chosen at boot from the database type. The planning of a query
 * (folding, plurals, compounds, typos, synonyms) is shared (search-text.ts), so both answer alike.
 */
export interface SearchIndex {
  /** Units changed since they were indexed (written by database triggers), oldest first. */
  pendingRefs(limit: number): Promise<{ ids: number[]; refs: SearchRef[] }>;
  /**
   * Replaces the documents of `refs` by `documents` and forgets the pending markers `ids`, in one
   * transaction. `build` reads the source rows inside that transaction.
   */
  replace(
    ids: number[],
    refs: SearchRef[],
    build: (query: SourceReader) => Promise<SearchDocument[]>,
  ): Promise<void>;
  /** Index words that may stand in for `word` (candidates; search-text.ts decides). */
  vocabularyNear(word: string): Promise<Iterable<string>>;
  /** Products then posts matching the plan, best first, at most `limitPerKind` of each kind. */
  search(query: SearchIndexQuery): Promise<SearchHit[]>;
}

/** Runs a read inside the index's transaction with the dialect's placeholders. */
export type SourceReader = <T>(sql: string, parameters: unknown[]) => Promise<T[]>;
