import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, Not, type DataSource } from 'typeorm';
import { CatalogueService, type ProductInput } from '../../modules/catalogue/catalogue.service.js';
import { ProductEntity } from '../../modules/catalogue/entities/product.entity.js';
import { DEMO_PRODUCTS } from './catalogue/products.js';

/** Share of the retail price (VAT excluded) a salon pays in the demo partner shop. */
export const DEMO_PARTNER_DISCOUNT = 0.5;

const retail = (slug: string) =>
  DEMO_PRODUCTS.find((p) => p.slug === slug) ?? DEMO_PRODUCTS.find((p) => p.type === 'serum')!;

/** Salon sizes: sold to partner salons only, with a minimum order quantity. */
export const DEMO_SALON_SIZES: (ProductInput & {
  partnerPriceCents: number;
  partnerMinQuantity: number;
  imageOf: string;
})[] = [
  {
    slug: 'salon-size-cleansing-milk-500',
    imageOf: 'black-cleansing-milk',
    type: 'cleanser',
    collection: 'black',
    skinTypes: ['normal', 'dry', 'combination', 'sensitive'],
    timing: ['day', 'night'],
    priceCents: 9_900,
    vatRate: 21,
    stock: 40,
    size: '500 ml',
    partnerPriceCents: 3_900,
    partnerMinQuantity: 3,
    translations: {
      nl: { name: 'Reinigingsmelk salonformaat', subtitle: 'Cabineformaat 500 ml met pomp' },
      en: { name: 'Cleansing milk salon size', subtitle: 'Treatment-room size 500 ml with pump' },
      de: { name: 'Reinigungsmilch Salongröße', subtitle: 'Kabinengröße 500 ml mit Pumpe' },
      fr: { name: 'Lait démaquillant format salon', subtitle: 'Format cabine 500 ml avec pompe' },
    },
  },
  {
    slug: 'salon-size-probiotic-serum-250',
    imageOf: 'blue-probiotic-serum',
    type: 'serum',
    collection: 'blue',
    skinTypes: ['normal', 'combination', 'oily', 'problem'],
    timing: ['day', 'night'],
    priceCents: 24_900,
    vatRate: 21,
    stock: 20,
    size: '250 ml',
    partnerPriceCents: 9_500,
    partnerMinQuantity: 2,
    translations: {
      nl: {
        name: 'Probiotisch serum salonformaat',
        subtitle: 'Cabineformaat 250 ml voor behandelingen',
      },
      en: {
        name: 'Probiotic serum salon size',
        subtitle: 'Treatment-room size 250 ml for facials',
      },
      de: {
        name: 'Probiotisches Serum Salongröße',
        subtitle: 'Kabinengröße 250 ml für Behandlungen',
      },
      fr: {
        name: 'Sérum probiotique format salon',
        subtitle: 'Format cabine 250 ml pour les soins',
      },
    },
  },
];

/**
 * The demo partner shop: a professional price (about half the retail price, VAT excluded) for the
 * demo products except the sets, and two partner-only salon sizes. Runs once (while no product has
 * a professional price yet).
 */
@Injectable()
export class PartnerShopDemoSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly catalogue: CatalogueService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async seed(): Promise<void> {
    const products = this.dataSource.getRepository(ProductEntity);
    if ((await products.countBy({ partnerPriceCents: Not(IsNull()) })) > 0) return;
    const retailProducts = await products.find({
      select: { id: true, type: true, priceCents: true, vatRate: true },
    });
    if (retailProducts.length === 0) return;
    for (const product of retailProducts) {
      if (product.type === 'sets') continue;
      const exVat = (Number(product.priceCents) * 100) / (100 + Number(product.vatRate));
      await products.update(
        { id: product.id },
        { partnerPriceCents: Math.round(exVat * DEMO_PARTNER_DISCOUNT) },
      );
    }
    const existing = new Set(
      (
        await products.find({
          where: { slug: In(DEMO_SALON_SIZES.map((p) => p.slug)) },
          select: { slug: true },
        })
      ).map((p) => p.slug),
    );
    const fresh = DEMO_SALON_SIZES.filter((p) => !existing.has(p.slug));
    const ids = await this.catalogue.createProducts(
      fresh.map(({ partnerPriceCents: _price, partnerMinQuantity: _min, imageOf, ...input }) => ({
        ...input,
        images: retail(imageOf).images ?? [],
      })),
    );
    for (const [index, id] of ids.entries()) {
      const size = fresh[index]!;
      await products.update(
        { id },
        {
          partnerOnly: true,
          partnerPriceCents: size.partnerPriceCents,
          partnerMinQuantity: size.partnerMinQuantity,
        },
      );
    }
    this.logger.log(
      `Seeded professional prices and ${ids.length} salon sizes for the partner shop`,
    );
  }
}
