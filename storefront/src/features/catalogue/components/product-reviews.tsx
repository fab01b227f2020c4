/**
 * The reviews of a product (SPEC §2, §4): the approved reviews with stars, their average and
 * count, a verified-purchase mark, and the write-a-review form for signed-in customers (SPEC
 * §5; signed-out visitors get the login notice of SPEC §8). A posted or edited review waits
 * for approval, and says so. Review texts are plain text, rendered as text (React escapes them).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDate, intlLocale } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { loginHref } from '../../../lib/redirects.ts';
import { useHasSignIn } from '../../../lib/use-shop-session.ts';
import {
  useGetMyProductReviewQuery,
  useListProductReviewsQuery,
  type OwnReview,
  type Review,
} from '../api/reviews-api.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewStars } from './review-stars.tsx';
import './product-reviews.css';

export interface ProductReviewsProps {
  /** The product the reviews are about. */
  readonly productId: string;
  readonly productName: string;
}

const PAGE = 5;

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  return (
    <li className="review" data-testid="review" data-review-id={review.id}>
      <div className="review-head">
        <ReviewStars value={review.score} size="sm" />
        <h4 className="review-title">{review.title}</h4>
      </div>
      <p className="review-meta">
        <span className="review-author">{review.authorName || t('reviews.formerCustomer')}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={review.submittedAt}>{formatDate(review.submittedAt, locale)}</time>
        {review.verifiedPurchase ? (
          <span className="review-verified" data-testid="review-verified">
            {t('reviews.verified')}
          </span>
        ) : null}
      </p>
      <div className="review-content">
        {review.content
          .split(/\n+/)
          .filter((line) => line.trim())
          .map((line, index) => (
            <p key={index}>{line}</p>
          ))}
      </div>
    </li>
  );
}

function OwnStatus({ own, justPosted }: { own: OwnReview; justPosted: boolean }) {
  const { t } = useTranslation('catalogue');
  if (own.status === 'pending') {
    return (
      <p className="review-status review-status-pending" role="status" data-testid="review-pending">
        {justPosted ? t('reviews.pendingPosted') : t('reviews.pendingMine')}
      </p>
    );
  }
  if (own.status === 'rejected') {
    return (
      <p
        className="review-status review-status-rejected"
        role="status"
        data-testid="review-rejected"
      >
        {t('reviews.rejectedMine', { reason: own.rejectionReason ?? '' })}
      </p>
    );
  }
  return (
    <p className="review-status review-status-approved" role="status" data-testid="review-approved">
      {t('reviews.approvedMine')}
    </p>
  );
}

function WriteReview({ productId, productName }: ProductReviewsProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const signedIn = useHasSignIn();
  const mine = useGetMyProductReviewQuery(productId, { skip: !signedIn });
  const [posted, setPosted] = useState<OwnReview | null>(null);

  if (!signedIn) {
    return (
      <p
        className="sign-in-notice review-sign-in"
        role="status"
        data-testid="review-sign-in"
        data-notice="signInRequired"
      >
        {t('reviews.signInRequired')}{' '}
        <Link to={loginHref(locale, `${pathname}${search || '?'}${search ? '&' : ''}tab=reviews`)}>
          {t('reviews.signIn')}
        </Link>
      </p>
    );
  }
  if (mine.isLoading) return null;
  const own = posted ?? mine.data?.review ?? null;
  return (
    <div className="review-write">
      {own ? (
        <OwnStatus own={own} justPosted={posted !== null && posted.status === 'pending'} />
      ) : null}
      <ReviewForm productId={productId} productName={productName} own={own} onPosted={setPosted} />
    </div>
  );
}

export function ProductReviews({ productId, productName }: ProductReviewsProps) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const [shown, setShown] = useState(PAGE);
  const { data, isError, isFetching } = useListProductReviewsQuery({ productId, perPage: shown });
  const count = data?.count ?? 0;

  return (
    <div className="product-reviews" data-product-id={productId} data-testid="product-reviews">
      {data && count > 0 && data.average !== null ? (
        <div
          className="reviews-summary"
          data-testid="reviews-summary"
          data-average={data.average}
          data-count={count}
        >
          <ReviewStars value={data.average} size="lg" />
          <p>
            <strong>
              {t('reviews.average', { average: data.average.toLocaleString(intlLocale(locale)) })}
            </strong>{' '}
            <span>{t('reviews.count', { count })}</span>
          </p>
        </div>
      ) : null}
      {isError ? (
        <p className="empty-state empty-state-quiet" role="status">
          {tc('dataState.failed')}
        </p>
      ) : data && count === 0 ? (
        <div className="empty-state empty-state-quiet" data-state="no-reviews">
          <p className="empty-state-title">{t('reviews.empty')}</p>
          <p>{t('reviews.emptyHint')}</p>
        </div>
      ) : data ? (
        <>
          <ul className="review-list" data-testid="review-list" aria-busy={isFetching || undefined}>
            {data.data.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {data.total > data.data.length ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setShown((n) => Math.min(50, n + PAGE))}
              disabled={isFetching || shown >= 50}
            >
              {t('reviews.showMore')}
            </button>
          ) : null}
        </>
      ) : null}
      <WriteReview productId={productId} productName={productName} />
    </div>
  );
}

/** Average stars and count under the product's name; shares the reviews tab's cached request. */
export function ProductRatingBadge({ productId }: { productId: string }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const { data } = useListProductReviewsQuery({ productId, perPage: PAGE });
  if (!data || data.count === 0 || data.average === null) return null;
  return (
    <p className="product-rating" data-testid="product-rating">
      <ReviewStars value={data.average} size="sm" />
      <span>
        {t('reviews.average', { average: data.average.toLocaleString(intlLocale(locale)) })} ·{' '}
        {t('reviews.count', { count: data.count })}
      </span>
    </p>
  );
}
