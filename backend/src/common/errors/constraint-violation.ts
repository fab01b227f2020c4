import { QueryFailedError } from 'typeorm';
import { AppError } from './app-error.js';

/**
 * The safety net under the services' own checks: a unique or foreign-key violation that reaches the
 * error filter becomes a 409/422 problem naming the field, never a 500. Only the column name is taken
 * from the driver's message; values, SQL and parameters never reach the answer.
 *
 * - PostgreSQL: SQLSTATE 23505 (unique) and 23503 (foreign key), the column from `detail`
 *   ("Key (slug, locale)=(…) already exists.", "Key (collection_id)=(…) is not present in table …",
 *   "… is still referenced from table …").
 * - SQLite (better-sqlite3): SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY ("UNIQUE constraint failed:
 *   products.slug") and SQLITE_CONSTRAINT_FOREIGNKEY, which names no column: a DELETE is then "still
 *   referenced", any other write "refers to something that does not exist".
 */
export const ConstraintErrorCode = {
  UNIQUE: 'COMMON_ALREADY_EXISTS',
  MISSING_REFERENCE: 'COMMON_REFERENCE_NOT_FOUND',
  STILL_REFERENCED: 'COMMON_STILL_REFERENCED',
} as const;

/** The field key used when the database does not say which column (SQLite foreign keys). */
export const UNKNOWN_REFERENCE_FIELD = 'reference';

export function constraintViolation(error: unknown, method?: string): AppError | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driver = (error as QueryFailedError & { driverError?: unknown }).driverError as
    { code?: unknown; detail?: unknown; message?: unknown } | undefined;
  const code = String(driver?.code ?? '');
  const detail = typeof driver?.detail === 'string' ? driver.detail : '';
  const message = typeof driver?.message === 'string' ? driver.message : error.message;

  if (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  ) {
    const field = columnFromPostgresDetail(detail) ?? columnFromSqliteUnique(message) ?? 'id';
    return new AppError('conflict', ConstraintErrorCode.UNIQUE, `The ${field} is already in use.`, {
      errors: { [field]: 'validation.taken' },
      cause: error,
    });
  }
  const stillReferenced =
    code === '23503'
      ? /still referenced/i.test(detail)
      : code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
        ? method?.toUpperCase() === 'DELETE'
        : null;
  if (stillReferenced === null) return null;
  const field =
    columnFromPostgresDetail(detail) ?? (stillReferenced ? 'id' : UNKNOWN_REFERENCE_FIELD);
  return stillReferenced
    ? new AppError(
        'conflict',
        ConstraintErrorCode.STILL_REFERENCED,
        'This record is still in use elsewhere and cannot be removed.',
        { errors: { [field]: 'validation.stillReferenced' }, cause: error },
      )
    : new AppError(
        'unprocessable',
        ConstraintErrorCode.MISSING_REFERENCE,
        `The chosen ${field} does not exist.`,
        { errors: { [field]: 'validation.reference' }, cause: error },
      );
}

function columnFromPostgresDetail(detail: string): string | null {
  const column = /^Key \(("?)([a-z0-9_]+)\1[,)]/i.exec(detail)?.[2];
  return column ? camelCase(column) : null;
}

function columnFromSqliteUnique(message: string): string | null {
  const column = /constraint failed: [a-z0-9_"]+\.([a-z0-9_"]+)/i.exec(message)?.[1];
  return column ? camelCase(column.replace(/"/g, '')) : null;
}

/** Columns are snake_case in the database and camelCase in the API (collection_id → collectionId). */
function camelCase(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
