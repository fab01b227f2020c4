import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reviews1795268352770 implements MigrationInterface {
  name = 'Reviews1795268352770';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "review" ("id" varchar PRIMARY KEY NOT NULL, "productId" varchar(36) NOT NULL, "userId" varchar(36) NOT NULL, "authorName" varchar(120) NOT NULL, "locale" varchar(2) NOT NULL, "score" integer NOT NULL, "title" varchar(120) NOT NULL, "content" text NOT NULL, "status" varchar(20) NOT NULL DEFAULT (\'pending\'), "rejectionReason" varchar(500), "revision" integer NOT NULL DEFAULT (1), "submittedAt" varchar(30) NOT NULL, "moderatedAt" varchar(30), "moderatedById" varchar(36), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_review_status" ON "review" ("status", "submittedAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_review_product_status" ON "review" ("productId", "status", "submittedAt") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_review_product_user" ON "review" ("productId", "userId") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "uq_review_product_user"');
    await queryRunner.query('DROP INDEX "idx_review_product_status"');
    await queryRunner.query('DROP INDEX "idx_review_status"');
    await queryRunner.query('DROP TABLE "review"');
  }
}
