/** The withdraw link of a "mail me when it is back" request. */
import { StockAlertTokenPage } from '../components/stock-alert-token-page.tsx';

export default function StockAlertWithdrawPage() {
  return <StockAlertTokenPage mode="withdraw" />;
}
