/** The review calls and types of the storefront checked against the backend's committed OpenAPI document. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OwnReview, Review, ReviewInput, ReviewList } from './reviews-api.ts';

interface Schema {
  readonly properties?: Record<string, unknown>;
}
const document = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../../backend/openapi.json'), 'utf8'),
) as {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, Schema> };
};
const properties = (name: string) =>
  Object.keys(document.components.schemas[name]?.properties ?? {}).sort();

/** Every key of T, listed once: the compiler rejects a missing or an unknown one. */
function keysOf<T>() {
  return <const K extends readonly (keyof T)[]>(
    ...keys: K &
      ([keyof T] extends [K[number]] ? unknown : { missing: Exclude<keyof T, K[number]> })
  ) => [...keys].sort() as string[];
}

describe('the reviews API contract (backend/openapi.json)', () => {
  it.each([
    ['get', '/api/products/{productId}/reviews'],
    ['get', '/api/products/{productId}/reviews/mine'],
    ['post', '/api/products/{productId}/reviews'],
  ])('has %s %s', (method, path) => {
    expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('has exactly the fields of the storefront types', () => {
    const review = [
      'id',
      'productId',
      'score',
      'title',
      'content',
      'authorName',
      'verifiedPurchase',
      'locale',
      'submittedAt',
    ] as const;
    expect(keysOf<Review>()(...review)).toEqual(properties('ReviewResponseDto'));
    expect(keysOf<OwnReview>()(...review, 'status', 'rejectionReason')).toEqual(
      properties('OwnReviewResponseDto'),
    );
    expect(
      keysOf<ReviewList>()('data', 'total', 'page', 'perPage', 'pageCount', 'average', 'count'),
    ).toEqual(properties('ReviewListResponseDto'));
    expect(
      keysOf<Omit<ReviewInput, 'productId'>>()('score', 'title', 'content', 'website'),
    ).toEqual(properties('CreateReviewDto'));
  });
});
