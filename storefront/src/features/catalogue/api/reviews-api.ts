/**
 * Review endpoints: `GET /api/products/:id/reviews` (approved, newest first, with average and
 * count), `GET …/reviews/mine` (the signed-in author's own, any status) and `POST …/reviews`
 * (posts or edits; always back to pending).
 */
import { api } from '../../../lib/api.ts';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface Review {
  readonly id: string;
  readonly productId: string;
  readonly score: number;
  /** Plain text: rendered as text, never as HTML. */
  readonly title: string;
  readonly content: string;
  readonly authorName: string;
  readonly verifiedPurchase: boolean;
  readonly locale: string;
  readonly submittedAt: string;
}

export interface OwnReview extends Review {
  readonly status: ReviewStatus;
  readonly rejectionReason: string | null;
}

export interface ReviewList {
  readonly data: readonly Review[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
  readonly pageCount: number;
  readonly average: number | null;
  readonly count: number;
}

export interface ReviewInput {
  readonly productId: string;
  readonly score: number;
  readonly title: string;
  readonly content: string;
  /** The honeypot: always empty from people. */
  readonly website: string;
}

const reviewsApi = api.enhanceEndpoints({ addTagTypes: ['Reviews'] }).injectEndpoints({
  endpoints: (build) => ({
    listProductReviews: build.query<ReviewList, { productId: string; perPage: number }>({
      query: ({ productId, perPage }) => ({
        url: `products/${encodeURIComponent(productId)}/reviews`,
        params: { perPage },
      }),
      providesTags: (_result, _error, { productId }) => [{ type: 'Reviews', id: productId }],
    }),
    getMyProductReview: build.query<{ review: OwnReview | null }, string>({
      query: (productId) => `products/${encodeURIComponent(productId)}/reviews/mine`,
      providesTags: (_result, _error, productId) => [
        { type: 'Reviews', id: `mine:${productId}` },
        'CurrentUser',
      ],
    }),
    postProductReview: build.mutation<OwnReview, ReviewInput>({
      query: ({ productId, ...body }) => ({
        url: `products/${encodeURIComponent(productId)}/reviews`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { productId }) =>
        error ? [] : [{ type: 'Reviews', id: `mine:${productId}` }],
    }),
  }),
});

export const {
  useListProductReviewsQuery,
  useGetMyProductReviewQuery,
  usePostProductReviewMutation,
} = reviewsApi;
