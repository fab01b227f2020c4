/**
 * Typed application errors. Services throw these; the global filter maps `kind` to an HTTP status
 * and writes the problem-details body with the stable `code`.
 */
export type ErrorKind =
  | 'validation' // 400
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'payload_too_large' // 413
  | 'unsupported_media_type' // 415
  | 'unprocessable' // 422
  | 'too_many_requests' // 429
  | 'unavailable' // 503
  | 'internal'; // 500

export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  unavailable: 503,
  internal: 500,
};

export interface AppErrorOptions {
  /** field → message key, shown next to the form field. */
  errors?: Record<string, string>;
  /** extra members of the problem-details body (e.g. `count` for CART_ALREADY_IN_CART). */
  extra?: Record<string, unknown>;
  /** response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly errors: Record<string, string>;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    readonly kind: ErrorKind,
    /** Stable, module-prefixed code, e.g. CART_ALREADY_IN_CART. */
    readonly code: string,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.errors = options.errors ?? {};
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return STATUS_BY_KIND[this.kind];
  }
}

/** Codes shared by every module. Feature modules declare their own in `<name>.errors.ts`. */
export const CommonErrorCode = {
  VALIDATION_FAILED: 'COMMON_VALIDATION_FAILED',
  BAD_REQUEST: 'COMMON_BAD_REQUEST',
  UNAUTHORIZED: 'COMMON_UNAUTHORIZED',
  FORBIDDEN: 'COMMON_FORBIDDEN',
  NOT_FOUND: 'COMMON_NOT_FOUND',
  METHOD_NOT_ALLOWED: 'COMMON_METHOD_NOT_ALLOWED',
  PAYLOAD_TOO_LARGE: 'COMMON_PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'COMMON_UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'COMMON_TOO_MANY_REQUESTS',
  UNAVAILABLE: 'COMMON_UNAVAILABLE',
  INTERNAL: 'COMMON_INTERNAL_ERROR',
} as const;

export class NotFoundError extends AppError {
  constructor(
    code: string = CommonErrorCode.NOT_FOUND,
    message = 'The requested resource was not found.',
  ) {
    super('not_found', code, message);
  }
}
