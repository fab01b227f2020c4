/**
 * The approved reviews' average as five stars, the average and the count (product cards). The
 * stars are drawn, the sentence is what assistive technology reads.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../lib/format.ts';
import { useLocale } from '../lib/locale-context.tsx';

export interface Rating {
  readonly average: number;
  readonly count: number;
}

/** How much of each of the five stars is filled (0 to 1), for an average of 0 to 5. */
export function starFills(average: number): number[] {
  const clamped = Math.min(5, Math.max(0, average));
  return [0, 1, 2, 3, 4].map((i) => Math.round(Math.min(1, Math.max(0, clamped - i)) * 100) / 100);
}

export function RatingStars({ rating }: { readonly rating: Rating | null | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!rating || rating.count <= 0) return null;
  const average = formatScore(rating.average, locale);
  return (
    <p className="rating-stars" data-testid="product-rating" data-average={rating.average}>
      <span className="rating-stars-icons" aria-hidden="true">
        {starFills(rating.average).map((fill, index) => (
          <span
            key={index}
            className="rating-star"
            style={{ '--star-fill': `${fill * 100}%` } as CSSProperties}
          >
            ★
          </span>
        ))}
      </span>
      <span aria-hidden="true" className="rating-stars-text">
        {average} ({rating.count})
      </span>
      <span className="sr-only">{t('product.rating', { average, count: rating.count })}</span>
    </p>
  );
}
