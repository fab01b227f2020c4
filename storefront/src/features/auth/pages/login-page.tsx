/** Login (SPEC §2): e-mail and password, with forgot-password and register links. */
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TextField, SubmitButton } from '../../../components/form/fields.tsx';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { afterSignIn, keepRedirect } from '../../../lib/redirects.ts';
import { useLazyGetCurrentUserQuery, useSignInMutation } from '../../../lib/session-api.ts';
import { compactErrors, firstProblem, maxLengths, rules } from '../../../lib/validation.ts';
import '../auth.css';

type LoginValues = { email: string; password: string };

const validate = (v: LoginValues) =>
  compactErrors({
    email: firstProblem(
      rules.required(v.email),
      rules.email(v.email),
      rules.maxLength(v.email, maxLengths.email),
    ),
    password: firstProblem(rules.required(v.password)),
  });

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [signIn] = useSignInMutation();
  const [loadUser] = useLazyGetCurrentUserQuery();
  const form = useForm<LoginValues>({ initialValues: { email: '', password: '' }, validate });
  const labels = { email: tc('fields.email'), password: tc('fields.password') };

  const onSubmit = form.onSubmit(async (values) => {
    const result = await signIn({ username: values.email.trim(), password: values.password });
    if (result.error) return formFailureOf(result.error, ['email', 'password']);
    // Back to where the visitor was going, else the partner dashboard or the account.
    const user = await loadUser(undefined, false);
    void navigate(afterSignIn(locale, search, user.data?.role ?? null), { replace: true });
    return null;
  });

  return (
    <div className="container auth-page">
      <ScreenHeader />
      <div className="auth-grid">
        <form className="form-card" noValidate onSubmit={onSubmit} data-testid="login-form">
          <FormSummary form={form} labels={labels} />
          <TextField
            binding={form.field('email')}
            label={labels.email}
            type="email"
            autoComplete="username"
            maxLength={maxLengths.email}
          />
          <TextField
            binding={form.field('password')}
            label={labels.password}
            type="password"
            autoComplete="current-password"
          />
          <div className="form-actions">
            <SubmitButton
              pending={form.pending}
              label={t('login.submit')}
              pendingLabel={t('login.submitting')}
            />
            <RouteLink to="forgotPassword" className="form-link">
              {t('login.forgotPassword')}
            </RouteLink>
          </div>
        </form>
        <aside className="auth-aside">
          <h2>{t('login.noAccount')}</h2>
          <p>{t('login.registerIntro')}</p>
          <RouteLink
            to="register"
            search={keepRedirect(search)}
            className="button button-secondary"
          >
            {t('login.register')}
          </RouteLink>
        </aside>
      </div>
    </div>
  );
}
