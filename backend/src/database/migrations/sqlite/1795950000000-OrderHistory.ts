import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order timeline (order_history), partial refunds (order_refund, the refunded amount of an order and
 * the refunded units of its lines) and the tracking link of a shipped order. Columns are added with
 * ALTER TABLE … ADD COLUMN rather than a table rebuild, so other features' columns stay.
 */
export class OrderHistory1795950000000 implements MigrationInterface {
  name = 'OrderHistory1795950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "order_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" varchar(36) NOT NULL, "type" varchar(30) NOT NULL, "data" text, "actorId" varchar(36), "actorEmail" varchar(320), "createdAt" varchar(30) NOT NULL)',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_order_history_order" ON "order_history" ("orderId", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "order_refund" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL, "amountCents" integer NOT NULL, "lines" text NOT NULL, "restock" boolean NOT NULL DEFAULT (0), "reason" varchar(200), "status" varchar(20) NOT NULL, "providerRefundId" varchar(100), "createdAt" varchar(30) NOT NULL)',
    );
    await queryRunner.query('CREATE INDEX "idx_order_refund_order" ON "order_refund" ("orderId") ');
    await queryRunner.query('ALTER TABLE "shop_order" ADD COLUMN "trackingUrl" varchar(500)');
    await queryRunner.query(
      'ALTER TABLE "shop_order" ADD COLUMN "refundedCents" integer NOT NULL DEFAULT (0)',
    );
    // A refund from before partial refunds gave back the whole order.
    await queryRunner.query(
      'UPDATE "shop_order" SET "refundedCents" = "totalCents" WHERE "paidStatus" = \'refunded\'',
    );
    await queryRunner.query(
      'ALTER TABLE "shop_order_line" ADD COLUMN "refundedQuantity" integer NOT NULL DEFAULT (0)',
    );
    await queryRunner.query(
      'ALTER TABLE "demo_payment" ADD COLUMN "refundedCents" integer NOT NULL DEFAULT (0)',
    );
    await queryRunner.query(
      'UPDATE "demo_payment" SET "refundedCents" = "amountCents" WHERE "status" = \'refunded\'',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "demo_payment" DROP COLUMN "refundedCents"');
    await queryRunner.query('ALTER TABLE "shop_order_line" DROP COLUMN "refundedQuantity"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "refundedCents"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "trackingUrl"');
    await queryRunner.query('DROP INDEX "idx_order_refund_order"');
    await queryRunner.query('DROP TABLE "order_refund"');
    await queryRunner.query('DROP INDEX "idx_order_history_order"');
    await queryRunner.query('DROP TABLE "order_history"');
  }
}
