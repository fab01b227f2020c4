import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Withdrawals, and the shipped/delivered dates, carrier and tracking number of orders. The new
 * order columns are added with ALTER TABLE … ADD COLUMN (nullable) rather than the generator's table
 * rebuild, so migrations of other features that touch shop_order keep their columns.
 */
export class Withdrawals1795720000000 implements MigrationInterface {
  name = 'Withdrawals1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "withdrawal" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL, "orderNumber" varchar(30) NOT NULL, "userId" varchar(36) NOT NULL, "email" varchar(320) NOT NULL, "locale" varchar(2) NOT NULL, "channel" varchar(10) NOT NULL, "status" varchar(20) NOT NULL, "lines" text NOT NULL, "requestedAt" varchar(30) NOT NULL, "periodEndsOn" varchar(10), "receivedAt" varchar(30), "receivedNote" varchar(500), "suggestedRefundCents" integer, "refundCents" integer, "refundedAt" varchar(30), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_withdrawal_order" ON "withdrawal" ("orderId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_withdrawal_status" ON "withdrawal" ("status", "createdAt") ',
    );
    await queryRunner.query('ALTER TABLE "shop_order" ADD COLUMN "shippedAt" varchar(30)');
    await queryRunner.query('ALTER TABLE "shop_order" ADD COLUMN "deliveredAt" varchar(30)');
    await queryRunner.query('ALTER TABLE "shop_order" ADD COLUMN "carrier" varchar(60)');
    await queryRunner.query('ALTER TABLE "shop_order" ADD COLUMN "trackingNumber" varchar(100)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "trackingNumber"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "carrier"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "deliveredAt"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "shippedAt"');
    await queryRunner.query('DROP INDEX "idx_withdrawal_status"');
    await queryRunner.query('DROP INDEX "uq_withdrawal_order"');
    await queryRunner.query('DROP TABLE "withdrawal"');
  }
}
