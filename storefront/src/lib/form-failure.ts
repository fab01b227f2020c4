/**
 * What a form shows after a failed submit: field messages and one summary (SPEC §5, §8).
 * Turns the answers of the API (RFC 9457 problem details with an `errors` map, RFC 6749 token
 * errors, a 429 with its wait, no answer at all) into that.
 */
import type { SignInFailure } from './auth-client.ts';
import { signInFailureOf } from './session-api.ts';
import { isValidationKey, type FieldErrors, type ValidationKey } from './validation.ts';

export type FormFailure =
  /** Field problems (client rules or the server's `errors`); `other` are server messages for no field of this form. */
  | {
      readonly kind: 'fields';
      readonly fieldErrors: FieldErrors;
      readonly other: readonly ValidationKey[];
    }
  /** "The email and password combination is incorrect." */
  | { readonly kind: 'invalidCredentials' }
  | { readonly kind: 'tooManyAttempts'; readonly retryAfterSeconds: number | null }
  /** "A problem has occurred, please try again later." (offline, server error) */
  | { readonly kind: 'unavailable' }
  /** "Unknown error." */
  | { readonly kind: 'unknown' };

/** The body of an API error (`application/problem+json`). */
export interface ProblemDetails {
  readonly status?: number;
  readonly code?: string;
  readonly errors?: Readonly<Record<string, string>>;
  readonly retryAfter?: number | null;
}

function problemOf(data: unknown): ProblemDetails {
  return typeof data === 'object' && data !== null ? (data as ProblemDetails) : {};
}

function fromSignIn(failure: SignInFailure): FormFailure {
  return failure.kind === 'tooManyAttempts'
    ? { kind: 'tooManyAttempts', retryAfterSeconds: failure.retryAfterSeconds }
    : { kind: failure.kind };
}

/**
 * The failure of a mutation (`unwrap()`'s rejection or `result.error`), for a form with the
 * given fields. Server messages for fields the form does not have go to `other`.
 */
export function formFailureOf(error: unknown, fields: readonly string[]): FormFailure {
  const signIn = signInFailureOf(error);
  if (signIn) return fromSignIn(signIn);
  if (typeof error !== 'object' || error === null || !('status' in error))
    return { kind: 'unknown' };
  const status = (error as { status: unknown }).status;
  const problem = problemOf((error as { data?: unknown }).data);
  if (
    status === 'FETCH_ERROR' ||
    status === 'TIMEOUT_ERROR' ||
    (typeof status === 'number' && status >= 500)
  )
    return { kind: 'unavailable' };
  if (status === 429)
    return {
      kind: 'tooManyAttempts',
      retryAfterSeconds: typeof problem.retryAfter === 'number' ? problem.retryAfter : null,
    };
  const entries = Object.entries(problem.errors ?? {}).filter(
    (entry): entry is [string, ValidationKey] => isValidationKey(entry[1]),
  );
  if (typeof status === 'number' && status >= 400 && entries.length > 0) {
    const fieldErrors: FieldErrors = {};
    const other: ValidationKey[] = [];
    for (const [field, key] of entries) {
      if (fields.includes(field)) fieldErrors[field] = key;
      else other.push(key);
    }
    return { kind: 'fields', fieldErrors, other };
  }
  return { kind: 'unknown' };
}

/** The summary sentence's key for field problems: SPEC §5 "at least one field is empty" first. */
export function fieldsSummaryKey(errors: FieldErrors): 'emptyFields' | 'invalidFields' {
  return Object.values(errors).includes('validation.required') ? 'emptyFields' : 'invalidFields';
}
