/** One order: `account/orders/{id}` (SPEC §3, §8): lines, totals with VAT, delivery address, status, expected delivery. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AddressLines } from '../../../components/address-card.tsx';
import { Price } from '../../../components/price.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { formatDate, formatRate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import {
  errorCodeOf,
  useGetOrderQuery,
  useStartOrderPaymentMutation,
  type Order,
} from '../../../lib/shop-api.ts';
import { OrderDocuments } from '../components/order-documents.tsx';
import { OrderStatusBadges } from '../components/order-status.tsx';

/** Order statuses the customer may withdraw from (the page itself checks the 14 days). */
const WITHDRAWABLE: readonly string[] = ['paid', 'processing', 'shipped', 'delivered'];

function PayNow({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const [retry, { isLoading, isError }] = useStartOrderPaymentMutation();
  const onClick = async () => {
    const result = await retry(order.id);
    if (result.data?.checkoutUrl) window.location.assign(result.data.checkoutUrl);
  };
  return (
    <div className="form-actions">
      <button
        type="button"
        className="button button-primary"
        onClick={() => void onClick()}
        disabled={isLoading}
        data-testid="order-pay"
      >
        {t('order.payNow')}
      </button>
      {isError ? (
        <p className="field-error" role="alert">
          {t('order.payFailed')}
        </p>
      ) : null}
    </div>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const unpaid = order.status === 'pending_payment' && order.paidStatus !== 'paid';
  return (
    <div className="order-detail" data-testid="order-detail" data-order-number={order.number}>
      <p className="meta-note">
        {t('order.placedOn', { date: formatDate(order.createdAt, locale) })}
      </p>
      <OrderStatusBadges order={order} />
      {order.paidAt ? (
        <p className="meta-note">{t('order.paidOn', { date: formatDate(order.paidAt, locale) })}</p>
      ) : null}
      {order.deliveredAt ? (
        <p className="meta-note" data-testid="order-delivered">
          {t('order.deliveredOn', { date: formatDate(order.deliveredAt, locale) })}
        </p>
      ) : order.shippedAt ? (
        <p className="meta-note">
          {t('order.shippedOn', { date: formatDate(order.shippedAt, locale) })}
        </p>
      ) : null}
      {order.trackingNumber ? (
        <p className="meta-note" data-testid="order-tracking">
          {order.carrierName ? `${t('order.carrier', { carrier: order.carrierName })} · ` : ''}
          {t('order.trackingNumber', { number: order.trackingNumber })}
          {order.trackingUrl ? (
            <>
              {' · '}
              <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                {t('order.trackParcel')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {order.expectedDelivery && order.status !== 'cancelled' && order.status !== 'delivered' ? (
        <p>
          {t('order.expected', {
            min: order.expectedDelivery.minWorkingDays,
            max: order.expectedDelivery.maxWorkingDays,
          })}
        </p>
      ) : null}
      {unpaid && ['failed', 'cancelled', 'expired', 'open'].includes(order.paidStatus) ? (
        <PayNow order={order} />
      ) : null}
      {order.paidStatus === 'paid' && WITHDRAWABLE.includes(order.status) ? (
        <div className="form-actions">
          <RouteLink
            to="withdrawal"
            search={`order=${encodeURIComponent(order.id)}`}
            className="button button-secondary"
            data-testid="order-withdraw"
          >
            {t('withdrawal.withdrawButton')}
          </RouteLink>
        </div>
      ) : null}
      <table className="order-lines">
        <caption className="sr-only">{t('order.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('order.product')}</th>
            <th scope="col">{t('order.quantity')}</th>
            <th scope="col">{t('order.price')}</th>
            <th scope="col">{t('order.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <td>
                <RouteLink to="product" params={{ slug: line.slug }}>
                  {line.name}
                </RouteLink>
              </td>
              <td>{line.quantity}</td>
              <td>
                <Price cents={line.unitPriceCents} />
              </td>
              <td>
                {line.discountCents > 0 ? (
                  <>
                    <s>
                      <Price cents={line.lineTotalCents} />
                    </s>{' '}
                    <Price cents={line.paidCents} />
                  </>
                ) : (
                  <Price cents={line.lineTotalCents} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="cart-totals order-totals">
        <div>
          <dt>{t('order.items')}</dt>
          <dd>
            <Price cents={order.itemsCents} />
          </dd>
        </div>
        {order.discounts.map((discount) => (
          <div
            key={`${discount.code ?? ''}-${discount.name}`}
            className="cart-totals-discount"
            data-testid="order-discount"
          >
            <dt>
              {discount.freeShipping
                ? t('order.freeShipping', { name: discount.name })
                : discount.code
                  ? t('order.discountCode', { name: discount.name, code: discount.code })
                  : t('order.discount', { name: discount.name })}
            </dt>
            <dd>
              {discount.freeShipping ? null : (
                <>
                  −<Price cents={discount.amountCents} />
                </>
              )}
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('order.delivery')}</dt>
          <dd>
            {order.deliveryCents === 0 ? t('order.free') : <Price cents={order.deliveryCents} />}
          </dd>
        </div>
        {order.vat.map((line) => (
          <div key={line.rate} className="cart-totals-vat">
            <dt>
              {order.vatCountry && order.vatCountry !== 'BE'
                ? t('order.vatIn', {
                    rate: formatRate(line.rate, locale),
                    country: t(`countries.${order.vatCountry}`, {
                      ns: 'common',
                      defaultValue: order.vatCountry,
                    }),
                  })
                : t('order.vat', { rate: formatRate(line.rate, locale) })}
            </dt>
            <dd>
              <Price cents={line.vatCents} />
            </dd>
          </div>
        ))}
        <div className="cart-totals-total">
          <dt>{t('order.total')}</dt>
          <dd>
            <Price cents={order.totalCents} />
          </dd>
        </div>
      </dl>
      <div className="order-meta">
        <section>
          <h3>{t('order.deliveryAddress')}</h3>
          <AddressLines address={order.deliveryAddress} />
        </section>
        <section>
          <h3>{t('order.specialist')}</h3>
          <p>{order.specialist ? order.specialist.name : t('order.noSpecialist')}</p>
        </section>
      </div>
      {order.paidAt ? <OrderDocuments orderId={order.id} /> : null}
    </div>
  );
}

export default function AccountOrderPage() {
  const { t } = useTranslation('account');
  const { id = '' } = useParams();
  const { data, error, isError, isFetching, refetch } = useGetOrderQuery(id);
  const notFound =
    isError &&
    (errorCodeOf(error) === 'ORDERS_NOT_FOUND' ||
      (error as { status?: unknown } | undefined)?.status === 404);
  return (
    <section>
      <header className="section-header">
        <h2>{t('orderNumber', { id: data?.number ?? id })}</h2>
      </header>
      {notFound ? (
        <p className="lead" role="alert" data-testid="order-not-found">
          {t('order.notFound', { id })}
        </p>
      ) : isError && !data ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Loading />
      ) : (
        <OrderDetail order={data} />
      )}
      <RouteLink to="accountOrders" className="text-link">
        {t('backToOrders')}
      </RouteLink>
    </section>
  );
}
