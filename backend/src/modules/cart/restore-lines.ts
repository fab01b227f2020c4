import type { EntityManager } from 'typeorm';
import type { CartItemEntity } from './entities/cart-item.entity.js';
import type { PartnerCartItemEntity } from './entities/partner-cart-item.entity.js';

/**
 * Puts lines back into a cart inside the caller's transaction. Merges with what is there: a product
 * already in the cart keeps the larger of the two quantities (never the sum, so a product the
 * customer put back by hand is not doubled; both were valid quantities, so the result is too);
 * other lines are added. Running it twice with the same lines changes nothing the second time.
 */
export async function restoreCartLines(
  manager: EntityManager,
  entity: typeof CartItemEntity | typeof PartnerCartItemEntity,
  userId: string,
  lines: readonly { productId: string; quantity: number }[],
): Promise<void> {
  for (const { productId, quantity } of lines) {
    if (quantity < 1) continue;
    await manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values({ userId, productId, quantity })
      .orIgnore()
      .execute();
    await manager
      .createQueryBuilder()
      .update(entity)
      .set({ quantity })
      .where('userId = :userId AND productId = :productId AND quantity < :quantity', {
        userId,
        productId,
        quantity,
      })
      .execute();
  }
}
