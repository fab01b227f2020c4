import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Withdrawals1795720000000 implements MigrationInterface {
  name = 'Withdrawals1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "withdrawal" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "orderId" character varying(36) NOT NULL, "orderNumber" character varying(30) NOT NULL, "userId" character varying(36) NOT NULL, "email" character varying(320) NOT NULL, "locale" character varying(2) NOT NULL, "channel" character varying(10) NOT NULL, "status" character varying(20) NOT NULL, "lines" text NOT NULL, "requestedAt" character varying(30) NOT NULL, "periodEndsOn" character varying(10), "receivedAt" character varying(30), "receivedNote" character varying(500), "suggestedRefundCents" integer, "refundCents" integer, "refundedAt" character varying(30), "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_840e247aaad3fbd4e18129122a2" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_withdrawal_order" ON "withdrawal"  ("orderId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_withdrawal_status" ON "withdrawal"  ("status", "createdAt") ',
    );
    await queryRunner.query('ALTER TABLE "shop_order" ADD "shippedAt" character varying(30)');
    await queryRunner.query('ALTER TABLE "shop_order" ADD "deliveredAt" character varying(30)');
    await queryRunner.query('ALTER TABLE "shop_order" ADD "carrier" character varying(60)');
    await queryRunner.query('ALTER TABLE "shop_order" ADD "trackingNumber" character varying(100)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "trackingNumber"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "carrier"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "deliveredAt"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "shippedAt"');
    await queryRunner.query('DROP INDEX "public"."idx_withdrawal_status"');
    await queryRunner.query('DROP INDEX "public"."uq_withdrawal_order"');
    await queryRunner.query('DROP TABLE "withdrawal"');
  }
}
