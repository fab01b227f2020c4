import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * VAT by destination: every order line stores its rate (now with decimals: Finland 25.5), net, VAT
 * and the country whose VAT applies; the order stores that country too; a salon's VAT number keeps
 * its last VIES answer. Existing rows are backfilled from what was charged: Belgian VAT on customer
 * orders (prices include VAT), lines ex VAT on partner orders, the delivery country when reverse charged.
 * shop_order and store get plain ADD COLUMNs (no rebuild); shop_order_line is rebuilt for the type change.
 */
export class VatByDestination1795710000000 implements MigrationInterface {
  name = 'VatByDestination1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "shop_order" ADD COLUMN "vatCountry" varchar(2) NOT NULL DEFAULT (\'BE\')',
    );
    await queryRunner.query(
      'UPDATE "shop_order" SET "vatCountry" = upper(json_extract("deliveryAddress", \'$.country\')) WHERE "reverseCharge" = 1 AND length(json_extract("deliveryAddress", \'$.country\')) = 2',
    );
    await queryRunner.query('DROP INDEX "idx_order_line_order"');
    await queryRunner.query(
      'CREATE TABLE "temporary_shop_order_line" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar NOT NULL, "position" integer NOT NULL, "productId" varchar(36) NOT NULL, "slug" varchar(120) NOT NULL, "name" varchar(150) NOT NULL, "quantity" integer NOT NULL, "unitPriceCents" integer NOT NULL, "vatRate" decimal(5,2) NOT NULL, "lineTotalCents" integer NOT NULL, "netCents" integer NOT NULL, "vatCents" integer NOT NULL, "vatCountry" varchar(2) NOT NULL, CONSTRAINT "fk_order_line_order" FOREIGN KEY ("orderId") REFERENCES "shop_order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      `INSERT INTO "temporary_shop_order_line"("id", "orderId", "position", "productId", "slug", "name", "quantity", "unitPriceCents", "vatRate", "lineTotalCents", "netCents", "vatCents", "vatCountry")
      SELECT l."id", l."orderId", l."position", l."productId", l."slug", l."name", l."quantity", l."unitPriceCents", l."vatRate", l."lineTotalCents",
        CASE WHEN o."kind" = 'partner' THEN l."lineTotalCents"
          ELSE CAST(round(l."lineTotalCents" * 100.0 / (100 + l."vatRate")) AS integer) END,
        CASE WHEN o."kind" = 'partner' THEN CAST(round(l."lineTotalCents" * l."vatRate" / 100.0) AS integer)
          ELSE l."lineTotalCents" - CAST(round(l."lineTotalCents" * 100.0 / (100 + l."vatRate")) AS integer) END,
        COALESCE(o."vatCountry", 'BE')
      FROM "shop_order_line" l LEFT JOIN "shop_order" o ON o."id" = l."orderId"`,
    );
    await queryRunner.query('DROP TABLE "shop_order_line"');
    await queryRunner.query('ALTER TABLE "temporary_shop_order_line" RENAME TO "shop_order_line"');
    await queryRunner.query(
      'CREATE INDEX "idx_order_line_order" ON "shop_order_line" ("orderId", "position") ',
    );
    await queryRunner.query('ALTER TABLE "store" ADD COLUMN "vatCheckStatus" varchar(10)');
    await queryRunner.query('ALTER TABLE "store" ADD COLUMN "vatCheckedAt" varchar(30)');
    await queryRunner.query('ALTER TABLE "store" ADD COLUMN "vatVerifiedNumber" varchar(20)');
    await queryRunner.query('ALTER TABLE "store" ADD COLUMN "vatVerifiedAt" varchar(30)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "vatVerifiedAt"');
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "vatVerifiedNumber"');
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "vatCheckedAt"');
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "vatCheckStatus"');
    await queryRunner.query('DROP INDEX "idx_order_line_order"');
    await queryRunner.query(
      'CREATE TABLE "temporary_shop_order_line" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar NOT NULL, "position" integer NOT NULL, "productId" varchar(36) NOT NULL, "slug" varchar(120) NOT NULL, "name" varchar(150) NOT NULL, "quantity" integer NOT NULL, "unitPriceCents" integer NOT NULL, "vatRate" integer NOT NULL, "lineTotalCents" integer NOT NULL, CONSTRAINT "fk_order_line_order" FOREIGN KEY ("orderId") REFERENCES "shop_order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_shop_order_line"("id", "orderId", "position", "productId", "slug", "name", "quantity", "unitPriceCents", "vatRate", "lineTotalCents") SELECT "id", "orderId", "position", "productId", "slug", "name", "quantity", "unitPriceCents", CAST(round("vatRate") AS integer), "lineTotalCents" FROM "shop_order_line"',
    );
    await queryRunner.query('DROP TABLE "shop_order_line"');
    await queryRunner.query('ALTER TABLE "temporary_shop_order_line" RENAME TO "shop_order_line"');
    await queryRunner.query(
      'CREATE INDEX "idx_order_line_order" ON "shop_order_line" ("orderId", "position") ',
    );
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "vatCountry"');
  }
}
