import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795258662725 implements MigrationInterface {
  name = 'Init1795258662725';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "job" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "payload" text NOT NULL, "uniqueKey" varchar(200), "status" varchar(20) NOT NULL DEFAULT (\'queued\'), "attempts" integer NOT NULL DEFAULT (0), "maxAttempts" integer NOT NULL, "runAt" bigint NOT NULL, "lockedAt" bigint, "lastError" text, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_e0cfa25d7172846ab052c350b18" UNIQUE ("uniqueKey"))',
    );
    await queryRunner.query('CREATE INDEX "idx_job_pick" ON "job" ("status", "runAt") ');
    await queryRunner.query(
      'CREATE TABLE "sent_mail" ("messageKey" varchar(200) PRIMARY KEY NOT NULL, "recipient" varchar(320) NOT NULL, "template" varchar(100) NOT NULL, "sentAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "sent_mail"');
    await queryRunner.query('DROP INDEX "idx_job_pick"');
    await queryRunner.query('DROP TABLE "job"');
  }
}
