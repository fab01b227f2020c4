/**
 * Review endpoints (generated): `GET /api/products/:id/reviews` (approved, newest first, with
 * average and count), `GET …/reviews/mine` (the signed-in author's own, any status) and
 * `POST …/reviews` (posts or edits; always back to pending). Cache tags added here.
 */
import {
  generatedApi,
  type OwnReviewResponseDto,
  type ReviewListResponseDto,
  type ReviewResponseDto,
} from '../../../api/generated/shop-api.ts';

export type { ReviewStatus } from '../../../api/generated/enums.ts';
/** Texts are plain text: rendered as text, never as HTML. */
export type Review = ReviewResponseDto;
export type OwnReview = OwnReviewResponseDto;
export type ReviewList = ReviewListResponseDto;

const reviewsApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['Reviews'],
  endpoints: {
    listProductReviews: {
      providesTags: (_result, _error, { productId }) => [{ type: 'Reviews', id: productId }],
    },
    getMyProductReview: {
      providesTags: (_result, _error, productId) => [
        { type: 'Reviews', id: `mine:${productId}` },
        'CurrentUser',
      ],
    },
    postProductReview: {
      invalidatesTags: (_result, error, { productId }) =>
        error ? [] : [{ type: 'Reviews', id: `mine:${productId}` }],
    },
  },
});

export const {
  useListProductReviewsQuery,
  useGetMyProductReviewQuery,
  usePostProductReviewMutation,
} = reviewsApi;
