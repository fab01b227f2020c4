import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795268060027 implements MigrationInterface {
  name = 'AuditLog1795268060027';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_entry" ("id" character varying(36) NOT NULL, "actorId" character varying(36), "actorEmail" character varying(254), "action" character varying(80) NOT NULL, "entityType" character varying(40) NOT NULL, "entityId" character varying(64) NOT NULL, "changes" text, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_58a130a4b9da189f46ba2a01801" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "idx_audit_created" ON "audit_entry"  ("createdAt") ');
    await queryRunner.query(
      'CREATE INDEX "idx_audit_entity" ON "audit_entry"  ("entityType", "entityId", "createdAt") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."idx_audit_entity"');
    await queryRunner.query('DROP INDEX "public"."idx_audit_created"');
    await queryRunner.query('DROP TABLE "audit_entry"');
  }
}
