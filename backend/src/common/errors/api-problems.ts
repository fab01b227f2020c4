import { applyDecorators } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  getSchemaPath,
} from '@nestjs/swagger';

/** The body of every error answer (RFC 9457 problem details, written by ProblemDetailsFilter). */
export class ProblemDetailsDto {
  @ApiProperty({ example: 'https://vyrelle.example/problems/cart-already-in-cart' })
  type: string;

  @ApiProperty({ example: 'Conflict' })
  title: string;

  @ApiProperty({ example: 409 })
  status: number;

  @ApiProperty({ example: 'The product is already in the cart.' })
  detail: string;

  /** Stable, module-prefixed code the front-ends translate (e.g. CART_ALREADY_IN_CART). */
  @ApiProperty({ example: 'CART_ALREADY_IN_CART' })
  code: string;

  /** Field → message key (e.g. `{ "email": "validation.email" }`); empty when no field is at fault. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  errors: Record<string, string>;

  @ApiPropertyOptional({ example: '/api/cart/items' })
  instance?: string;
}

/** The client errors an operation documents. */
export type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

const DEFAULT_DESCRIPTIONS: Record<ProblemStatus, string> = {
  400: 'Invalid input (COMMON_VALIDATION_FAILED, with a field → message `errors` map)',
  401: 'Not signed in, or the access token is invalid or expired (COMMON_UNAUTHORIZED)',
  403: 'Signed in without the role this needs (COMMON_FORBIDDEN)',
  404: 'Not found, or not the caller’s to see',
  409: 'Conflicts with the current state',
  413: 'Payload too large (COMMON_PAYLOAD_TOO_LARGE)',
  415: 'Unsupported media type (COMMON_UNSUPPORTED_MEDIA_TYPE)',
  422: 'Breaks a business rule',
  429: 'Too many attempts (COMMON_TOO_MANY_REQUESTS); Retry-After says when to try again',
};

/** A status alone (its default description), or statuses with the codes they carry. */
export type ProblemSpec = ProblemStatus | Partial<Record<ProblemStatus, string>>;

/**
 * Documents the 4xx problem-details answers of an operation, each with the shared
 * ProblemDetailsDto schema: `@ApiProblems(400, 401, { 404: 'CART_ITEM_NOT_FOUND' })`.
 */
export function ApiProblems(...problems: ProblemSpec[]): MethodDecorator & ClassDecorator {
  const described = new Map<ProblemStatus, string>();
  for (const spec of problems) {
    if (typeof spec === 'number') described.set(spec, DEFAULT_DESCRIPTIONS[spec]);
    else
      for (const [status, description] of Object.entries(spec))
        described.set(Number(status) as ProblemStatus, description);
  }
  const content = {
    'application/problem+json': { schema: { $ref: getSchemaPath(ProblemDetailsDto) } },
  };
  return applyDecorators(
    ApiExtraModels(ProblemDetailsDto),
    ...[...described]
      .sort(([a], [b]) => a - b)
      .map(([status, description]) => ApiResponse({ status, description, content })),
  );
}
