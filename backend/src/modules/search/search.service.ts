import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { Locale } from '../../common/i18n/locale.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import type { SearchPostDto, SearchResponseDto } from './dto/search.dto.js';
import { SEARCH_INDEX, type SearchHit, type SearchIndex } from './index/search-index.port.js';
import { buildDocuments } from './search-documents.js';
import { SearchErrorCode } from './search.errors.js';
import { SearchSynonymsService } from './search-synonyms.service.js';
import {
  alternativesFor,
  MAX_QUERY_LENGTH,
  MAX_QUERY_WORDS,
  queryVariants,
  searchWords,
  stem,
  type SearchPlan,
} from './search-text.js';

/** Best sellers offered when nothing is found. */
const BESTSELLERS_ON_EMPTY = 4;
/** Units re-indexed per pass. */
const REINDEX_BATCH = 500;
/** Words whose alternatives are remembered per vocabulary (a full map is emptied and refilled). */
const ALTERNATIVES_MEMO_SIZE = 2000;

/**
 * The shop's search (issue 19): products first, then articles and routines, in the asked language.
 * Forgiving by plan: accents and case folded, plurals searched as stems, compounds found from their
 * parts, typos of one or two letters corrected against the index's own words, and the synonym
 * groups of the back-office. The database's full-text engine does the matching and ranking behind
 * the SearchIndex port.
 */
@Injectable()
export class SearchService {
  private readonly logger = new Logger(SearchService.name);
  /** One re-index at a time in this process. */
  private indexing: Promise<void> | null = null;
  /**
   * The alternatives of a word, per vocabulary the index handed out: the SQLite index keeps one
   * vocabulary until its next re-index, so a word already planned costs nothing the next time; a
   * re-index hands out a new vocabulary and so starts afresh.
   */
  private readonly alternativesMemo = new WeakMap<object, Map<string, string[]>>();

  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    private readonly synonyms: SearchSynonymsService,
    private readonly catalogue: CatalogueService,
  ) {}

  async search(
    rawQuery: string | undefined,
    locale: Locale,
    limit = 12,
  ): Promise<SearchResponseDto> {
    const query = (rawQuery ?? '').trim();
    if (query.length > MAX_QUERY_LENGTH)
      throw new AppError('validation', SearchErrorCode.QUERY_TOO_LONG, 'The search is too long', {
        errors: { q: 'validation.searchTooLong' },
      });
    const words = searchWords(query).slice(0, MAX_QUERY_WORDS);
    if (words.length === 0)
      throw new AppError('validation', SearchErrorCode.QUERY_EMPTY, 'Nothing to search for', {
        errors: { q: 'validation.searchEmpty' },
      });
    await this.refresh();
    const plan = await this.plan(words, locale);
    const hits = await this.index.search({ locale, plan, now: Date.now(), limitPerKind: limit });
    const products = await this.catalogue.summariesByIds(
      hits.filter((hit) => hit.kind === 'product').map((hit) => hit.refId),
      locale,
    );
    const articles = hits.filter((h) => h.kind === 'post' && h.type === 'blog').map(toPost);
    const routines = hits.filter((h) => h.kind === 'post' && h.type === 'routine').map(toPost);
    const total = products.length + articles.length + routines.length;
    return {
      query,
      locale,
      total,
      products,
      articles,
      routines,
      bestsellers:
        total === 0 ? await this.catalogue.bestsellers(locale, BESTSELLERS_ON_EMPTY) : [],
    };
  }

  /** Re-indexes the products and posts changed since their last indexing (marked by triggers). */
  refresh(): Promise<void> {
    if (!this.indexing) {
      const run = this.reindexPending().finally(() => {
        if (this.indexing === run) this.indexing = null;
      });
      this.indexing = run;
    }
    return this.indexing;
  }

  private async reindexPending(): Promise<void> {
    for (;;) {
      const { ids, refs } = await this.index.pendingRefs(REINDEX_BATCH);
      if (ids.length === 0) return;
      const started = Date.now();
      await this.index.replace(ids, refs, (read) => buildDocuments(read, refs));
      this.logger.debug(`re-indexed ${refs.length} unit(s) in ${Date.now() - started} ms`);
      if (ids.length < REINDEX_BATCH) return;
    }
  }

  /** The query as the index searches it (search-text.ts). */
  private async plan(words: string[], locale: Locale): Promise<SearchPlan> {
    const variants = queryVariants(words, await this.synonyms.groupsFor(locale));
    const alternatives = new Map<string, string[]>();
    for (const word of new Set(variants.flat())) {
      const base = stem(word);
      alternatives.set(word, [
        base,
        ...this.alternatives(word, await this.index.vocabularyNear(base)),
      ]);
    }
    return variants.map((variant) => variant.map((word) => alternatives.get(word) ?? [word]));
  }

  private alternatives(word: string, vocabulary: Iterable<string>): string[] {
    let memo = this.alternativesMemo.get(vocabulary);
    if (!memo) {
      memo = new Map();
      this.alternativesMemo.set(vocabulary, memo);
    }
    let found = memo.get(word);
    if (!found) {
      found = alternativesFor(word, vocabulary);
      if (memo.size >= ALTERNATIVES_MEMO_SIZE) memo.clear();
      memo.set(word, found);
    }
    return found;
  }
}

function toPost(hit: SearchHit): SearchPostDto {
  return {
    id: hit.refId,
    type: hit.type as SearchPostDto['type'],
    slug: hit.slug,
    title: hit.title,
    summary: hit.summary,
    image: hit.image,
    language: hit.locale,
  };
}
