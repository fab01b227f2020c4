import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailChange1795750000000 implements MigrationInterface {
  name = 'EmailChange1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "email_change" ("id" varchar PRIMARY KEY NOT NULL, "userId" varchar(36) NOT NULL, "oldEmail" varchar(320) NOT NULL, "newEmail" varchar(320) NOT NULL, "confirmTokenHash" varchar(64) NOT NULL, "undoTokenHash" varchar(64) NOT NULL, "expiresAt" bigint NOT NULL, "undoExpiresAt" bigint NOT NULL, "confirmedAt" bigint, "cancelledAt" bigint, "undoneAt" bigint, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_58e1f2c5d8926644842c2d180da" UNIQUE ("confirmTokenHash"), CONSTRAINT "UQ_fe4728cafc89ee13d42b8467756" UNIQUE ("undoTokenHash"))',
    );
    await queryRunner.query('CREATE INDEX "idx_email_change_user" ON "email_change" ("userId") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_email_change_user"');
    await queryRunner.query('DROP TABLE "email_change"');
  }
}
