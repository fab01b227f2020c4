import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PartnerCart1795279426634 implements MigrationInterface {
  name = 'PartnerCart1795279426634';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "partner_cart_item" ("userId" varchar(36) NOT NULL, "productId" varchar(36) NOT NULL, "quantity" integer NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), PRIMARY KEY ("userId", "productId"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "partner_cart_item"');
  }
}
