import { ApiProperty } from '@nestjs/swagger';
import { ProductSummaryDto } from '../../catalogue/dto/product.dto.js';

export class FavouriteListResponseDto {
  /** Favourite products, most recently added first (inactive products are left out). */
  @ApiProperty({ type: [ProductSummaryDto] })
  data: ProductSummaryDto[];
  @ApiProperty()
  total: number;
  /** Ids only, for marking hearts on product cards without loading the list. */
  @ApiProperty({ type: [String] })
  productIds: string[];
}
