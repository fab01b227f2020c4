import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type EntityManager, type Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { BirthdayService } from '../birthday/birthday.service.js';
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
 * A customer's birthday coupon is one more source of a coupon: the cart and the order's uses refer
 * to it as `birthday:<code>` where a promotion's id would stand (the birthday module owns the coupon).
 */
const BIRTHDAY = 'birthday:';
const birthdayCode = (id: string): string | null =>
  id.startsWith(BIRTHDAY) ? id.slice(BIRTHDAY.length) : null;

/** The coupon on a cart, from either source; `problem` set when a birthday coupon is no longer usable. */
interface CouponSource {
  priced: PricedPromotion;
  promotion: PromotionEntity | null;
  problem: string | null;
}

/** A birthday coupon priced as a coupon: a percentage off the whole order, combinable. */
function birthdayPriced(code: string, percentOff: number): PricedPromotion {
  return {
    id: BIRTHDAY + code,
    name: `${percentOff} %`,
    code,
    kind: 'percent',
    value: percentOff,
    target: 'order',
    targetIds: [],
    minOrderCents: 0,
    combinable: true,
  };
}

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
    private readonly birthday: BirthdayService,
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
    const source = applied
      ? await this.couponSource(userId, applied.promotionId, now, manager)
      : null;
    if (!source) return { ...applyPromotions(lines, automatic), coupon: null };
    const problem =
      source.problem ?? (await this.couponProblem(source, userId, lines, automatic, now, manager));
    const coupon = { code: source.priced.code ?? '', name: source.priced.name, problem };
    return {
      ...applyPromotions(lines, problem ? automatic : [...automatic, source.priced]),
      coupon,
    };
  }

  /** Applies a coupon to the cart (replacing another); every bad case answers its own code and changes nothing. */
  async applyCoupon(userId: string, rawCode: string, lines: readonly PricingLine[]): Promise<void> {
    const now = new Date();
    const promotion = await this.promotions.findOneBy({ code: normalize(rawCode) });
    // not a promotion's code: perhaps this customer's birthday coupon (someone else's is unknown)
    const source: CouponSource | null = promotion
      ? { priced: priced(promotion), promotion, problem: null }
      : await this.couponSource(userId, BIRTHDAY + normalize(rawCode), now);
    if (!source || source.problem)
      throw problem(PromotionsErrorCode.UNKNOWN_COUPON, 'This coupon code is unknown.');
    const automatic = chooseAutomatic(lines, (await this.automatic(now)).map(priced));
    const code = await this.couponProblem(source, userId, lines, automatic, now);
    if (code)
      throw problem(code, MESSAGES[code] ?? 'This coupon cannot be used.', promotion ?? undefined);
    await this.coupons.delete({ userId });
    await this.coupons.insert({ userId, promotionId: source.priced.id });
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
      const birthday = birthdayCode(promotionId);
      if (birthday) {
        // the birthday module marks its coupon used (once, race-safe); the use row gives it back
        try {
          await this.birthday.redeemBirthdayCoupon(manager, userId, birthday, orderId);
        } catch (error) {
          throw error instanceof AppError ? this.usedUp() : error;
        }
        await manager.insert(PromotionUseEntity, { promotionId, orderId, userId });
        continue;
      }
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
      const birthday = birthdayCode(use.promotionId);
      if (birthday) {
        await this.birthday.releaseBirthdayCoupon(manager, use.userId, birthday, orderId);
        continue;
      }
      await manager.decrement(PromotionEntity, { id: use.promotionId }, 'usedCount', 1);
      await manager.decrement(
        PromotionCustomerUseEntity,
        { promotionId: use.promotionId, userId: use.userId },
        'count',
        1,
      );
    }
    await manager.delete(PromotionUseEntity, { orderId });
    const promotionIds = uses.map((use) => use.promotionId).filter((id) => !birthdayCode(id));
    const coupon = promotionIds.length
      ? await manager.findOne(PromotionEntity, { where: { id: In(promotionIds) } })
      : null;
    const couponId =
      uses.find((use) => birthdayCode(use.promotionId))?.promotionId ??
      (coupon?.code ? coupon.id : null);
    if (couponId && !(await manager.existsBy(CartCouponEntity, { userId: uses[0]!.userId })))
      await manager.insert(CartCouponEntity, { userId: uses[0]!.userId, promotionId: couponId });
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

  /** The coupon a cart refers to: a promotion, or the customer's birthday coupon; null if it is gone. */
  private async couponSource(
    userId: string,
    id: string,
    now: Date,
    manager?: EntityManager,
  ): Promise<CouponSource | null> {
    const birthday = birthdayCode(id);
    if (birthday === null) {
      const promotion = await (
        manager?.getRepository(PromotionEntity) ?? this.promotions
      ).findOneBy({ id });
      return promotion ? { priced: priced(promotion), promotion, problem: null } : null;
    }
    try {
      const found = await this.birthday.lookupBirthdayCoupon(userId, birthday, now.getTime());
      return {
        priced: birthdayPriced(found.code, found.percentOff),
        promotion: null,
        problem: null,
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // used by another order or past its validity since it was applied
      return {
        priced: birthdayPriced(birthday, 0),
        promotion: null,
        problem: PromotionsErrorCode.EXPIRED,
      };
    }
  }

  private async couponProblem(
    source: CouponSource,
    userId: string,
    lines: readonly PricingLine[],
    automatic: readonly PricedPromotion[],
    now: Date,
    manager?: EntityManager,
  ): Promise<string | null> {
    const coupon = source.priced;
    const promotion = source.promotion;
    if (!promotion) {
      // a birthday coupon: its own module checked owner, use and validity
      if (!qualifies(coupon, lines)) return PromotionsErrorCode.NOT_APPLICABLE;
      if (automatic.some((p) => !p.combinable)) return PromotionsErrorCode.NOT_COMBINABLE;
      return null;
    }
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
    if (!qualifies(coupon, lines)) return PromotionsErrorCode.NOT_APPLICABLE;
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
