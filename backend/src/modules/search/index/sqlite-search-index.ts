import type { DataSource } from 'typeorm';
import type {
  SearchDocument,
  SearchHit,
  SearchIndex,
  SearchIndexQuery,
  SearchRef,
  SourceReader,
} from './search-index.port.js';
import { fts5Expression } from './fts-query.js';

/** The triggers that mark changed products and posts (also in the migration). */
export const SQLITE_SEARCH_TRIGGERS: Record<string, string> = {
  search_product_ins: `AFTER INSERT ON "product" BEGIN INSERT INTO "search_dirty" ("kind", "ref") VALUES ('product', NEW."id"); END`,
  search_product_upd: `AFTER UPDATE ON "product" BEGIN INSERT INTO "search_dirty" ("kind", "ref") VALUES ('product', NEW."id"); END`,
  search_product_del: `AFTER DELETE ON "product" BEGIN INSERT INTO "search_dirty" ("kind", "ref") VALUES ('product', OLD."id"); END`,
  search_product_translation_ins: `AFTER INSERT ON "product_translation" BEGIN INSERT INTO "search_dirty" ("kind", "ref") VALUES ('product', NEW."productId"); END`,
  search_product_translation_upd: `AFTER UPDATE ON "product_translation" BEGIN INSERT INTO "search_dirty" ("kind", "ref") VALUES ('product', NEW."productId"); END`,
  search_product_translation_del: `AFTER DELETE ON "product_translation" BEGIN INSERT INTO "search_dirty" ("kind", "ref") VALUES ('product', OLD."productId"); END`,
  search_post_ins: `AFTER INSERT ON "post" BEGIN INSERT INTO "search_dirty" ("kind", "ref") VALUES ('post', NEW."translationKey"); END`,
  search_post_upd: `AFTER UPDATE ON "post" BEGIN INSERT INTO "search_dirty" ("kind", "ref") VALUES ('post', NEW."translationKey"); INSERT INTO "search_dirty" ("kind", "ref") VALUES ('post', OLD."translationKey"); END`,
  search_post_del: `AFTER DELETE ON "post" BEGIN INSERT INTO "search_dirty" ("kind", "ref") VALUES ('post', OLD."translationKey"); END`,
};

/**
 * SQLite FTS5 adapter: `search_fts` (title, body; unicode61 without diacritics) whose rowid is the
 * `search_document` row, bm25 with the title weighing four times the body. Typo candidates come from
 * the index's own vocabulary (fts5vocab), kept in memory until the next re-index.
 */
export class SqliteSearchIndex implements SearchIndex {
  private vocabulary: Promise<string[]> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Re-creates triggers a table rebuild dropped (SQLite drops a table's triggers with the table,
   * which is how TypeORM alters columns there) and then re-indexes everything once.
   */
  async ensureTriggers(): Promise<void> {
    const existing = new Set(
      (
        await this.dataSource.query<{ name: string }[]>(
          `SELECT "name" FROM "sqlite_master" WHERE "type" = 'trigger' AND "name" LIKE 'search_%'`,
        )
      ).map((row) => row.name),
    );
    const missing = Object.keys(SQLITE_SEARCH_TRIGGERS).filter((name) => !existing.has(name));
    if (missing.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      for (const name of missing)
        await manager.query(
          `CREATE TRIGGER IF NOT EXISTS "${name}" ${SQLITE_SEARCH_TRIGGERS[name]}`,
        );
      await manager.query(
        `INSERT INTO "search_dirty" ("kind", "ref") SELECT 'product', "id" FROM "product"`,
      );
      await manager.query(
        `INSERT INTO "search_dirty" ("kind", "ref") SELECT DISTINCT 'post', "translationKey" FROM "post"`,
      );
    });
  }

  async pendingRefs(limit: number): Promise<{ ids: number[]; refs: SearchRef[] }> {
    const rows = await this.dataSource.query<
      { id: number; kind: SearchRef['kind']; ref: string }[]
    >('SELECT "id", "kind", "ref" FROM "search_dirty" ORDER BY "id" LIMIT ?', [limit]);
    return { ids: rows.map((r) => Number(r.id)), refs: uniqueRefs(rows) };
  }

  async replace(
    ids: number[],
    refs: SearchRef[],
    build: (read: SourceReader) => Promise<SearchDocument[]>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const read: SourceReader = <T>(sql: string, parameters: unknown[]) =>
        manager.query<T[]>(sql, parameters);
      const documents = await build(read);
      for (const ref of refs) {
        const old = await manager.query<{ id: number }[]>(
          'SELECT "id" FROM "search_document" WHERE "kind" = ? AND "refKey" = ?',
          [ref.kind, ref.key],
        );
        for (const { id } of old) {
          await manager.query('DELETE FROM "search_fts" WHERE "rowid" = ?', [id]);
          await manager.query('DELETE FROM "search_document" WHERE "id" = ?', [id]);
        }
      }
      for (const doc of documents) {
        await manager.query(
          'INSERT INTO "search_document" ("kind", "refId", "refKey", "locale", "type", "slug", "title", "summary", "image", "publishAt", "removeAt", "rank") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [
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
          ],
        );
        const [row] = await manager.query<{ id: number }[]>('SELECT last_insert_rowid() AS "id"');
        await manager.query(
          'INSERT INTO "search_fts" ("rowid", "title", "body") VALUES (?, ?, ?)',
          [row?.id, doc.titleText, doc.bodyText],
        );
      }
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        await manager.query(
          `DELETE FROM "search_dirty" WHERE "id" IN (${chunk.map(() => '?').join(', ')})`,
          chunk,
        );
      }
    });
    this.vocabulary = null;
  }

  async vocabularyNear(word: string): Promise<Iterable<string>> {
    if (word.length < 3) return [];
    if (!this.vocabulary) {
      const loading = this.dataSource
        .query<{ term: string }[]>('SELECT "term" FROM "search_vocab"')
        .then((rows) =>
          rows.map((row) => row.term).filter((term) => /^[a-z][a-z0-9]{2,}$/.test(term)),
        );
      this.vocabulary = loading;
      loading.catch(() => {
        if (this.vocabulary === loading) this.vocabulary = null;
      });
    }
    return this.vocabulary;
  }

  async search(query: SearchIndexQuery): Promise<SearchHit[]> {
    if (query.plan.length === 0) return [];
    const match = fts5Expression(query.plan);
    const columns =
      'd."kind", d."refId", d."type", d."slug", d."title", d."summary", d."image", d."locale"';
    const products = await this.dataSource.query<SearchHit[]>(
      `SELECT ${columns} FROM "search_fts" f JOIN "search_document" d ON d."id" = f."rowid" WHERE "search_fts" MATCH ? AND d."kind" = 'product' AND d."locale" = ? ORDER BY bm25("search_fts", 4.0, 1.0), d."rank" IS NULL, d."rank", d."slug" LIMIT ?`,
      [match, query.locale, query.limitPerKind],
    );
    const posts: SearchHit[] = [];
    for (const type of ['blog', 'routine'])
      posts.push(
        ...(await this.dataSource.query<SearchHit[]>(
          `SELECT ${columns} FROM "search_fts" f JOIN "search_document" d ON d."id" = f."rowid" WHERE "search_fts" MATCH ? AND d."kind" = 'post' AND d."type" = ? AND d."publishAt" <= ? AND (d."removeAt" IS NULL OR d."removeAt" > ?) AND (d."locale" = ? OR (d."locale" = 'nl' AND NOT EXISTS (SELECT 1 FROM "search_document" x WHERE x."kind" = 'post' AND x."refKey" = d."refKey" AND x."locale" = ? AND x."publishAt" <= ? AND (x."removeAt" IS NULL OR x."removeAt" > ?)))) ORDER BY bm25("search_fts", 4.0, 1.0), d."slug" LIMIT ?`,
          [
            match,
            type,
            query.now,
            query.now,
            query.locale,
            query.locale,
            query.now,
            query.now,
            query.limitPerKind,
          ],
        )),
      );
    return [...products, ...posts];
  }
}

export function uniqueRefs(rows: { kind: SearchRef['kind']; ref: string }[]): SearchRef[] {
  const seen = new Set<string>();
  const refs: SearchRef[] = [];
  for (const row of rows) {
    const key = `${row.kind}:${row.ref}`;
    if (seen.has(key)) continue;
    seen.add(key);
    refs.push({ kind: row.kind, key: row.ref });
  }
  return refs;
}
