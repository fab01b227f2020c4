import { AppError } from '../errors/app-error.js';
import { isValidPostcode, normalizePostcode, postcodeFormat } from './address-formats.js';
import { normalizePhone, phoneExample } from './phone.js';

export const ADDRESS_INVALID = 'COMMON_ADDRESS_INVALID';

/**
 * Checks an address's postcode against its country's format and its phone number (when given)
 * with libphonenumber-js. Answers both normalized (postcode upper-cased, phone in international
 * format); otherwise throws a 422 naming the fields (`validation.postalCode`,
 * `validation.phoneNumber`, under `prefix` when the address is nested) with the country's examples
 * in `examples`, so the message can say "e.g. 1000" / "e.g. +32 470 12 34 56".
 */
export function checkAddress(
  input: { country: string; postalCode: string; phone?: string | null },
  prefix = '',
): { postalCode: string; phone: string | null } {
  const errors: Record<string, string> = {};
  const postalCode = normalizePostcode(input.postalCode);
  if (!isValidPostcode(input.country, postalCode))
    errors[`${prefix}postalCode`] = 'validation.postalCode';
  const typed = input.phone?.trim() ?? '';
  const phone = typed === '' ? null : normalizePhone(typed, input.country);
  if (typed !== '' && phone === null) errors[`${prefix}phone`] = 'validation.phoneNumber';
  if (Object.keys(errors).length > 0)
    throw new AppError(
      'unprocessable',
      ADDRESS_INVALID,
      'The postcode or phone number does not fit the country.',
      {
        errors,
        extra: {
          examples: {
            postalCode: postcodeFormat(input.country).example,
            phone: phoneExample(input.country),
          },
        },
      },
    );
  return { postalCode, phone };
}
