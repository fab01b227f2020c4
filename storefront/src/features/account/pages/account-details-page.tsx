/** Personal details (SPEC §2, §3): the details form, the e-mail form and the password form. */
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { useSession } from '../../../lib/session.tsx';
import { EmailForm } from '../components/email-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { PersonalDetailsForm } from '../components/personal-details-form.tsx';

export default function AccountDetailsPage() {
  // The account's guard renders this only once the user is loaded.
  const { user } = useSession();
  return (
    <section>
      <ScreenHeader level="h2" />
      {user ? (
        <div className="form-stack">
          <PersonalDetailsForm user={user} />
          <EmailForm user={user} />
          <PasswordForm user={user} />
        </div>
      ) : null}
    </section>
  );
}
