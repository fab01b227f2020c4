/**
 * The magazine's and the routines' list state lives in the URL:
 *
 *   /en/magazine?sort=oldest&page=2
 *
 * - `sort`: `oldest`; absent = latest first.
 * - `page`: the page of {@link postsPerPage} posts; absent = 1.
 */
import type { PostSort } from './api/content-api.ts';

/** SPEC §9: the magazine shows 6 articles. */
export const postsPerPage = 6;

export interface PostListState {
  readonly sort: PostSort;
  readonly page: number;
}

export function parsePostListState(search: string | URLSearchParams): PostListState {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort: PostSort = query.get('sort') === 'oldest' ? 'oldest' : 'latest';
  const page = Number(query.get('page'));
  return { sort, page: Number.isInteger(page) && page > 1 && page <= 10000 ? page : 1 };
}

/** The query of a state, defaults left out: `?sort=oldest&page=2`, `''` for the first page of the latest. */
export function postListSearch(state: PostListState): string {
  const query = new URLSearchParams();
  if (state.sort !== 'latest') query.set('sort', state.sort);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The page links to show for `page` of `pageCount`: always the first and last, the current
 * one with its neighbours, and `null` where pages are left out.
 */
export function pageLinks(page: number, pageCount: number): (number | null)[] {
  const shown = new Set(
    [1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount),
  );
  const sorted = [...shown].sort((a, b) => a - b);
  const links: (number | null)[] = [];
  for (const p of sorted) {
    const last = links.at(-1);
    if (typeof last === 'number' && p - last === 2) links.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) links.push(null);
    links.push(p);
  }
  return links;
}
