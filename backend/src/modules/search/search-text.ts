import { foldText } from '../../common/i18n/locale.js';

/** Longest query accepted (characters); longer ones are refused with SEARCH_QUERY_TOO_LONG. */
export const MAX_QUERY_LENGTH = 200;
/** Words of a query that are searched; the rest is ignored (keeps every query cheap). */
export const MAX_QUERY_WORDS = 8;
/** Alternatives kept per word (its typo corrections and the compounds that contain it). */
const MAX_ALTERNATIVES = 12;
/** Variants of the whole query (the query itself plus its synonyms). */
const MAX_VARIANTS = 8;

/**
 * The words of a text as the index stores them: lower case, without accents (ß as ss), split on
 * everything that is not a letter or a digit. Only [a-z0-9] survives, so a word can never carry
 * full-text syntax (quotes, `*`, `:`, `-`, `^`, parentheses) into a query.
 */
export function searchWords(text: string): string[] {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0 && word.length <= 60);
}

/** Folded text for the index: the words joined by spaces. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return searchWords(parts.filter(Boolean).join(' ')).join(' ');
}

/** Plain text of sanitised HTML (tags and entities out). */
export function htmlText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The singular-ish stem of a word in any of the four languages: plural and inflection endings
 * (-es, -en, -er, -s, -n, -e, -x) removed while at least four letters stay. Searched as a prefix,
 * so "creams", "crèmes", "Cremes" and "serums" find "cream", "crème", "Creme" and "serum".
 */
export function stem(word: string): string {
  for (const ending of ['es', 'en', 'er', 's', 'n', 'e', 'x']) {
    if (word.endsWith(ending) && word.length - ending.length >= 4 && !/\d/.test(word))
      return word.slice(0, -ending.length);
  }
  return word;
}

/** Levenshtein distance with a cut-off (anything above `max` is reported as max + 1). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Typos forgiven in a word: none under 4 letters, one up to 5, two from 6. */
export function typoBudget(word: string): number {
  if (word.length < 4 || /\d/.test(word)) return 0;
  return word.length <= 5 ? 1 : 2;
}

/**
 * Words of the index that stand in for a query word: words containing it (compounds: "creme" →
 * "zonnecreme", "dagcreme"), and, when no index word starts with it, the words within its typo
 * budget ("retinl" → "retinol", "niacinamid" → "niacinamide"). `vocabulary` is a candidate list the
 * index chose (all its words, or those a trigram index found close); the rules here decide.
 */
export function alternativesFor(word: string, vocabulary: Iterable<string>): string[] {
  const base = stem(word);
  const contained: string[] = [];
  const close: { word: string; distance: number }[] = [];
  let prefixed = false;
  const budget = typoBudget(word);
  for (const candidate of vocabulary) {
    if (candidate.startsWith(base)) prefixed = true;
    else if (base.length >= 4 && candidate.includes(base)) contained.push(candidate);
    if (budget > 0 && candidate !== word) {
      const distance = Math.min(
        editDistance(word, candidate, budget),
        // a typo in a word whose compound or plural is indexed: compare with the start
        candidate.length > word.length
          ? editDistance(word, candidate.slice(0, word.length), budget)
          : budget + 1,
      );
      if (distance <= budget) close.push({ word: candidate, distance });
    }
  }
  const alternatives = contained.sort((a, b) => a.length - b.length || a.localeCompare(b));
  if (!prefixed)
    alternatives.unshift(
      ...close
        .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word))
        .map((c) => c.word),
    );
  return [...new Set(alternatives)].filter((w) => w !== base).slice(0, MAX_ALTERNATIVES);
}

/** One synonym group as the planner needs it: each term already split into words. */
export type SynonymGroup = string[][];

/**
 * The variants of a query: the words as typed, and the same with each synonym the query contains
 * replaced by the other terms of its group ("anti aging" → "anti rimpel", "anti falten").
 */
export function queryVariants(words: string[], groups: SynonymGroup[]): string[][] {
  const variants: string[][] = [words];
  const key = (list: string[]) => list.join(' ');
  const seen = new Set([key(words)]);
  for (const group of groups) {
    for (const term of group) {
      const at = indexOfSequence(words, term);
      if (at < 0) continue;
      for (const other of group) {
        if (other === term) continue;
        const variant = [...words.slice(0, at), ...other, ...words.slice(at + term.length)];
        if (!seen.has(key(variant)) && variants.length < MAX_VARIANTS) {
          seen.add(key(variant));
          variants.push(variant);
        }
      }
    }
  }
  return variants;
}

function indexOfSequence(words: string[], term: string[]): number {
  if (term.length === 0) return -1;
  outer: for (let i = 0; i + term.length <= words.length; i++) {
    for (let j = 0; j < term.length; j++) if (words[i + j] !== term[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * What the index searches: any variant (OR) whose every word (AND) matches one of its
 * alternatives (OR), each alternative a word matched as a prefix. Only [a-z0-9] words.
 */
export type SearchPlan = string[][][];
