/** Stars for a score (1–5, halves and tenths shown as a partly filled star row). */
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';

const STARS = '★★★★★';

export function ReviewStars({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const clamped = Math.max(0, Math.min(5, value));
  return (
    <span
      className={`review-stars review-stars-${size}`}
      role="img"
      aria-label={t('reviews.stars', { value: clamped.toLocaleString(intlLocale(locale)) })}
      data-score={clamped}
    >
      <span className="review-stars-base" aria-hidden="true">
        {STARS}
      </span>
      <span
        className="review-stars-fill"
        aria-hidden="true"
        style={{ width: `${(clamped / 5) * 100}%` }}
      >
        {STARS}
      </span>
    </span>
  );
}
