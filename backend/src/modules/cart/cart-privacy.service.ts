import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CartItemEntity } from './entities/cart-item.entity.js';
import { PartnerCartItemEntity } from './entities/partner-cart-item.entity.js';

/** The carts in the GDPR export and erasure, and the retention of abandoned carts. */
@Injectable()
export class CartPrivacyService {
  constructor(
    @InjectRepository(CartItemEntity) private readonly items: Repository<CartItemEntity>,
    @InjectRepository(PartnerCartItemEntity)
    private readonly partnerItems: Repository<PartnerCartItemEntity>,
  ) {}

  async exportFor(
    userId: string,
  ): Promise<{ productId: string; quantity: number; addedAt: string }[]> {
    const rows = await this.items.find({ where: { userId }, order: { createdAt: 'ASC' } });
    return rows.map((row) => ({
      productId: row.productId,
      quantity: row.quantity,
      addedAt: new Date(row.createdAt).toISOString(),
    }));
  }

  async eraseFor(userId: string): Promise<void> {
    await this.items.delete({ userId });
    await this.partnerItems.delete({ userId });
  }

  /**
   * Retention: a cart (customer or partner) whose lines were all last touched before the cutoff is
   * abandoned and removed whole; a cart with one recent line stays as it is.
   */
  async removeAbandoned(cutoff: Date): Promise<number> {
    let removed = 0;
    for (const repo of [this.items, this.partnerItems] as Repository<CartItemEntity>[]) {
      const stale = await repo
        .createQueryBuilder('c')
        .select('c.userId', 'userId')
        .groupBy('c.userId')
        .having('MAX(c.updatedAt) < :cutoff', { cutoff })
        .getRawMany<{ userId: string }>();
      for (const { userId } of stale) {
        const result = await repo.delete({ userId });
        removed += result.affected ?? 0;
      }
    }
    return removed;
  }
}
