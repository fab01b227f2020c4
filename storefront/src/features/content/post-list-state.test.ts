import { describe, expect, it } from 'vitest';
import { pageLinks, parsePostListState, postListSearch } from './post-list-state.ts';

describe('magazine list state ↔ URL', () => {
  it('reads the sorting and the page, with latest and 1 as defaults', () => {
    expect(parsePostListState('')).toEqual({ sort: 'latest', page: 1 });
    expect(parsePostListState('?sort=oldest&page=2')).toEqual({ sort: 'oldest', page: 2 });
    expect(parsePostListState('?sort=random&page=zero')).toEqual({ sort: 'latest', page: 1 });
    expect(parsePostListState('?page=1.5')).toEqual({ sort: 'latest', page: 1 });
  });

  it('writes the defaults as no query', () => {
    expect(postListSearch({ sort: 'latest', page: 1 })).toBe('');
    expect(postListSearch({ sort: 'oldest', page: 1 })).toBe('?sort=oldest');
    expect(postListSearch({ sort: 'latest', page: 3 })).toBe('?page=3');
    expect(parsePostListState(postListSearch({ sort: 'oldest', page: 4 }))).toEqual({
      sort: 'oldest',
      page: 4,
    });
  });

  it('shows the first, last and neighbouring pages, with gaps', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 2)).toEqual([1, 2]);
    expect(pageLinks(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
