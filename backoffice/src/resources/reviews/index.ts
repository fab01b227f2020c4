/** The `reviews` resource: the moderation queue, detail, approve / reject with a reason, bulk actions (/api/admin/reviews; admins). */
import RateReviewIcon from '@mui/icons-material/RateReview';
import { ReviewList } from './review-list';
import { ReviewShow } from './review-show';

export const reviews = {
  name: 'reviews',
  list: ReviewList,
  show: ReviewShow,
  icon: RateReviewIcon,
  recordRepresentation: 'title',
  options: { label: 'reviews.menu' },
};
