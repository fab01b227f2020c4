import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Guest checkout: the e-mail a guest session gave (the account e-mail column holds a placeholder). */
export class GuestCheckout1795830000000 implements MigrationInterface {
  name = 'GuestCheckout1795830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "user" ADD "guestEmail" character varying(320)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "user" DROP COLUMN "guestEmail"');
  }
}
