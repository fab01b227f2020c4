import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ShippingZones1795840000000 implements MigrationInterface {
  name = 'ShippingZones1795840000000';

  /** The zones the shop starts with (shipping-zones.defaults.ts at the time of writing). */
  private static readonly SEED: [
    string,
    string,
    string,
    string,
    number,
    number | null,
    number,
    number,
  ][] = [
    [
      '6f1c2a10-0000-4000-8000-000000000001',
      'be_nl_de',
      'Belgium, the Netherlands, Germany',
      '["BE","DE","NL"]',
      595,
      12500,
      3,
      4,
    ],
    [
      '6f1c2a10-0000-4000-8000-000000000002',
      'eu',
      'Rest of the EU',
      '["AT","BG","CY","CZ","DK","EE","ES","FI","FR","GR","HR","HU","IE","IT","LT","LU","LV","MT","PL","PT","RO","SE","SI","SK"]',
      1295,
      null,
      4,
      6,
    ],
    [
      '6f1c2a10-0000-4000-8000-000000000003',
      'europe',
      'Europe outside the EU',
      '["AD","CH","GB","IS","LI","MC","NO","SM"]',
      1995,
      25000,
      5,
      8,
    ],
    [
      '6f1c2a10-0000-4000-8000-000000000004',
      'world',
      'World',
      '["AU","CA","JP","NZ","SG","US"]',
      3495,
      null,
      7,
      12,
    ],
  ];

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "shipping_zone" ("id" varchar PRIMARY KEY NOT NULL, "code" varchar(30) NOT NULL, "name" varchar(100) NOT NULL, "countries" text NOT NULL, "costCents" integer NOT NULL, "freeFromCents" integer, "minWorkingDays" integer NOT NULL, "maxWorkingDays" integer NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_be1c1b03903c10a7bbc0aeac2e6" UNIQUE ("code"))',
    );
    await queryRunner.query('ALTER TABLE "shop_order" ADD "shippingZone" varchar(30)');
    await queryRunner.query('ALTER TABLE "shop_order" ADD "deliveryMinDays" integer');
    await queryRunner.query('ALTER TABLE "shop_order" ADD "deliveryMaxDays" integer');
    for (const zone of ShippingZones1795840000000.SEED)
      await queryRunner.query(
        'INSERT INTO "shipping_zone" ("id", "code", "name", "countries", "costCents", "freeFromCents", "minWorkingDays", "maxWorkingDays") VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        zone,
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // SQLite 3.35+ drops a column that no index or constraint uses.
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "deliveryMaxDays"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "deliveryMinDays"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "shippingZone"');
    await queryRunner.query('DROP TABLE "shipping_zone"');
  }
}
