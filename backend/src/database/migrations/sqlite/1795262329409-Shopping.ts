import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Shopping1795262329409 implements MigrationInterface {
  name = 'Shopping1795262329409';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "favourite" ("userId" varchar(36) NOT NULL, "productId" varchar(36) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), PRIMARY KEY ("userId", "productId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_favourite_user" ON "favourite" ("userId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "address" ("id" varchar PRIMARY KEY NOT NULL, "userId" varchar(36) NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "company" varchar(150), "street" varchar(200) NOT NULL, "houseNumber" varchar(20) NOT NULL, "box" varchar(20), "postalCode" varchar(20) NOT NULL, "city" varchar(100) NOT NULL, "country" varchar(2) NOT NULL, "phone" varchar(40), "isDefault" boolean NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "idx_address_user" ON "address" ("userId") ');
    await queryRunner.query(
      'CREATE TABLE "cart_item" ("userId" varchar(36) NOT NULL, "productId" varchar(36) NOT NULL, "quantity" integer NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), PRIMARY KEY ("userId", "productId"))',
    );
    await queryRunner.query(
      'CREATE TABLE "demo_payment" ("id" varchar(40) PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL, "orderNumber" varchar(30) NOT NULL, "amountCents" integer NOT NULL, "currency" varchar(3) NOT NULL, "description" varchar(200) NOT NULL, "redirectUrl" varchar(500) NOT NULL, "locale" varchar(2) NOT NULL, "status" varchar(20) NOT NULL DEFAULT (\'open\'), "idempotencyKey" varchar(100) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_3ba74f7a54134530a889d681540" UNIQUE ("idempotencyKey"))',
    );
    await queryRunner.query(
      'CREATE TABLE "order_counter" ("year" integer PRIMARY KEY NOT NULL, "value" integer NOT NULL)',
    );
    await queryRunner.query(
      'CREATE TABLE "shop_order" ("id" varchar PRIMARY KEY NOT NULL, "number" varchar(30) NOT NULL, "userId" varchar(36) NOT NULL, "email" varchar(320) NOT NULL, "locale" varchar(2) NOT NULL, "status" varchar(20) NOT NULL, "paidStatus" varchar(20) NOT NULL, "deliveryAddress" text NOT NULL, "deliveryCents" integer NOT NULL, "itemsCents" integer NOT NULL, "netCents" integer NOT NULL, "vatCents" integer NOT NULL, "totalCents" integer NOT NULL, "vat" text NOT NULL, "currency" varchar(3) NOT NULL DEFAULT (\'EUR\'), "specialistStoreId" varchar(36), "specialistStoreName" varchar(150), "paymentProvider" varchar(10), "paymentId" varchar(100), "checkoutUrl" varchar(500), "paymentMethod" varchar(30), "idempotencyKey" varchar(100), "paidAt" varchar(30), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_7d409a24caf7ca19ac324aeeaca" UNIQUE ("number"))',
    );
    await queryRunner.query('CREATE INDEX "idx_order_payment" ON "shop_order" ("paymentId") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_order_idempotency" ON "shop_order" ("userId", "idempotencyKey") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_order_user" ON "shop_order" ("userId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "shop_order_line" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar NOT NULL, "position" integer NOT NULL, "productId" varchar(36) NOT NULL, "slug" varchar(120) NOT NULL, "name" varchar(150) NOT NULL, "quantity" integer NOT NULL, "unitPriceCents" integer NOT NULL, "vatRate" integer NOT NULL, "lineTotalCents" integer NOT NULL)',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_order_line_order" ON "shop_order_line" ("orderId", "position") ',
    );
    await queryRunner.query('DROP INDEX "idx_order_line_order"');
    await queryRunner.query(
      'CREATE TABLE "temporary_shop_order_line" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar NOT NULL, "position" integer NOT NULL, "productId" varchar(36) NOT NULL, "slug" varchar(120) NOT NULL, "name" varchar(150) NOT NULL, "quantity" integer NOT NULL, "unitPriceCents" integer NOT NULL, "vatRate" integer NOT NULL, "lineTotalCents" integer NOT NULL, CONSTRAINT "fk_order_line_order" FOREIGN KEY ("orderId") REFERENCES "shop_order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_shop_order_line"("id", "orderId", "position", "productId", "slug", "name", "quantity", "unitPriceCents", "vatRate", "lineTotalCents") SELECT "id", "orderId", "position", "productId", "slug", "name", "quantity", "unitPriceCents", "vatRate", "lineTotalCents" FROM "shop_order_line"',
    );
    await queryRunner.query('DROP TABLE "shop_order_line"');
    await queryRunner.query('ALTER TABLE "temporary_shop_order_line" RENAME TO "shop_order_line"');
    await queryRunner.query(
      'CREATE INDEX "idx_order_line_order" ON "shop_order_line" ("orderId", "position") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_order_line_order"');
    await queryRunner.query('ALTER TABLE "shop_order_line" RENAME TO "temporary_shop_order_line"');
    await queryRunner.query(
      'CREATE TABLE "shop_order_line" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar NOT NULL, "position" integer NOT NULL, "productId" varchar(36) NOT NULL, "slug" varchar(120) NOT NULL, "name" varchar(150) NOT NULL, "quantity" integer NOT NULL, "unitPriceCents" integer NOT NULL, "vatRate" integer NOT NULL, "lineTotalCents" integer NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "shop_order_line"("id", "orderId", "position", "productId", "slug", "name", "quantity", "unitPriceCents", "vatRate", "lineTotalCents") SELECT "id", "orderId", "position", "productId", "slug", "name", "quantity", "unitPriceCents", "vatRate", "lineTotalCents" FROM "temporary_shop_order_line"',
    );
    await queryRunner.query('DROP TABLE "temporary_shop_order_line"');
    await queryRunner.query(
      'CREATE INDEX "idx_order_line_order" ON "shop_order_line" ("orderId", "position") ',
    );
    await queryRunner.query('DROP INDEX "idx_order_line_order"');
    await queryRunner.query('DROP TABLE "shop_order_line"');
    await queryRunner.query('DROP INDEX "idx_order_user"');
    await queryRunner.query('DROP INDEX "uq_order_idempotency"');
    await queryRunner.query('DROP INDEX "idx_order_payment"');
    await queryRunner.query('DROP TABLE "shop_order"');
    await queryRunner.query('DROP TABLE "order_counter"');
    await queryRunner.query('DROP TABLE "demo_payment"');
    await queryRunner.query('DROP TABLE "cart_item"');
    await queryRunner.query('DROP INDEX "idx_address_user"');
    await queryRunner.query('DROP TABLE "address"');
    await queryRunner.query('DROP INDEX "idx_favourite_user"');
    await queryRunner.query('DROP TABLE "favourite"');
  }
}
