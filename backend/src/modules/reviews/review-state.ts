/**
 * Review states, after Vendure's state files: a string union plus the moves an admin may make.
 *
 * - `pending`: posted or edited by its author, waiting for moderation; not public.
 * - `approved`: public in the product's list and counted in its average.
 * - `rejected`: refused with a reason the author can read; not public.
 *
 * An author's edit always puts the review back to `pending` (a new revision).
 */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The decisions of the moderation queue. */
export const MODERATION_STATUSES = ['approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const REVIEW_TRANSITIONS: Readonly<Record<ReviewStatus, readonly ReviewStatus[]>> = {
  pending: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: ['approved'],
};

export function canModerate(from: ReviewStatus, to: ReviewStatus): boolean {
  return REVIEW_TRANSITIONS[from].includes(to);
}

/** Limits of the texts (plain text, trimmed). */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_CONTENT_MAX = 4000;
export const REVIEW_REASON_MAX = 500;
