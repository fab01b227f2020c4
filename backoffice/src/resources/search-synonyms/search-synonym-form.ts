/** The terms of a synonym group are edited as one comma-separated text. */
export function formatTerms(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';
}

export function parseTerms(value: string): string[] {
  return value
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
}

/** At least two terms (the server also refuses two that differ only in case or accents). */
export function twoTerms(value: unknown): string | undefined {
  return Array.isArray(value) && value.length >= 2 ? undefined : 'validation.synonymTerms';
}
