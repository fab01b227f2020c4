import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Order timeline (order_history), partial refunds (order_refund, refunded amounts) and tracking links. */
export class OrderHistory1795950000000 implements MigrationInterface {
  name = 'OrderHistory1795950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "order_history" ("id" SERIAL NOT NULL, "orderId" character varying(36) NOT NULL, "type" character varying(30) NOT NULL, "data" text, "actorId" character varying(36), "actorEmail" character varying(320), "createdAt" character varying(30) NOT NULL, CONSTRAINT "PK_order_history" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_order_history_order" ON "order_history"  ("orderId", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "order_refund" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "orderId" character varying(36) NOT NULL, "amountCents" integer NOT NULL, "lines" text NOT NULL, "restock" boolean NOT NULL DEFAULT false, "reason" character varying(200), "status" character varying(20) NOT NULL, "providerRefundId" character varying(100), "createdAt" character varying(30) NOT NULL, CONSTRAINT "PK_order_refund" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_order_refund_order" ON "order_refund"  ("orderId") ',
    );
    await queryRunner.query('ALTER TABLE "shop_order" ADD "trackingUrl" character varying(500)');
    await queryRunner.query(
      'ALTER TABLE "shop_order" ADD "refundedCents" integer NOT NULL DEFAULT 0',
    );
    // A refund from before partial refunds gave back the whole order.
    await queryRunner.query(
      'UPDATE "shop_order" SET "refundedCents" = "totalCents" WHERE "paidStatus" = \'refunded\'',
    );
    await queryRunner.query(
      'ALTER TABLE "shop_order_line" ADD "refundedQuantity" integer NOT NULL DEFAULT 0',
    );
    await queryRunner.query(
      'ALTER TABLE "demo_payment" ADD "refundedCents" integer NOT NULL DEFAULT 0',
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
    await queryRunner.query('DROP INDEX "public"."idx_order_refund_order"');
    await queryRunner.query('DROP TABLE "order_refund"');
    await queryRunner.query('DROP INDEX "public"."idx_order_history_order"');
    await queryRunner.query('DROP TABLE "order_history"');
  }
}
