/** The account's birthday coupon at a glance: its code, how much off, until when, and whether it was used. */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useGetBirthdayCouponQuery } from '../api/birthday-api.ts';

export function BirthdayCoupon() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { data } = useGetBirthdayCouponQuery();
  const coupon = data?.coupon;
  if (!coupon) return null;
  const state = coupon.usedAt ? 'used' : coupon.usable ? 'usable' : 'expired';
  return (
    <section className="form-card" data-testid="birthday-coupon" data-state={state}>
      <h3>{t('birthday.title')}</h3>
      <p>{t('birthday.offer', { percent: coupon.percentOff })}</p>
      <p>
        {t('birthday.code')} <strong data-testid="birthday-coupon-code">{coupon.code}</strong>
      </p>
      <p>
        {state === 'used'
          ? t('birthday.used', { date: formatDate(coupon.usedAt ?? '', locale) })
          : state === 'usable'
            ? t('birthday.validUntil', { date: formatDate(coupon.validUntil, locale) })
            : t('birthday.expired', { date: formatDate(coupon.validUntil, locale) })}
      </p>
    </section>
  );
}
