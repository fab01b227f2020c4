import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StaffTwoFactor1795960000000 implements MigrationInterface {
  name = 'StaffTwoFactor1795960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "staff_two_factor" ("userId" character varying(36) NOT NULL, "secret" character varying(255), "pendingSecret" character varying(255), "enabledAt" bigint, "lastStep" bigint NOT NULL DEFAULT 0, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_staff_two_factor" PRIMARY KEY ("userId"))',
    );
    await queryRunner.query(
      'CREATE TABLE "staff_recovery_code" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "userId" character varying(36) NOT NULL, "codeHash" character varying(64) NOT NULL, "usedAt" bigint, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_staff_recovery_code_hash" UNIQUE ("codeHash"), CONSTRAINT "PK_staff_recovery_code" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_staff_recovery_code_user" ON "staff_recovery_code" ("userId") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."idx_staff_recovery_code_user"');
    await queryRunner.query('DROP TABLE "staff_recovery_code"');
    await queryRunner.query('DROP TABLE "staff_two_factor"');
  }
}
