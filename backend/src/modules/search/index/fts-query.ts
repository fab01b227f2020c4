import type { SearchPlan } from '../search-text.js';

/**
 * The plan as an FTS5 MATCH expression: `("a"* OR "b"*) AND ("c"*)`, variants joined by OR. Every
 * word is [a-z0-9] (search-text.ts) and quoted, so no FTS5 operator can come from the shopper.
 */
export function fts5Expression(plan: SearchPlan): string {
  return plan
    .map(
      (variant) =>
        '(' +
        variant.map((alts) => '(' + alts.map((w) => `"${w}"*`).join(' OR ') + ')').join(' AND ') +
        ')',
    )
    .join(' OR ');
}

/** The plan as PostgreSQL tsquery text: `(a:* | b:*) & (c:*)`, variants joined by `|`. */
export function tsqueryText(plan: SearchPlan): string {
  return plan
    .map(
      (variant) =>
        '(' +
        variant.map((alts) => '(' + alts.map((w) => `${w}:*`).join(' | ') + ')').join(' & ') +
        ')',
    )
    .join(' | ');
}
