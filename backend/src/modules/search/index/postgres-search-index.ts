import type { DataSource } from 'typeorm';
import type { Locale } from '../../../common/i18n/locale.js';
import { searchWords } from '../search-text.js';
import { tsqueryText } from './fts-query.js';
import type {
  SearchDocument,
  SearchHit,
  SearchIndex,
  SearchIndexQuery,
  SearchRef,
  SourceReader,
} from './search-index.port.js';
import { uniqueRefs } from './sqlite-search-index.js';

/** The text search configuration (snowball dictionary) of each language. */
const CONFIG: Record<Locale, string> = {
  nl: 'dutch',
  en: 'english',
  de: 'german',
  fr: 'french',
};

/** `?` placeholders (as the shared document reader writes them) as `$1, $2, …`. */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/**
 * PostgreSQL adapter: `search_document.tsv` built with the language's dictionary (title weight A,
 * the rest D) under a GIN index, ranked by ts_rank; typo and compound candidates from
 * `search_word` through pg_trgm (`%` similarity and `LIKE '%…%'` on a gin_trgm_ops index).
 * Re-indexing takes a transaction-level advisory lock, so two API replicas never index the same
 * unit at once.
 */
export class PostgresSearchIndex implements SearchIndex {
  constructor(private readonly dataSource: DataSource) {}

  async pendingRefs(limit: number): Promise<{ ids: number[]; refs: SearchRef[] }> {
    const rows = await this.dataSource.query<
      { id: string; kind: SearchRef['kind']; ref: string }[]
    >('SELECT "id", "kind", "ref" FROM "search_dirty" ORDER BY "id" LIMIT $1', [limit]);
    return { ids: rows.map((r) => Number(r.id)), refs: uniqueRefs(rows) };
  }

  async replace(
    ids: number[],
    refs: SearchRef[],
    build: (read: SourceReader) => Promise<SearchDocument[]>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('search_index'))");
      // Another replica may have indexed these while this one waited for the lock.
      const still = await manager.query<{ id: string }[]>(
        'SELECT "id" FROM "search_dirty" WHERE "id" = ANY($1::bigint[])',
        [ids],
      );
      if (still.length === 0) return;
      const read: SourceReader = <T>(sql: string, parameters: unknown[]) =>
        manager.query<T[]>(numbered(sql), parameters);
      const documents = await build(read);
      for (const kind of ['product', 'post'] as const) {
        const keys = refs.filter((r) => r.kind === kind).map((r) => r.key);
        if (keys.length > 0)
          await manager.query(
            'DELETE FROM "search_document" WHERE "kind" = $1 AND "refKey" = ANY($2::varchar[])',
            [kind, keys],
          );
      }
      const words = new Set<string>();
      // 50 documents a statement (15 parameters each).
      for (let i = 0; i < documents.length; i += 50) {
        const chunk = documents.slice(i, i + 50);
        const values: unknown[] = [];
        const rows = chunk.map((doc) => {
          const n = values.length;
          values.push(
            doc.kind,
            doc.refId,
            doc.refKey,
            doc.locale,
            doc.type,
            doc.slug,
            doc.title,
            doc.summary,
            doc.image,
            doc.publishAt,
            doc.removeAt,
            doc.rank,
            CONFIG[doc.locale],
            doc.titleText,
            doc.bodyText,
          );
          const p = (k: number) => `$${n + k}`;
          return `(${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(p).join(', ')}, setweight(to_tsvector(${p(13)}::regconfig, unaccent(${p(14)})), 'A') || setweight(to_tsvector(${p(13)}::regconfig, unaccent(${p(15)})), 'D'))`;
        });
        await manager.query(
          `INSERT INTO "search_document" ("kind", "refId", "refKey", "locale", "type", "slug", "title", "summary", "image", "publishAt", "removeAt", "rank", "tsv") VALUES ${rows.join(', ')}`,
          values,
        );
      }
      for (const doc of documents)
        for (const word of searchWords(`${doc.titleText} ${doc.bodyText}`))
          if (/^[a-z][a-z0-9]{2,}$/.test(word)) words.add(word);
      if (words.size > 0)
        await manager.query(
          'INSERT INTO "search_word" ("word") SELECT unnest($1::varchar[]) ON CONFLICT DO NOTHING',
          [[...words]],
        );
      await manager.query('DELETE FROM "search_dirty" WHERE "id" = ANY($1::bigint[])', [ids]);
    });
  }

  async vocabularyNear(word: string): Promise<Iterable<string>> {
    if (word.length < 3) return [];
    const rows = await this.dataSource.query<{ word: string }[]>(
      'SELECT "word" FROM "search_word" WHERE "word" % $1 OR "word" LIKE $2 LIMIT 300',
      [word, `%${word.length > 4 ? word.slice(0, -1) : word}%`],
    );
    return rows.map((row) => row.word);
  }

  async search(query: SearchIndexQuery): Promise<SearchHit[]> {
    if (query.plan.length === 0) return [];
    const text = tsqueryText(query.plan);
    const config = CONFIG[query.locale];
    // Posts in nl stand in for untranslated ones: their vectors are Dutch, so the query is asked in
    // both dictionaries.
    const tsquery =
      query.locale === 'nl'
        ? '(SELECT to_tsquery($1::regconfig, $2::text) AS "q") t'
        : `(SELECT to_tsquery($1::regconfig, $2::text) || to_tsquery('dutch'::regconfig, $2::text) AS "q") t`;
    const columns =
      'd."kind", d."refId", d."type", d."slug", d."title", d."summary", d."image", d."locale"';
    const products = await this.dataSource.query<SearchHit[]>(
      `SELECT ${columns} FROM "search_document" d, ${tsquery} WHERE d."tsv" @@ t."q" AND d."kind" = 'product' AND d."locale" = $3 ORDER BY ts_rank(d."tsv", t."q") DESC, d."rank" IS NULL, d."rank", d."slug" LIMIT $4`,
      [config, text, query.locale, query.limitPerKind],
    );
    const posts: SearchHit[] = [];
    for (const type of ['blog', 'routine'])
      posts.push(
        ...(await this.dataSource.query<SearchHit[]>(
          `SELECT ${columns} FROM "search_document" d, ${tsquery} WHERE d."tsv" @@ t."q" AND d."kind" = 'post' AND d."type" = $5 AND d."publishAt" <= $6 AND (d."removeAt" IS NULL OR d."removeAt" > $6) AND (d."locale" = $3 OR (d."locale" = 'nl' AND NOT EXISTS (SELECT 1 FROM "search_document" x WHERE x."kind" = 'post' AND x."refKey" = d."refKey" AND x."locale" = $3 AND x."publishAt" <= $6 AND (x."removeAt" IS NULL OR x."removeAt" > $6)))) ORDER BY ts_rank(d."tsv", t."q") DESC, d."slug" LIMIT $4`,
          [config, text, query.locale, query.limitPerKind, type, query.now],
        )),
      );
    return [...products, ...posts];
  }
}
