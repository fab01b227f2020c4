import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Birthday coupons (one per customer and year) and back-in-stock requests. */
export class BirthdayAndStockAlerts1795930000000 implements MigrationInterface {
  name = 'BirthdayAndStockAlerts1795930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "birthday_coupons" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "userId" character varying(36) NOT NULL, "year" integer NOT NULL, "code" character varying(20) NOT NULL, "percentOff" integer NOT NULL, "validFrom" character varying(10) NOT NULL, "validUntil" character varying(10) NOT NULL, "usedAt" bigint, "orderId" character varying(36), "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_0dff22f063ba4d4149a48d5f668" UNIQUE ("code"), CONSTRAINT "PK_799d81314f3433ec0883ecbc586" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_birthday_coupons_user_year" ON "birthday_coupons" ("userId", "year") `,
    );
    await queryRunner.query(
      `CREATE TABLE "stock_alerts" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "productId" character varying(36) NOT NULL, "userId" character varying(36), "email" character varying(320), "locale" character varying(2) NOT NULL, "token" character varying(64) NOT NULL, "confirmedAt" bigint, "confirmationSentAt" bigint, "notifiedAt" bigint, "requestedAt" bigint NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_e9ec696ea32a4ab9d209573d399" UNIQUE ("token"), CONSTRAINT "PK_3c3bb550b3bf192460bffe3a55b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_stock_alerts_product_user" ON "stock_alerts" ("productId", "userId") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_stock_alerts_product_email" ON "stock_alerts" ("productId", "email") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_stock_alerts_product_email"`);
    await queryRunner.query(`DROP INDEX "public"."uq_stock_alerts_product_user"`);
    await queryRunner.query(`DROP TABLE "stock_alerts"`);
    await queryRunner.query(`DROP INDEX "public"."uq_birthday_coupons_user_year"`);
    await queryRunner.query(`DROP TABLE "birthday_coupons"`);
  }
}
