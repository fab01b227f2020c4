import type { MigrationInterface, QueryRunner } from 'typeorm';

/** GDPR: the newsletter consent proof and the erasure mark of an account. */
export class PrivacyConsent1795730000000 implements MigrationInterface {
  name = 'PrivacyConsent1795730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "newsletter_subscriber" ADD "consentAt" bigint');
    await queryRunner.query(
      'ALTER TABLE "newsletter_subscriber" ADD "consentWordingVersion" character varying(20)',
    );
    await queryRunner.query(
      'ALTER TABLE "newsletter_subscriber" ADD "consentIpHash" character varying(64)',
    );
    await queryRunner.query(
      'ALTER TABLE "newsletter_subscriber" ADD "confirmIpHash" character varying(64)',
    );
    await queryRunner.query('ALTER TABLE "user" ADD "erasedAt" character varying(30)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "user" DROP COLUMN "erasedAt"');
    await queryRunner.query('ALTER TABLE "newsletter_subscriber" DROP COLUMN "confirmIpHash"');
    await queryRunner.query('ALTER TABLE "newsletter_subscriber" DROP COLUMN "consentIpHash"');
    await queryRunner.query(
      'ALTER TABLE "newsletter_subscriber" DROP COLUMN "consentWordingVersion"',
    );
    await queryRunner.query('ALTER TABLE "newsletter_subscriber" DROP COLUMN "consentAt"');
  }
}
