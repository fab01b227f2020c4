import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PartnerShopRoutines1795279121881 implements MigrationInterface {
  name = 'PartnerShopRoutines1795279121881';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "saved_routine" ("userId" character varying(36) NOT NULL, "postId" character varying(36) NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_809f4e91d68a984d991717721fe" PRIMARY KEY ("userId", "postId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_saved_routine_user" ON "saved_routine"  ("userId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "personal_routine" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "storeId" character varying(36) NOT NULL, "customerId" character varying(36) NOT NULL, "title" character varying(150) NOT NULL, "note" text, "steps" text NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_8763227171fc39545324fd5c3cc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_personal_routine_store" ON "personal_routine"  ("storeId", "updatedAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_personal_routine_customer" ON "personal_routine"  ("customerId", "updatedAt") ',
    );
    await queryRunner.query('ALTER TABLE "product" ADD "partnerPriceCents" integer');
    await queryRunner.query(
      'ALTER TABLE "product" ADD "partnerMinQuantity" integer NOT NULL DEFAULT \'1\'',
    );
    await queryRunner.query(
      'ALTER TABLE "product" ADD "partnerOnly" boolean NOT NULL DEFAULT false',
    );
    await queryRunner.query('ALTER TABLE "store" ADD "openingHours" text');
    await queryRunner.query('ALTER TABLE "store" ADD "services" text');
    await queryRunner.query('ALTER TABLE "store" ADD "languages" text');
    await queryRunner.query('ALTER TABLE "store" ADD "companyName" character varying(150)');
    await queryRunner.query('ALTER TABLE "store" ADD "vatNumber" character varying(20)');
    await queryRunner.query(
      'ALTER TABLE "shop_order" ADD "kind" character varying(10) NOT NULL DEFAULT \'customer\'',
    );
    await queryRunner.query('ALTER TABLE "shop_order" ADD "partnerStoreId" character varying(36)');
    await queryRunner.query('ALTER TABLE "shop_order" ADD "companyName" character varying(150)');
    await queryRunner.query('ALTER TABLE "shop_order" ADD "vatNumber" character varying(20)');
    await queryRunner.query(
      'ALTER TABLE "shop_order" ADD "reverseCharge" boolean NOT NULL DEFAULT false',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_order_partner_store" ON "shop_order"  ("partnerStoreId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_order_specialist" ON "shop_order"  ("specialistStoreId", "createdAt") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."idx_order_specialist"');
    await queryRunner.query('DROP INDEX "public"."idx_order_partner_store"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "reverseCharge"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "vatNumber"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "companyName"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "partnerStoreId"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "kind"');
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "vatNumber"');
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "companyName"');
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "languages"');
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "services"');
    await queryRunner.query('ALTER TABLE "store" DROP COLUMN "openingHours"');
    await queryRunner.query('ALTER TABLE "product" DROP COLUMN "partnerOnly"');
    await queryRunner.query('ALTER TABLE "product" DROP COLUMN "partnerMinQuantity"');
    await queryRunner.query('ALTER TABLE "product" DROP COLUMN "partnerPriceCents"');
    await queryRunner.query('DROP INDEX "public"."idx_personal_routine_customer"');
    await queryRunner.query('DROP INDEX "public"."idx_personal_routine_store"');
    await queryRunner.query('DROP TABLE "personal_routine"');
    await queryRunner.query('DROP INDEX "public"."idx_saved_routine_user"');
    await queryRunner.query('DROP TABLE "saved_routine"');
  }
}
