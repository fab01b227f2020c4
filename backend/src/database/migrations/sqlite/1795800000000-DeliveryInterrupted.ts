import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaign deliveries cut off by a crash become `interrupted` (they were counted as failed), and
 * `resends` records the one resend an admin may order to them.
 */
export class DeliveryInterrupted1795800000000 implements MigrationInterface {
  name = 'DeliveryInterrupted1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "newsletter_delivery" ADD COLUMN "resends" integer NOT NULL DEFAULT (0)`,
    );
    await queryRunner.query(
      `UPDATE "newsletter_delivery" SET "state" = 'interrupted' WHERE "state" = 'failed' AND "lastError" = 'interrupted while sending; not retried so the campaign never reaches this subscriber twice'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "newsletter_delivery" SET "state" = 'failed', "lastError" = 'interrupted while sending; not retried so the campaign never reaches this subscriber twice' WHERE "state" = 'interrupted'`,
    );
    await queryRunner.query(`ALTER TABLE "newsletter_delivery" DROP COLUMN "resends"`);
  }
}
