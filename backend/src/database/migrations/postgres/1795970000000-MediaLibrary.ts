import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaLibrary1795970000000 implements MigrationInterface {
  name = 'MediaLibrary1795970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "media" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "files" text NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "mime" character varying(40) NOT NULL, "bytes" integer NOT NULL, "focalX" real NOT NULL, "focalY" real NOT NULL, "alt" text NOT NULL, "sourceUrl" character varying(2000), "createdBy" character varying(36), "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_f4e0fcac36e050de337b670d8bd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_media_createdAt" ON "media" ("createdAt")');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_media_createdAt"');
    await queryRunner.query('DROP TABLE "media"');
  }
}
