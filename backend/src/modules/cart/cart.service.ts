import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { Locale } from '../../common/i18n/locale.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { CartErrorCode } from './cart.errors.js';
import { ShippingZonesService } from '../shipping/shipping-zones.service.js';
import { computeTotals, DELIVERY_VAT_RATE } from './delivery-rates.js';
import type {
  AddCartItemDto,
  CartLineDto,
  CartResponseDto,
  UpdateCartItemDto,
} from './dto/cart.dto.js';
import { CartItemEntity } from './entities/cart-item.entity.js';
import { restoreCartLines } from './restore-lines.js';
import { PromotionsService } from '../promotions/promotions.service.js';
import { destinationVat } from './vat-rates.js';

/**
 * The cart, kept on the server per customer. Prices, VAT and totals always come from the catalogue
 * at the moment of reading; nothing the client sends about money is used.
 */
@Injectable()
export class CartService {
  constructor(
    @InjectRepository(CartItemEntity) private readonly items: Repository<CartItemEntity>,
    private readonly catalogue: CatalogueService,
    private readonly shipping: ShippingZonesService,
    private readonly promotions: PromotionsService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /** The cart priced for delivery to `country`: same gross prices, VAT of the destination (vat-rates.ts). */
  async get(userId: string, locale: Locale, country: string): Promise<CartResponseDto> {
    const rows = await this.items.find({
      where: { userId },
      order: { createdAt: 'ASC', productId: 'ASC' },
    });
    const ids = rows.map((row) => row.productId);
    const [summaries, stock] = await Promise.all([
      this.catalogue.summariesByIds(ids, locale),
      this.catalogue.stockOf(ids),
    ]);
    const byId = new Map(summaries.map((s) => [s.id, s]));
    const items: CartLineDto[] = [];
    const pricingLines: {
      productId: string;
      collection: string;
      unitPriceCents: number;
      quantity: number;
    }[] = [];
    for (const row of rows) {
      const product = byId.get(row.productId);
      if (!product) continue; // deactivated since: not sold any more
      pricingLines.push({
        productId: product.id,
        collection: stock.get(product.id)?.collection ?? '',
        unitPriceCents: product.priceCents,
        quantity: row.quantity,
      });
      items.push({
        productId: product.id,
        slug: product.slug,
        name: product.name,
        image: product.image,
        size: product.size,
        unitPriceCents: product.priceCents,
        vatRate: destinationVat(country, product.vatRate, this.config.vatOss).rate,
        quantity: row.quantity,
        lineTotalCents: product.priceCents * row.quantity,
        discountCents: 0,
        inStock: (stock.get(product.id)?.stock ?? 0) >= row.quantity,
      });
    }
    // Promotions of the web shop (never the partner shop): per line, so the VAT per rate stays right.
    const pricing = await this.promotions.priceCart(userId, pricingLines);
    items.forEach((line, index) => (line.discountCents = pricing.lineDiscounts[index] ?? 0));
    const itemsCents = items.reduce((sum, line) => sum + line.lineTotalCents, 0);
    const paidItemsCents = itemsCents - pricing.discountCents;
    const quote = await this.shipping.quote(country, paidItemsCents);
    const delivery = pricing.freeShipping && quote.served ? { ...quote, costCents: 0 } : quote;
    const destination = destinationVat(country, DELIVERY_VAT_RATE, this.config.vatOss);
    const computed = computeTotals(
      items.map((line) => ({
        grossCents: line.lineTotalCents - line.discountCents,
        vatRate: line.vatRate,
      })),
      items.length ? delivery.costCents : 0,
      destination.rate,
    );
    const totals = {
      ...computed,
      itemsCents,
      discountCents: pricing.discountCents,
      vatCountry: destination.country,
      vatRegime: destination.regime,
    };
    return {
      items,
      count: items.reduce((sum, line) => sum + line.quantity, 0),
      delivery,
      totals,
      discounts: pricing.applied.map((applied) => ({
        name: applied.name,
        code: applied.code,
        amountCents: applied.amountCents,
        freeShipping: applied.freeShipping,
      })),
      coupon: pricing.coupon,
      currency: 'EUR',
    };
  }

  /** Applies a coupon code to the cart; each refusal answers its own PROMOTIONS_* code and changes nothing. */
  async applyCoupon(userId: string, code: string): Promise<void> {
    const rows = await this.items.find({ where: { userId } });
    const stock = await this.catalogue.stockOf(rows.map((row) => row.productId));
    const lines = rows.flatMap((row) => {
      const product = stock.get(row.productId);
      return product
        ? [
            {
              productId: row.productId,
              collection: product.collection,
              unitPriceCents: product.priceCents,
              quantity: row.quantity,
            },
          ]
        : [];
    });
    await this.promotions.applyCoupon(userId, code, lines);
  }

  removeCoupon(userId: string): Promise<void> {
    return this.promotions.removeCoupon(userId);
  }

  /** Adds a product; one already in the cart answers 409 with its current count (SPEC §4). */
  async add(userId: string, input: AddCartItemDto): Promise<void> {
    const existing = await this.items.findOneBy({ userId, productId: input.productId });
    if (existing) {
      throw new AppError(
        'conflict',
        CartErrorCode.ALREADY_IN_CART,
        'This product is already in your cart.',
        { extra: { count: existing.quantity, productId: input.productId } },
      );
    }
    await this.assertAvailable(input.productId, input.quantity);
    await this.items
      .createQueryBuilder()
      .insert()
      .into(CartItemEntity)
      .values({ userId, productId: input.productId, quantity: input.quantity })
      .orIgnore()
      .execute();
  }

  async update(userId: string, productId: string, input: UpdateCartItemDto): Promise<void> {
    const existing = await this.items.findOneBy({ userId, productId });
    if (!existing) throw this.itemNotFound();
    await this.assertAvailable(productId, input.quantity);
    await this.items.update({ userId, productId }, { quantity: input.quantity });
  }

  async remove(userId: string, productId: string): Promise<void> {
    const result = await this.items.delete({ userId, productId });
    if (!result.affected) throw this.itemNotFound();
  }

  async clear(userId: string): Promise<void> {
    await this.items.delete({ userId });
  }

  /** Product ids and quantities in the cart (checkout reads names before its transaction). */
  async peek(userId: string): Promise<{ productId: string; quantity: number }[]> {
    const rows = await this.items.find({ where: { userId }, order: { productId: 'ASC' } });
    return rows.map((row) => ({ productId: row.productId, quantity: row.quantity }));
  }

  /**
   * For the checkout, inside its transaction: removes every line of the cart and returns them
   * (sorted by product id, the order in which stock rows get locked). Deleting first makes a second,
   * concurrent checkout of the same cart find it empty.
   */
  async takeForCheckout(
    manager: EntityManager,
    userId: string,
  ): Promise<{ productId: string; quantity: number }[]> {
    const rows = await manager.find(CartItemEntity, {
      where: { userId },
      order: { productId: 'ASC' },
    });
    if (rows.length === 0) throw this.empty();
    const deleted = await manager.delete(CartItemEntity, { userId });
    if ((deleted.affected ?? 0) === 0) throw this.empty();
    return rows.map((row) => ({ productId: row.productId, quantity: row.quantity }));
  }

  /**
   * Puts an unpaid order's lines back (inside the transaction that cancels it, which runs once per
   * order), merged with what the customer added meanwhile: see restoreCartLines.
   */
  restore(
    manager: EntityManager,
    userId: string,
    lines: readonly { productId: string; quantity: number }[],
  ): Promise<void> {
    return restoreCartLines(manager, CartItemEntity, userId, lines);
  }

  private async assertAvailable(productId: string, quantity: number): Promise<void> {
    const product = (await this.catalogue.stockOf([productId])).get(productId);
    if (!product)
      throw new AppError('not_found', CartErrorCode.PRODUCT_NOT_FOUND, 'Product not found.');
    if (product.stock < quantity) {
      throw new AppError(
        'unprocessable',
        CartErrorCode.OUT_OF_STOCK,
        'This product is not in stock.',
        { extra: { available: product.stock, productId } },
      );
    }
  }

  private itemNotFound(): AppError {
    return new AppError(
      'not_found',
      CartErrorCode.ITEM_NOT_FOUND,
      'This product is not in your cart.',
    );
  }

  empty(): AppError {
    return new AppError('unprocessable', CartErrorCode.EMPTY, 'Your cart is empty.');
  }
}
