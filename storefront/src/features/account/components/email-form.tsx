/**
 * A new e-mail address, asked with the current password (`PUT /api/user/email`): it takes effect
 * only when the link mailed to it is followed, so the form says where the link went.
 */
import { useTranslation } from 'react-i18next';
import { SubmitButton, TextField } from '../../../components/form/fields.tsx';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { formFailureOf } from '../../../lib/form-failure.ts';
import type { CurrentUser } from '../../../lib/session-api.ts';
import { compactErrors, firstProblem, maxLengths, rules } from '../../../lib/validation.ts';
import { useChangeEmailMutation } from '../api/account-api.ts';
import { SavedMessage, useSavedMessage } from './saved-message.tsx';

type EmailValues = { email: string; currentPassword: string };

const validate = (v: EmailValues) =>
  compactErrors({
    email: firstProblem(
      rules.required(v.email),
      rules.email(v.email),
      rules.maxLength(v.email, maxLengths.email),
    ),
    currentPassword: firstProblem(rules.required(v.currentPassword)),
  });

export function EmailForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [changeEmail] = useChangeEmailMutation();
  const saved = useSavedMessage();
  const form = useForm<EmailValues>({
    initialValues: { email: '', currentPassword: '' },
    validate,
  });
  const labels = {
    email: t('details.email.newEmail'),
    currentPassword: tc('fields.currentPassword'),
  };

  const onSubmit = form.onSubmit(async (v) => {
    saved.hide();
    const result = await changeEmail({ email: v.email.trim(), currentPassword: v.currentPassword });
    if (result.error) return formFailureOf(result.error, ['email', 'currentPassword']);
    form.update({ currentPassword: '' });
    saved.show(t('details.email.pending', { email: result.data.newEmail, current: user.email }));
    return null;
  });

  return (
    <form
      className="form-card"
      noValidate
      onSubmit={onSubmit}
      onChange={saved.hide}
      aria-labelledby="details-email-title"
      data-testid="email-form"
    >
      <h3 id="details-email-title">{t('details.email.title')}</h3>
      <p className="form-intro">{t('details.email.current', { email: user.email })}</p>
      <FormSummary form={form} labels={labels} />
      <TextField
        binding={form.field('email')}
        label={labels.email}
        type="email"
        autoComplete="email"
        maxLength={maxLengths.email}
      />
      <TextField
        binding={form.field('currentPassword')}
        label={labels.currentPassword}
        type="password"
        autoComplete="current-password"
      />
      <div className="form-actions">
        <SubmitButton
          pending={form.pending}
          label={t('details.email.submit')}
          pendingLabel={t('details.email.submitting')}
        />
        <SavedMessage message={saved.message} />
      </div>
    </form>
  );
}
