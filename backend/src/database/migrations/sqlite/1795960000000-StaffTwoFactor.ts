import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StaffTwoFactor1795960000000 implements MigrationInterface {
  name = 'StaffTwoFactor1795960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "staff_two_factor" ("userId" varchar(36) PRIMARY KEY NOT NULL, "secret" varchar(255), "pendingSecret" varchar(255), "enabledAt" bigint, "lastStep" bigint NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE TABLE "staff_recovery_code" ("id" varchar PRIMARY KEY NOT NULL, "userId" varchar(36) NOT NULL, "codeHash" varchar(64) NOT NULL, "usedAt" bigint, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_staff_recovery_code_hash" UNIQUE ("codeHash"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_staff_recovery_code_user" ON "staff_recovery_code" ("userId") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_staff_recovery_code_user"');
    await queryRunner.query('DROP TABLE "staff_recovery_code"');
    await queryRunner.query('DROP TABLE "staff_two_factor"');
  }
}
