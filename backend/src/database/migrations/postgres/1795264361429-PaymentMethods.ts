import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PaymentMethods1795264361429 implements MigrationInterface {
  name = 'PaymentMethods1795264361429';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payment_customer" ("userId" character varying(36) NOT NULL, "mollieCustomerId" character varying(40), "demoMethodId" character varying(40), "demoMethodLabel" character varying(100), "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_ff6adcd9335f0aec6c6ba677160" UNIQUE ("mollieCustomerId"), CONSTRAINT "PK_3722b8b35489d37d42adb21e1c1" PRIMARY KEY ("userId"))',
    );
    await queryRunner.query('ALTER TABLE "demo_payment" ADD "userId" character varying(36)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "demo_payment" DROP COLUMN "userId"');
    await queryRunner.query('DROP TABLE "payment_customer"');
  }
}
