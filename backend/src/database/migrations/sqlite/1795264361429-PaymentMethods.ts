import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PaymentMethods1795264361429 implements MigrationInterface {
  name = 'PaymentMethods1795264361429';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payment_customer" ("userId" varchar(36) PRIMARY KEY NOT NULL, "mollieCustomerId" varchar(40), "demoMethodId" varchar(40), "demoMethodLabel" varchar(100), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_ff6adcd9335f0aec6c6ba677160" UNIQUE ("mollieCustomerId"))',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_demo_payment" ("id" varchar(40) PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL, "orderNumber" varchar(30) NOT NULL, "amountCents" integer NOT NULL, "currency" varchar(3) NOT NULL, "description" varchar(200) NOT NULL, "redirectUrl" varchar(500) NOT NULL, "locale" varchar(2) NOT NULL, "status" varchar(20) NOT NULL DEFAULT (\'open\'), "idempotencyKey" varchar(100) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36), CONSTRAINT "UQ_3ba74f7a54134530a889d681540" UNIQUE ("idempotencyKey"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_demo_payment"("id", "orderId", "orderNumber", "amountCents", "currency", "description", "redirectUrl", "locale", "status", "idempotencyKey", "createdAt", "updatedAt") SELECT "id", "orderId", "orderNumber", "amountCents", "currency", "description", "redirectUrl", "locale", "status", "idempotencyKey", "createdAt", "updatedAt" FROM "demo_payment"',
    );
    await queryRunner.query('DROP TABLE "demo_payment"');
    await queryRunner.query('ALTER TABLE "temporary_demo_payment" RENAME TO "demo_payment"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "demo_payment" RENAME TO "temporary_demo_payment"');
    await queryRunner.query(
      'CREATE TABLE "demo_payment" ("id" varchar(40) PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL, "orderNumber" varchar(30) NOT NULL, "amountCents" integer NOT NULL, "currency" varchar(3) NOT NULL, "description" varchar(200) NOT NULL, "redirectUrl" varchar(500) NOT NULL, "locale" varchar(2) NOT NULL, "status" varchar(20) NOT NULL DEFAULT (\'open\'), "idempotencyKey" varchar(100) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_3ba74f7a54134530a889d681540" UNIQUE ("idempotencyKey"))',
    );
    await queryRunner.query(
      'INSERT INTO "demo_payment"("id", "orderId", "orderNumber", "amountCents", "currency", "description", "redirectUrl", "locale", "status", "idempotencyKey", "createdAt", "updatedAt") SELECT "id", "orderId", "orderNumber", "amountCents", "currency", "description", "redirectUrl", "locale", "status", "idempotencyKey", "createdAt", "updatedAt" FROM "temporary_demo_payment"',
    );
    await queryRunner.query('DROP TABLE "temporary_demo_payment"');
    await queryRunner.query('DROP TABLE "payment_customer"');
  }
}
