/**
 * Forgotten password: asks for a reset link. The confirmation is the same whatever the answer,
 * so the page never tells whether an address has an account.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton, TextField } from '../../../components/form/fields.tsx';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { compactErrors, firstProblem, maxLengths, rules } from '../../../lib/validation.ts';
import { useRequestPasswordResetMutation } from '../api/auth-api.ts';

type ForgotValues = { email: string };

const validate = (v: ForgotValues) =>
  compactErrors({
    email: firstProblem(
      rules.required(v.email),
      rules.email(v.email),
      rules.maxLength(v.email, maxLengths.email),
    ),
  });

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const [requestReset] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotValues>({ initialValues: { email: '' }, validate });
  const labels = { email: tc('fields.email') };

  const onSubmit = form.onSubmit(async ({ email }) => {
    const result = await requestReset({ email: email.trim(), locale });
    if (result.error) {
      const failure = formFailureOf(result.error, []);
      // Only "wait" and "try later" are worth telling; any other answer looks like a success.
      if (failure.kind === 'tooManyAttempts' || failure.kind === 'unavailable') return failure;
    }
    setSentTo(email.trim());
    return null;
  });

  return (
    <div className="container narrow auth-page">
      <ScreenHeader />
      {sentTo ? (
        <div className="form-card confirmation" role="status" data-testid="forgot-password-sent">
          <h2>{t('forgot.sentTitle')}</h2>
          <p>{t('forgot.sent', { email: sentTo })}</p>
          <div className="form-actions">
            <RouteLink to="login" className="button button-primary">
              {t('backToLogin')}
            </RouteLink>
            <button type="button" className="form-link" onClick={() => setSentTo(null)}>
              {t('forgot.otherEmail')}
            </button>
          </div>
        </div>
      ) : (
        <form
          className="form-card"
          noValidate
          onSubmit={onSubmit}
          data-testid="forgot-password-form"
        >
          <FormSummary form={form} labels={labels} />
          <TextField
            binding={form.field('email')}
            label={labels.email}
            type="email"
            autoComplete="email"
            maxLength={maxLengths.email}
          />
          <div className="form-actions">
            <SubmitButton
              pending={form.pending}
              label={t('forgot.submit')}
              pendingLabel={t('forgot.submitting')}
            />
            <RouteLink to="login" className="form-link">
              {t('backToLogin')}
            </RouteLink>
          </div>
        </form>
      )}
    </div>
  );
}
