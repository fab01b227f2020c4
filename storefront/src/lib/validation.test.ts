import { describe, expect, it } from 'vitest';
import { compactErrors, firstProblem, passwordProblems, rules } from './validation.ts';

describe('form rules (SPEC §5, same keys as the server)', () => {
  it('reports each missing password class with its own key, in the server order', () => {
    expect(passwordProblems('abc')).toEqual([
      'validation.passwordTooShort',
      'validation.passwordUppercase',
      'validation.passwordDigit',
    ]);
    expect(passwordProblems('ABCDEF1')).toEqual(['validation.passwordLowercase']);
    expect(passwordProblems('Demo1234')).toEqual([]);
    expect(passwordProblems('Élan12')).toEqual([]);
  });

  it('checks required values, e-mail addresses, lengths, dates, the confirmation and the consent', () => {
    expect(rules.required('  ')).toBe('validation.required');
    expect(rules.email('anna@example')).toBe('validation.email');
    expect(rules.email('anna@example.be')).toBeNull();
    expect(rules.email('')).toBeNull();
    expect(rules.maxLength('x'.repeat(101), 100)).toBe('validation.tooLong');
    expect(rules.date('1990-02-30')).toBe('validation.date');
    expect(rules.date('1990-02-28')).toBeNull();
    expect(rules.confirmation('Demo1235', 'Demo1234')).toBe('validation.passwordMismatch');
    expect(rules.confirmation('Demo1234', 'Demo1234')).toBeNull();
    expect(rules.accepted(false)).toBe('validation.privacyRequired');
  });

  it('keeps the first problem of each field and drops the fine ones', () => {
    expect(
      compactErrors({
        email: firstProblem(rules.required(''), rules.email('')),
        name: firstProblem(rules.required('Anna')),
      }),
    ).toEqual({
      email: 'validation.required',
    });
  });
});
