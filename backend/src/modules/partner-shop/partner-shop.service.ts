import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { Locale } from '../../common/i18n/locale.js';
import { DELIVERY_VAT_RATE, deliveryQuote } from '../cart/delivery-rates.js';
import { PartnerCartService } from '../cart/partner-cart.service.js';
import { PartnerOffersService, type PartnerOffer } from '../catalogue/partner-offers.service.js';
import type { OrderVatLine } from '../orders/entities/order.entity.js';
import { OrderReadsService } from '../orders/order-reads.service.js';
import { CheckoutService, toOrderAddress } from '../orders/checkout.service.js';
import type { StoreEntity } from '../stores/entities/store.entity.js';
import { UsersService } from '../users/users.service.js';
import type {
  CreatePartnerOrderDto,
  PartnerCartResponseDto,
  PartnerCartLineDto,
  PartnerOrderResponseDto,
  PartnerOrderListResponseDto,
  ListPartnerOrdersQueryDto,
  PartnerProductDto,
  PartnerTotalsDto,
  PlacedPartnerOrderResponseDto,
} from './dto/partner-shop.dto.js';
import { PartnerShopErrorCode } from './partner-shop.errors.js';
import { VAT_NUMBER_VALIDATOR, type VatNumberValidator } from './vies/vat-number-validator.js';
import { parseVatNumber, reverseChargeApplies } from './vies/vat-number.js';

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
    private readonly offers: PartnerOffersService,
    private readonly items: PartnerCartService,
    private readonly orders: OrderReadsService,
    private readonly checkout: CheckoutService,
    private readonly users: UsersService,
    @Inject(VAT_NUMBER_VALIDATOR) private readonly vies: VatNumberValidator,
  ) {}

  /** Active products with a professional price (one query), by name. */
  async listProducts(locale: Locale): Promise<PartnerProductDto[]> {
    return (await this.offers.list(locale)).map(toProductDto);
  }

  async cart(
    userId: string,
    store: StoreEntity,
    locale: Locale,
    country?: string,
    vatNumber?: string,
  ): Promise<PartnerCartResponseDto> {
    const rows = await this.items.lines(userId);
    const products = await this.offers.byIds(
      rows.map((row) => row.productId),
      locale,
    );
    const items: PartnerCartLineDto[] = [];
    for (const row of rows) {
      const view = products.get(row.productId);
      if (!view) continue; // no longer in the partner shop
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
        inStock: view.stock >= row.quantity,
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
    const product = await this.offers.find(productId);
    if (!product) {
      throw new AppError(
        'not_found',
        PartnerShopErrorCode.PRODUCT_NOT_FOUND,
        'This product is not in the partner shop.',
      );
    }
    this.assertMinQuantity(productId, quantity, product.partnerMinQuantity);
    if (product.stock < quantity) {
      throw new AppError(
        'unprocessable',
        PartnerShopErrorCode.OUT_OF_STOCK,
        'This product is not in stock.',
        {
          extra: { available: product.stock, productId },
        },
      );
    }
    await this.items.set(userId, productId, quantity);
  }

  async removeItem(userId: string, productId: string): Promise<void> {
    if (!(await this.items.remove(userId, productId)))
      throw new AppError(
        'not_found',
        PartnerShopErrorCode.ITEM_NOT_FOUND,
        'This product is not in your partner cart.',
      );
  }

  async clear(userId: string): Promise<void> {
    await this.items.clear(userId);
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
  ): Promise<{ order: PlacedPartnerOrderResponseDto; created: boolean }> {
    if (idempotencyKey) {
      const existing = await this.orders.findPartnerOrderByKey(store.id, userId, idempotencyKey);
      if (existing)
        return {
          order: { ...(await this.orders.partnerView(existing)), vatVerified: true },
          created: false,
        };
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
    const rows = await this.items.peek(userId);
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
      [
        ...(
          await this.offers.byIds(
            rows.map((row) => row.productId),
            locale,
          )
        ).values(),
      ].map((offer) => [offer.id, offer.name]),
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
        const terms = await this.offers.termsIn(
          manager,
          products.map((p) => p.productId),
        );
        return products.map((product) => {
          const price = terms.get(product.productId)?.partnerPriceCents;
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
      order: {
        ...(await this.orders.partnerView(order)),
        vatVerified: created ? vatVerified : true,
      },
      created,
    };
  }

  async listOrders(
    store: StoreEntity,
    query: ListPartnerOrdersQueryDto,
  ): Promise<PartnerOrderListResponseDto> {
    const [rows, total] = await this.orders.listPartnerOrders(store.id, {
      skip: (query.page - 1) * query.perPage,
      take: query.perPage,
      order: query.order,
    });
    return {
      data: rows.map((row) => this.orders.partnerSummary(row)),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  /** One of the salon's partner orders by id or number; another salon's answers like an unknown one (404). */
  async getOrder(store: StoreEntity, idOrNumber: string): Promise<PartnerOrderResponseDto> {
    const order = await this.orders.findPartnerOrder(store.id, idOrNumber);
    if (!order)
      throw new AppError('not_found', PartnerShopErrorCode.ORDER_NOT_FOUND, 'Order not found.');
    return this.orders.partnerView(order);
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
  private takeForCheckout(
    manager: EntityManager,
    userId: string,
  ): Promise<{ productId: string; quantity: number }[]> {
    return this.items.takeForCheckout(
      manager,
      userId,
      () =>
        new AppError('unprocessable', PartnerShopErrorCode.EMPTY, 'Your partner cart is empty.'),
      async (rows) => {
        const terms = await this.offers.termsIn(
          manager,
          rows.map((row) => row.productId),
        );
        for (const [productId, product] of terms) {
          const row = rows.find((r) => r.productId === productId)!;
          this.assertMinQuantity(productId, row.quantity, product.partnerMinQuantity);
        }
      },
    );
  }
}

/** The partner shop's answer for an offer of the catalogue (its stock stays inside). */
function toProductDto(offer: PartnerOffer): PartnerProductDto {
  const { stock: _stock, ...product } = offer;
  return product;
}
