/** The admin review record (backend AdminReviewResponseDto). */
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface AdminReview {
  id: string;
  productId: string;
  productName: string | null;
  productSlug: string | null;
  userId: string;
  authorName: string;
  authorEmail: string | null;
  score: number;
  title: string;
  content: string;
  status: ReviewStatus;
  rejectionReason: string | null;
  verifiedPurchase: boolean;
  locale: string;
  revision: number;
  submittedAt: string;
  moderatedAt: string | null;
  moderatedById: string | null;
  createdAt: string;
  updatedAt: string;
}

export const REVIEW_STATUSES: readonly ReviewStatus[] = ['pending', 'approved', 'rejected'];

export const statusChoices = REVIEW_STATUSES.map((id) => ({ id, name: `reviews.status.${id}` }));

export function statusColour(status: ReviewStatus): 'warning' | 'success' | 'error' {
  return status === 'pending' ? 'warning' : status === 'approved' ? 'success' : 'error';
}
