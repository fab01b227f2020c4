import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Shopping1795262329409 implements MigrationInterface {
  name = 'Shopping1795262329409';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "favourite" ("userId" character varying(36) NOT NULL, "productId" character varying(36) NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_85f8b2131c76a12c27c196424f4" PRIMARY KEY ("userId", "productId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_favourite_user" ON "favourite"  ("userId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "address" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "userId" character varying(36) NOT NULL, "firstName" character varying(100) NOT NULL, "lastName" character varying(100) NOT NULL, "company" character varying(150), "street" character varying(200) NOT NULL, "houseNumber" character varying(20) NOT NULL, "box" character varying(20), "postalCode" character varying(20) NOT NULL, "city" character varying(100) NOT NULL, "country" character varying(2) NOT NULL, "phone" character varying(40), "isDefault" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_d92de1f82754668b5f5f5dd4fd5" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "idx_address_user" ON "address"  ("userId") ');
    await queryRunner.query(
      'CREATE TABLE "cart_item" ("userId" character varying(36) NOT NULL, "productId" character varying(36) NOT NULL, "quantity" integer NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_c605dd3a08f85dcb5a656b7299d" PRIMARY KEY ("userId", "productId"))',
    );
    await queryRunner.query(
      'CREATE TABLE "demo_payment" ("id" character varying(40) NOT NULL, "orderId" character varying(36) NOT NULL, "orderNumber" character varying(30) NOT NULL, "amountCents" integer NOT NULL, "currency" character varying(3) NOT NULL, "description" character varying(200) NOT NULL, "redirectUrl" character varying(500) NOT NULL, "locale" character varying(2) NOT NULL, "status" character varying(20) NOT NULL DEFAULT \'open\', "idempotencyKey" character varying(100) NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_3ba74f7a54134530a889d681540" UNIQUE ("idempotencyKey"), CONSTRAINT "PK_05dbd11b6f4ce9ef3ebee4ce2ac" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "order_counter" ("year" integer NOT NULL, "value" integer NOT NULL, CONSTRAINT "PK_e6de092804275a5a92dabf98a39" PRIMARY KEY ("year"))',
    );
    await queryRunner.query(
      'CREATE TABLE "shop_order" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "number" character varying(30) NOT NULL, "userId" character varying(36) NOT NULL, "email" character varying(320) NOT NULL, "locale" character varying(2) NOT NULL, "status" character varying(20) NOT NULL, "paidStatus" character varying(20) NOT NULL, "deliveryAddress" text NOT NULL, "deliveryCents" integer NOT NULL, "itemsCents" integer NOT NULL, "netCents" integer NOT NULL, "vatCents" integer NOT NULL, "totalCents" integer NOT NULL, "vat" text NOT NULL, "currency" character varying(3) NOT NULL DEFAULT \'EUR\', "specialistStoreId" character varying(36), "specialistStoreName" character varying(150), "paymentProvider" character varying(10), "paymentId" character varying(100), "checkoutUrl" character varying(500), "paymentMethod" character varying(30), "idempotencyKey" character varying(100), "paidAt" character varying(30), "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_7d409a24caf7ca19ac324aeeaca" UNIQUE ("number"), CONSTRAINT "PK_aff7956a99be3a90c1075744b6a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "idx_order_payment" ON "shop_order"  ("paymentId") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_order_idempotency" ON "shop_order"  ("userId", "idempotencyKey") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_order_user" ON "shop_order"  ("userId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "shop_order_line" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "orderId" uuid NOT NULL, "position" integer NOT NULL, "productId" character varying(36) NOT NULL, "slug" character varying(120) NOT NULL, "name" character varying(150) NOT NULL, "quantity" integer NOT NULL, "unitPriceCents" integer NOT NULL, "vatRate" integer NOT NULL, "lineTotalCents" integer NOT NULL, CONSTRAINT "PK_cafaf09bda35740ecdafe4f7d48" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_order_line_order" ON "shop_order_line"  ("orderId", "position") ',
    );
    await queryRunner.query(
      'ALTER TABLE "shop_order_line" ADD CONSTRAINT "fk_order_line_order" FOREIGN KEY ("orderId") REFERENCES "shop_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "shop_order_line" DROP CONSTRAINT "fk_order_line_order"');
    await queryRunner.query('DROP INDEX "public"."idx_order_line_order"');
    await queryRunner.query('DROP TABLE "shop_order_line"');
    await queryRunner.query('DROP INDEX "public"."idx_order_user"');
    await queryRunner.query('DROP INDEX "public"."uq_order_idempotency"');
    await queryRunner.query('DROP INDEX "public"."idx_order_payment"');
    await queryRunner.query('DROP TABLE "shop_order"');
    await queryRunner.query('DROP TABLE "order_counter"');
    await queryRunner.query('DROP TABLE "demo_payment"');
    await queryRunner.query('DROP TABLE "cart_item"');
    await queryRunner.query('DROP INDEX "public"."idx_address_user"');
    await queryRunner.query('DROP TABLE "address"');
    await queryRunner.query('DROP INDEX "public"."idx_favourite_user"');
    await queryRunner.query('DROP TABLE "favourite"');
  }
}
