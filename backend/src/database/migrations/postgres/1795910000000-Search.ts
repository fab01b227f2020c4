import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search (issue 19): the synonyms kept in the back-office, the documents with their tsvector (GIN),
 * the index's words under a trigram index (pg_trgm, for typos and compounds), and the triggers
 * that mark a changed product or post for re-indexing (search_dirty).
 */
export class Search1795910000000 implements MigrationInterface {
  name = 'Search1795910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS unaccent');
    await queryRunner.query(
      'CREATE TABLE "search_synonym" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "locale" character varying(2), "terms" text NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_search_synonym" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "search_document" ("id" SERIAL NOT NULL, "kind" character varying(10) NOT NULL, "refId" character varying(36) NOT NULL, "refKey" character varying(120) NOT NULL, "locale" character varying(2) NOT NULL, "type" character varying(30) NOT NULL, "slug" character varying(200) NOT NULL, "title" character varying(200) NOT NULL, "summary" text, "image" character varying(500), "publishAt" bigint, "removeAt" bigint, "rank" integer, "tsv" tsvector NOT NULL, CONSTRAINT "PK_search_document" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_search_document_ref" ON "search_document" ("kind", "refKey", "locale")',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_search_document_tsv" ON "search_document" USING GIN ("tsv")',
    );
    await queryRunner.query(
      'CREATE TABLE "search_word" ("word" character varying(60) NOT NULL, CONSTRAINT "PK_search_word" PRIMARY KEY ("word"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_search_word_trgm" ON "search_word" USING GIN ("word" gin_trgm_ops)',
    );
    await queryRunner.query(
      'CREATE TABLE "search_dirty" ("id" BIGSERIAL NOT NULL, "kind" character varying(10) NOT NULL, "ref" character varying(120) NOT NULL, CONSTRAINT "PK_search_dirty" PRIMARY KEY ("id"))',
    );
    for (const [name, column] of [
      ['search_mark_product', 'id'],
      ['search_mark_product_translation', 'productId'],
    ])
      await queryRunner.query(`CREATE FUNCTION ${name}() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "search_dirty" ("kind", "ref") VALUES ('product', OLD."${column}"::text);
    RETURN OLD;
  END IF;
  INSERT INTO "search_dirty" ("kind", "ref") VALUES ('product', NEW."${column}"::text);
  RETURN NEW;
END $$ LANGUAGE plpgsql`);
    await queryRunner.query(`CREATE FUNCTION search_mark_post() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "search_dirty" ("kind", "ref") VALUES ('post', OLD."translationKey");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "search_dirty" ("kind", "ref") VALUES ('post', NEW."translationKey");
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$ LANGUAGE plpgsql`);
    await queryRunner.query(
      'CREATE TRIGGER "search_product" AFTER INSERT OR UPDATE OR DELETE ON "product" FOR EACH ROW EXECUTE FUNCTION search_mark_product()',
    );
    await queryRunner.query(
      'CREATE TRIGGER "search_product_translation" AFTER INSERT OR UPDATE OR DELETE ON "product_translation" FOR EACH ROW EXECUTE FUNCTION search_mark_product_translation()',
    );
    await queryRunner.query(
      'CREATE TRIGGER "search_post" AFTER INSERT OR UPDATE OR DELETE ON "post" FOR EACH ROW EXECUTE FUNCTION search_mark_post()',
    );
    await queryRunner.query(
      'INSERT INTO "search_dirty" ("kind", "ref") SELECT \'product\', "id"::text FROM "product"',
    );
    await queryRunner.query(
      'INSERT INTO "search_dirty" ("kind", "ref") SELECT DISTINCT \'post\', "translationKey" FROM "post"',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "search_post" ON "post"');
    await queryRunner.query('DROP TRIGGER "search_product_translation" ON "product_translation"');
    await queryRunner.query('DROP TRIGGER "search_product" ON "product"');
    await queryRunner.query('DROP FUNCTION search_mark_post()');
    await queryRunner.query('DROP FUNCTION search_mark_product_translation()');
    await queryRunner.query('DROP FUNCTION search_mark_product()');
    await queryRunner.query('DROP TABLE "search_dirty"');
    await queryRunner.query('DROP TABLE "search_word"');
    await queryRunner.query('DROP TABLE "search_document"');
    await queryRunner.query('DROP TABLE "search_synonym"');
  }
}
