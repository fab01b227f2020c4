import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Newsletter1795268311037 implements MigrationInterface {
  name = 'Newsletter1795268311037';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "newsletter_subscriber" ("id" varchar PRIMARY KEY NOT NULL, "email" varchar(320) NOT NULL, "locale" varchar(2) NOT NULL, "status" varchar(20) NOT NULL, "source" varchar(20) NOT NULL, "confirmTokenHash" varchar(64), "confirmTokenExpiresAt" bigint, "confirmationSentAt" bigint, "unsubscribeToken" varchar(64) NOT NULL, "confirmedAt" bigint, "unsubscribedAt" bigint, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_c7c77fa243eefb2415b13f1b4e4" UNIQUE ("email"), CONSTRAINT "UQ_c77765a9b6a13e17e2b54804d44" UNIQUE ("confirmTokenHash"), CONSTRAINT "UQ_ceb6d7fa81e7ee34009e1ce4810" UNIQUE ("unsubscribeToken"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_newsletter_subscriber_status_locale" ON "newsletter_subscriber" ("status", "locale") ',
    );
    await queryRunner.query(
      'CREATE TABLE "newsletter_campaign" ("id" varchar PRIMARY KEY NOT NULL, "locale" varchar(2) NOT NULL, "subject" varchar(200) NOT NULL, "bodyHtml" text NOT NULL, "productIds" text NOT NULL, "articleId" varchar(36), "status" varchar(20) NOT NULL DEFAULT (\'draft\'), "sendAt" bigint, "startedAt" bigint, "finishedAt" bigint, "createdById" varchar(36), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE TABLE "newsletter_delivery" ("campaignId" varchar(36) NOT NULL, "subscriberId" varchar(36) NOT NULL, "state" varchar(20) NOT NULL DEFAULT (\'queued\'), "attempts" integer NOT NULL DEFAULT (0), "lastError" varchar(2000), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), PRIMARY KEY ("campaignId", "subscriberId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_newsletter_delivery_campaign_state" ON "newsletter_delivery" ("campaignId", "state") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_newsletter_delivery_campaign_state"');
    await queryRunner.query('DROP TABLE "newsletter_delivery"');
    await queryRunner.query('DROP TABLE "newsletter_campaign"');
    await queryRunner.query('DROP INDEX "idx_newsletter_subscriber_status_locale"');
    await queryRunner.query('DROP TABLE "newsletter_subscriber"');
  }
}
