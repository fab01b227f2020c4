import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactPartners1795268341873 implements MigrationInterface {
  name = 'ContactPartners1795268341873';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_message" ("id" varchar PRIMARY KEY NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "email" varchar(320) NOT NULL, "phone" varchar(40), "subject" varchar(20) NOT NULL, "question" text NOT NULL, "newsletterOptIn" boolean NOT NULL DEFAULT (0), "locale" varchar(2) NOT NULL, "privacyAcceptedAt" varchar(30) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_contact_message_created" ON "contact_message" ("createdAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "partner_application" ("id" varchar PRIMARY KEY NOT NULL, "company" varchar(150) NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "email" varchar(320) NOT NULL, "phone" varchar(40) NOT NULL, "street" varchar(200) NOT NULL, "houseNumber" varchar(20) NOT NULL, "postalCode" varchar(20) NOT NULL, "city" varchar(100) NOT NULL, "country" varchar(2) NOT NULL DEFAULT (\'BE\'), "website" varchar(300), "vatNumber" varchar(20), "howFound" varchar(500) NOT NULL, "newsletterOptIn" boolean NOT NULL DEFAULT (0), "locale" varchar(2) NOT NULL, "privacyAcceptedAt" varchar(30) NOT NULL, "status" varchar(20) NOT NULL DEFAULT (\'new\'), "storeId" varchar(36), "partnerUserId" varchar(36), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_partner_application_status" ON "partner_application" ("status", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_user" ("id" varchar PRIMARY KEY NOT NULL, "email" varchar(320) NOT NULL, "passwordHash" varchar(255) NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "birthday" varchar(10), "gender" varchar(10), "country" varchar(2) NOT NULL, "region" varchar(100), "newsletterOptIn" boolean NOT NULL DEFAULT (0), "birthdayDealsOptIn" boolean NOT NULL DEFAULT (0), "role" varchar(20) NOT NULL DEFAULT (\'customer\'), "locale" varchar(2) NOT NULL DEFAULT (\'nl\'), "sessionVersion" integer NOT NULL DEFAULT (1), "specialistStoreId" varchar(36), "privacyAcceptedAt" varchar(30), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "partnerStoreId" varchar(36), CONSTRAINT "UQ_e12875dfb3b1d92d7d7c5377e22" UNIQUE ("email"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_user"("id", "email", "passwordHash", "firstName", "lastName", "birthday", "gender", "country", "region", "newsletterOptIn", "birthdayDealsOptIn", "role", "locale", "sessionVersion", "specialistStoreId", "privacyAcceptedAt", "createdAt", "updatedAt") SELECT "id", "email", "passwordHash", "firstName", "lastName", "birthday", "gender", "country", "region", "newsletterOptIn", "birthdayDealsOptIn", "role", "locale", "sessionVersion", "specialistStoreId", "privacyAcceptedAt", "createdAt", "updatedAt" FROM "user"',
    );
    await queryRunner.query('DROP TABLE "user"');
    await queryRunner.query('ALTER TABLE "temporary_user" RENAME TO "user"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "user" RENAME TO "temporary_user"');
    await queryRunner.query(
      'CREATE TABLE "user" ("id" varchar PRIMARY KEY NOT NULL, "email" varchar(320) NOT NULL, "passwordHash" varchar(255) NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "birthday" varchar(10), "gender" varchar(10), "country" varchar(2) NOT NULL, "region" varchar(100), "newsletterOptIn" boolean NOT NULL DEFAULT (0), "birthdayDealsOptIn" boolean NOT NULL DEFAULT (0), "role" varchar(20) NOT NULL DEFAULT (\'customer\'), "locale" varchar(2) NOT NULL DEFAULT (\'nl\'), "sessionVersion" integer NOT NULL DEFAULT (1), "specialistStoreId" varchar(36), "privacyAcceptedAt" varchar(30), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_e12875dfb3b1d92d7d7c5377e22" UNIQUE ("email"))',
    );
    await queryRunner.query(
      'INSERT INTO "user"("id", "email", "passwordHash", "firstName", "lastName", "birthday", "gender", "country", "region", "newsletterOptIn", "birthdayDealsOptIn", "role", "locale", "sessionVersion", "specialistStoreId", "privacyAcceptedAt", "createdAt", "updatedAt") SELECT "id", "email", "passwordHash", "firstName", "lastName", "birthday", "gender", "country", "region", "newsletterOptIn", "birthdayDealsOptIn", "role", "locale", "sessionVersion", "specialistStoreId", "privacyAcceptedAt", "createdAt", "updatedAt" FROM "temporary_user"',
    );
    await queryRunner.query('DROP TABLE "temporary_user"');
    await queryRunner.query('DROP INDEX "idx_partner_application_status"');
    await queryRunner.query('DROP TABLE "partner_application"');
    await queryRunner.query('DROP INDEX "idx_contact_message_created"');
    await queryRunner.query('DROP TABLE "contact_message"');
  }
}
