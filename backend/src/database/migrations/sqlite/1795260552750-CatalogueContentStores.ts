import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogueContentStores1795260552750 implements MigrationInterface {
  name = 'CatalogueContentStores1795260552750';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "collection" ("slug" varchar(10) PRIMARY KEY NOT NULL, "colour" varchar(7) NOT NULL, "position" integer NOT NULL DEFAULT (0), "ageRange" varchar(20), "image" varchar(500), "translations" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE TABLE "product" ("id" varchar PRIMARY KEY NOT NULL, "slug" varchar(120) NOT NULL, "type" varchar(30) NOT NULL, "collection" varchar(10) NOT NULL, "skinTypes" varchar(200) NOT NULL, "timing" varchar(20) NOT NULL, "spf" integer, "priceCents" integer NOT NULL, "vatRate" integer NOT NULL, "stock" integer NOT NULL DEFAULT (0), "size" varchar(40), "inci" text, "images" text NOT NULL, "bestsellerRank" integer, "setKind" varchar(10), "active" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_8cfaf4a1e80806d58e3dbe69224" UNIQUE ("slug"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_product_listing" ON "product" ("active", "collection", "type") ',
    );
    await queryRunner.query(
      'CREATE TABLE "product_relation" ("productId" varchar NOT NULL, "relatedProductId" varchar NOT NULL, "kind" varchar(10) NOT NULL, "position" integer NOT NULL DEFAULT (0), PRIMARY KEY ("productId", "relatedProductId", "kind"))',
    );
    await queryRunner.query(
      'CREATE TABLE "product_translation" ("id" varchar PRIMARY KEY NOT NULL, "productId" varchar NOT NULL, "locale" varchar(2) NOT NULL, "name" varchar(150) NOT NULL, "nameSortKey" varchar(150) NOT NULL, "subtitle" varchar(200), "description" text, "usage" text, "ingredients" text, "consistency" varchar(200), CONSTRAINT "uq_product_translation_locale" UNIQUE ("productId", "locale"))',
    );
    await queryRunner.query(
      'CREATE TABLE "faq_item" ("id" varchar PRIMARY KEY NOT NULL, "section" varchar(30) NOT NULL, "position" integer NOT NULL DEFAULT (0), "translations" text NOT NULL, "published" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_faq_item_section" ON "faq_item" ("section", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "post" ("id" varchar PRIMARY KEY NOT NULL, "translationKey" varchar(120) NOT NULL, "language" varchar(2) NOT NULL, "type" varchar(10) NOT NULL, "name" varchar(200) NOT NULL, "slug" varchar(200) NOT NULL, "title" varchar(200) NOT NULL, "subtitle" varchar(300), "description" text, "publishAt" bigint NOT NULL, "removeAt" bigint, "published" boolean NOT NULL DEFAULT (0), "tags" text NOT NULL, "thumbnailLandscape" varchar(500), "thumbnailSquare" varchar(500), "heroImage" varchar(500), "images" text NOT NULL, "content" text NOT NULL, "content2" text, "twoColumnBlocks" text NOT NULL, "featuredProducts" text NOT NULL, "fullWidthSection" text, "basicSections" text NOT NULL, "readingMinutes" integer NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "uq_post_language_slug" UNIQUE ("language", "slug"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_post_translation" ON "post" ("translationKey", "language") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_post_listing" ON "post" ("type", "language", "publishAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "store" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar(150) NOT NULL, "address" varchar(200) NOT NULL, "postalCode" varchar(20) NOT NULL, "city" varchar(100) NOT NULL, "country" varchar(2) NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "phone" varchar(40), "website" varchar(300), "email" varchar(320), "officialPartner" boolean NOT NULL DEFAULT (0), "searchText" varchar(600) NOT NULL, "nameSortKey" varchar(150) NOT NULL, "addressSortKey" varchar(300) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "idx_store_name" ON "store" ("nameSortKey") ');
    await queryRunner.query(
      'CREATE INDEX "idx_store_location" ON "store" ("latitude", "longitude") ',
    );
    await queryRunner.query('DROP INDEX "idx_product_listing"');
    await queryRunner.query(
      'CREATE TABLE "temporary_product" ("id" varchar PRIMARY KEY NOT NULL, "slug" varchar(120) NOT NULL, "type" varchar(30) NOT NULL, "collection" varchar(10) NOT NULL, "skinTypes" varchar(200) NOT NULL, "timing" varchar(20) NOT NULL, "spf" integer, "priceCents" integer NOT NULL, "vatRate" integer NOT NULL, "stock" integer NOT NULL DEFAULT (0), "size" varchar(40), "inci" text, "images" text NOT NULL, "bestsellerRank" integer, "setKind" varchar(10), "active" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_8cfaf4a1e80806d58e3dbe69224" UNIQUE ("slug"), CONSTRAINT "fk_product_collection" FOREIGN KEY ("collection") REFERENCES "collection" ("slug") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_product"("id", "slug", "type", "collection", "skinTypes", "timing", "spf", "priceCents", "vatRate", "stock", "size", "inci", "images", "bestsellerRank", "setKind", "active", "createdAt", "updatedAt") SELECT "id", "slug", "type", "collection", "skinTypes", "timing", "spf", "priceCents", "vatRate", "stock", "size", "inci", "images", "bestsellerRank", "setKind", "active", "createdAt", "updatedAt" FROM "product"',
    );
    await queryRunner.query('DROP TABLE "product"');
    await queryRunner.query('ALTER TABLE "temporary_product" RENAME TO "product"');
    await queryRunner.query(
      'CREATE INDEX "idx_product_listing" ON "product" ("active", "collection", "type") ',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_product_relation" ("productId" varchar NOT NULL, "relatedProductId" varchar NOT NULL, "kind" varchar(10) NOT NULL, "position" integer NOT NULL DEFAULT (0), CONSTRAINT "fk_product_relation_product" FOREIGN KEY ("productId") REFERENCES "product" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "fk_product_relation_related" FOREIGN KEY ("relatedProductId") REFERENCES "product" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("productId", "relatedProductId", "kind"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_product_relation"("productId", "relatedProductId", "kind", "position") SELECT "productId", "relatedProductId", "kind", "position" FROM "product_relation"',
    );
    await queryRunner.query('DROP TABLE "product_relation"');
    await queryRunner.query(
      'ALTER TABLE "temporary_product_relation" RENAME TO "product_relation"',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_product_translation" ("id" varchar PRIMARY KEY NOT NULL, "productId" varchar NOT NULL, "locale" varchar(2) NOT NULL, "name" varchar(150) NOT NULL, "nameSortKey" varchar(150) NOT NULL, "subtitle" varchar(200), "description" text, "usage" text, "ingredients" text, "consistency" varchar(200), CONSTRAINT "uq_product_translation_locale" UNIQUE ("productId", "locale"), CONSTRAINT "fk_product_translation_product" FOREIGN KEY ("productId") REFERENCES "product" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_product_translation"("id", "productId", "locale", "name", "nameSortKey", "subtitle", "description", "usage", "ingredients", "consistency") SELECT "id", "productId", "locale", "name", "nameSortKey", "subtitle", "description", "usage", "ingredients", "consistency" FROM "product_translation"',
    );
    await queryRunner.query('DROP TABLE "product_translation"');
    await queryRunner.query(
      'ALTER TABLE "temporary_product_translation" RENAME TO "product_translation"',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "product_translation" RENAME TO "temporary_product_translation"',
    );
    await queryRunner.query(
      'CREATE TABLE "product_translation" ("id" varchar PRIMARY KEY NOT NULL, "productId" varchar NOT NULL, "locale" varchar(2) NOT NULL, "name" varchar(150) NOT NULL, "nameSortKey" varchar(150) NOT NULL, "subtitle" varchar(200), "description" text, "usage" text, "ingredients" text, "consistency" varchar(200), CONSTRAINT "uq_product_translation_locale" UNIQUE ("productId", "locale"))',
    );
    await queryRunner.query(
      'INSERT INTO "product_translation"("id", "productId", "locale", "name", "nameSortKey", "subtitle", "description", "usage", "ingredients", "consistency") SELECT "id", "productId", "locale", "name", "nameSortKey", "subtitle", "description", "usage", "ingredients", "consistency" FROM "temporary_product_translation"',
    );
    await queryRunner.query('DROP TABLE "temporary_product_translation"');
    await queryRunner.query(
      'ALTER TABLE "product_relation" RENAME TO "temporary_product_relation"',
    );
    await queryRunner.query(
      'CREATE TABLE "product_relation" ("productId" varchar NOT NULL, "relatedProductId" varchar NOT NULL, "kind" varchar(10) NOT NULL, "position" integer NOT NULL DEFAULT (0), PRIMARY KEY ("productId", "relatedProductId", "kind"))',
    );
    await queryRunner.query(
      'INSERT INTO "product_relation"("productId", "relatedProductId", "kind", "position") SELECT "productId", "relatedProductId", "kind", "position" FROM "temporary_product_relation"',
    );
    await queryRunner.query('DROP TABLE "temporary_product_relation"');
    await queryRunner.query('DROP INDEX "idx_product_listing"');
    await queryRunner.query('ALTER TABLE "product" RENAME TO "temporary_product"');
    await queryRunner.query(
      'CREATE TABLE "product" ("id" varchar PRIMARY KEY NOT NULL, "slug" varchar(120) NOT NULL, "type" varchar(30) NOT NULL, "collection" varchar(10) NOT NULL, "skinTypes" varchar(200) NOT NULL, "timing" varchar(20) NOT NULL, "spf" integer, "priceCents" integer NOT NULL, "vatRate" integer NOT NULL, "stock" integer NOT NULL DEFAULT (0), "size" varchar(40), "inci" text, "images" text NOT NULL, "bestsellerRank" integer, "setKind" varchar(10), "active" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_8cfaf4a1e80806d58e3dbe69224" UNIQUE ("slug"))',
    );
    await queryRunner.query(
      'INSERT INTO "product"("id", "slug", "type", "collection", "skinTypes", "timing", "spf", "priceCents", "vatRate", "stock", "size", "inci", "images", "bestsellerRank", "setKind", "active", "createdAt", "updatedAt") SELECT "id", "slug", "type", "collection", "skinTypes", "timing", "spf", "priceCents", "vatRate", "stock", "size", "inci", "images", "bestsellerRank", "setKind", "active", "createdAt", "updatedAt" FROM "temporary_product"',
    );
    await queryRunner.query('DROP TABLE "temporary_product"');
    await queryRunner.query(
      'CREATE INDEX "idx_product_listing" ON "product" ("active", "collection", "type") ',
    );
    await queryRunner.query('DROP INDEX "idx_store_location"');
    await queryRunner.query('DROP INDEX "idx_store_name"');
    await queryRunner.query('DROP TABLE "store"');
    await queryRunner.query('DROP INDEX "idx_post_listing"');
    await queryRunner.query('DROP INDEX "idx_post_translation"');
    await queryRunner.query('DROP TABLE "post"');
    await queryRunner.query('DROP INDEX "idx_faq_item_section"');
    await queryRunner.query('DROP TABLE "faq_item"');
    await queryRunner.query('DROP TABLE "product_translation"');
    await queryRunner.query('DROP TABLE "product_relation"');
    await queryRunner.query('DROP INDEX "idx_product_listing"');
    await queryRunner.query('DROP TABLE "product"');
    await queryRunner.query('DROP TABLE "collection"');
  }
}
