import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * VAT by destination: every order line stores its rate (now with decimals: Finland 25.5), net, VAT
 * and the country whose VAT applies; the order stores that country too; a salon's VAT number keeps
 * its last VIES answer. Existing rows are backfilled from what was charged: Belgian VAT on customer
 * orders (prices include VAT), lines ex VAT on partner orders, the delivery country when reverse charged.
 */
export class VatByDestination1795710000000 implements MigrationInterface {
  name = 'VatByDestination1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "shop_order" ADD "vatCountry" character varying(2) NOT NULL DEFAULT \'BE\'',
    );
    await queryRunner.query(
      'UPDATE "shop_order" SET "vatCountry" = upper("deliveryAddress"::json->>\'country\') WHERE "reverseCharge" = true AND length("deliveryAddress"::json->>\'country\') = 2',
    );
    await queryRunner.query(
      'ALTER TABLE "shop_order_line" ALTER COLUMN "vatRate" TYPE numeric(5,2)',
    );
    await queryRunner.query('ALTER TABLE "shop_order_line" ADD "netCents" integer');
    await queryRunner.query('ALTER TABLE "shop_order_line" ADD "vatCents" integer');
    await queryRunner.query('ALTER TABLE "shop_order_line" ADD "vatCountry" character varying(2)');
    await queryRunner.query(
      `UPDATE "shop_order_line" l SET
        "vatCountry" = o."vatCountry",
        "netCents" = CASE WHEN o."kind" = 'partner' THEN l."lineTotalCents"
          ELSE round(l."lineTotalCents" * 100.0 / (100 + l."vatRate"))::integer END,
        "vatCents" = CASE WHEN o."kind" = 'partner' THEN round(l."lineTotalCents" * l."vatRate" / 100.0)::integer
          ELSE l."lineTotalCents" - round(l."lineTotalCents" * 100.0 / (100 + l."vatRate"))::integer END
      FROM "shop_order" o WHERE o."id" = l."orderId"`,
    );
    await queryRunner.query('ALTER TABLE "shop_order_line" ALTER COLUMN "netCents" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "shop_order_line" ALTER COLUMN "vatCents" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "shop_order_line" ALTER COLUMN "vatCountry" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "store" ADD "vatCheckStatus" character varying(10)');
    await queryRunner.query('ALTER TABLE "store" ADD "vatCheckedAt" character varying(30)');
    await queryRunner.query('ALTER TABLE "store" ADD "vatVerifiedNumber" character varying(20)');
    await queryRunner.query('ALTER TABLE "store" ADD "vatVerifiedAt" character varying(30)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "vatVerifiedAt"');
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "vatVerifiedNumber"');
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "vatCheckedAt"');
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "vatCheckStatus"');
    await queryRunner.query('ALTER TABLE "shop_order_line" DROP COLUMN "vatCountry"');
    await queryRunner.query('ALTER TABLE "shop_order_line" DROP COLUMN "vatCents"');
    await queryRunner.query('ALTER TABLE "shop_order_line" DROP COLUMN "netCents"');
    await queryRunner.query(
      'ALTER TABLE "shop_order_line" ALTER COLUMN "vatRate" TYPE integer USING round("vatRate")::integer',
    );
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "vatCountry"');
  }
}
