import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactPartners1795268341873 implements MigrationInterface {
  name = 'ContactPartners1795268341873';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_message" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "firstName" character varying(100) NOT NULL, "lastName" character varying(100) NOT NULL, "email" character varying(320) NOT NULL, "phone" character varying(40), "subject" character varying(20) NOT NULL, "question" text NOT NULL, "newsletterOptIn" boolean NOT NULL DEFAULT false, "locale" character varying(2) NOT NULL, "privacyAcceptedAt" character varying(30) NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_1476ca9a6265a586f618ea918fd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_contact_message_created" ON "contact_message"  ("createdAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "partner_application" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "company" character varying(150) NOT NULL, "firstName" character varying(100) NOT NULL, "lastName" character varying(100) NOT NULL, "email" character varying(320) NOT NULL, "phone" character varying(40) NOT NULL, "street" character varying(200) NOT NULL, "houseNumber" character varying(20) NOT NULL, "postalCode" character varying(20) NOT NULL, "city" character varying(100) NOT NULL, "country" character varying(2) NOT NULL DEFAULT \'BE\', "website" character varying(300), "vatNumber" character varying(20), "howFound" character varying(500) NOT NULL, "newsletterOptIn" boolean NOT NULL DEFAULT false, "locale" character varying(2) NOT NULL, "privacyAcceptedAt" character varying(30) NOT NULL, "status" character varying(20) NOT NULL DEFAULT \'new\', "storeId" character varying(36), "partnerUserId" character varying(36), "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_4b0fa38d5a3e0e83fb68c49575f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_partner_application_status" ON "partner_application"  ("status", "createdAt") ',
    );
    await queryRunner.query('ALTER TABLE "user" ADD "partnerStoreId" character varying(36)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "user" DROP COLUMN "partnerStoreId"');
    await queryRunner.query('DROP INDEX "public"."idx_partner_application_status"');
    await queryRunner.query('DROP TABLE "partner_application"');
    await queryRunner.query('DROP INDEX "public"."idx_contact_message_created"');
    await queryRunner.query('DROP TABLE "contact_message"');
  }
}
