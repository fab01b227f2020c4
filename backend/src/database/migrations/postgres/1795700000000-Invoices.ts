import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Invoices1795700000000 implements MigrationInterface {
  name = 'Invoices1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "invoice_counter" ("series" character varying(12) NOT NULL, "year" integer NOT NULL, "value" integer NOT NULL, CONSTRAINT "PK_8574ef42ef40e4440563f9ec049" PRIMARY KEY ("series", "year"))',
    );
    await queryRunner.query(
      'CREATE TABLE "invoice" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "kind" character varying(12) NOT NULL, "number" character varying(20) NOT NULL, "sourceKey" character varying(150) NOT NULL, "orderId" character varying(36) NOT NULL, "orderNumber" character varying(30) NOT NULL, "userId" character varying(36) NOT NULL, "invoiceId" character varying(36), "paymentId" character varying(100), "locale" character varying(2) NOT NULL, "issueDate" character varying(10) NOT NULL, "currency" character varying(3) NOT NULL, "netCents" integer NOT NULL, "vatCents" integer NOT NULL, "totalCents" integer NOT NULL, "snapshot" text NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_60284980bc8b9c624459948f4ac" UNIQUE ("number"), CONSTRAINT "UQ_03d2a6d147600e3d1a5fe4c3249" UNIQUE ("sourceKey"), CONSTRAINT "PK_15d25c200d9bcd8a33f698daf18" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "idx_invoice_order" ON "invoice"  ("orderId") ');
    await queryRunner.query('CREATE INDEX "idx_invoice_user" ON "invoice"  ("userId") ');
    await queryRunner.query('CREATE INDEX "idx_invoice_payment" ON "invoice"  ("paymentId") ');
    await queryRunner.query(
      'CREATE INDEX "idx_invoice_issued" ON "invoice"  ("issueDate", "number") ',
    );
    // Issued documents are immutable: the database itself refuses to change or delete one.
    await queryRunner.query(
      'CREATE FUNCTION "invoice_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION \'invoices and credit notes are immutable\'; END $$',
    );
    await queryRunner.query(
      'CREATE TRIGGER "trg_invoice_immutable" BEFORE UPDATE OR DELETE ON "invoice" FOR EACH ROW EXECUTE FUNCTION "invoice_immutable"()',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "trg_invoice_immutable" ON "invoice"');
    await queryRunner.query('DROP FUNCTION "invoice_immutable"()');
    await queryRunner.query('DROP INDEX "public"."idx_invoice_issued"');
    await queryRunner.query('DROP INDEX "public"."idx_invoice_payment"');
    await queryRunner.query('DROP INDEX "public"."idx_invoice_user"');
    await queryRunner.query('DROP INDEX "public"."idx_invoice_order"');
    await queryRunner.query('DROP TABLE "invoice"');
    await queryRunner.query('DROP TABLE "invoice_counter"');
  }
}
