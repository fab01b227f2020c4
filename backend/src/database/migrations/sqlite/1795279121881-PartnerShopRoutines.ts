import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PartnerShopRoutines1795279121881 implements MigrationInterface {
  name = 'PartnerShopRoutines1795279121881';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "saved_routine" ("userId" varchar(36) NOT NULL, "postId" varchar(36) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), PRIMARY KEY ("userId", "postId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_saved_routine_user" ON "saved_routine" ("userId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "personal_routine" ("id" varchar PRIMARY KEY NOT NULL, "storeId" varchar(36) NOT NULL, "customerId" varchar(36) NOT NULL, "title" varchar(150) NOT NULL, "note" text, "steps" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_personal_routine_store" ON "personal_routine" ("storeId", "updatedAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_personal_routine_customer" ON "personal_routine" ("customerId", "updatedAt") ',
    );
    await queryRunner.query('DROP INDEX "idx_product_listing"');
    await queryRunner.query(
      'CREATE TABLE "temporary_product" ("id" varchar PRIMARY KEY NOT NULL, "slug" varchar(120) NOT NULL, "type" varchar(30) NOT NULL, "collection" varchar(10) NOT NULL, "skinTypes" varchar(200) NOT NULL, "timing" varchar(20) NOT NULL, "spf" integer, "priceCents" integer NOT NULL, "vatRate" integer NOT NULL, "stock" integer NOT NULL DEFAULT (0), "size" varchar(40), "inci" text, "images" text NOT NULL, "bestsellerRank" integer, "setKind" varchar(10), "active" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "partnerPriceCents" integer, "partnerMinQuantity" integer NOT NULL DEFAULT (1), "partnerOnly" boolean NOT NULL DEFAULT (0), CONSTRAINT "UQ_8cfaf4a1e80806d58e3dbe69224" UNIQUE ("slug"), CONSTRAINT "fk_product_collection" FOREIGN KEY ("collection") REFERENCES "collection" ("slug") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_product"("id", "slug", "type", "collection", "skinTypes", "timing", "spf", "priceCents", "vatRate", "stock", "size", "inci", "images", "bestsellerRank", "setKind", "active", "createdAt", "updatedAt") SELECT "id", "slug", "type", "collection", "skinTypes", "timing", "spf", "priceCents", "vatRate", "stock", "size", "inci", "images", "bestsellerRank", "setKind", "active", "createdAt", "updatedAt" FROM "product"',
    );
    await queryRunner.query('DROP TABLE "product"');
    await queryRunner.query('ALTER TABLE "temporary_product" RENAME TO "product"');
    await queryRunner.query(
      'CREATE INDEX "idx_product_listing" ON "product" ("active", "collection", "type") ',
    );
    await queryRunner.query('DROP INDEX "idx_store_name"');
    await queryRunner.query('DROP INDEX "idx_store_location"');
    await queryRunner.query(
      'CREATE TABLE "temporary_store" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar(150) NOT NULL, "address" varchar(200) NOT NULL, "postalCode" varchar(20) NOT NULL, "city" varchar(100) NOT NULL, "country" varchar(2) NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "phone" varchar(40), "website" varchar(300), "email" varchar(320), "officialPartner" boolean NOT NULL DEFAULT (0), "searchText" varchar(600) NOT NULL, "nameSortKey" varchar(150) NOT NULL, "addressSortKey" varchar(300) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "partnerCode" varchar(12), "openingHours" text, "services" text, "languages" text, "companyName" varchar(150), "vatNumber" varchar(20), CONSTRAINT "UQ_ef96f971f2f9d00c0cd3218e6a2" UNIQUE ("partnerCode"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_store"("id", "name", "address", "postalCode", "city", "country", "latitude", "longitude", "phone", "website", "email", "officialPartner", "searchText", "nameSortKey", "addressSortKey", "active", "createdAt", "updatedAt", "partnerCode") SELECT "id", "name", "address", "postalCode", "city", "country", "latitude", "longitude", "phone", "website", "email", "officialPartner", "searchText", "nameSortKey", "addressSortKey", "active", "createdAt", "updatedAt", "partnerCode" FROM "store"',
    );
    await queryRunner.query('DROP TABLE "store"');
    await queryRunner.query('ALTER TABLE "temporary_store" RENAME TO "store"');
    await queryRunner.query('CREATE INDEX "idx_store_name" ON "store" ("nameSortKey") ');
    await queryRunner.query(
      'CREATE INDEX "idx_store_location" ON "store" ("latitude", "longitude") ',
    );
    await queryRunner.query('DROP INDEX "idx_order_user"');
    await queryRunner.query('DROP INDEX "uq_order_idempotency"');
    await queryRunner.query('DROP INDEX "idx_order_payment"');
    await queryRunner.query(
      'CREATE TABLE "temporary_shop_order" ("id" varchar PRIMARY KEY NOT NULL, "number" varchar(30) NOT NULL, "userId" varchar(36) NOT NULL, "email" varchar(320) NOT NULL, "locale" varchar(2) NOT NULL, "status" varchar(20) NOT NULL, "paidStatus" varchar(20) NOT NULL, "deliveryAddress" text NOT NULL, "deliveryCents" integer NOT NULL, "itemsCents" integer NOT NULL, "netCents" integer NOT NULL, "vatCents" integer NOT NULL, "totalCents" integer NOT NULL, "vat" text NOT NULL, "currency" varchar(3) NOT NULL DEFAULT (\'EUR\'), "specialistStoreId" varchar(36), "specialistStoreName" varchar(150), "paymentProvider" varchar(10), "paymentId" varchar(100), "checkoutUrl" varchar(500), "paymentMethod" varchar(30), "idempotencyKey" varchar(100), "paidAt" varchar(30), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "kind" varchar(10) NOT NULL DEFAULT (\'customer\'), "partnerStoreId" varchar(36), "companyName" varchar(150), "vatNumber" varchar(20), "reverseCharge" boolean NOT NULL DEFAULT (0), CONSTRAINT "UQ_7d409a24caf7ca19ac324aeeaca" UNIQUE ("number"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_shop_order"("id", "number", "userId", "email", "locale", "status", "paidStatus", "deliveryAddress", "deliveryCents", "itemsCents", "netCents", "vatCents", "totalCents", "vat", "currency", "specialistStoreId", "specialistStoreName", "paymentProvider", "paymentId", "checkoutUrl", "paymentMethod", "idempotencyKey", "paidAt", "createdAt", "updatedAt") SELECT "id", "number", "userId", "email", "locale", "status", "paidStatus", "deliveryAddress", "deliveryCents", "itemsCents", "netCents", "vatCents", "totalCents", "vat", "currency", "specialistStoreId", "specialistStoreName", "paymentProvider", "paymentId", "checkoutUrl", "paymentMethod", "idempotencyKey", "paidAt", "createdAt", "updatedAt" FROM "shop_order"',
    );
    await queryRunner.query('DROP TABLE "shop_order"');
    await queryRunner.query('ALTER TABLE "temporary_shop_order" RENAME TO "shop_order"');
    await queryRunner.query(
      'CREATE INDEX "idx_order_user" ON "shop_order" ("userId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_order_idempotency" ON "shop_order" ("userId", "idempotencyKey") ',
    );
    await queryRunner.query('CREATE INDEX "idx_order_payment" ON "shop_order" ("paymentId") ');
    await queryRunner.query(
      'CREATE INDEX "idx_order_partner_store" ON "shop_order" ("partnerStoreId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_order_specialist" ON "shop_order" ("specialistStoreId", "createdAt") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_order_specialist"');
    await queryRunner.query('DROP INDEX "idx_order_partner_store"');
    await queryRunner.query('DROP INDEX "idx_order_payment"');
    await queryRunner.query('DROP INDEX "uq_order_idempotency"');
    await queryRunner.query('DROP INDEX "idx_order_user"');
    await queryRunner.query('ALTER TABLE "shop_order" RENAME TO "temporary_shop_order"');
    await queryRunner.query(
      'CREATE TABLE "shop_order" ("id" varchar PRIMARY KEY NOT NULL, "number" varchar(30) NOT NULL, "userId" varchar(36) NOT NULL, "email" varchar(320) NOT NULL, "locale" varchar(2) NOT NULL, "status" varchar(20) NOT NULL, "paidStatus" varchar(20) NOT NULL, "deliveryAddress" text NOT NULL, "deliveryCents" integer NOT NULL, "itemsCents" integer NOT NULL, "netCents" integer NOT NULL, "vatCents" integer NOT NULL, "totalCents" integer NOT NULL, "vat" text NOT NULL, "currency" varchar(3) NOT NULL DEFAULT (\'EUR\'), "specialistStoreId" varchar(36), "specialistStoreName" varchar(150), "paymentProvider" varchar(10), "paymentId" varchar(100), "checkoutUrl" varchar(500), "paymentMethod" varchar(30), "idempotencyKey" varchar(100), "paidAt" varchar(30), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_7d409a24caf7ca19ac324aeeaca" UNIQUE ("number"))',
    );
    await queryRunner.query(
      'INSERT INTO "shop_order"("id", "number", "userId", "email", "locale", "status", "paidStatus", "deliveryAddress", "deliveryCents", "itemsCents", "netCents", "vatCents", "totalCents", "vat", "currency", "specialistStoreId", "specialistStoreName", "paymentProvider", "paymentId", "checkoutUrl", "paymentMethod", "idempotencyKey", "paidAt", "createdAt", "updatedAt") SELECT "id", "number", "userId", "email", "locale", "status", "paidStatus", "deliveryAddress", "deliveryCents", "itemsCents", "netCents", "vatCents", "totalCents", "vat", "currency", "specialistStoreId", "specialistStoreName", "paymentProvider", "paymentId", "checkoutUrl", "paymentMethod", "idempotencyKey", "paidAt", "createdAt", "updatedAt" FROM "temporary_shop_order"',
    );
    await queryRunner.query('DROP TABLE "temporary_shop_order"');
    await queryRunner.query('CREATE INDEX "idx_order_payment" ON "shop_order" ("paymentId") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_order_idempotency" ON "shop_order" ("userId", "idempotencyKey") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_order_user" ON "shop_order" ("userId", "createdAt") ',
    );
    await queryRunner.query('DROP INDEX "idx_store_location"');
    await queryRunner.query('DROP INDEX "idx_store_name"');
    await queryRunner.query('ALTER TABLE "store" RENAME TO "temporary_store"');
    await queryRunner.query(
      'CREATE TABLE "store" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar(150) NOT NULL, "address" varchar(200) NOT NULL, "postalCode" varchar(20) NOT NULL, "city" varchar(100) NOT NULL, "country" varchar(2) NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "phone" varchar(40), "website" varchar(300), "email" varchar(320), "officialPartner" boolean NOT NULL DEFAULT (0), "searchText" varchar(600) NOT NULL, "nameSortKey" varchar(150) NOT NULL, "addressSortKey" varchar(300) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "partnerCode" varchar(12), CONSTRAINT "UQ_ef96f971f2f9d00c0cd3218e6a2" UNIQUE ("partnerCode"))',
    );
    await queryRunner.query(
      'INSERT INTO "store"("id", "name", "address", "postalCode", "city", "country", "latitude", "longitude", "phone", "website", "email", "officialPartner", "searchText", "nameSortKey", "addressSortKey", "active", "createdAt", "updatedAt", "partnerCode") SELECT "id", "name", "address", "postalCode", "city", "country", "latitude", "longitude", "phone", "website", "email", "officialPartner", "searchText", "nameSortKey", "addressSortKey", "active", "createdAt", "updatedAt", "partnerCode" FROM "temporary_store"',
    );
    await queryRunner.query('DROP TABLE "temporary_store"');
    await queryRunner.query(
      'CREATE INDEX "idx_store_location" ON "store" ("latitude", "longitude") ',
    );
    await queryRunner.query('CREATE INDEX "idx_store_name" ON "store" ("nameSortKey") ');
    await queryRunner.query('DROP INDEX "idx_product_listing"');
    await queryRunner.query('ALTER TABLE "product" RENAME TO "temporary_product"');
    await queryRunner.query(
      'CREATE TABLE "product" ("id" varchar PRIMARY KEY NOT NULL, "slug" varchar(120) NOT NULL, "type" varchar(30) NOT NULL, "collection" varchar(10) NOT NULL, "skinTypes" varchar(200) NOT NULL, "timing" varchar(20) NOT NULL, "spf" integer, "priceCents" integer NOT NULL, "vatRate" integer NOT NULL, "stock" integer NOT NULL DEFAULT (0), "size" varchar(40), "inci" text, "images" text NOT NULL, "bestsellerRank" integer, "setKind" varchar(10), "active" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_8cfaf4a1e80806d58e3dbe69224" UNIQUE ("slug"), CONSTRAINT "fk_product_collection" FOREIGN KEY ("collection") REFERENCES "collection" ("slug") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "product"("id", "slug", "type", "collection", "skinTypes", "timing", "spf", "priceCents", "vatRate", "stock", "size", "inci", "images", "bestsellerRank", "setKind", "active", "createdAt", "updatedAt") SELECT "id", "slug", "type", "collection", "skinTypes", "timing", "spf", "priceCents", "vatRate", "stock", "size", "inci", "images", "bestsellerRank", "setKind", "active", "createdAt", "updatedAt" FROM "temporary_product"',
    );
    await queryRunner.query('DROP TABLE "temporary_product"');
    await queryRunner.query(
      'CREATE INDEX "idx_product_listing" ON "product" ("active", "collection", "type") ',
    );
    await queryRunner.query('DROP INDEX "idx_personal_routine_customer"');
    await queryRunner.query('DROP INDEX "idx_personal_routine_store"');
    await queryRunner.query('DROP TABLE "personal_routine"');
    await queryRunner.query('DROP INDEX "idx_saved_routine_user"');
    await queryRunner.query('DROP TABLE "saved_routine"');
  }
}
