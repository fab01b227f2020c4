import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1795259037721 implements MigrationInterface {
  name = 'Identity1795259037721';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "password_reset_token" ("id" varchar PRIMARY KEY NOT NULL, "tokenHash" varchar(64) NOT NULL, "userId" varchar(36) NOT NULL, "expiresAt" bigint NOT NULL, "usedAt" bigint, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_324e592c57094c9dcfa00ddf919" UNIQUE ("tokenHash"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_password_reset_user" ON "password_reset_token" ("userId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "refresh_token" ("id" varchar PRIMARY KEY NOT NULL, "tokenHash" varchar(64) NOT NULL, "familyId" varchar(36) NOT NULL, "userId" varchar(36) NOT NULL, "clientId" varchar(50) NOT NULL, "familyExpiresAt" bigint NOT NULL, "usedAt" bigint, "revokedAt" bigint, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_204f27bcee2b705b8230beaf414" UNIQUE ("tokenHash"))',
    );
    await queryRunner.query('CREATE INDEX "idx_refresh_token_user" ON "refresh_token" ("userId") ');
    await queryRunner.query(
      'CREATE INDEX "idx_refresh_token_family" ON "refresh_token" ("familyId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "user" ("id" varchar PRIMARY KEY NOT NULL, "email" varchar(320) NOT NULL, "passwordHash" varchar(255) NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "birthday" varchar(10), "gender" varchar(10), "country" varchar(2) NOT NULL, "region" varchar(100), "newsletterOptIn" boolean NOT NULL DEFAULT (0), "birthdayDealsOptIn" boolean NOT NULL DEFAULT (0), "role" varchar(20) NOT NULL DEFAULT (\'customer\'), "locale" varchar(2) NOT NULL DEFAULT (\'nl\'), "sessionVersion" integer NOT NULL DEFAULT (1), "specialistStoreId" varchar(36), "privacyAcceptedAt" varchar(30), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_e12875dfb3b1d92d7d7c5377e22" UNIQUE ("email"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "user"');
    await queryRunner.query('DROP INDEX "idx_refresh_token_family"');
    await queryRunner.query('DROP INDEX "idx_refresh_token_user"');
    await queryRunner.query('DROP TABLE "refresh_token"');
    await queryRunner.query('DROP INDEX "idx_password_reset_user"');
    await queryRunner.query('DROP TABLE "password_reset_token"');
  }
}
