import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Promotions1795920000000 implements MigrationInterface {
  name = 'Promotions1795920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "product_price" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "productId" character varying(36) NOT NULL, "priceCents" integer NOT NULL, "changedAt" character varying(30) NOT NULL, CONSTRAINT "PK_039c4320ccd5ede07440f499268" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_product_price_product" ON "product_price"  ("productId", "changedAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "promotion" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "name" character varying(150) NOT NULL, "code" character varying(40), "kind" character varying(20) NOT NULL, "value" integer NOT NULL DEFAULT \'0\', "target" character varying(20) NOT NULL DEFAULT \'order\', "targetIds" text NOT NULL, "startsAt" character varying(30), "endsAt" character varying(30), "minOrderCents" integer NOT NULL DEFAULT \'0\', "usageLimit" integer, "perCustomerLimit" integer, "usedCount" integer NOT NULL DEFAULT \'0\', "combinable" boolean NOT NULL DEFAULT true, "active" boolean NOT NULL DEFAULT true, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_969359329a22440d2b8f7d491d4" UNIQUE ("code"), CONSTRAINT "PK_fab3630e0789a2002f1cadb7d38" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "promotion_use" ("promotionId" character varying(36) NOT NULL, "orderId" character varying(36) NOT NULL, "userId" character varying(36) NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_5f83131c5a61d004f390caae40a" PRIMARY KEY ("promotionId", "orderId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_promotion_use_order" ON "promotion_use"  ("orderId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "promotion_customer_use" ("promotionId" character varying(36) NOT NULL, "userId" character varying(36) NOT NULL, "count" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_8020f0fe92c1f3fc0d561599b9a" PRIMARY KEY ("promotionId", "userId"))',
    );
    await queryRunner.query(
      'CREATE TABLE "cart_coupon" ("userId" character varying(36) NOT NULL, "promotionId" character varying(36) NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_a6f17ceb18532603d5d5a1649f2" PRIMARY KEY ("userId"))',
    );
    await queryRunner.query(
      'ALTER TABLE "shop_order" ADD "discountCents" integer NOT NULL DEFAULT \'0\'',
    );
    await queryRunner.query('ALTER TABLE "shop_order" ADD "discounts" text');
    await queryRunner.query(
      'ALTER TABLE "shop_order_line" ADD "discountCents" integer NOT NULL DEFAULT \'0\'',
    );
    // Price history starts with every product's current price, dated when the product was created.
    await queryRunner.query(
      'INSERT INTO "product_price" ("productId", "priceCents", "changedAt") SELECT "id", "priceCents", to_char("createdAt", \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') FROM "product"',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "shop_order_line" DROP COLUMN "discountCents"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "discounts"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "discountCents"');
    await queryRunner.query('DROP TABLE "cart_coupon"');
    await queryRunner.query('DROP TABLE "promotion_customer_use"');
    await queryRunner.query('DROP INDEX "public"."idx_promotion_use_order"');
    await queryRunner.query('DROP TABLE "promotion_use"');
    await queryRunner.query('DROP TABLE "promotion"');
    await queryRunner.query('DROP INDEX "public"."idx_product_price_product"');
    await queryRunner.query('DROP TABLE "product_price"');
  }
}
