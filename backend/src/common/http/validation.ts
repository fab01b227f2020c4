import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, CommonErrorCode } from '../errors/app-error.js';

/**
 * Flattens class-validator errors into a field → message-key map. The key is the DTO's own message
 * when it gives one (already a translation key), else `validation.<constraint>` (e.g. validation.isEmail),
 * which the storefront and back-office translate.
 */
const REQUIRED = ['isDefined', 'isNotEmpty'];

export function flattenValidationErrors(
  errors: ValidationError[],
  prefix = '',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    // An empty required field says "required" rather than the format rule it also breaks.
    const constraints = Object.entries(error.constraints ?? {}).sort(
      ([a], [b]) => Number(REQUIRED.includes(b)) - Number(REQUIRED.includes(a)),
    );
    if (constraints.length > 0) {
      const [name, message] = constraints[0]!;
      out[path] = /^[a-z][\w-]*(\.[\w-]+)+$/i.test(message)
        ? message
        : name === 'whitelistValidation'
          ? 'validation.unknownField'
          : `validation.${name}`;
    }
    if (error.children?.length) Object.assign(out, flattenValidationErrors(error.children, path));
  }
  return out;
}

/** Global pipe: strips nothing silently — unknown fields are refused, payloads are transformed into DTO instances. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new AppError(
        'validation',
        CommonErrorCode.VALIDATION_FAILED,
        'One or more fields are invalid.',
        {
          errors: flattenValidationErrors(errors),
        },
      ),
  });
}
