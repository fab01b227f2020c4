/** Account sections that share one screen module in the route table: addresses, payment, orders, beautician. */
import { useCurrentScreen } from '../../../lib/route-hooks.ts';
import AccountAddressesPage from './account-addresses-page.tsx';
import AccountBeauticianPage from './account-beautician-page.tsx';
import AccountOrdersPage from './account-orders-page.tsx';
import AccountPaymentPage from './account-payment-page.tsx';

export default function AccountSectionPage() {
  const { name } = useCurrentScreen();
  switch (name) {
    case 'accountAddresses':
      return <AccountAddressesPage />;
    case 'accountPayment':
      return <AccountPaymentPage />;
    case 'accountBeautician':
      return <AccountBeauticianPage />;
    default:
      return <AccountOrdersPage />;
  }
}
