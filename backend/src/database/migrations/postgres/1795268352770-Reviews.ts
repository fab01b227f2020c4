import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reviews1795268352770 implements MigrationInterface {
  name = 'Reviews1795268352770';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "review" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "productId" character varying(36) NOT NULL, "userId" character varying(36) NOT NULL, "authorName" character varying(120) NOT NULL, "locale" character varying(2) NOT NULL, "score" integer NOT NULL, "title" character varying(120) NOT NULL, "content" text NOT NULL, "status" character varying(20) NOT NULL DEFAULT \'pending\', "rejectionReason" character varying(500), "revision" integer NOT NULL DEFAULT \'1\', "submittedAt" character varying(30) NOT NULL, "moderatedAt" character varying(30), "moderatedById" character varying(36), "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_2e4299a343a81574217255c00ca" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_review_status" ON "review"  ("status", "submittedAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_review_product_status" ON "review"  ("productId", "status", "submittedAt") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_review_product_user" ON "review"  ("productId", "userId") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."uq_review_product_user"');
    await queryRunner.query('DROP INDEX "public"."idx_review_product_status"');
    await queryRunner.query('DROP INDEX "public"."idx_review_status"');
    await queryRunner.query('DROP TABLE "review"');
  }
}
