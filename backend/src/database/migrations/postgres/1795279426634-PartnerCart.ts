import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PartnerCart1795279426634 implements MigrationInterface {
  name = 'PartnerCart1795279426634';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "partner_cart_item" ("userId" character varying(36) NOT NULL, "productId" character varying(36) NOT NULL, "quantity" integer NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_5f8fb90aef8b2140039ba1ff7ca" PRIMARY KEY ("userId", "productId"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "partner_cart_item"');
  }
}
