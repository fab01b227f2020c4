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
      'CREATE TABLE "shipping_zone" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "code" character varying(30) NOT NULL, "name" character varying(100) NOT NULL, "countries" text NOT NULL, "costCents" integer NOT NULL, "freeFromCents" integer, "minWorkingDays" integer NOT NULL, "maxWorkingDays" integer NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_be1c1b03903c10a7bbc0aeac2e6" UNIQUE ("code"), CONSTRAINT "PK_07ba5dcdabaa4854f554c777ef4" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('ALTER TABLE "shop_order" ADD "shippingZone" character varying(30)');
    await queryRunner.query('ALTER TABLE "shop_order" ADD "deliveryMinDays" integer');
    await queryRunner.query('ALTER TABLE "shop_order" ADD "deliveryMaxDays" integer');
    for (const zone of ShippingZones1795840000000.SEED)
      await queryRunner.query(
        'INSERT INTO "shipping_zone" ("id", "code", "name", "countries", "costCents", "freeFromCents", "minWorkingDays", "maxWorkingDays") VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        zone,
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "deliveryMaxDays"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "deliveryMinDays"');
    await queryRunner.query('ALTER TABLE "shop_order" DROP COLUMN "shippingZone"');
    await queryRunner.query('DROP TABLE "shipping_zone"');
  }
}
