import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The triggers of sqlite-search-index.ts at the time of writing (the service re-creates lost ones). */
const TRIGGERS: Record<string, string> = {
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
 * Search (issue 19): the synonyms kept in the back-office, the documents and their FTS5 index,
 * and the triggers that mark a changed product or post for re-indexing (search_dirty).
 */
export class Search1795910000000 implements MigrationInterface {
  name = 'Search1795910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "search_synonym" ("id" varchar PRIMARY KEY NOT NULL, "locale" varchar(2), "terms" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE TABLE "search_document" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(10) NOT NULL, "refId" varchar(36) NOT NULL, "refKey" varchar(120) NOT NULL, "locale" varchar(2) NOT NULL, "type" varchar(30) NOT NULL, "slug" varchar(200) NOT NULL, "title" varchar(200) NOT NULL, "summary" text, "image" varchar(500), "publishAt" bigint, "removeAt" bigint, "rank" integer)',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_search_document_ref" ON "search_document" ("kind", "refKey", "locale")',
    );
    await queryRunner.query(
      'CREATE VIRTUAL TABLE "search_fts" USING fts5("title", "body", tokenize = \'unicode61 remove_diacritics 2\')',
    );
    await queryRunner.query(
      "CREATE VIRTUAL TABLE \"search_vocab\" USING fts5vocab('search_fts', 'row')",
    );
    await queryRunner.query(
      'CREATE TABLE "search_dirty" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(10) NOT NULL, "ref" varchar(120) NOT NULL)',
    );
    for (const [name, body] of Object.entries(TRIGGERS))
      await queryRunner.query(`CREATE TRIGGER "${name}" ${body}`);
    await queryRunner.query(
      'INSERT INTO "search_dirty" ("kind", "ref") SELECT \'product\', "id" FROM "product"',
    );
    await queryRunner.query(
      'INSERT INTO "search_dirty" ("kind", "ref") SELECT DISTINCT \'post\', "translationKey" FROM "post"',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of Object.keys(TRIGGERS))
      await queryRunner.query(`DROP TRIGGER IF EXISTS "${name}"`);
    await queryRunner.query('DROP TABLE "search_dirty"');
    await queryRunner.query('DROP TABLE "search_vocab"');
    await queryRunner.query('DROP TABLE "search_fts"');
    await queryRunner.query('DROP TABLE "search_document"');
    await queryRunner.query('DROP TABLE "search_synonym"');
  }
}
