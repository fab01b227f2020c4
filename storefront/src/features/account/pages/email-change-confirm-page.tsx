/** The link mailed to the new address of an e-mail change: the account takes that address. */
import { EmailChangeLanding } from '../components/email-change-landing.tsx';

export default function EmailChangeConfirmPage() {
  return <EmailChangeLanding mode="confirm" />;
}
