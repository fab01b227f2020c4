/** Payment methods (SPEC §3): what the payment provider offers and what is saved, with a friendly empty state. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import {
  useDeletePaymentMethodMutation,
  useListPaymentMethodsQuery,
} from '../../../lib/shop-api.ts';

export default function AccountPaymentPage() {
  const { t } = useTranslation('account');
  const { data, isError, isFetching, refetch } = useListPaymentMethodsQuery();
  const [remove, removing] = useDeletePaymentMethodMutation();
  const [outcome, setOutcome] = useState<'removed' | 'failed' | null>(null);
  const method = (name: string) => t(`payment.methods.${name}`, { defaultValue: name });
  const onRemove = async (id: string) => {
    setOutcome(null);
    const result = await remove(id);
    setOutcome(result.error ? 'failed' : 'removed');
  };
  return (
    <section>
      <ScreenHeader level="h2" />
      {isError && !data ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : (
        <div className="form-stack" data-testid="payment-methods">
          <div className="form-card">
            <h3>{t('payment.savedTitle')}</h3>
            {data.saved.length === 0 ? (
              <p data-testid="payment-saved-empty">{t('payment.savedEmpty')}</p>
            ) : (
              <ul className="saved-payment-list">
                {data.saved.map((saved) => (
                  <li key={saved.id} data-testid="payment-saved">
                    <span>
                      {method(saved.method)} · {saved.label}
                    </span>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => void onRemove(saved.id)}
                      disabled={removing.isLoading}
                      aria-label={t('payment.removeLabel', {
                        label: `${method(saved.method)} ${saved.label}`,
                      })}
                      data-testid="payment-remove"
                    >
                      {t('payment.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {outcome === 'removed' ? (
              <p role="status" data-testid="payment-removed">
                {t('payment.removed')}
              </p>
            ) : outcome === 'failed' ? (
              <p className="field-error" role="alert">
                {t('payment.removeFailed')}
              </p>
            ) : null}
          </div>
          <div className="form-card">
            <h3>{t('payment.availableTitle')}</h3>
            {data.available.length === 0 ? (
              <p>{t('payment.availableEmpty')}</p>
            ) : (
              <ul className="payment-method-list">
                {data.available.map((name) => (
                  <li key={name}>{method(name)}</li>
                ))}
              </ul>
            )}
            <p className="meta-note">{t('payment.secure')}</p>
          </div>
        </div>
      )}
    </section>
  );
}
