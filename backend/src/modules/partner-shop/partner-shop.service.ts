import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { DEFAULT_LOCALE, type Locale } from '../../common/i18n/locale.js';
import { DELIVERY_VAT_RATE, deliveryQuote } from '../cart/delivery-rates.js';
import { ProductTranslationEntity } from '../catalogue/entities/product-translation.entity.js';
import { ProductEntity } from '../catalogue/entities/product.entity.js';
import { OrderLineEntity } from '../orders/entities/order-line.entity.js';
import { OrderEntity, type OrderVatLine } from '../orders/entities/order.entity.js';
import { CheckoutService, toOrderAddress } from '../orders/checkout.service.js';
import type { StoreEntity } from '../stores/entities/store.entity.js';
import { UsersService } from '../users/users.service.js';
import type {
  CreatePartnerOrderDto,
  PartnerCartDto,
  PartnerCartLineDto,
  PartnerOrderDto,
  PartnerOrderListDto,
  PartnerOrderListQueryDto,
  PartnerOrderSummaryDto,
  PartnerProductDto,
  PartnerTotalsDto,
  PlacedPartnerOrderDto,
} from './dto/partner-shop.dto.js';
import { PartnerCartItemEntity } from './entities/partner-cart-item.entity.js';
import { PartnerShopErrorCode } from './partner-shop.errors.js';
import { VAT_NUMBER_VALIDATOR, type VatNumberValidator } from './vies/vat-number-validator.js';
import { parseVatNumber, reverseChargeApplies } from './vies/vat-number.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PartnerRow {
  id: string;
  slug: string;
  name: string | null;
  subtitle: string | null;
  translationId: string | null;
  images: string | null;
  size: string | null;
  partnerPriceCents: number | string;
  vatRate: number | string;
  partnerMinQuantity: number | string;
  partnerOnly: boolean | number | string;
  stock: number | string;
}

function firstImage(value: string | null): string | null {
  try {
    const parsed: unknown = value ? JSON.parse(value) : [];
    return Array.isArray(parsed) && typeof parsed[0] === 'string' ? parsed[0] : null;
  } catch {
    return null;
  }
}

/**
 * B2B totals. Lines are professional prices VAT excluded; VAT is added per rate, or not at all
 * when reverse charged. Delivery for B2B reuses the delivery rates of the web shop (delivery-rates.ts)
 * with the ex-VAT item total against the free-delivery threshold, and the rate converted to ex-VAT
 * (the VAT-inclusive flat rate divided by 1.21); its VAT follows the same reverse-charge rule.
 */
export function partnerTotals(
  lines: { lineTotalCents: number; vatRate: number }[],
  country: string,
  reverseCharge: boolean,
): PartnerTotalsDto {
  const itemsCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const deliveryGross = lines.length ? (deliveryQuote(country, itemsCents).costCents ?? 0) : 0;
  const deliveryCents = Math.round((deliveryGross * 100) / (100 + DELIVERY_VAT_RATE));
  const byRate = new Map<number, number>();
  const add = (rate: number, cents: number) => byRate.set(rate, (byRate.get(rate) ?? 0) + cents);
  for (const line of lines) add(reverseCharge ? 0 : line.vatRate, line.lineTotalCents);
  if (deliveryCents) add(reverseCharge ? 0 : DELIVERY_VAT_RATE, deliveryCents);
  const vat: OrderVatLine[] = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, netCents]) => {
      const vatCents = Math.round((netCents * rate) / 100);
      return { rate, netCents, vatCents, grossCents: netCents + vatCents };
    });
  const netCents = itemsCents + deliveryCents;
  const vatCents = vat.reduce((sum, line) => sum + line.vatCents, 0);
  return {
    itemsCents,
    deliveryCents,
    netCents,
    vatCents,
    totalCents: netCents + vatCents,
    vat,
    reverseCharge,
  };
}

/**
 * The partner shop: professional prices (VAT excluded), salon sizes, a B2B cart per partner account
 * and the checkout through the shared order machinery (CheckoutService.checkout).
 */
@Injectable()
export class PartnerShopService {
  private readonly logger = new Logger('PartnerShop');

  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectRepository(PartnerCartItemEntity)
    private readonly items: Repository<PartnerCartItemEntity>,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderLineEntity) private readonly lines: Repository<OrderLineEntity>,
    private readonly checkout: CheckoutService,
    private readonly users: UsersService,
    @Inject(VAT_NUMBER_VALIDATOR) private readonly vies: VatNumberValidator,
  ) {}

  /** Active products with a professional price (one query), by name. */
  async listProducts(locale: Locale): Promise<PartnerProductDto[]> {
    const rows = await this.query(locale).getRawMany<PartnerRow>();
    return rows
      .map((row) => this.toProduct(row, locale))
      .sort((a, b) => a.name.localeCompare(b.name, locale) || a.slug.localeCompare(b.slug));
  }

  async cart(
    userId: string,
    store: StoreEntity,
    locale: Locale,
    country?: string,
    vatNumber?: string,
  ): Promise<PartnerCartDto> {
    const rows = await this.items.find({
      where: { userId },
      order: { createdAt: 'ASC', productId: 'ASC' },
    });
    const products = rows.length
      ? new Map(
          (
            await this.query(locale)
              .andWhere('p.id IN (:...ids)', { ids: rows.map((row) => row.productId) })
              .getRawMany<PartnerRow>()
          ).map((row) => [row.id, row]),
        )
      : new Map<string, PartnerRow>();
    const items: PartnerCartLineDto[] = [];
    for (const row of rows) {
      const product = products.get(row.productId);
      if (!product) continue; // no longer in the partner shop
      const view = this.toProduct(product, locale);
      items.push({
        productId: view.id,
        slug: view.slug,
        name: view.name,
        image: view.image,
        size: view.size,
        unitPriceCents: view.partnerPriceCents,
        vatRate: view.vatRate,
        quantity: row.quantity,
        minQuantity: view.minQuantity,
        lineTotalCents: view.partnerPriceCents * row.quantity,
        inStock: Number(product.stock) >= row.quantity,
      });
    }
    const parsed =
      (vatNumber ?? store.vatNumber) ? parseVatNumber(vatNumber ?? store.vatNumber ?? '') : null;
    const destination = country ?? store.country;
    return {
      items,
      count: items.reduce((sum, line) => sum + line.quantity, 0),
      totals: partnerTotals(items, destination, reverseChargeApplies(parsed, destination)),
      companyName: store.companyName ?? store.name,
      vatNumber: store.vatNumber,
      currency: 'EUR',
    };
  }

  /** Sets the quantity of a product in the partner cart (adds it when absent). */
  async setItem(userId: string, productId: string, quantity: number): Promise<void> {
    const product = UUID.test(productId)
      ? await this.products.findOne({
          where: { id: productId, active: true },
          select: { id: true, stock: true, partnerPriceCents: true, partnerMinQuantity: true },
        })
      : null;
    if (!product || product.partnerPriceCents === null) {
      throw new AppError(
        'not_found',
        PartnerShopErrorCode.PRODUCT_NOT_FOUND,
        'This product is not in the partner shop.',
      );
    }
    this.assertMinQuantity(productId, quantity, Number(product.partnerMinQuantity));
    if (Number(product.stock) < quantity) {
      throw new AppError(
        'unprocessable',
        PartnerShopErrorCode.OUT_OF_STOCK,
        'This product is not in stock.',
        {
          extra: { available: Number(product.stock), productId },
        },
      );
    }
    await this.items.upsert({ userId, productId, quantity }, ['userId', 'productId']);
  }

  async removeItem(userId: string, productId: string): Promise<void> {
    const result = await this.items.delete({ userId, productId });
    if (!result.affected)
      throw new AppError(
        'not_found',
        PartnerShopErrorCode.ITEM_NOT_FOUND,
        'This product is not in your partner cart.',
      );
  }

  async clear(userId: string): Promise<void> {
    await this.items.delete({ userId });
  }

  /**
   * Places a B2B order from the partner cart: VAT number format check (422), then VIES (422 when
   * it says invalid; unreachable → the format check stands and the answer says vatVerified: false),
   * then the shared checkout (one transaction: cart emptied, stock taken atomically, number, order).
   */
  async placeOrder(
    userId: string,
    store: StoreEntity,
    input: CreatePartnerOrderDto,
    idempotencyKey: string | null,
  ): Promise<{ order: PlacedPartnerOrderDto; created: boolean }> {
    if (idempotencyKey) {
      const existing = await this.orders.findOneBy({
        userId,
        idempotencyKey,
        kind: 'partner',
        partnerStoreId: store.id,
      });
      if (existing)
        return { order: { ...(await this.response(existing)), vatVerified: true }, created: false };
    }
    const parsed = parseVatNumber(input.vatNumber);
    if (!parsed) {
      throw new AppError(
        'unprocessable',
        PartnerShopErrorCode.VAT_NUMBER_FORMAT,
        'This is not the format of an EU VAT number.',
        {
          errors: { vatNumber: 'validation.vatNumber' },
        },
      );
    }
    const country = input.deliveryAddress.country;
    if (deliveryQuote(country, 0).quotedAtCheckout) {
      throw new AppError(
        'unprocessable',
        PartnerShopErrorCode.DELIVERY_QUOTE_REQUIRED,
        'Outside the EU the shipping cost and date are quoted separately.',
        {
          errors: { 'deliveryAddress.country': 'validation.deliveryQuoteRequired' },
        },
      );
    }
    const rows = await this.items.find({ where: { userId }, order: { productId: 'ASC' } });
    if (rows.length === 0)
      throw new AppError(
        'unprocessable',
        PartnerShopErrorCode.EMPTY,
        'Your partner cart is empty.',
      );

    const check = await this.vies.check(parsed.countryCode, parsed.number);
    if (check === 'invalid') {
      throw new AppError(
        'unprocessable',
        PartnerShopErrorCode.VAT_NUMBER_INVALID,
        'The EU VIES service does not know this VAT number.',
        {
          errors: { vatNumber: 'validation.vatNumber' },
        },
      );
    }
    const vatVerified = check === 'valid';
    if (!vatVerified)
      this.logger.warn(
        { storeId: store.id, vatNumber: parsed.full },
        'VIES unreachable: VAT number accepted on its format only',
      );
    const reverseCharge = reverseChargeApplies(parsed, country);

    const user = await this.users.getById(userId);
    const locale: Locale = input.locale ?? user.locale;
    const names = new Map(
      (
        await this.query(locale)
          .andWhere('p.id IN (:...ids)', { ids: rows.map((row) => row.productId) })
          .getRawMany<PartnerRow>()
      ).map((row) => [row.id, this.toProduct(row, locale).name]),
    );
    const { order, created } = await this.checkout.checkout({
      userId,
      email: user.email,
      locale,
      idempotencyKey,
      deliveryAddress: toOrderAddress({
        ...input.deliveryAddress,
        company: input.deliveryAddress.company ?? input.companyName,
        box: input.deliveryAddress.box ?? null,
        phone: input.deliveryAddress.phone ?? null,
      }),
      names,
      takeLines: (manager) => this.takeForCheckout(manager, userId),
      priceLines: async (products, manager) => {
        const partner = await manager.getRepository(ProductEntity).find({
          where: { id: In(products.map((p) => p.productId)) },
          select: { id: true, partnerPriceCents: true, partnerMinQuantity: true },
        });
        const byId = new Map(partner.map((p) => [p.id, p]));
        return products.map((product) => {
          const price = byId.get(product.productId)?.partnerPriceCents;
          if (price === null || price === undefined) {
            throw new AppError(
              'unprocessable',
              PartnerShopErrorCode.PRODUCT_NOT_FOUND,
              'A product in your partner cart is no longer in the partner shop.',
              {
                extra: { productId: product.productId },
              },
            );
          }
          return { unitPriceCents: Number(price), vatRate: reverseCharge ? 0 : product.vatRate };
        });
      },
      totals: (lines) => {
        const totals = partnerTotals(lines, country, reverseCharge);
        return { ...totals, vat: totals.vat };
      },
      fields: {
        kind: 'partner',
        partnerStoreId: store.id,
        specialistStoreId: null,
        specialistStoreName: null,
        companyName: input.companyName.trim(),
        vatNumber: parsed.full,
        reverseCharge,
      },
    });
    return {
      order: { ...(await this.response(order)), vatVerified: created ? vatVerified : true },
      created,
    };
  }

  async listOrders(
    store: StoreEntity,
    query: PartnerOrderListQueryDto,
  ): Promise<PartnerOrderListDto> {
    const [rows, total] = await this.orders.findAndCount({
      where: { kind: 'partner', partnerStoreId: store.id },
      order: { createdAt: query.order, number: query.order },
      skip: (query.page - 1) * query.perPage,
      take: query.perPage,
    });
    return {
      data: rows.map((row) => this.summary(row)),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  /** One of the salon's partner orders by id or number; another salon's answers like an unknown one (404). */
  async getOrder(store: StoreEntity, idOrNumber: string): Promise<PartnerOrderDto> {
    const key = idOrNumber.trim();
    const where = { kind: 'partner' as const, partnerStoreId: store.id };
    const order = UUID.test(key)
      ? await this.orders.findOneBy({ ...where, id: key })
      : /^VY-\d{4}-\d{6,}$/i.test(key)
        ? await this.orders.findOneBy({ ...where, number: key.toUpperCase() })
        : null;
    if (!order)
      throw new AppError('not_found', PartnerShopErrorCode.ORDER_NOT_FOUND, 'Order not found.');
    return this.response(order);
  }

  private assertMinQuantity(productId: string, quantity: number, minQuantity: number): void {
    if (quantity < minQuantity) {
      throw new AppError(
        'unprocessable',
        PartnerShopErrorCode.BELOW_MIN_QUANTITY,
        `Order at least ${minQuantity} of this product.`,
        {
          extra: { productId, minQuantity },
        },
      );
    }
  }

  /** Inside the checkout transaction: empties the partner cart and returns its lines (minimum quantities re-checked). */
  private async takeForCheckout(
    manager: EntityManager,
    userId: string,
  ): Promise<{ productId: string; quantity: number }[]> {
    const rows = await manager.find(PartnerCartItemEntity, {
      where: { userId },
      order: { productId: 'ASC' },
    });
    if (rows.length === 0)
      throw new AppError(
        'unprocessable',
        PartnerShopErrorCode.EMPTY,
        'Your partner cart is empty.',
      );
    const minimums = await manager.getRepository(ProductEntity).find({
      where: { id: In(rows.map((row) => row.productId)) },
      select: { id: true, partnerMinQuantity: true },
    });
    for (const product of minimums) {
      const row = rows.find((r) => r.productId === product.id)!;
      this.assertMinQuantity(product.id, row.quantity, Number(product.partnerMinQuantity));
    }
    const deleted = await manager.delete(PartnerCartItemEntity, { userId });
    if ((deleted.affected ?? 0) === 0)
      throw new AppError(
        'unprocessable',
        PartnerShopErrorCode.EMPTY,
        'Your partner cart is empty.',
      );
    return rows.map((row) => ({ productId: row.productId, quantity: row.quantity }));
  }

  private query(locale: Locale) {
    return this.products
      .createQueryBuilder('p')
      .leftJoin(ProductTranslationEntity, 't', 't.productId = p.id AND t.locale = :locale', {
        locale,
      })
      .leftJoin(
        ProductTranslationEntity,
        'n',
        'n.productId = p.id AND n.locale = :fallbackLocale',
        { fallbackLocale: DEFAULT_LOCALE },
      )
      .select('p.id', 'id')
      .addSelect('p.slug', 'slug')
      .addSelect('COALESCE(t.name, n.name)', 'name')
      .addSelect('COALESCE(t.subtitle, n.subtitle)', 'subtitle')
      .addSelect('t.id', 'translationId')
      .addSelect('p.images', 'images')
      .addSelect('p.size', 'size')
      .addSelect('p.partnerPriceCents', 'partnerPriceCents')
      .addSelect('p.vatRate', 'vatRate')
      .addSelect('p.partnerMinQuantity', 'partnerMinQuantity')
      .addSelect('p.partnerOnly', 'partnerOnly')
      .addSelect('p.stock', 'stock')
      .where('p.active = :active AND p.partnerPriceCents IS NOT NULL', { active: true });
  }

  private toProduct(row: PartnerRow, locale: Locale): PartnerProductDto {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name ?? row.slug,
      subtitle: row.subtitle,
      image: firstImage(row.images),
      size: row.size,
      partnerPriceCents: Number(row.partnerPriceCents),
      vatRate: Number(row.vatRate),
      minQuantity: Math.max(1, Number(row.partnerMinQuantity)),
      partnerOnly:
        row.partnerOnly === true ||
        row.partnerOnly === 1 ||
        row.partnerOnly === '1' ||
        row.partnerOnly === 'true',
      inStock: Number(row.stock) > 0,
      locale: row.translationId ? locale : DEFAULT_LOCALE,
    };
  }

  private summary(order: OrderEntity): PartnerOrderSummaryDto {
    return {
      id: order.id,
      number: order.number,
      createdAt: new Date(order.createdAt).toISOString(),
      status: order.status,
      paidStatus: order.paidStatus,
      totalCents: Number(order.totalCents),
      reverseCharge: Boolean(order.reverseCharge),
      currency: order.currency,
    };
  }

  private async response(order: OrderEntity): Promise<PartnerOrderDto> {
    const lines = await this.lines.find({
      where: { orderId: order.id },
      order: { position: 'ASC' },
    });
    return {
      ...this.summary(order),
      lines: lines.map((line) => ({
        productId: line.productId,
        slug: line.slug,
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        vatRate: line.vatRate,
        lineTotalCents: line.lineTotalCents,
      })),
      deliveryAddress: order.deliveryAddress,
      companyName: order.companyName ?? '',
      vatNumber: order.vatNumber ?? '',
      itemsCents: Number(order.itemsCents),
      deliveryCents: Number(order.deliveryCents),
      netCents: Number(order.netCents),
      vatCents: Number(order.vatCents),
      vat: order.vat,
      paidAt: order.paidAt,
      checkoutUrl:
        order.status === 'pending_payment' && order.paidStatus === 'open'
          ? order.checkoutUrl
          : null,
    };
  }
}
