/** Pure helpers of the promotion form: the coupon code, the value per kind and empty numbers. */
import { centsToEuros, eurosToCents } from '../../lib/money';

/** "winter10 " → "WINTER10"; empty → null (an automatic promotion). */
export function parseCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return code === '' ? null : code;
}

/** undefined when the code is empty or letters, digits, dashes (3 to 40), else the message key. */
export function codeFormat(value: unknown): string | undefined {
  const code = parseCode(value);
  return code === null || /^[A-Z0-9][A-Z0-9_-]{2,39}$/.test(code)
    ? undefined
    : 'validation.couponCode';
}

/** A whole number typed in a limit field; empty → null (no limit). */
export function parseLimit(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The value field shows euro for a fixed amount (stored in cents), the plain percent otherwise. */
export function formatValue(kind: unknown, value: unknown): number | '' {
  if (kind === 'fixed') return centsToEuros(value);
  return typeof value === 'number' ? value : '';
}

export function parseValue(kind: unknown, value: unknown): number | null {
  if (kind === 'fixed') return eurosToCents(value);
  return parseLimit(value);
}

/** The list's value column: "10 %", "€ 5,00" or nothing for free shipping. */
export function valueText(
  promotion: { kind: string; value: number },
  money: (cents: number) => string,
): string {
  if (promotion.kind === 'percent') return `${promotion.value} %`;
  if (promotion.kind === 'fixed') return money(promotion.value);
  return '';
}
