/** Production without a payment provider (PAYMENTS=demo): every page tells the shopper that no real order is taken. */
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site.tsx';
import './demo-payments-banner.css';

export function DemoPaymentsBanner() {
  const { t } = useTranslation();
  if (!useSite().demoPayments) return null;
  return (
    <p className="demo-payments-banner" role="note">
      {t('demoPayments')}
    </p>
  );
}
