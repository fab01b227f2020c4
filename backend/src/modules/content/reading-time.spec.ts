import { describe, expect, it } from 'vitest';
import { readingMinutes, WORDS_PER_MINUTE } from './reading-time.js';

describe('reading time', () => {
  it('is at least one minute, then one more for every started 220 words', () => {
    expect(WORDS_PER_MINUTE).toBe(220);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(120)).toBe(1);
    expect(readingMinutes(220)).toBe(1);
    expect(readingMinutes(221)).toBe(2);
    expect(readingMinutes(660)).toBe(3);
    expect(readingMinutes(1_100)).toBe(5);
  });
});
