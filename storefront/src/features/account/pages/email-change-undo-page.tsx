/** The undo link mailed to the old address of an e-mail change: the old address comes back, every session ends. */
import { EmailChangeLanding } from '../components/email-change-landing.tsx';

export default function EmailChangeUndoPage() {
  return <EmailChangeLanding mode="undo" />;
}
