/**
 * Client-side form rules (SPEC §5), with the same message keys as the server's problem details
 * (`errors: { field: 'validation.…' }`), so one translation serves both. The server checks again.
 */

/** Every message key the API puts in a problem's `errors` map; translated in `common` → `validation`. */
export const validationKeys = [
  'validation.required',
  'validation.email',
  'validation.tooLong',
  'validation.passwordTooShort',
  'validation.passwordUppercase',
  'validation.passwordLowercase',
  'validation.passwordDigit',
  'validation.passwordMismatch',
  'validation.date',
  'validation.birthdayRequired',
  'validation.choice',
  'validation.concerns',
  'validation.country',
  'validation.privacyRequired',
  'validation.emailTaken',
  'validation.currentPasswordWrong',
  'validation.emailUnchanged',
  'validation.emailChangeTokenInvalid',
  'validation.resetTokenInvalid',
  'validation.unknownField',
  'validation.phone',
  'validation.postalCode',
  'validation.postalCodeAny',
  'validation.phoneNumber',
  'validation.link',
  'validation.vatNumber',
  'validation.openingHours',
  'validation.timeOrder',
  'validation.timeOverlap',
  'validation.tooMany',
  'validation.duplicate',
  'validation.text',
  'validation.notClient',
  'validation.productUnavailable',
  'validation.duplicatePosition',
  'validation.stepsCount',
  'validation.orderNumber',
  'validation.withdrawalItems',
  'validation.withdrawalNotFound',
  'validation.max',
  'validation.peppolId',
  'validation.peppolScheme',
] as const;

export type ValidationKey = (typeof validationKeys)[number];

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (validationKeys as readonly string[]).includes(value);
}

/** Field name → message key; absent when the field is fine. */
export type FieldErrors<F extends string = string> = Partial<Record<F, ValidationKey>>;

/** The backend's limits (`user.dto.ts`). */
export const maxLengths = { name: 100, email: 320, password: 200, region: 100 } as const;

export const passwordMinLength = 6;

/** SPEC §5, in the order the server reports them: each rule has its own message. */
export const passwordRules = [
  {
    rule: 'minLength',
    key: 'validation.passwordTooShort',
    test: (password: string) => password.length >= passwordMinLength,
  },
  {
    rule: 'uppercase',
    key: 'validation.passwordUppercase',
    test: (password: string) => /\p{Lu}/u.test(password),
  },
  {
    rule: 'lowercase',
    key: 'validation.passwordLowercase',
    test: (password: string) => /\p{Ll}/u.test(password),
  },
  {
    rule: 'digit',
    key: 'validation.passwordDigit',
    test: (password: string) => /\d/.test(password),
  },
] as const satisfies readonly {
  rule: string;
  key: ValidationKey;
  test: (password: string) => boolean;
}[];

export type PasswordRule = (typeof passwordRules)[number]['rule'];

/** The message key of every password rule the password breaks. */
export function passwordProblems(password: string): ValidationKey[] {
  return passwordRules.filter((r) => !r.test(password)).map((r) => r.key);
}

/**
 * The messages a field shows for its error: a broken password rule names every rule the current
 * password breaks (SPEC §5: a message per missing class), the server's `passwordProblems` list
 * has the same keys in the same order; any other error is its one message.
 */
export function fieldMessages(error: ValidationKey, value: unknown): ValidationKey[] {
  const isRule = passwordRules.some((r) => r.key === error);
  if (!isRule || typeof value !== 'string') return [error];
  const problems = passwordProblems(value);
  return problems.length > 0 ? problems : [error];
}

// A practical check: something@domain.tld without spaces. The server's check is the strict one.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

type Check = ValidationKey | null;

/** The rules, each returning its message key or null. Combine with {@link firstProblem}. */
export const rules = {
  required: (value: string): Check => (value.trim() === '' ? 'validation.required' : null),
  email: (value: string): Check =>
    value.trim() === '' || emailPattern.test(value.trim()) ? null : 'validation.email',
  maxLength: (value: string, max: number): Check =>
    value.trim().length > max ? 'validation.tooLong' : null,
  /** The first broken password rule; nothing for an empty value (that is `required`'s job). */
  newPassword: (value: string): Check =>
    value === ''
      ? null
      : (passwordProblems(value)[0] ??
        (value.length > maxLengths.password ? 'validation.tooLong' : null)),
  confirmation: (value: string, password: string): Check =>
    value !== '' && value !== password ? 'validation.passwordMismatch' : null,
  /** An existing calendar date `YYYY-MM-DD` (what `<input type="date">` gives), or empty. */
  date: (value: string): Check => {
    if (value === '') return null;
    const match = isoDate.exec(value);
    if (!match) return 'validation.date';
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
      ? null
      : 'validation.date';
  },
  accepted: (value: boolean): Check => (value ? null : 'validation.privacyRequired'),
} as const;

/** The first problem of a field's checks, or undefined. */
export function firstProblem(...checks: Check[]): ValidationKey | undefined {
  return checks.find((check): check is ValidationKey => check !== null);
}

/** Drops the fields without a problem. */
export function compactErrors<F extends string>(
  errors: Partial<Record<F, ValidationKey | undefined>>,
): FieldErrors<F> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, key]) => key !== undefined),
  ) as FieldErrors<F>;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((key) => key !== undefined);
}
