/**
 * The reviews of a product (SPEC §2, §4): the engagement issue fills this component with the
 * approved reviews, their average score and the write-a-review form (sign-in required, SPEC
 * §5). Until a product has reviews it shows the empty state.
 */
import { useTranslation } from 'react-i18next';

export interface ProductReviewsProps {
  /** The product the reviews are about. */
  readonly productId: string;
  readonly productName: string;
}

export function ProductReviews({ productId }: ProductReviewsProps) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="product-reviews" data-product-id={productId}>
      <div className="empty-state empty-state-quiet" data-state="no-reviews">
        <p className="empty-state-title">{t('reviews.empty')}</p>
        <p>{t('reviews.emptyHint')}</p>
      </div>
    </div>
  );
}
