import { checkAddress } from '../../common/address/address-check.js';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { Locale } from '../../common/i18n/locale.js';
import {
  DELIVERY_VAT_RATE,
  quoteDelivery,
  type DeliveryQuote,
  type ZoneRates,
} from '../cart/delivery-rates.js';
import { isEuCountry } from '../cart/vat-rates.js';
import { ShippingZonesService } from '../shipping/shipping-zones.service.js';
import { PartnerCartService } from '../cart/partner-cart.service.js';
import { PartnerOffersService, type PartnerOffer } from '../catalogue/partner-offers.service.js';
import type { OrderVatLine } from '../orders/entities/order.entity.js';
import { OrderReadsService } from '../orders/order-reads.service.js';
import { CheckoutService, toOrderAddress } from '../orders/checkout.service.js';
import { JobQueue } from '../jobs/job-types.js';
import { JobRegistry } from '../jobs/job-registry.js';
import { StoresService } from '../stores/stores.service.js';
import { SELLER_COUNTRY } from '../cart/vat-rates.js';
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
 * when reverse charged or exported (delivery outside the EU). Delivery for B2B uses the shipping
 * zone of the delivery country (the web shop's zones) with the ex-VAT item total against the
 * free-delivery threshold, and the rate converted to ex-VAT (the VAT-inclusive rate divided by
 * 1.21); its VAT follows the same rule as the lines.
 */
export function partnerTotals(
  lines: { lineTotalCents: number; vatRate: number }[],
  country: string,
  reverseCharge: boolean,
  zones: readonly ZoneRates[],
): PartnerTotalsDto {
  const itemsCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const delivery = quoteDelivery(zones, country, itemsCents);
  const deliveryGross = lines.length ? (delivery.costCents ?? 0) : 0;
  const deliveryCents = Math.round((deliveryGross * 100) / (100 + DELIVERY_VAT_RATE));
  const zeroRated = reverseCharge || !isEuCountry(country);
  const byRate = new Map<number, number>();
  const add = (rate: number, cents: number) => byRate.set(rate, (byRate.get(rate) ?? 0) + cents);
  for (const line of lines) add(zeroRated ? 0 : line.vatRate, line.lineTotalCents);
  if (deliveryCents) add(zeroRated ? 0 : DELIVERY_VAT_RATE, deliveryCents);
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
    export: !isEuCountry(country),
    delivery,
  };
}

/**
 * Net and VAT of each B2B line (same order as `lines`), consistent with partnerTotals: the VAT of
 * each rate (computed on the rate's whole net, delivery included, as EN 16931 does) is shared out
 * over the lines of that rate and the delivery by largest remainder, so the lines' VAT never
 * differs from their exact share by a cent or more and the order's VAT is their sum plus delivery.
 */
export function partnerLineVat(
  lines: { lineTotalCents: number; vatRate: number }[],
  country: string,
  reverseCharge: boolean,
  zones: readonly ZoneRates[],
): { netCents: number; vatCents: number }[] {
  const totals = partnerTotals(lines, country, reverseCharge, zones);
  const zeroRated = reverseCharge || !isEuCountry(country);
  const result = lines.map((line) => ({ netCents: line.lineTotalCents, vatCents: 0 }));
  for (const group of totals.vat) {
    const shares = lines
      .map((line, index) => ({ index, net: line.lineTotalCents, rate: line.vatRate }))
      .filter((line) => (zeroRated ? 0 : line.rate) === group.rate)
      .map((line) => ({ index: line.index, net: line.net, exact: (line.net * group.rate) / 100 }));
    // Delivery (its net at this rate, if any) takes its share too, without a line index.
    const deliveryNet = group.netCents - shares.reduce((sum, share) => sum + share.net, 0);
    const all = [
      ...shares,
      { index: -1, net: deliveryNet, exact: (deliveryNet * group.rate) / 100 },
    ];
    let left = group.vatCents - all.reduce((sum, share) => sum + Math.floor(share.exact), 0);
    const fraction = (x: number) => x - Math.floor(x);
    const byRemainder = [...all].sort(
      (a, b) => fraction(b.exact) - fraction(a.exact) || a.index - b.index,
    );
    const extra = new Set<number>();
    for (const share of byRemainder) {
      if (left <= 0) break;
      extra.add(share.index);
      left -= 1;
    }
    for (const share of shares)
      result[share.index]!.vatCents = Math.floor(share.exact) + (extra.has(share.index) ? 1 : 0);
  }
  return result;
}

/** VIES is asked again this long after it could not answer at checkout (then with the queue's backoff). */
export const VIES_RECHECK_DELAY_MS = 15 * 60_000;

/**
 * The partner shop: professional prices (VAT excluded), salon sizes, a B2B cart per partner account
 * and the checkout through the shared order machinery (CheckoutService.checkout).
 */
@Injectable()
export class PartnerShopService implements OnModuleInit {
  private readonly logger = new Logger('PartnerShop');

  constructor(
    private readonly offers: PartnerOffersService,
    private readonly items: PartnerCartService,
    private readonly orders: OrderReadsService,
    private readonly checkout: CheckoutService,
    private readonly users: UsersService,
    private readonly stores: StoresService,
    private readonly queue: JobQueue,
    private readonly registry: JobRegistry,
    @Inject(VAT_NUMBER_VALIDATOR) private readonly vies: VatNumberValidator,
    private readonly shipping: ShippingZonesService,
  ) {}

  onModuleInit(): void {
    this.registry.register('partner-shop.verify-vat', ({ storeId, vatNumber }) =>
      this.recheckVatNumber(storeId, vatNumber),
    );
  }

  /**
   * The `partner-shop.verify-vat` job: asks VIES again about a number it could not check at
   * checkout. Skips when the salon's number was confirmed since; VIES still unreachable throws,
   * so the queue tries again with its backoff.
   */
  async recheckVatNumber(storeId: string, vatNumber: string): Promise<void> {
    const store = await this.stores.findById(storeId);
    if (!store || store.vatVerifiedNumber === vatNumber) return;
    const parsed = parseVatNumber(vatNumber);
    if (!parsed) return;
    const check = await this.vies.check(parsed.countryCode, parsed.number);
    await this.stores.recordVatCheck(storeId, parsed.full, check);
    if (check === 'unavailable') throw new Error('VIES still unreachable');
    this.logger.log({ storeId, vatNumber, check }, 'VAT number checked again with VIES');
  }

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
    // Fail closed: the preview shows reverse charge only for a number VIES has confirmed; a number
    // not confirmed yet is asked once here (the answer is kept on the salon, like at checkout).
    let confirmed = parsed !== null && store.vatVerifiedNumber === parsed.full;
    if (parsed && !confirmed && reverseChargeApplies(parsed, destination)) {
      const check = await this.vies.check(parsed.countryCode, parsed.number);
      const checked = await this.stores.recordVatCheck(store.id, parsed.full, check);
      confirmed = checked.vatVerifiedNumber === parsed.full;
    }
    return {
      items,
      count: items.reduce((sum, line) => sum + line.quantity, 0),
      totals: partnerTotals(
        items,
        destination,
        confirmed && reverseChargeApplies(parsed, destination),
        await this.shipping.all(),
      ),
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
   * it says invalid), then the shared checkout (one transaction: cart emptied, stock taken
   * atomically, number, order). Fails closed: reverse charge applies only to a number VIES
   * confirmed, now or at an earlier check; with VIES unreachable the order carries VAT
   * (vatVerified: false), the salon's number is marked pending and a job asks VIES again.
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
    // The zone of the delivery country (422 on the field when none serves it).
    const zones = await this.shipping.all();
    const zone: DeliveryQuote = await this.shipping.servedQuote(
      country,
      0,
      'deliveryAddress.country',
    );
    const checkedAddress = checkAddress(input.deliveryAddress, 'deliveryAddress.');
    const rows = await this.items.peek(userId);
    if (rows.length === 0)
      throw new AppError(
        'unprocessable',
        PartnerShopErrorCode.EMPTY,
        'Your partner cart is empty.',
      );

    const check = await this.vies.check(parsed.countryCode, parsed.number);
    const checked = await this.stores.recordVatCheck(store.id, parsed.full, check);
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
    // A number VIES confirmed (now, or at an earlier check) — never the format alone.
    const vatVerified = checked.vatVerifiedNumber === parsed.full;
    if (!vatVerified) {
      this.logger.warn(
        { storeId: store.id, vatNumber: parsed.full },
        'VIES unreachable: order taken with VAT, the number is checked again later',
      );
      try {
        await this.queue.enqueue(
          'partner-shop.verify-vat',
          { storeId: store.id, vatNumber: parsed.full },
          {
            uniqueKey: `partner-shop.verify-vat:${store.id}:${parsed.full}:${checked.vatCheckedAt}`,
            delayMs: VIES_RECHECK_DELAY_MS,
          },
        );
      } catch (error) {
        // The next order asks VIES again anyway.
        this.logger.error({ err: error, storeId: store.id }, 'Queueing the VIES re-check failed');
      }
    }
    const reverseCharge = vatVerified && reverseChargeApplies(parsed, country);

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
        postalCode: checkedAddress.postalCode,
        phone: checkedAddress.phone,
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
          return {
            unitPriceCents: Number(price),
            vatRate: reverseCharge || !isEuCountry(country) ? 0 : product.vatRate,
          };
        });
      },
      lineVat: (lines) => partnerLineVat(lines, country, reverseCharge, zones),
      vatCountry: reverseCharge || !isEuCountry(country) ? country.toUpperCase() : SELLER_COUNTRY,
      totals: (lines) => {
        const totals = partnerTotals(lines, country, reverseCharge, zones);
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
        shippingZone: zone.zone,
        deliveryMinDays: zone.minWorkingDays,
        deliveryMaxDays: zone.maxWorkingDays,
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
