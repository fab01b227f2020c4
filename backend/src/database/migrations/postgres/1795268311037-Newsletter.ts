import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Newsletter1795268311037 implements MigrationInterface {
  name = 'Newsletter1795268311037';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "newsletter_subscriber" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "email" character varying(320) NOT NULL, "locale" character varying(2) NOT NULL, "status" character varying(20) NOT NULL, "source" character varying(20) NOT NULL, "confirmTokenHash" character varying(64), "confirmTokenExpiresAt" bigint, "confirmationSentAt" bigint, "unsubscribeToken" character varying(64) NOT NULL, "confirmedAt" bigint, "unsubscribedAt" bigint, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_c7c77fa243eefb2415b13f1b4e4" UNIQUE ("email"), CONSTRAINT "UQ_c77765a9b6a13e17e2b54804d44" UNIQUE ("confirmTokenHash"), CONSTRAINT "UQ_ceb6d7fa81e7ee34009e1ce4810" UNIQUE ("unsubscribeToken"), CONSTRAINT "PK_673f5f9a16ef0e216059224e02f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_newsletter_subscriber_status_locale" ON "newsletter_subscriber"  ("status", "locale") ',
    );
    await queryRunner.query(
      'CREATE TABLE "newsletter_campaign" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "locale" character varying(2) NOT NULL, "subject" character varying(200) NOT NULL, "bodyHtml" text NOT NULL, "productIds" text NOT NULL, "articleId" character varying(36), "status" character varying(20) NOT NULL DEFAULT \'draft\', "sendAt" bigint, "startedAt" bigint, "finishedAt" bigint, "createdById" character varying(36), "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_2b40b934cee2f5e3fb2184681d6" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "newsletter_delivery" ("campaignId" character varying(36) NOT NULL, "subscriberId" character varying(36) NOT NULL, "state" character varying(20) NOT NULL DEFAULT \'queued\', "attempts" integer NOT NULL DEFAULT \'0\', "lastError" character varying(2000), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_032bc91f627f82cceacc44ec7e0" PRIMARY KEY ("campaignId", "subscriberId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_newsletter_delivery_campaign_state" ON "newsletter_delivery"  ("campaignId", "state") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."idx_newsletter_delivery_campaign_state"');
    await queryRunner.query('DROP TABLE "newsletter_delivery"');
    await queryRunner.query('DROP TABLE "newsletter_campaign"');
    await queryRunner.query('DROP INDEX "public"."idx_newsletter_subscriber_status_locale"');
    await queryRunner.query('DROP TABLE "newsletter_subscriber"');
  }
}
