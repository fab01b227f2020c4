/** Registration (SPEC §2, §3): on success the new customer is signed in and welcomed on the account overview. */
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  CheckboxField,
  PrivacyConsentField,
  SubmitButton,
  TextField,
} from '../../../components/form/fields.tsx';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { PasswordRules } from '../../../components/form/password-rules.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { PersonalFields } from '../../../components/form/personal-fields.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { defaultCountryByLocale } from '../../../lib/countries.ts';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { withNotice } from '../../../lib/notice.ts';
import { keepRedirect, localRedirectTarget, loginHref } from '../../../lib/redirects.ts';
import { href } from '../../../lib/routes.ts';
import { useSignInMutation, type Gender } from '../../../lib/session-api.ts';
import { compactErrors, firstProblem, maxLengths, rules } from '../../../lib/validation.ts';
import { useRegisterUserMutation } from '../api/auth-api.ts';
import '../auth.css';

type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  birthday: string;
  gender: string;
  country: string;
  region: string;
  newsletter: boolean;
  birthdayDeals: boolean;
  privacyAccepted: boolean;
};

const benefits = ['favourites', 'orders', 'beautician', 'birthday'] as const;

const fields = [
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirmation',
  'birthday',
  'gender',
  'country',
  'region',
  'newsletter',
  'birthdayDeals',
  'privacyAccepted',
] as const;

const validate = (v: RegisterValues) =>
  compactErrors({
    firstName: firstProblem(
      rules.required(v.firstName),
      rules.maxLength(v.firstName, maxLengths.name),
    ),
    lastName: firstProblem(
      rules.required(v.lastName),
      rules.maxLength(v.lastName, maxLengths.name),
    ),
    email: firstProblem(
      rules.required(v.email),
      rules.email(v.email),
      rules.maxLength(v.email, maxLengths.email),
    ),
    password: firstProblem(rules.required(v.password), rules.newPassword(v.password)),
    passwordConfirmation: firstProblem(
      rules.required(v.passwordConfirmation),
      rules.confirmation(v.passwordConfirmation, v.password),
    ),
    birthday: firstProblem(
      rules.date(v.birthday),
      v.birthdayDeals && v.birthday === '' ? 'validation.birthdayRequired' : null,
    ),
    country: firstProblem(rules.required(v.country)),
    region: firstProblem(rules.maxLength(v.region, maxLengths.region)),
    privacyAccepted: firstProblem(rules.accepted(v.privacyAccepted)),
  });

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  const rulesId = useId();
  const [register] = useRegisterUserMutation();
  const [signIn] = useSignInMutation();
  const form = useForm<RegisterValues>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      birthday: '',
      gender: '',
      country: defaultCountryByLocale[locale],
      region: '',
      newsletter: false,
      birthdayDeals: false,
      privacyAccepted: false,
    },
    validate,
  });
  const labels: Record<(typeof fields)[number], string> = {
    firstName: tc('fields.firstName'),
    lastName: tc('fields.lastName'),
    email: tc('fields.email'),
    password: tc('fields.password'),
    passwordConfirmation: tc('fields.passwordConfirmation'),
    birthday: tc('fields.birthday'),
    gender: tc('fields.gender'),
    country: tc('fields.country'),
    region: tc('fields.region'),
    newsletter: tc('fields.newsletter'),
    birthdayDeals: tc('fields.birthdayDeals'),
    privacyAccepted: tc('routes.privacy.title'),
  };

  const onSubmit = form.onSubmit(async (v) => {
    const email = v.email.trim();
    const registered = await register({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email,
      password: v.password,
      passwordConfirmation: v.passwordConfirmation,
      birthday: v.birthday || null,
      gender: (v.gender || null) as Gender | null,
      country: v.country,
      region: v.region.trim() || null,
      newsletter: v.newsletter,
      birthdayDeals: v.birthdayDeals,
      privacyAccepted: true,
      locale,
    });
    if (registered.error) return formFailureOf(registered.error, fields);
    const signedIn = await signIn({ username: email, password: v.password });
    if (signedIn.error) {
      // The account exists; only the sign-in failed (e.g. offline): log in by hand.
      void navigate(loginHref(locale, localRedirectTarget(search)), { replace: true });
      return null;
    }
    // Back to where the visitor was going (e.g. the salon link to choose), else the account.
    void navigate(localRedirectTarget(search) ?? href('accountOverview', locale), {
      replace: true,
      state: withNotice('welcome', { name: registered.data.firstName }),
    });
    return null;
  });

  return (
    <div className="container auth-page">
      <ScreenHeader>
        <p className="screen-header-aside">
          {t('register.haveAccount')}{' '}
          <RouteLink to="login" search={keepRedirect(search)}>
            {t('register.login')}
          </RouteLink>
        </p>
      </ScreenHeader>
      <div className="auth-grid auth-grid-wide">
        <form className="form-card" noValidate onSubmit={onSubmit} data-testid="register-form">
          <FormSummary form={form} labels={labels} />
          <fieldset className="form-section">
            <legend>{t('register.aboutYou')}</legend>
            <PersonalFields field={(name) => form.field(name)} labels={labels} />
          </fieldset>
          <fieldset className="form-section">
            <legend>{t('register.yourAccount')}</legend>
            <TextField
              binding={form.field('email')}
              label={labels.email}
              type="email"
              autoComplete="email"
              maxLength={maxLengths.email}
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
          </fieldset>
          <fieldset className="form-section">
            <legend>{t('register.preferences')}</legend>
            <CheckboxField binding={form.field('newsletter')} label={labels.newsletter} />
            <CheckboxField
              binding={form.field('birthdayDeals')}
              label={labels.birthdayDeals}
              hint={tc('fields.birthdayDealsHint')}
            />
            <PrivacyConsentField
              binding={form.field('privacyAccepted')}
              text={(policy) => <Trans t={t} i18nKey="register.privacy" components={{ policy }} />}
            />
          </fieldset>
          <div className="form-actions">
            <SubmitButton
              pending={form.pending}
              label={t('register.submit')}
              pendingLabel={t('register.submitting')}
            />
          </div>
        </form>
        <aside className="auth-aside auth-aside-sticky">
          <h2>{t('register.benefitsTitle')}</h2>
          <ul className="benefit-list">
            {benefits.map((benefit) => (
              <li key={benefit}>
                <CheckIcon />
                <span>{t(`register.benefits.${benefit}`)}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
