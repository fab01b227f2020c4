import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { PartnerCartItemEntity } from './entities/partner-cart-item.entity.js';
import { restoreCartLines } from './restore-lines.js';

/** A line of a cart: product and quantity. */
export interface CartLine {
  productId: string;
  quantity: number;
}

/**
 * Persistence of the partner accounts' B2B carts (separate from the customer carts). Prices and
 * the partner shop's rules (professional prices, minimum quantities) are the partner shop's.
 */
@Injectable()
export class PartnerCartService {
  constructor(
    @InjectRepository(PartnerCartItemEntity)
    private readonly items: Repository<PartnerCartItemEntity>,
  ) {}

  /** The lines in the order they were added. */
  async lines(userId: string): Promise<CartLine[]> {
    const rows = await this.items.find({
      where: { userId },
      order: { createdAt: 'ASC', productId: 'ASC' },
    });
    return rows.map(toLine);
  }

  /** The lines by product id (the order in which the checkout locks stock rows). */
  async peek(userId: string): Promise<CartLine[]> {
    const rows = await this.items.find({ where: { userId }, order: { productId: 'ASC' } });
    return rows.map(toLine);
  }

  /** Sets the quantity of a product (adds it when absent). */
  async set(userId: string, productId: string, quantity: number): Promise<void> {
    await this.items.upsert({ userId, productId, quantity }, ['userId', 'productId']);
  }

  /** Removes a product; false when it was not in the cart. */
  async remove(userId: string, productId: string): Promise<boolean> {
    const result = await this.items.delete({ userId, productId });
    return Boolean(result.affected);
  }

  async clear(userId: string): Promise<void> {
    await this.items.delete({ userId });
  }

  /** Puts an unpaid B2B order's lines back, merged with the cart (see restoreCartLines). */
  restore(manager: EntityManager, userId: string, lines: readonly CartLine[]): Promise<void> {
    return restoreCartLines(manager, PartnerCartItemEntity, userId, lines);
  }

  /**
   * For the checkout, inside its transaction: removes every line and returns them by product id.
   * `check` vets the lines before they are removed; `empty` is thrown for an empty cart (also when
   * a concurrent checkout emptied it first).
   */
  async takeForCheckout(
    manager: EntityManager,
    userId: string,
    empty: () => Error,
    check: (lines: CartLine[]) => Promise<void>,
  ): Promise<CartLine[]> {
    const rows = await manager.find(PartnerCartItemEntity, {
      where: { userId },
      order: { productId: 'ASC' },
    });
    if (rows.length === 0) throw empty();
    const lines = rows.map(toLine);
    await check(lines);
    const deleted = await manager.delete(PartnerCartItemEntity, { userId });
    if ((deleted.affected ?? 0) === 0) throw empty();
    return lines;
  }
}

const toLine = (row: PartnerCartItemEntity): CartLine => ({
  productId: row.productId,
  quantity: row.quantity,
});
