import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogueContentStores1795260552750 implements MigrationInterface {
  name = 'CatalogueContentStores1795260552750';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "collection" ("slug" character varying(10) NOT NULL, "colour" character varying(7) NOT NULL, "position" integer NOT NULL DEFAULT \'0\', "ageRange" character varying(20), "image" character varying(500), "translations" text NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_75a6fd6eedd7fa7378de400b0aa" PRIMARY KEY ("slug"))',
    );
    await queryRunner.query(
      'CREATE TABLE "product" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "slug" character varying(120) NOT NULL, "type" character varying(30) NOT NULL, "collection" character varying(10) NOT NULL, "skinTypes" character varying(200) NOT NULL, "timing" character varying(20) NOT NULL, "spf" integer, "priceCents" integer NOT NULL, "vatRate" integer NOT NULL, "stock" integer NOT NULL DEFAULT \'0\', "size" character varying(40), "inci" text, "images" text NOT NULL, "bestsellerRank" integer, "setKind" character varying(10), "active" boolean NOT NULL DEFAULT true, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_8cfaf4a1e80806d58e3dbe69224" UNIQUE ("slug"), CONSTRAINT "PK_bebc9158e480b949565b4dc7a82" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_product_listing" ON "product"  ("active", "collection", "type") ',
    );
    await queryRunner.query(
      'CREATE TABLE "product_relation" ("productId" uuid NOT NULL, "relatedProductId" uuid NOT NULL, "kind" character varying(10) NOT NULL, "position" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_d76b48e509c5be81370d7e60891" PRIMARY KEY ("productId", "relatedProductId", "kind"))',
    );
    await queryRunner.query(
      'CREATE TABLE "product_translation" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "productId" uuid NOT NULL, "locale" character varying(2) NOT NULL, "name" character varying(150) NOT NULL, "nameSortKey" character varying(150) NOT NULL, "subtitle" character varying(200), "description" text, "usage" text, "ingredients" text, "consistency" character varying(200), CONSTRAINT "uq_product_translation_locale" UNIQUE ("productId", "locale"), CONSTRAINT "PK_62d00fbc92e7a495701d6fee9d5" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "faq_item" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "section" character varying(30) NOT NULL, "position" integer NOT NULL DEFAULT \'0\', "translations" text NOT NULL, "published" boolean NOT NULL DEFAULT true, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_ce6ab657867e488a12af6cc1c9b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_faq_item_section" ON "faq_item"  ("section", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "post" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "translationKey" character varying(120) NOT NULL, "language" character varying(2) NOT NULL, "type" character varying(10) NOT NULL, "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, "title" character varying(200) NOT NULL, "subtitle" character varying(300), "description" text, "publishAt" bigint NOT NULL, "removeAt" bigint, "published" boolean NOT NULL DEFAULT false, "tags" text NOT NULL, "thumbnailLandscape" character varying(500), "thumbnailSquare" character varying(500), "heroImage" character varying(500), "images" text NOT NULL, "content" text NOT NULL, "content2" text, "twoColumnBlocks" text NOT NULL, "featuredProducts" text NOT NULL, "fullWidthSection" text, "basicSections" text NOT NULL, "readingMinutes" integer NOT NULL DEFAULT \'1\', "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "uq_post_language_slug" UNIQUE ("language", "slug"), CONSTRAINT "PK_be5fda3aac270b134ff9c21cdee" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_post_translation" ON "post"  ("translationKey", "language") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_post_listing" ON "post"  ("type", "language", "publishAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "store" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "name" character varying(150) NOT NULL, "address" character varying(200) NOT NULL, "postalCode" character varying(20) NOT NULL, "city" character varying(100) NOT NULL, "country" character varying(2) NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "phone" character varying(40), "website" character varying(300), "email" character varying(320), "officialPartner" boolean NOT NULL DEFAULT false, "searchText" character varying(600) NOT NULL, "nameSortKey" character varying(150) NOT NULL, "addressSortKey" character varying(300) NOT NULL, "active" boolean NOT NULL DEFAULT true, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_f3172007d4de5ae8e7692759d79" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "idx_store_name" ON "store"  ("nameSortKey") ');
    await queryRunner.query(
      'CREATE INDEX "idx_store_location" ON "store"  ("latitude", "longitude") ',
    );
    await queryRunner.query(
      'ALTER TABLE "product" ADD CONSTRAINT "fk_product_collection" FOREIGN KEY ("collection") REFERENCES "collection"("slug") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "product_relation" ADD CONSTRAINT "fk_product_relation_product" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "product_relation" ADD CONSTRAINT "fk_product_relation_related" FOREIGN KEY ("relatedProductId") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "product_translation" ADD CONSTRAINT "fk_product_translation_product" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "product_translation" DROP CONSTRAINT "fk_product_translation_product"',
    );
    await queryRunner.query(
      'ALTER TABLE "product_relation" DROP CONSTRAINT "fk_product_relation_related"',
    );
    await queryRunner.query(
      'ALTER TABLE "product_relation" DROP CONSTRAINT "fk_product_relation_product"',
    );
    await queryRunner.query('ALTER TABLE "product" DROP CONSTRAINT "fk_product_collection"');
    await queryRunner.query('DROP INDEX "public"."idx_store_location"');
    await queryRunner.query('DROP INDEX "public"."idx_store_name"');
    await queryRunner.query('DROP TABLE "store"');
    await queryRunner.query('DROP INDEX "public"."idx_post_listing"');
    await queryRunner.query('DROP INDEX "public"."idx_post_translation"');
    await queryRunner.query('DROP TABLE "post"');
    await queryRunner.query('DROP INDEX "public"."idx_faq_item_section"');
    await queryRunner.query('DROP TABLE "faq_item"');
    await queryRunner.query('DROP TABLE "product_translation"');
    await queryRunner.query('DROP TABLE "product_relation"');
    await queryRunner.query('DROP INDEX "public"."idx_product_listing"');
    await queryRunner.query('DROP TABLE "product"');
    await queryRunner.query('DROP TABLE "collection"');
  }
}
