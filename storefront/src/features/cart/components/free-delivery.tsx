/** "€x more for free delivery" with a progress bar (SPEC §9). */
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import type { CartResponse } from '../../../lib/shop-api.ts';
import { freeDeliveryProgress } from '../cart-state.ts';

export function FreeDeliveryProgress({ cart }: { cart: CartResponse }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const progress = freeDeliveryProgress(cart);
  if (progress.kind === 'none') return null;
  const percent = progress.kind === 'reached' ? 100 : progress.percent;
  return (
    <div className="free-delivery" data-testid="free-delivery" data-state={progress.kind}>
      <p>
        {progress.kind === 'reached'
          ? t('freeDelivery.reached')
          : t('freeDelivery.missing', { amount: formatPrice(progress.missingCents, locale) })}
      </p>
      <div
        className="free-delivery-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('freeDelivery.label', {
          amount: formatPrice(progress.thresholdCents, locale),
        })}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
