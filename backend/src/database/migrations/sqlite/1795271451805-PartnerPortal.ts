import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PartnerPortal1795271451805 implements MigrationInterface {
  name = 'PartnerPortal1795271451805';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_post_listing"');
    await queryRunner.query('DROP INDEX "idx_post_translation"');
    await queryRunner.query(
      'CREATE TABLE "temporary_post" ("id" varchar PRIMARY KEY NOT NULL, "translationKey" varchar(120) NOT NULL, "language" varchar(2) NOT NULL, "type" varchar(10) NOT NULL, "name" varchar(200) NOT NULL, "slug" varchar(200) NOT NULL, "title" varchar(200) NOT NULL, "subtitle" varchar(300), "description" text, "publishAt" bigint NOT NULL, "removeAt" bigint, "published" boolean NOT NULL DEFAULT (0), "tags" text NOT NULL, "thumbnailLandscape" varchar(500), "thumbnailSquare" varchar(500), "heroImage" varchar(500), "images" text NOT NULL, "content" text NOT NULL, "content2" text, "twoColumnBlocks" text NOT NULL, "featuredProducts" text NOT NULL, "fullWidthSection" text, "basicSections" text NOT NULL, "readingMinutes" integer NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "attachments" text, "sessionAt" bigint, "sessionLocation" varchar(200), CONSTRAINT "uq_post_language_slug" UNIQUE ("language", "slug"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_post"("id", "translationKey", "language", "type", "name", "slug", "title", "subtitle", "description", "publishAt", "removeAt", "published", "tags", "thumbnailLandscape", "thumbnailSquare", "heroImage", "images", "content", "content2", "twoColumnBlocks", "featuredProducts", "fullWidthSection", "basicSections", "readingMinutes", "createdAt", "updatedAt") SELECT "id", "translationKey", "language", "type", "name", "slug", "title", "subtitle", "description", "publishAt", "removeAt", "published", "tags", "thumbnailLandscape", "thumbnailSquare", "heroImage", "images", "content", "content2", "twoColumnBlocks", "featuredProducts", "fullWidthSection", "basicSections", "readingMinutes", "createdAt", "updatedAt" FROM "post"',
    );
    await queryRunner.query('DROP TABLE "post"');
    await queryRunner.query('ALTER TABLE "temporary_post" RENAME TO "post"');
    await queryRunner.query(
      'CREATE INDEX "idx_post_listing" ON "post" ("type", "language", "publishAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_post_translation" ON "post" ("translationKey", "language") ',
    );
    await queryRunner.query('DROP INDEX "idx_store_location"');
    await queryRunner.query('DROP INDEX "idx_store_name"');
    await queryRunner.query(
      'CREATE TABLE "temporary_store" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar(150) NOT NULL, "address" varchar(200) NOT NULL, "postalCode" varchar(20) NOT NULL, "city" varchar(100) NOT NULL, "country" varchar(2) NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "phone" varchar(40), "website" varchar(300), "email" varchar(320), "officialPartner" boolean NOT NULL DEFAULT (0), "searchText" varchar(600) NOT NULL, "nameSortKey" varchar(150) NOT NULL, "addressSortKey" varchar(300) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "partnerCode" varchar(12), CONSTRAINT "UQ_ef96f971f2f9d00c0cd3218e6a2" UNIQUE ("partnerCode"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_store"("id", "name", "address", "postalCode", "city", "country", "latitude", "longitude", "phone", "website", "email", "officialPartner", "searchText", "nameSortKey", "addressSortKey", "active", "createdAt", "updatedAt") SELECT "id", "name", "address", "postalCode", "city", "country", "latitude", "longitude", "phone", "website", "email", "officialPartner", "searchText", "nameSortKey", "addressSortKey", "active", "createdAt", "updatedAt" FROM "store"',
    );
    await queryRunner.query('DROP TABLE "store"');
    await queryRunner.query('ALTER TABLE "temporary_store" RENAME TO "store"');
    await queryRunner.query(
      'CREATE INDEX "idx_store_location" ON "store" ("latitude", "longitude") ',
    );
    await queryRunner.query('CREATE INDEX "idx_store_name" ON "store" ("nameSortKey") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_store_name"');
    await queryRunner.query('DROP INDEX "idx_store_location"');
    await queryRunner.query('ALTER TABLE "store" RENAME TO "temporary_store"');
    await queryRunner.query(
      'CREATE TABLE "store" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar(150) NOT NULL, "address" varchar(200) NOT NULL, "postalCode" varchar(20) NOT NULL, "city" varchar(100) NOT NULL, "country" varchar(2) NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "phone" varchar(40), "website" varchar(300), "email" varchar(320), "officialPartner" boolean NOT NULL DEFAULT (0), "searchText" varchar(600) NOT NULL, "nameSortKey" varchar(150) NOT NULL, "addressSortKey" varchar(300) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "store"("id", "name", "address", "postalCode", "city", "country", "latitude", "longitude", "phone", "website", "email", "officialPartner", "searchText", "nameSortKey", "addressSortKey", "active", "createdAt", "updatedAt") SELECT "id", "name", "address", "postalCode", "city", "country", "latitude", "longitude", "phone", "website", "email", "officialPartner", "searchText", "nameSortKey", "addressSortKey", "active", "createdAt", "updatedAt" FROM "temporary_store"',
    );
    await queryRunner.query('DROP TABLE "temporary_store"');
    await queryRunner.query('CREATE INDEX "idx_store_name" ON "store" ("nameSortKey") ');
    await queryRunner.query(
      'CREATE INDEX "idx_store_location" ON "store" ("latitude", "longitude") ',
    );
    await queryRunner.query('DROP INDEX "idx_post_translation"');
    await queryRunner.query('DROP INDEX "idx_post_listing"');
    await queryRunner.query('ALTER TABLE "post" RENAME TO "temporary_post"');
    await queryRunner.query(
      'CREATE TABLE "post" ("id" varchar PRIMARY KEY NOT NULL, "translationKey" varchar(120) NOT NULL, "language" varchar(2) NOT NULL, "type" varchar(10) NOT NULL, "name" varchar(200) NOT NULL, "slug" varchar(200) NOT NULL, "title" varchar(200) NOT NULL, "subtitle" varchar(300), "description" text, "publishAt" bigint NOT NULL, "removeAt" bigint, "published" boolean NOT NULL DEFAULT (0), "tags" text NOT NULL, "thumbnailLandscape" varchar(500), "thumbnailSquare" varchar(500), "heroImage" varchar(500), "images" text NOT NULL, "content" text NOT NULL, "content2" text, "twoColumnBlocks" text NOT NULL, "featuredProducts" text NOT NULL, "fullWidthSection" text, "basicSections" text NOT NULL, "readingMinutes" integer NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "uq_post_language_slug" UNIQUE ("language", "slug"))',
    );
    await queryRunner.query(
      'INSERT INTO "post"("id", "translationKey", "language", "type", "name", "slug", "title", "subtitle", "description", "publishAt", "removeAt", "published", "tags", "thumbnailLandscape", "thumbnailSquare", "heroImage", "images", "content", "content2", "twoColumnBlocks", "featuredProducts", "fullWidthSection", "basicSections", "readingMinutes", "createdAt", "updatedAt") SELECT "id", "translationKey", "language", "type", "name", "slug", "title", "subtitle", "description", "publishAt", "removeAt", "published", "tags", "thumbnailLandscape", "thumbnailSquare", "heroImage", "images", "content", "content2", "twoColumnBlocks", "featuredProducts", "fullWidthSection", "basicSections", "readingMinutes", "createdAt", "updatedAt" FROM "temporary_post"',
    );
    await queryRunner.query('DROP TABLE "temporary_post"');
    await queryRunner.query(
      'CREATE INDEX "idx_post_translation" ON "post" ("translationKey", "language") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_post_listing" ON "post" ("type", "language", "publishAt") ',
    );
  }
}
