import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795268060027 implements MigrationInterface {
  name = 'AuditLog1795268060027';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_entry" ("id" varchar(36) PRIMARY KEY NOT NULL, "actorId" varchar(36), "actorEmail" varchar(254), "action" varchar(80) NOT NULL, "entityType" varchar(40) NOT NULL, "entityId" varchar(64) NOT NULL, "changes" text, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "idx_audit_created" ON "audit_entry" ("createdAt") ');
    await queryRunner.query(
      'CREATE INDEX "idx_audit_entity" ON "audit_entry" ("entityType", "entityId", "createdAt") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_audit_entity"');
    await queryRunner.query('DROP INDEX "idx_audit_created"');
    await queryRunner.query('DROP TABLE "audit_entry"');
  }
}
