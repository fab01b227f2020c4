/** An order's status and paid status in words. */
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../../lib/shop-api.ts';

export function OrderStatusBadges({
  order,
}: {
  order: Pick<OrderSummary, 'status' | 'paidStatus'>;
}) {
  const { t } = useTranslation('account');
  return (
    <span className="order-badges">
      <span
        className={`order-badge order-status-${order.status}`}
        data-testid="order-status"
        data-status={order.status}
      >
        {t(`orders.status.${order.status}`)}
      </span>
      <span
        className={`order-badge order-paid-${order.paidStatus}`}
        data-testid="order-paid-status"
        data-paid-status={order.paidStatus}
      >
        {t(`orders.paidStatus.${order.paidStatus}`)}
      </span>
    </span>
  );
}
