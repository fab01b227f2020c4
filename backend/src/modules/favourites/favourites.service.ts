import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { Locale } from '../../common/i18n/locale.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import type { FavouriteListResponseDto } from './dto/favourite.dto.js';
import { FavouriteEntity } from './entities/favourite.entity.js';
import { FavouritesErrorCode } from './favourites.errors.js';
import { isUuid } from '../../common/ids.js';

/** A signed-in customer's favourite products. Adding twice or removing what is not there changes nothing. */
@Injectable()
export class FavouritesService {
  constructor(
    @InjectRepository(FavouriteEntity) private readonly favourites: Repository<FavouriteEntity>,
    private readonly catalogue: CatalogueService,
  ) {}

  async list(userId: string, locale: Locale): Promise<FavouriteListResponseDto> {
    const rows = await this.favourites.find({
      where: { userId },
      order: { createdAt: 'DESC', productId: 'ASC' },
    });
    const data = await this.catalogue.summariesByIds(
      rows.map((row) => row.productId),
      locale,
    );
    return { data, total: data.length, productIds: data.map((p) => p.id) };
  }

  /** GDPR export: the products kept as favourite, with when. */
  async exportFor(userId: string): Promise<{ productId: string; addedAt: string }[]> {
    const rows = await this.favourites.find({ where: { userId }, order: { createdAt: 'ASC' } });
    return rows.map((row) => ({
      productId: row.productId,
      addedAt: new Date(row.createdAt).toISOString(),
    }));
  }

  /** GDPR erasure: every favourite of the account. */
  async eraseFor(userId: string): Promise<void> {
    await this.favourites.delete({ userId });
  }

  async add(userId: string, productId: string, locale: Locale): Promise<FavouriteListResponseDto> {
    await this.assertProduct(productId);
    await this.favourites
      .createQueryBuilder()
      .insert()
      .into(FavouriteEntity)
      .values({ userId, productId })
      .orIgnore()
      .execute();
    return this.list(userId, locale);
  }

  async remove(
    userId: string,
    productId: string,
    locale: Locale,
  ): Promise<FavouriteListResponseDto> {
    await this.favourites.delete({ userId, productId });
    return this.list(userId, locale);
  }

  private async assertProduct(productId: string): Promise<void> {
    const found = isUuid(productId) ? await this.catalogue.stockOf([productId]) : new Map();
    if (!found.has(productId))
      throw new AppError('not_found', FavouritesErrorCode.PRODUCT_NOT_FOUND, 'Product not found.');
  }
}
