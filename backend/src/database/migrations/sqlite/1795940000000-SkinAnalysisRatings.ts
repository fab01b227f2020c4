import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Skin analysis texts and saved results (issue 19 part 5); approved review count and sum on products (part 6). */
export class SkinAnalysisRatings1795940000000 implements MigrationInterface {
  name = 'SkinAnalysisRatings1795940000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "skin_analysis_text" ("reasonKey" varchar(40) PRIMARY KEY NOT NULL, "translations" text NOT NULL, "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE TABLE "saved_skin_analysis" ("id" varchar PRIMARY KEY NOT NULL, "userId" varchar(36) NOT NULL, "answers" text NOT NULL, "line" varchar(10) NOT NULL, "reasonKey" varchar(40) NOT NULL, "morning" text NOT NULL, "evening" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_saved_skin_analysis_user" ON "saved_skin_analysis" ("userId", "createdAt") ',
    );
    await queryRunner.query(
      'ALTER TABLE "product" ADD COLUMN "ratingCount" integer NOT NULL DEFAULT (0)',
    );
    await queryRunner.query(
      'ALTER TABLE "product" ADD COLUMN "ratingSum" integer NOT NULL DEFAULT (0)',
    );
    await queryRunner.query(
      `UPDATE "product" SET
        "ratingCount" = (SELECT COUNT(*) FROM "review" r WHERE r."productId" = "product"."id" AND r."status" = 'approved'),
        "ratingSum" = COALESCE((SELECT SUM(r."score") FROM "review" r WHERE r."productId" = "product"."id" AND r."status" = 'approved'), 0)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "product" DROP COLUMN "ratingSum"');
    await queryRunner.query('ALTER TABLE "product" DROP COLUMN "ratingCount"');
    await queryRunner.query('DROP INDEX "idx_saved_skin_analysis_user"');
    await queryRunner.query('DROP TABLE "saved_skin_analysis"');
    await queryRunner.query('DROP TABLE "skin_analysis_text"');
  }
}
