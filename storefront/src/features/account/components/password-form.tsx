/** A new password, confirmed with the current one (`PUT /api/user/password`); the new tokens are stored. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton, TextField } from '../../../components/form/fields.tsx';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { PasswordRules } from '../../../components/form/password-rules.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { formFailureOf } from '../../../lib/form-failure.ts';
import type { CurrentUser } from '../../../lib/session-api.ts';
import { compactErrors, firstProblem, maxLengths, rules } from '../../../lib/validation.ts';
import { useChangePasswordMutation } from '../api/account-api.ts';
import { SavedMessage, useSavedMessage } from './saved-message.tsx';

type PasswordValues = { currentPassword: string; password: string; passwordConfirmation: string };

const empty: PasswordValues = { currentPassword: '', password: '', passwordConfirmation: '' };

const validate = (v: PasswordValues) =>
  compactErrors({
    currentPassword: firstProblem(rules.required(v.currentPassword)),
    password: firstProblem(rules.required(v.password), rules.newPassword(v.password)),
    passwordConfirmation: firstProblem(
      rules.required(v.passwordConfirmation),
      rules.confirmation(v.passwordConfirmation, v.password),
    ),
  });

export function PasswordForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const rulesId = useId();
  const [changePassword] = useChangePasswordMutation();
  const saved = useSavedMessage();
  const form = useForm<PasswordValues>({ initialValues: empty, validate });
  const labels = {
    currentPassword: tc('fields.currentPassword'),
    password: tc('fields.newPassword'),
    passwordConfirmation: tc('fields.newPasswordConfirmation'),
  };

  const onSubmit = form.onSubmit(async (v) => {
    saved.hide();
    const result = await changePassword(v);
    if (result.error)
      return formFailureOf(result.error, ['currentPassword', 'password', 'passwordConfirmation']);
    form.update(empty);
    saved.show(t('details.password.saved'));
    return null;
  });

  return (
    <form
      className="form-card"
      noValidate
      onSubmit={onSubmit}
      onChange={saved.hide}
      aria-labelledby="details-password-title"
      data-testid="password-form"
    >
      <h3 id="details-password-title">{t('details.password.title')}</h3>
      <p className="form-intro">{t('details.password.intro')}</p>
      <FormSummary form={form} labels={labels} />
      {/* For password managers: whose password this is. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={user.email}
        readOnly
        hidden
      />
      <TextField
        binding={form.field('currentPassword')}
        label={labels.currentPassword}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        binding={form.field('password')}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        helpId={rulesId}
        maxLength={maxLengths.password}
      >
        <PasswordRules id={rulesId} password={form.values.password} />
      </TextField>
      <TextField
        binding={form.field('passwordConfirmation')}
        label={labels.passwordConfirmation}
        type="password"
        autoComplete="new-password"
        maxLength={maxLengths.password}
      />
      <div className="form-actions">
        <SubmitButton
          pending={form.pending}
          label={t('details.password.submit')}
          pendingLabel={t('details.password.submitting')}
        />
        <SavedMessage message={saved.message} />
      </div>
    </form>
  );
}
