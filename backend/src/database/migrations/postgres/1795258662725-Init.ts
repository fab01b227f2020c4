import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795258662725 implements MigrationInterface {
  name = 'Init1795258662725';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "job" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "payload" text NOT NULL, "uniqueKey" character varying(200), "status" character varying(20) NOT NULL DEFAULT \'queued\', "attempts" integer NOT NULL DEFAULT \'0\', "maxAttempts" integer NOT NULL, "runAt" bigint NOT NULL, "lockedAt" bigint, "lastError" text, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_e0cfa25d7172846ab052c350b18" UNIQUE ("uniqueKey"), CONSTRAINT "PK_98ab1c14ff8d1cf80d18703b92f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "idx_job_pick" ON "job"  ("status", "runAt") ');
    await queryRunner.query(
      'CREATE TABLE "sent_mail" ("messageKey" character varying(200) NOT NULL, "recipient" character varying(320) NOT NULL, "template" character varying(100) NOT NULL, "sentAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_6b54e0e9befaa15148c304e8ac1" PRIMARY KEY ("messageKey"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "sent_mail"');
    await queryRunner.query('DROP INDEX "public"."idx_job_pick"');
    await queryRunner.query('DROP TABLE "job"');
  }
}
