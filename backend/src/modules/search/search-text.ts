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

/** Rows of the distance table, reused: a search runs the distance against every indexed word. */
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/**
 * Levenshtein distance with a cut-off (anything above `max` is reported as max + 1), between `a`
 * and the first `bLength` characters of `b` (all of it by default, so a prefix needs no copy).
 * Only the band |i − j| ≤ max of the table is computed, in two reused rows: a search compares each
 * query word with every word of the index, and the full table with fresh arrays made that the
 * search's main cost (60–250 ms per query).
 */
export function editDistance(a: string, b: string, max: number, bLength = b.length): number {
  const n = a.length;
  const m = Math.min(bLength, b.length);
  if (Math.abs(n - m) > max) return max + 1;
  if (m + 2 > rowA.length) {
    rowA = new Int32Array(m + 2);
    rowB = new Int32Array(m + 2);
  }
  const outside = max + 1;
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= m; j++) previous[j] = j <= max ? j : outside;
  for (let i = 1; i <= n; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(m, i + max);
    current[0] = i <= max ? i : outside;
    if (from > 1) current[from - 1] = outside;
    let best = from > 1 ? outside : current[0];
    const code = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const cost = code === b.charCodeAt(j - 1) ? 0 : 1;
      let value = previous[j - 1]! + cost;
      const up = (j <= i - 1 + max ? previous[j]! : outside) + 1;
      if (up < value) value = up;
      const left = current[j - 1]! + 1;
      if (left < value) value = left;
      if (value > outside) value = outside;
      current[j] = value;
      if (value < best) best = value;
    }
    if (to < m) current[to + 1] = outside;
    if (best > max) return outside;
    const swap = previous;
    previous = current;
    current = swap;
  }
  return Math.min(previous[m]!, outside);
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
          ? editDistance(word, candidate, budget, word.length)
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
