import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StorePeppolId1795740000000 implements MigrationInterface {
  name = 'StorePeppolId1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "store" ADD "peppolId" varchar(60)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // SQLite 3.35+ drops a column that no index or constraint uses.
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "peppolId"');
  }
}
