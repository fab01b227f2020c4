/** The confirmation link of a guest's "mail me when it is back" (double opt-in). */
import { StockAlertTokenPage } from '../components/stock-alert-token-page.tsx';

export default function StockAlertConfirmPage() {
  return <StockAlertTokenPage mode="confirm" />;
}
