/** Password recovery with the token from the e-mail (SPEC §2); it ends on login with a confirmation. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SubmitButton, TextField } from '../../../components/form/fields.tsx';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { PasswordRules } from '../../../components/form/password-rules.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { withNotice } from '../../../lib/notice.ts';
import { href } from '../../../lib/routes.ts';
import { compactErrors, firstProblem, maxLengths, rules } from '../../../lib/validation.ts';
import { useResetPasswordMutation } from '../api/auth-api.ts';

type ResetValues = { password: string; passwordConfirmation: string };

const validate = (v: ResetValues) =>
  compactErrors({
    password: firstProblem(rules.required(v.password), rules.newPassword(v.password)),
    passwordConfirmation: firstProblem(
      rules.required(v.passwordConfirmation),
      rules.confirmation(v.passwordConfirmation, v.password),
    ),
  });

export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const rulesId = useId();
  const [resetPassword] = useResetPasswordMutation();
  const form = useForm<ResetValues>({
    initialValues: { password: '', passwordConfirmation: '' },
    validate,
  });
  const labels = {
    password: tc('fields.newPassword'),
    passwordConfirmation: tc('fields.newPasswordConfirmation'),
  };
  const tokenInvalid =
    form.failure?.kind === 'fields' && form.failure.other.includes('validation.resetTokenInvalid');

  const onSubmit = form.onSubmit(async (v) => {
    const result = await resetPassword({
      token,
      password: v.password,
      passwordConfirmation: v.passwordConfirmation,
    });
    if (result.error) return formFailureOf(result.error, ['password', 'passwordConfirmation']);
    void navigate(href('login', locale), { replace: true, state: withNotice('passwordReset') });
    return null;
  });

  return (
    <div className="container narrow auth-page">
      <ScreenHeader />
      <form className="form-card" noValidate onSubmit={onSubmit} data-testid="password-reset-form">
        <FormSummary form={form} labels={labels} />
        {tokenInvalid ? (
          <p className="form-summary-action">
            <RouteLink to="forgotPassword" className="text-link">
              {t('reset.requestNew')}
            </RouteLink>
          </p>
        ) : null}
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
            label={t('reset.submit')}
            pendingLabel={t('reset.submitting')}
          />
          <RouteLink to="login" className="form-link">
            {t('backToLogin')}
          </RouteLink>
        </div>
      </form>
    </div>
  );
}
