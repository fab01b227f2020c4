import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Invoices1795700000000 implements MigrationInterface {
  name = 'Invoices1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "invoice_counter" ("series" varchar(12) NOT NULL, "year" integer NOT NULL, "value" integer NOT NULL, PRIMARY KEY ("series", "year"))',
    );
    await queryRunner.query(
      'CREATE TABLE "invoice" ("id" varchar PRIMARY KEY NOT NULL, "kind" varchar(12) NOT NULL, "number" varchar(20) NOT NULL, "sourceKey" varchar(150) NOT NULL, "orderId" varchar(36) NOT NULL, "orderNumber" varchar(30) NOT NULL, "userId" varchar(36) NOT NULL, "invoiceId" varchar(36), "paymentId" varchar(100), "locale" varchar(2) NOT NULL, "issueDate" varchar(10) NOT NULL, "currency" varchar(3) NOT NULL, "netCents" integer NOT NULL, "vatCents" integer NOT NULL, "totalCents" integer NOT NULL, "snapshot" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_60284980bc8b9c624459948f4ac" UNIQUE ("number"), CONSTRAINT "UQ_03d2a6d147600e3d1a5fe4c3249" UNIQUE ("sourceKey"))',
    );
    await queryRunner.query('CREATE INDEX "idx_invoice_order" ON "invoice" ("orderId") ');
    await queryRunner.query('CREATE INDEX "idx_invoice_user" ON "invoice" ("userId") ');
    await queryRunner.query('CREATE INDEX "idx_invoice_payment" ON "invoice" ("paymentId") ');
    await queryRunner.query(
      'CREATE INDEX "idx_invoice_issued" ON "invoice" ("issueDate", "number") ',
    );
    // Issued documents are immutable: the database itself refuses to change or delete one.
    await queryRunner.query(
      'CREATE TRIGGER "trg_invoice_no_update" BEFORE UPDATE ON "invoice" BEGIN SELECT RAISE(ABORT, \'invoices and credit notes are immutable\'); END',
    );
    await queryRunner.query(
      'CREATE TRIGGER "trg_invoice_no_delete" BEFORE DELETE ON "invoice" BEGIN SELECT RAISE(ABORT, \'invoices and credit notes are immutable\'); END',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "trg_invoice_no_delete"');
    await queryRunner.query('DROP TRIGGER "trg_invoice_no_update"');
    await queryRunner.query('DROP INDEX "idx_invoice_issued"');
    await queryRunner.query('DROP INDEX "idx_invoice_payment"');
    await queryRunner.query('DROP INDEX "idx_invoice_user"');
    await queryRunner.query('DROP INDEX "idx_invoice_order"');
    await queryRunner.query('DROP TABLE "invoice"');
    await queryRunner.query('DROP TABLE "invoice_counter"');
  }
}
