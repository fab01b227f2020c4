import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PartnerPortal1795271451805 implements MigrationInterface {
  name = 'PartnerPortal1795271451805';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "post" ADD "attachments" text');
    await queryRunner.query('ALTER TABLE "post" ADD "sessionAt" bigint');
    await queryRunner.query('ALTER TABLE "post" ADD "sessionLocation" character varying(200)');
    await queryRunner.query('ALTER TABLE "store" ADD "partnerCode" character varying(12)');
    await queryRunner.query(
      'ALTER TABLE "store" ADD CONSTRAINT "UQ_7595a80506f8efadc3a63802dd5" UNIQUE ("partnerCode")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "store" DROP CONSTRAINT "UQ_7595a80506f8efadc3a63802dd5"');
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "partnerCode"');
    await queryRunner.query('ALTER TABLE "post" DROP COLUMN "sessionLocation"');
    await queryRunner.query('ALTER TABLE "post" DROP COLUMN "sessionAt"');
    await queryRunner.query('ALTER TABLE "post" DROP COLUMN "attachments"');
  }
}
