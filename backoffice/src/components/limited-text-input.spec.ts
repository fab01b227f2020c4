import { describe, expect, it } from 'vitest';
import de from '../i18n/de';
import en from '../i18n/en';
import fr from '../i18n/fr';
import nl from '../i18n/nl';
import { maxChars } from './limited-text-input';

describe('maxChars', () => {
  it('passes up to the limit and names the limit and the length past it', () => {
    const atMost5 = maxChars(5);
    expect(atMost5('12345', {}, {} as never)).toBeUndefined();
    expect(atMost5(undefined, {}, {} as never)).toBeUndefined();
    expect(atMost5('123456', {}, {} as never)).toEqual({
      message: 'validation.maxChars',
      args: { max: 5, count: 6 },
    });
  });

  it('has its message and the counter in every language', () => {
    for (const messages of [nl, en, de, fr]) {
      const validation = (messages as unknown as { validation: Record<string, string> }).validation;
      expect(validation['maxChars']).toMatch(/%\{max\}.*%\{count\}/);
      expect(validation['charCount']).toMatch(/%\{count\}.*%\{max\}/);
    }
  });
});
