import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Birthday coupons (one per customer and year) and back-in-stock requests. */
export class BirthdayAndStockAlerts1795930000000 implements MigrationInterface {
  name = 'BirthdayAndStockAlerts1795930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "birthday_coupons" ("id" varchar PRIMARY KEY NOT NULL, "userId" varchar(36) NOT NULL, "year" integer NOT NULL, "code" varchar(20) NOT NULL, "percentOff" integer NOT NULL, "validFrom" varchar(10) NOT NULL, "validUntil" varchar(10) NOT NULL, "usedAt" bigint, "orderId" varchar(36), "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_0dff22f063ba4d4149a48d5f668" UNIQUE ("code"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_birthday_coupons_user_year" ON "birthday_coupons" ("userId", "year") `,
    );
    await queryRunner.query(
      `CREATE TABLE "stock_alerts" ("id" varchar PRIMARY KEY NOT NULL, "productId" varchar(36) NOT NULL, "userId" varchar(36), "email" varchar(320), "locale" varchar(2) NOT NULL, "token" varchar(64) NOT NULL, "confirmedAt" bigint, "confirmationSentAt" bigint, "notifiedAt" bigint, "requestedAt" bigint NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_e9ec696ea32a4ab9d209573d399" UNIQUE ("token"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_stock_alerts_product_user" ON "stock_alerts" ("productId", "userId") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_stock_alerts_product_email" ON "stock_alerts" ("productId", "email") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_stock_alerts_product_email"`);
    await queryRunner.query(`DROP INDEX "uq_stock_alerts_product_user"`);
    await queryRunner.query(`DROP TABLE "stock_alerts"`);
    await queryRunner.query(`DROP INDEX "uq_birthday_coupons_user_year"`);
    await queryRunner.query(`DROP TABLE "birthday_coupons"`);
  }
}
