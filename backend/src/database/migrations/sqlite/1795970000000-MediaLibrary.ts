import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaLibrary1795970000000 implements MigrationInterface {
  name = 'MediaLibrary1795970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "media" ("id" varchar PRIMARY KEY NOT NULL, "files" text NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "mime" varchar(40) NOT NULL, "bytes" integer NOT NULL, "focalX" real NOT NULL, "focalY" real NOT NULL, "alt" text NOT NULL, "sourceUrl" varchar(2000), "createdBy" varchar(36), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "IDX_media_createdAt" ON "media" ("createdAt")');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_media_createdAt"');
    await queryRunner.query('DROP TABLE "media"');
  }
}
