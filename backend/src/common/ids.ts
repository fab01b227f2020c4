import type { FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';

/**
 * A UUID in its canonical text form. Every entity is keyed by one; a key of another shape can match
 * nothing and must not reach PostgreSQL's uuid columns (where it is a query error, not an empty answer).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order number as customers see it (`VY-2026-000123`); matched case-insensitively. */
export const ORDER_NUMBER_PATTERN = /^VY-\d{4}-\d{6,}$/i;

export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * The row whose id or number is `idOrNumber` (surrounding white space ignored, the number in any
 * case), within `scope`; null when there is none or the key has neither shape.
 */
export async function findByIdOrNumber<T extends ObjectLiteral & { id: string; number: string }>(
  repository: Repository<T>,
  idOrNumber: string,
  scope: FindOptionsWhere<T> = {},
): Promise<T | null> {
  const key = idOrNumber.trim();
  if (isUuid(key)) return repository.findOneBy({ ...scope, id: key } as FindOptionsWhere<T>);
  if (ORDER_NUMBER_PATTERN.test(key))
    return repository.findOneBy({ ...scope, number: key.toUpperCase() } as FindOptionsWhere<T>);
  return null;
}
