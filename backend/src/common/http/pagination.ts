import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { isUuid } from '../ids.js';

/** The `page` query parameter: an integer from 1 (to 10000), 1 when absent. */
export function PageParam(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ default: 1, minimum: 1, maximum: 10000 }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'validation.integer' }),
    Min(1, { message: 'validation.min' }),
    Max(10000, { message: 'validation.max' }),
  );
}

/** The `perPage` query parameter with a list's own default and maximum. */
export function PerPageParam(defaultValue: number, max: number): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ default: defaultValue, minimum: 1, maximum: max }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'validation.integer' }),
    Min(1, { message: 'validation.min' }),
    Max(max, { message: 'validation.max' }),
  );
}

/** Page-based list parameters shared by the admin lists (react-admin's getList maps onto them). */
export class ListQueryDto {
  @PageParam()
  page: number = 1;

  @PerPageParam(25, 100)
  perPage: number = 25;

  @ApiPropertyOptional({ enum: ['ASC', 'DESC'], default: 'DESC' })
  @IsOptional()
  @IsIn(['ASC', 'DESC'], { message: 'validation.choice' })
  order: 'ASC' | 'DESC' = 'DESC';

  /** Field to sort by; each resource's query narrows it to its sortable columns (never raw SQL). */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  sort?: string;

  /** Comma-separated ids, for react-admin's getMany. */
  @ApiPropertyOptional({ example: 'id1,id2' })
  @IsOptional()
  @MaxLength(4000)
  @Matches(/^[\w-]+(,[\w-]+)*$/, { message: 'validation.ids' })
  ids?: string;

  /**
   * The requested ids. Every admin resource is keyed by a UUID: anything else can match nothing, and
   * must not reach PostgreSQL's uuid columns (where it is a query error, not an empty answer). When
   * ids were asked for but none is a UUID, the nil UUID keeps the filter on so the answer is empty.
   */
  get idList(): string[] {
    if (!this.ids) return [];
    const ids = this.ids.split(',').filter((id) => isUuid(id));
    return ids.length ? ids : ['00000000-0000-0000-0000-000000000000'];
  }

  get skip(): number {
    return (this.page - 1) * this.perPage;
  }
}

export interface ListResponse<T> {
  data: T[];
  total: number;
}
