/**
 * A product's price, or, while an automatic promotion reduces it, the struck-through price, the
 * reduced one and the lowest price of the 30 days before the reduction (EU Omnibus directive,
 * Price Indication Directive art. 6a).
 */
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../lib/format.ts';
import { useLocale } from '../lib/locale-context.tsx';
import { Price } from './price.tsx';

export function PromotionPrice({
  product,
}: {
  product: {
    priceCents: number;
    currency: string;
    promotionPriceCents: number | null;
    lowestPrice30Days: number | null;
  };
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  if (product.promotionPriceCents === null)
    return <Price cents={product.priceCents} currency={product.currency} />;
  const lowest = product.lowestPrice30Days ?? product.priceCents;
  return (
    <span className="promotion-price" data-testid="promotion-price">
      <span className="sr-only">
        {t('omnibus.reduced', {
          price: formatPrice(product.priceCents, locale, product.currency),
          reduced: formatPrice(product.promotionPriceCents, locale, product.currency),
        })}
      </span>
      <s aria-hidden="true">
        <Price cents={product.priceCents} currency={product.currency} />
      </s>{' '}
      <strong aria-hidden="true">
        <Price cents={product.promotionPriceCents} currency={product.currency} />
      </strong>
      <small className="omnibus-price" data-testid="omnibus-price">
        {t('omnibus.lowest', { price: formatPrice(lowest, locale, product.currency) })}
      </small>
    </span>
  );
}
