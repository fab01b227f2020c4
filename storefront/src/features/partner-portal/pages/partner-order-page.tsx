/** One of the salon's B2B orders: lines VAT excluded, VAT or reverse charge, company, VAT number, delivery address. */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { isNotFoundError } from '../../../lib/route-data.ts';
import { useGetPartnerOrderQuery } from '../api/partner-shop-api.ts';
import { EInvoiceDownload } from '../components/einvoice-download.tsx';
import { PartnerNav } from '../components/partner-nav.tsx';
import { PartnerTotals } from '../components/partner-totals.tsx';
import '../partner-portal.css';

export default function PartnerOrderPage() {
  const { t } = useTranslation('partnerShop');
  const { t: ta } = useTranslation('account');
  const locale = useLocale();
  const { id: number = '' } = useParams();
  // Back from the payment page the provider's webhook may still be on its way: poll while open.
  const [open, setOpen] = useState(false);
  const {
    data: order,
    error,
    isError,
    isFetching,
    refetch,
  } = useGetPartnerOrderQuery(number, { pollingInterval: open ? 2000 : 0 });
  useEffect(() => setOpen(order?.paidStatus === 'open'), [order?.paidStatus]);
  const address = order?.deliveryAddress;
  return (
    <div className="container partner-portal" data-testid="partner-order">
      <ScreenHeader />
      <PartnerNav />
      {isError && !order ? (
        isNotFoundError(error) ? (
          <p role="alert">{t('orders.notFound')}</p>
        ) : (
          <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
        )
      ) : !order || !address ? (
        <Loading />
      ) : (
        <>
          <h2 data-testid="partner-order-number">{order.number}</h2>
          <p className="meta-note">
            {formatDate(order.createdAt, locale)} ·{' '}
            {ta(`orders.status.${order.status}`, { defaultValue: order.status })} ·{' '}
            <span data-testid="partner-order-paid" data-state={order.paidStatus}>
              {ta(`orders.paidStatus.${order.paidStatus}`, { defaultValue: order.paidStatus })}
            </span>
          </p>
          {order.checkoutUrl ? (
            <p>
              <a className="button button-primary" href={order.checkoutUrl}>
                {t('orders.pay')}
              </a>
            </p>
          ) : null}
          <table className="partner-cart-table">
            <thead>
              <tr>
                <th scope="col">{t('cart.product')}</th>
                <th scope="col">{t('list.quantity')}</th>
                <th scope="col">{t('cart.unitPrice')}</th>
                <th scope="col">{t('cart.lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.productId}>
                  <th scope="row">{line.name}</th>
                  <td>{line.quantity}</td>
                  <td>
                    <Price cents={line.unitPriceCents} />
                  </td>
                  <td>
                    <Price cents={line.lineTotalCents} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <PartnerTotals totals={{ ...order, reverseCharge: order.reverseCharge }} />
          {order.paidAt ? <EInvoiceDownload number={order.number} /> : null}
          <section className="checkout-review">
            <div>
              <h3>{t('orders.invoiceTo')}</h3>
              <p>
                {order.companyName}
                <br />
                {t('checkout.vatNumber')}: {order.vatNumber}
              </p>
            </div>
            <div>
              <h3>{t('orders.deliverTo')}</h3>
              <p>
                {address.firstName} {address.lastName}
                {address.company ? (
                  <>
                    <br />
                    {address.company}
                  </>
                ) : null}
                <br />
                {address.street} {address.houseNumber}
                {address.box ? ` ${address.box}` : ''}
                <br />
                {address.postalCode} {address.city}, {address.country}
              </p>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
