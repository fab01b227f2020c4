import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type EntityManager, type Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import {
  CartCouponEntity,
  PromotionCustomerUseEntity,
  PromotionUseEntity,
} from './entities/promotion-use.entity.js';
import { PromotionEntity } from './entities/promotion.entity.js';
import {
  applyPromotions,
  chooseAutomatic,
  qualifies,
  targetsProduct,
  unitReduction,
  type PricedPromotion,
  type PricingLine,
  type PricingResult,
} from './promotion-pricing.js';
import { PromotionsErrorCode } from './promotions.errors.js';

/** The cart's coupon as the cart shows it: `problem` is the error code when it no longer applies. */
export interface CartCoupon {
  code: string;
  name: string;
  problem: string | null;
}

export interface CartPricing extends PricingResult {
  coupon: CartCoupon | null;
}

/** A product's price reduced by an automatic promotion (Omnibus: since when, to show the 30-day low). */
export interface ProductReduction {
  productId: string;
  reducedPriceCents: number;
  /** When the reduction began: the promotion's start, or its creation. */
  since: Date;
}

const normalize = (code: string) => code.trim().toUpperCase();

/**
 * Promotions and coupons of the customer's web shop (never the partner shop): which apply to a
 * cart, the coupon a customer applies, and each order's use, reserved at order placement with
 * conditional UPDATEs (never above a limit, also under concurrent checkouts) and released when
 * the unpaid order is cancelled or expires.
 */
@Injectable()
export class PromotionsService {
  constructor(
    @InjectRepository(PromotionEntity) private readonly promotions: Repository<PromotionEntity>,
    @InjectRepository(CartCouponEntity) private readonly coupons: Repository<CartCouponEntity>,
    @InjectRepository(PromotionCustomerUseEntity)
    private readonly customerUses: Repository<PromotionCustomerUseEntity>,
  ) {}

  /** Automatic promotions in force at `now`. */
  async automatic(now = new Date(), manager?: EntityManager): Promise<PromotionEntity[]> {
    const repo = manager?.getRepository(PromotionEntity) ?? this.promotions;
    const rows = await repo.find({ where: { code: IsNull(), active: true } });
    return rows.filter((row) => inForce(row, now));
  }

  /**
   * The discounts of a cart: the automatic promotions, plus the applied coupon when it still
   * applies (otherwise `coupon.problem` says why and it is left out).
   */
  async priceCart(
    userId: string,
    lines: readonly PricingLine[],
    now = new Date(),
    manager?: EntityManager,
  ): Promise<CartPricing> {
    const automatic = chooseAutomatic(lines, (await this.automatic(now, manager)).map(priced));
    const applied = await (manager?.getRepository(CartCouponEntity) ?? this.coupons).findOneBy({
      userId,
    });
    const promotion = applied
      ? await (manager?.getRepository(PromotionEntity) ?? this.promotions).findOneBy({
          id: applied.promotionId,
        })
      : null;
    if (!promotion) return { ...applyPromotions(lines, automatic), coupon: null };
    const problem = await this.couponProblem(promotion, userId, lines, automatic, now, manager);
    const coupon = { code: promotion.code ?? '', name: promotion.name, problem };
    return {
      ...applyPromotions(lines, problem ? automatic : [...automatic, priced(promotion)]),
      coupon,
    };
  }

  /** Applies a coupon to the cart (replacing another); every bad case answers its own code and changes nothing. */
  async applyCoupon(userId: string, rawCode: string, lines: readonly PricingLine[]): Promise<void> {
    const now = new Date();
    const promotion = await this.promotions.findOneBy({ code: normalize(rawCode) });
    if (!promotion)
      throw problem(PromotionsErrorCode.UNKNOWN_COUPON, 'This coupon code is unknown.');
    const automatic = chooseAutomatic(lines, (await this.automatic(now)).map(priced));
    const code = await this.couponProblem(promotion, userId, lines, automatic, now);
    if (code) throw problem(code, MESSAGES[code] ?? 'This coupon cannot be used.', promotion);
    await this.coupons.delete({ userId });
    await this.coupons.insert({ userId, promotionId: promotion.id });
  }

  async removeCoupon(userId: string): Promise<void> {
    await this.coupons.delete({ userId });
  }

  /**
   * Inside the checkout transaction: the cart's pricing (a coupon that no longer applies answers
   * its error, and the transaction rolls back with the cart as it was).
   */
  async priceForCheckout(
    manager: EntityManager,
    userId: string,
    lines: readonly PricingLine[],
  ): Promise<CartPricing> {
    const pricing = await this.priceCart(userId, lines, new Date(), manager);
    if (pricing.coupon?.problem)
      throw problem(pricing.coupon.problem, MESSAGES[pricing.coupon.problem] ?? 'Coupon refused.');
    return pricing;
  }

  /**
   * Inside the checkout transaction, after the order is written: reserves one use of each applied
   * promotion for the order with conditional UPDATEs (total, then per customer), and takes the
   * coupon off the cart. A limit reached by a concurrent order answers PROMOTIONS_USED_UP.
   */
  async reserve(
    manager: EntityManager,
    userId: string,
    orderId: string,
    promotionIds: readonly string[],
  ): Promise<void> {
    for (const promotionId of [...promotionIds].sort()) {
      const total = await manager
        .createQueryBuilder()
        .update(PromotionEntity)
        .set({ usedCount: () => '"usedCount" + 1' })
        .where('id = :id AND ("usageLimit" IS NULL OR "usedCount" < "usageLimit")', {
          id: promotionId,
        })
        .execute();
      if ((total.affected ?? 0) !== 1) throw this.usedUp();
      const promotion = await manager.findOneByOrFail(PromotionEntity, { id: promotionId });
      await manager
        .createQueryBuilder()
        .insert()
        .into(PromotionCustomerUseEntity)
        .values({ promotionId, userId, count: 0 })
        .orIgnore()
        .execute();
      const mine = await manager
        .createQueryBuilder()
        .update(PromotionCustomerUseEntity)
        .set({ count: () => '"count" + 1' })
        .where('"promotionId" = :promotionId AND "userId" = :userId AND "count" < :limit', {
          promotionId,
          userId,
          limit: promotion.perCustomerLimit ?? 2_147_483_647,
        })
        .execute();
      if ((mine.affected ?? 0) !== 1) throw this.usedUp();
      await manager.insert(PromotionUseEntity, { promotionId, orderId, userId });
    }
    await manager.delete(CartCouponEntity, { userId });
  }

  /** Inside the checkout transaction of an order no promotion applied to: the cart's coupon goes with the cart. */
  async clearCoupon(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(CartCouponEntity, { userId });
  }

  /**
   * Inside the transaction that cancels an unpaid order (once per order): gives its uses back and
   * puts its coupon back on the cart (unless the customer applied another meanwhile).
   */
  async release(manager: EntityManager, orderId: string): Promise<void> {
    const uses = await manager.find(PromotionUseEntity, { where: { orderId } });
    if (!uses.length) return;
    for (const use of uses) {
      await manager.decrement(PromotionEntity, { id: use.promotionId }, 'usedCount', 1);
      await manager.decrement(
        PromotionCustomerUseEntity,
        { promotionId: use.promotionId, userId: use.userId },
        'count',
        1,
      );
    }
    await manager.delete(PromotionUseEntity, { orderId });
    const coupon = await manager.findOne(PromotionEntity, {
      where: { id: In(uses.map((use) => use.promotionId)) },
    });
    if (coupon?.code && !(await manager.existsBy(CartCouponEntity, { userId: uses[0]!.userId })))
      await manager.insert(CartCouponEntity, { userId: uses[0]!.userId, promotionId: coupon.id });
  }

  /**
   * Products whose price an automatic promotion reduces now (a product or line promotion of a
   * percentage or an amount, without a minimum order): the reduced unit price and since when.
   */
  async productReductions(
    products: readonly { id: string; collection: string; priceCents: number }[],
    now = new Date(),
  ): Promise<Map<string, ProductReduction>> {
    const result = new Map<string, ProductReduction>();
    if (!products.length) return result;
    const candidates = (await this.automatic(now)).filter(
      (p) => p.target !== 'order' && p.kind !== 'free_shipping' && Number(p.minOrderCents) === 0,
    );
    if (!candidates.length) return result;
    for (const product of products) {
      const line = {
        productId: product.id,
        collection: product.collection,
        unitPriceCents: product.priceCents,
        quantity: 1,
      };
      let best: ProductReduction | null = null;
      for (const promotion of candidates) {
        const p = priced(promotion);
        if (!targetsProduct(p, line)) continue;
        const reduced = product.priceCents - unitReduction(p, product.priceCents);
        if (reduced < product.priceCents && (!best || reduced < best.reducedPriceCents))
          best = {
            productId: product.id,
            reducedPriceCents: reduced,
            since: new Date(promotion.startsAt ?? promotion.createdAt),
          };
      }
      if (best) result.set(product.id, best);
    }
    return result;
  }

  private async couponProblem(
    promotion: PromotionEntity,
    userId: string,
    lines: readonly PricingLine[],
    automatic: readonly PricedPromotion[],
    now: Date,
    manager?: EntityManager,
  ): Promise<string | null> {
    if (!promotion.active || (promotion.endsAt && Date.parse(promotion.endsAt) <= now.getTime()))
      return PromotionsErrorCode.EXPIRED;
    if (promotion.startsAt && Date.parse(promotion.startsAt) > now.getTime())
      return PromotionsErrorCode.NOT_YET_VALID;
    if (
      promotion.usageLimit !== null &&
      Number(promotion.usedCount) >= Number(promotion.usageLimit)
    )
      return PromotionsErrorCode.USED_UP;
    if (promotion.perCustomerLimit !== null) {
      const mine = await (
        manager?.getRepository(PromotionCustomerUseEntity) ?? this.customerUses
      ).findOneBy({ promotionId: promotion.id, userId });
      if ((mine?.count ?? 0) >= Number(promotion.perCustomerLimit))
        return PromotionsErrorCode.USED_UP;
    }
    const items = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    if (items < Number(promotion.minOrderCents)) return PromotionsErrorCode.BELOW_MINIMUM;
    if (!qualifies(priced(promotion), lines)) return PromotionsErrorCode.NOT_APPLICABLE;
    if (automatic.length && (!promotion.combinable || automatic.some((p) => !p.combinable)))
      return PromotionsErrorCode.NOT_COMBINABLE;
    return null;
  }

  private usedUp(): AppError {
    return problem(PromotionsErrorCode.USED_UP, MESSAGES[PromotionsErrorCode.USED_UP]!);
  }
}

const MESSAGES: Record<string, string> = {
  [PromotionsErrorCode.EXPIRED]: 'This coupon has expired.',
  [PromotionsErrorCode.NOT_YET_VALID]: 'This coupon is not valid yet.',
  [PromotionsErrorCode.USED_UP]: 'This coupon has been used up.',
  [PromotionsErrorCode.BELOW_MINIMUM]: 'Your order is below the minimum for this coupon.',
  [PromotionsErrorCode.NOT_COMBINABLE]:
    'This coupon cannot be combined with the current promotion.',
  [PromotionsErrorCode.NOT_APPLICABLE]: 'This coupon applies to none of the products in your cart.',
};

function problem(code: string, message: string, promotion?: PromotionEntity): AppError {
  return new AppError('unprocessable', code, message, {
    errors: { code: code },
    extra: promotion
      ? { minOrderCents: Number(promotion.minOrderCents), startsAt: promotion.startsAt }
      : undefined,
  });
}

export function inForce(promotion: PromotionEntity, now: Date): boolean {
  if (!promotion.active) return false;
  if (promotion.startsAt && Date.parse(promotion.startsAt) > now.getTime()) return false;
  if (promotion.endsAt && Date.parse(promotion.endsAt) <= now.getTime()) return false;
  return true;
}

export function priced(promotion: PromotionEntity): PricedPromotion {
  return {
    id: promotion.id,
    name: promotion.name,
    code: promotion.code,
    kind: promotion.kind,
    value: Number(promotion.value),
    target: promotion.target,
    targetIds: promotion.targetIds,
    minOrderCents: Number(promotion.minOrderCents),
    combinable: promotion.combinable,
  };
}
