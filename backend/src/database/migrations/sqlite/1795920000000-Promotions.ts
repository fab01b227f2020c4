import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Promotions1795920000000 implements MigrationInterface {
  name = 'Promotions1795920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "product_price" ("id" varchar PRIMARY KEY NOT NULL, "productId" varchar(36) NOT NULL, "priceCents" integer NOT NULL, "changedAt" varchar(30) NOT NULL)',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_product_price_product" ON "product_price" ("productId", "changedAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "promotion" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar(150) NOT NULL, "code" varchar(40), "kind" varchar(20) NOT NULL, "value" integer NOT NULL DEFAULT (0), "target" varchar(20) NOT NULL DEFAULT (\'order\'), "targetIds" text NOT NULL, "startsAt" varchar(30), "endsAt" varchar(30), "minOrderCents" integer NOT NULL DEFAULT (0), "usageLimit" integer, "perCustomerLimit" integer, "usedCount" integer NOT NULL DEFAULT (0), "combinable" boolean NOT NULL DEFAULT (1), "active" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_969359329a22440d2b8f7d491d4" UNIQUE ("code"))',
    );
    await queryRunner.query(
      'CREATE TABLE "promotion_use" ("promotionId" varchar(36) NOT NULL, "orderId" varchar(36) NOT NULL, "userId" varchar(36) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), PRIMARY KEY ("promotionId", "orderId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_promotion_use_order" ON "promotion_use" ("orderId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "promotion_customer_use" ("promotionId" varchar(36) NOT NULL, "userId" varchar(36) NOT NULL, "count" integer NOT NULL DEFAULT (0), PRIMARY KEY ("promotionId", "userId"))',
    );
    await queryRunner.query(
      'CREATE TABLE "cart_coupon" ("userId" varchar(36) PRIMARY KEY NOT NULL, "promotionId" varchar(36) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('DROP INDEX "idx_order_specialist"');
    await queryRunner.query('DROP INDEX "idx_order_partner_store"');
    await queryRunner.query('DROP INDEX "idx_order_payment"');
    await queryRunner.query('DROP INDEX "uq_order_idempotency"');
    await queryRunner.query('DROP INDEX "idx_order_user"');
    await queryRunner.query(
      'CREATE TABLE "temporary_shop_order" ("id" varchar PRIMARY KEY NOT NULL, "number" varchar(30) NOT NULL, "userId" varchar(36) NOT NULL, "email" varchar(320) NOT NULL, "locale" varchar(2) NOT NULL, "status" varchar(20) NOT NULL, "paidStatus" varchar(20) NOT NULL, "deliveryAddress" text NOT NULL, "deliveryCents" integer NOT NULL, "itemsCents" integer NOT NULL, "netCents" integer NOT NULL, "vatCents" integer NOT NULL, "totalCents" integer NOT NULL, "vat" text NOT NULL, "currency" varchar(3) NOT NULL DEFAULT (\'EUR\'), "specialistStoreId" varchar(36), "specialistStoreName" varchar(150), "paymentProvider" varchar(10), "paymentId" varchar(100), "checkoutUrl" varchar(500), "paymentMethod" varchar(30), "idempotencyKey" varchar(100), "paidAt" varchar(30), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "kind" varchar(10) NOT NULL DEFAULT (\'customer\'), "partnerStoreId" varchar(36), "companyName" varchar(150), "vatNumber" varchar(20), "reverseCharge" boolean NOT NULL DEFAULT (0), "vatCountry" varchar(2) NOT NULL DEFAULT (\'BE\'), "shippedAt" varchar(30), "deliveredAt" varchar(30), "carrier" varchar(60), "trackingNumber" varchar(100), "shippingZone" varchar(30), "deliveryMinDays" integer, "deliveryMaxDays" integer, "discountCents" integer NOT NULL DEFAULT (0), "discounts" text, CONSTRAINT "UQ_7d409a24caf7ca19ac324aeeaca" UNIQUE ("number"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_shop_order"("id", "number", "userId", "email", "locale", "status", "paidStatus", "deliveryAddress", "deliveryCents", "itemsCents", "netCents", "vatCents", "totalCents", "vat", "currency", "specialistStoreId", "specialistStoreName", "paymentProvider", "paymentId", "checkoutUrl", "paymentMethod", "idempotencyKey", "paidAt", "createdAt", "updatedAt", "kind", "partnerStoreId", "companyName", "vatNumber", "reverseCharge", "vatCountry", "shippedAt", "deliveredAt", "carrier", "trackingNumber", "shippingZone", "deliveryMinDays", "deliveryMaxDays") SELECT "id", "number", "userId", "email", "locale", "status", "paidStatus", "deliveryAddress", "deliveryCents", "itemsCents", "netCents", "vatCents", "totalCents", "vat", "currency", "specialistStoreId", "specialistStoreName", "paymentProvider", "paymentId", "checkoutUrl", "paymentMethod", "idempotencyKey", "paidAt", "createdAt", "updatedAt", "kind", "partnerStoreId", "companyName", "vatNumber", "reverseCharge", "vatCountry", "shippedAt", "deliveredAt", "carrier", "trackingNumber", "shippingZone", "deliveryMinDays", "deliveryMaxDays" FROM "shop_order"',
    );
    await queryRunner.query('DROP TABLE "shop_order"');
    await queryRunner.query('ALTER TABLE "temporary_shop_order" RENAME TO "shop_order"');
    await queryRunner.query(
      'CREATE INDEX "idx_order_specialist" ON "shop_order" ("specialistStoreId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_order_partner_store" ON "shop_order" ("partnerStoreId", "createdAt") ',
    );
    await queryRunner.query('CREATE INDEX "idx_order_payment" ON "shop_order" ("paymentId") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_order_idempotency" ON "shop_order" ("userId", "idempotencyKey") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_order_user" ON "shop_order" ("userId", "createdAt") ',
    );
    await queryRunner.query('DROP INDEX "idx_order_line_order"');
    await queryRunner.query(
      'CREATE TABLE "temporary_shop_order_line" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar NOT NULL, "position" integer NOT NULL, "productId" varchar(36) NOT NULL, "slug" varchar(120) NOT NULL, "name" varchar(150) NOT NULL, "quantity" integer NOT NULL, "unitPriceCents" integer NOT NULL, "vatRate" decimal(5,2) NOT NULL, "lineTotalCents" integer NOT NULL, "netCents" integer NOT NULL, "vatCents" integer NOT NULL, "vatCountry" varchar(2) NOT NULL, "discountCents" integer NOT NULL DEFAULT (0), CONSTRAINT "fk_order_line_order" FOREIGN KEY ("orderId") REFERENCES "shop_order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_shop_order_line"("id", "orderId", "position", "productId", "slug", "name", "quantity", "unitPriceCents", "vatRate", "lineTotalCents", "netCents", "vatCents", "vatCountry") SELECT "id", "orderId", "position", "productId", "slug", "name", "quantity", "unitPriceCents", "vatRate", "lineTotalCents", "netCents", "vatCents", "vatCountry" FROM "shop_order_line"',
    );
    await queryRunner.query('DROP TABLE "shop_order_line"');
    await queryRunner.query('ALTER TABLE "temporary_shop_order_line" RENAME TO "shop_order_line"');
    await queryRunner.query(
      'CREATE INDEX "idx_order_line_order" ON "shop_order_line" ("orderId", "position") ',
    );
    // Price history starts with every product's current price, dated when the product was created.
    await queryRunner.query(
      'INSERT INTO "product_price" ("id", "productId", "priceCents", "changedAt") SELECT lower(hex(randomblob(4)) || \'-\' || hex(randomblob(2)) || \'-4\' || substr(hex(randomblob(2)), 2) || \'-8\' || substr(hex(randomblob(2)), 2) || \'-\' || hex(randomblob(6))), "id", "priceCents", strftime(\'%Y-%m-%dT%H:%M:%fZ\', "createdAt") FROM "product"',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_order_line_order"');
    await queryRunner.query('ALTER TABLE "shop_order_line" RENAME TO "temporary_shop_order_line"');
    await queryRunner.query(
      'CREATE TABLE "shop_order_line" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar NOT NULL, "position" integer NOT NULL, "productId" varchar(36) NOT NULL, "slug" varchar(120) NOT NULL, "name" varchar(150) NOT NULL, "quantity" integer NOT NULL, "unitPriceCents" integer NOT NULL, "vatRate" decimal(5,2) NOT NULL, "lineTotalCents" integer NOT NULL, "netCents" integer NOT NULL, "vatCents" integer NOT NULL, "vatCountry" varchar(2) NOT NULL, CONSTRAINT "fk_order_line_order" FOREIGN KEY ("orderId") REFERENCES "shop_order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "shop_order_line"("id", "orderId", "position", "productId", "slug", "name", "quantity", "unitPriceCents", "vatRate", "lineTotalCents", "netCents", "vatCents", "vatCountry") SELECT "id", "orderId", "position", "productId", "slug", "name", "quantity", "unitPriceCents", "vatRate", "lineTotalCents", "netCents", "vatCents", "vatCountry" FROM "temporary_shop_order_line"',
    );
    await queryRunner.query('DROP TABLE "temporary_shop_order_line"');
    await queryRunner.query(
      'CREATE INDEX "idx_order_line_order" ON "shop_order_line" ("orderId", "position") ',
    );
    await queryRunner.query('DROP INDEX "idx_order_user"');
    await queryRunner.query('DROP INDEX "uq_order_idempotency"');
    await queryRunner.query('DROP INDEX "idx_order_payment"');
    await queryRunner.query('DROP INDEX "idx_order_partner_store"');
    await queryRunner.query('DROP INDEX "idx_order_specialist"');
    await queryRunner.query('ALTER TABLE "shop_order" RENAME TO "temporary_shop_order"');
    await queryRunner.query(
      'CREATE TABLE "shop_order" ("id" varchar PRIMARY KEY NOT NULL, "number" varchar(30) NOT NULL, "userId" varchar(36) NOT NULL, "email" varchar(320) NOT NULL, "locale" varchar(2) NOT NULL, "status" varchar(20) NOT NULL, "paidStatus" varchar(20) NOT NULL, "deliveryAddress" text NOT NULL, "deliveryCents" integer NOT NULL, "itemsCents" integer NOT NULL, "netCents" integer NOT NULL, "vatCents" integer NOT NULL, "totalCents" integer NOT NULL, "vat" text NOT NULL, "currency" varchar(3) NOT NULL DEFAULT (\'EUR\'), "specialistStoreId" varchar(36), "specialistStoreName" varchar(150), "paymentProvider" varchar(10), "paymentId" varchar(100), "checkoutUrl" varchar(500), "paymentMethod" varchar(30), "idempotencyKey" varchar(100), "paidAt" varchar(30), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "kind" varchar(10) NOT NULL DEFAULT (\'customer\'), "partnerStoreId" varchar(36), "companyName" varchar(150), "vatNumber" varchar(20), "reverseCharge" boolean NOT NULL DEFAULT (0), "vatCountry" varchar(2) NOT NULL DEFAULT (\'BE\'), "shippedAt" varchar(30), "deliveredAt" varchar(30), "carrier" varchar(60), "trackingNumber" varchar(100), "shippingZone" varchar(30), "deliveryMinDays" integer, "deliveryMaxDays" integer, CONSTRAINT "UQ_7d409a24caf7ca19ac324aeeaca" UNIQUE ("number"))',
    );
    await queryRunner.query(
      'INSERT INTO "shop_order"("id", "number", "userId", "email", "locale", "status", "paidStatus", "deliveryAddress", "deliveryCents", "itemsCents", "netCents", "vatCents", "totalCents", "vat", "currency", "specialistStoreId", "specialistStoreName", "paymentProvider", "paymentId", "checkoutUrl", "paymentMethod", "idempotencyKey", "paidAt", "createdAt", "updatedAt", "kind", "partnerStoreId", "companyName", "vatNumber", "reverseCharge", "vatCountry", "shippedAt", "deliveredAt", "carrier", "trackingNumber", "shippingZone", "deliveryMinDays", "deliveryMaxDays") SELECT "id", "number", "userId", "email", "locale", "status", "paidStatus", "deliveryAddress", "deliveryCents", "itemsCents", "netCents", "vatCents", "totalCents", "vat", "currency", "specialistStoreId", "specialistStoreName", "paymentProvider", "paymentId", "checkoutUrl", "paymentMethod", "idempotencyKey", "paidAt", "createdAt", "updatedAt", "kind", "partnerStoreId", "companyName", "vatNumber", "reverseCharge", "vatCountry", "shippedAt", "deliveredAt", "carrier", "trackingNumber", "shippingZone", "deliveryMinDays", "deliveryMaxDays" FROM "temporary_shop_order"',
    );
    await queryRunner.query('DROP TABLE "temporary_shop_order"');
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
    await queryRunner.query('DROP TABLE "cart_coupon"');
    await queryRunner.query('DROP TABLE "promotion_customer_use"');
    await queryRunner.query('DROP INDEX "idx_promotion_use_order"');
    await queryRunner.query('DROP TABLE "promotion_use"');
    await queryRunner.query('DROP TABLE "promotion"');
    await queryRunner.query('DROP INDEX "idx_product_price_product"');
    await queryRunner.query('DROP TABLE "product_price"');
  }
}
