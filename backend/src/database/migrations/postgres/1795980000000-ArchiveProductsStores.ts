import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Products and stores that orders refer to are archived instead of deleted (hidden from the shop, kept for history). */
export class ArchiveProductsStores1795980000000 implements MigrationInterface {
  name = 'ArchiveProductsStores1795980000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "product" ADD "archivedAt" bigint');
    await queryRunner.query('ALTER TABLE "store" ADD "archivedAt" bigint');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "archivedAt"');
    await queryRunner.query('ALTER TABLE "product" DROP COLUMN "archivedAt"');
  }
}
