/** Payment methods (SPEC §3): what the payment provider offers and what is saved, with a friendly empty state. */
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { useListPaymentMethodsQuery } from '../../../lib/shop-api.ts';

export default function AccountPaymentPage() {
  const { t } = useTranslation('account');
  const { data, isError, isFetching, refetch } = useListPaymentMethodsQuery();
  const method = (name: string) => t(`payment.methods.${name}`, { defaultValue: name });
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
              <ul>
                {data.saved.map((saved) => (
                  <li key={saved.id}>
                    {method(saved.method)} · {saved.label}
                  </li>
                ))}
              </ul>
            )}
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
