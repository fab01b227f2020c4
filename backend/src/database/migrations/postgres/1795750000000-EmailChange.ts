import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailChange1795750000000 implements MigrationInterface {
  name = 'EmailChange1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "email_change" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "userId" character varying(36) NOT NULL, "oldEmail" character varying(320) NOT NULL, "newEmail" character varying(320) NOT NULL, "confirmTokenHash" character varying(64) NOT NULL, "undoTokenHash" character varying(64) NOT NULL, "expiresAt" bigint NOT NULL, "undoExpiresAt" bigint NOT NULL, "confirmedAt" bigint, "cancelledAt" bigint, "undoneAt" bigint, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_58e1f2c5d8926644842c2d180da" UNIQUE ("confirmTokenHash"), CONSTRAINT "UQ_fe4728cafc89ee13d42b8467756" UNIQUE ("undoTokenHash"), CONSTRAINT "PK_3c41013cfc6b716e1feeb3c1ee1" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "idx_email_change_user" ON "email_change"  ("userId") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."idx_email_change_user"');
    await queryRunner.query('DROP TABLE "email_change"');
  }
}
