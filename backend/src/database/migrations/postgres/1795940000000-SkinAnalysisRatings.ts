import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Skin analysis texts and saved results (issue 19 part 5); approved review count and sum on products (part 6). */
export class SkinAnalysisRatings1795940000000 implements MigrationInterface {
  name = 'SkinAnalysisRatings1795940000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "skin_analysis_text" ("reasonKey" character varying(40) NOT NULL, "translations" text NOT NULL, "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_bd45c415cc10cc412545240c689" PRIMARY KEY ("reasonKey"))',
    );
    await queryRunner.query(
      'CREATE TABLE "saved_skin_analysis" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "userId" character varying(36) NOT NULL, "answers" text NOT NULL, "line" character varying(10) NOT NULL, "reasonKey" character varying(40) NOT NULL, "morning" text NOT NULL, "evening" text NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_23f277c292d1f6b8fe81ee33202" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_saved_skin_analysis_user" ON "saved_skin_analysis"  ("userId", "createdAt") ',
    );
    await queryRunner.query(
      'ALTER TABLE "product" ADD "ratingCount" integer NOT NULL DEFAULT \'0\'',
    );
    await queryRunner.query('ALTER TABLE "product" ADD "ratingSum" integer NOT NULL DEFAULT \'0\'');
    await queryRunner.query(
      `UPDATE "product" p SET
        "ratingCount" = s.count, "ratingSum" = s.sum
       FROM (SELECT "productId", COUNT(*) AS count, SUM("score") AS sum FROM "review"
             WHERE "status" = 'approved' GROUP BY "productId") s
       WHERE s."productId" = p."id"::text`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "product" DROP COLUMN "ratingSum"');
    await queryRunner.query('ALTER TABLE "product" DROP COLUMN "ratingCount"');
    await queryRunner.query('DROP INDEX "public"."idx_saved_skin_analysis_user"');
    await queryRunner.query('DROP TABLE "saved_skin_analysis"');
    await queryRunner.query('DROP TABLE "skin_analysis_text"');
  }
}
