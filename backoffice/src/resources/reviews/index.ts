/** The `reviews` resource: the moderation queue, detail, approve / reject with a reason, bulk actions (/api/admin/reviews; admins). */
import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyView } from '../../lazy-view';

export const reviews = {
  name: 'reviews',
  list: lazyView(() => import('./review-list'), 'ReviewList'),
  show: lazyView(() => import('./review-show'), 'ReviewShow'),
  icon: RateReviewIcon,
  recordRepresentation: 'title',
  options: { label: 'reviews.menu' },
};
