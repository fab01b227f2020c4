/**
 * The cart's discount code: apply one (each refusal in its own words, what was typed stays), see
 * the one applied, or remove it. The cart is left as it was when a code is refused.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import {
  errorCodeOf,
  useApplyCouponMutation,
  useRemoveCouponMutation,
  type CartResponse,
} from '../../../lib/shop-api.ts';

/** Each refusal's own message (the API's PROMOTIONS_* codes). */
const MESSAGES = {
  PROMOTIONS_UNKNOWN_COUPON: 'coupon.errors.PROMOTIONS_UNKNOWN_COUPON',
  PROMOTIONS_EXPIRED: 'coupon.errors.PROMOTIONS_EXPIRED',
  PROMOTIONS_NOT_YET_VALID: 'coupon.errors.PROMOTIONS_NOT_YET_VALID',
  PROMOTIONS_USED_UP: 'coupon.errors.PROMOTIONS_USED_UP',
  PROMOTIONS_BELOW_MINIMUM: 'coupon.errors.PROMOTIONS_BELOW_MINIMUM',
  PROMOTIONS_NOT_COMBINABLE: 'coupon.errors.PROMOTIONS_NOT_COMBINABLE',
  PROMOTIONS_NOT_APPLICABLE: 'coupon.errors.PROMOTIONS_NOT_APPLICABLE',
} as const;

function messageKey(code: string | null | undefined) {
  return code && code in MESSAGES
    ? MESSAGES[code as keyof typeof MESSAGES]
    : ('coupon.errors.failed' as const);
}

function minimumOf(error: unknown): number {
  const data = (error as { data?: { minOrderCents?: unknown } } | undefined)?.data;
  return typeof data?.minOrderCents === 'number' ? data.minOrderCents : 0;
}

export function CouponForm({ cart }: { cart: CartResponse }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [apply, applying] = useApplyCouponMutation();
  const [remove, removing] = useRemoveCouponMutation();

  const message = (failure: unknown): string => {
    const errorCode = errorCodeOf(failure);
    if (errorCode === 'PROMOTIONS_BELOW_MINIMUM')
      return t('coupon.errors.PROMOTIONS_BELOW_MINIMUM', {
        amount: formatPrice(minimumOf(failure), locale, 'EUR'),
      });
    return t(messageKey(errorCode), { amount: '' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!code.trim()) {
      setError(t('coupon.errors.required'));
      return;
    }
    const result = await apply({ locale, applyCouponDto: { code } });
    if ('error' in result) {
      setError(message(result.error));
      return;
    }
    setError(null);
    setStatus(t('coupon.applied', { code: code.trim().toUpperCase() }));
    setCode('');
  };

  const drop = async () => {
    const result = await remove({ locale });
    if (!('error' in result)) setStatus(t('coupon.removed'));
  };

  const problem = cart.coupon?.problem;
  return (
    <div className="coupon" data-testid="coupon">
      {cart.coupon ? (
        <div className="coupon-applied">
          <p>
            <strong data-testid="coupon-code">{cart.coupon.code}</strong> · {cart.coupon.name}
          </p>
          {problem ? (
            <p className="field-error" role="alert" data-testid="coupon-problem">
              {t(messageKey(problem), {
                amount: formatPrice(cart.totals.itemsCents, locale, 'EUR'),
              })}
            </p>
          ) : null}
          <button
            type="button"
            className="text-link"
            onClick={() => void drop()}
            disabled={removing.isLoading}
          >
            {t('coupon.remove')}
          </button>
        </div>
      ) : null}
      <form className="coupon-form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-code`}>{t('coupon.label')}</label>
        <div className="coupon-row">
          <input
            id={`${id}-code`}
            name="code"
            value={code}
            autoComplete="off"
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
            data-testid="coupon-input"
          />
          <button
            type="submit"
            className="button button-secondary"
            disabled={applying.isLoading}
            data-testid="coupon-apply"
          >
            {t('coupon.apply')}
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert" data-testid="coupon-error">
            {error}
          </p>
        ) : null}
        <p className="sr-only" role="status">
          {status ?? ''}
        </p>
      </form>
    </div>
  );
}
