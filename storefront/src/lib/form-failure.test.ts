import { describe, expect, it } from 'vitest';
import { fieldsSummaryKey, formFailureOf } from './form-failure.ts';

describe('form failures from API answers', () => {
  it('maps a problem-details errors map onto the form fields, the rest to the summary', () => {
    const error = {
      status: 400,
      data: {
        status: 400,
        code: 'AUTH_RESET_TOKEN_INVALID',
        errors: {
          token: 'validation.resetTokenInvalid',
          password: 'validation.passwordDigit',
          x: 'not a key',
        },
      },
    };
    expect(formFailureOf(error, ['password', 'passwordConfirmation'])).toEqual({
      kind: 'fields',
      fieldErrors: { password: 'validation.passwordDigit' },
      other: ['validation.resetTokenInvalid'],
    });
  });

  it('maps a taken e-mail address (409) onto the e-mail field', () => {
    const error = {
      status: 409,
      data: { code: 'USERS_EMAIL_TAKEN', errors: { email: 'validation.emailTaken' } },
    };
    expect(formFailureOf(error, ['email'])).toEqual({
      kind: 'fields',
      fieldErrors: { email: 'validation.emailTaken' },
      other: [],
    });
  });

  it('tells too many attempts with the wait, an unreachable server, and anything else as unknown', () => {
    expect(formFailureOf({ status: 429, data: { retryAfter: 90 } }, [])).toEqual({
      kind: 'tooManyAttempts',
      retryAfterSeconds: 90,
    });
    expect(formFailureOf({ status: 'FETCH_ERROR', error: 'TypeError' }, [])).toEqual({
      kind: 'unavailable',
    });
    expect(formFailureOf({ status: 503, data: {} }, [])).toEqual({ kind: 'unavailable' });
    expect(
      formFailureOf({ status: 403, data: { code: 'AUTH_FORBIDDEN', errors: {} } }, []),
    ).toEqual({ kind: 'unknown' });
    expect(formFailureOf(new Error('boom'), [])).toEqual({ kind: 'unknown' });
  });

  it('passes the sign-in failures through', () => {
    const error = {
      status: 'CUSTOM_ERROR',
      error: 'signInFailed',
      data: { kind: 'invalidCredentials' },
    };
    expect(formFailureOf(error, ['username'])).toEqual({ kind: 'invalidCredentials' });
    const busy = {
      status: 'CUSTOM_ERROR',
      error: 'signInFailed',
      data: { kind: 'tooManyAttempts', retryAfterSeconds: 30 },
    };
    expect(formFailureOf(busy, [])).toEqual({ kind: 'tooManyAttempts', retryAfterSeconds: 30 });
  });

  it('says "at least one field is empty" when one is', () => {
    expect(fieldsSummaryKey({ email: 'validation.email', password: 'validation.required' })).toBe(
      'emptyFields',
    );
    expect(fieldsSummaryKey({ email: 'validation.email' })).toBe('invalidFields');
  });
});
