/** Labels (reviews.status.*) and colours of the API's review statuses. */
import { REVIEW_STATUSES, type ReviewStatus } from '../../api/generated/enums';
import { choicesOf } from '../../lib/choices';

export const statusChoices = choicesOf(REVIEW_STATUSES, 'reviews.status');

export function statusColour(status: ReviewStatus): 'warning' | 'success' | 'error' {
  return status === 'pending' ? 'warning' : status === 'approved' ? 'success' : 'error';
}
