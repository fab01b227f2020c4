/** Words an adult reads in a minute on screen (studies put silent reading at 200–240). */
export const WORDS_PER_MINUTE = 220;

/** Whole minutes it takes to read so many words, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
