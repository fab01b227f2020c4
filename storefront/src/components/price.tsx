/** A price including VAT in the page's language (`€ 79,00`, `79,00 €`). */
import { formatPrice } from '../lib/format.ts';
import { useLocale } from '../lib/locale-context.tsx';

export function Price({
  cents,
  currency = 'EUR',
  className = '',
}: {
  cents: number;
  currency?: string;
  className?: string;
}) {
  const locale = useLocale();
  return (
    <span className={`price ${className}`} data-price-cents={cents}>
      {formatPrice(cents, locale, currency)}
    </span>
  );
}
