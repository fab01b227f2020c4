import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1795259037721 implements MigrationInterface {
  name = 'Identity1795259037721';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "password_reset_token" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "tokenHash" character varying(64) NOT NULL, "userId" character varying(36) NOT NULL, "expiresAt" bigint NOT NULL, "usedAt" bigint, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_324e592c57094c9dcfa00ddf919" UNIQUE ("tokenHash"), CONSTRAINT "PK_838af121380dfe3a6330e04f5bb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_password_reset_user" ON "password_reset_token"  ("userId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "refresh_token" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "tokenHash" character varying(64) NOT NULL, "familyId" character varying(36) NOT NULL, "userId" character varying(36) NOT NULL, "clientId" character varying(50) NOT NULL, "familyExpiresAt" bigint NOT NULL, "usedAt" bigint, "revokedAt" bigint, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_204f27bcee2b705b8230beaf414" UNIQUE ("tokenHash"), CONSTRAINT "PK_b575dd3c21fb0831013c909e7fe" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_refresh_token_user" ON "refresh_token"  ("userId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_refresh_token_family" ON "refresh_token"  ("familyId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "user" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "email" character varying(320) NOT NULL, "passwordHash" character varying(255) NOT NULL, "firstName" character varying(100) NOT NULL, "lastName" character varying(100) NOT NULL, "birthday" character varying(10), "gender" character varying(10), "country" character varying(2) NOT NULL, "region" character varying(100), "newsletterOptIn" boolean NOT NULL DEFAULT false, "birthdayDealsOptIn" boolean NOT NULL DEFAULT false, "role" character varying(20) NOT NULL DEFAULT \'customer\', "locale" character varying(2) NOT NULL DEFAULT \'nl\', "sessionVersion" integer NOT NULL DEFAULT \'1\', "specialistStoreId" character varying(36), "privacyAcceptedAt" character varying(30), "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_e12875dfb3b1d92d7d7c5377e22" UNIQUE ("email"), CONSTRAINT "PK_cace4a159ff9f2512dd42373760" PRIMARY KEY ("id"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "user"');
    await queryRunner.query('DROP INDEX "public"."idx_refresh_token_family"');
    await queryRunner.query('DROP INDEX "public"."idx_refresh_token_user"');
    await queryRunner.query('DROP TABLE "refresh_token"');
    await queryRunner.query('DROP INDEX "public"."idx_password_reset_user"');
    await queryRunner.query('DROP TABLE "password_reset_token"');
  }
}
