/**
 * The "keep your order" link of a guest's confirmation mail: with no account for the guest's
 * e-mail, a password (and the name) turns the guest into an account holding its orders, signed
 * in at once; with an account, its owner signs in and adds the order (never another account).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { SubmitButton, TextField } from '../../../components/form/fields.tsx';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { PasswordRules } from '../../../components/form/password-rules.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { Loading } from '../../../components/query-state.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { withNotice } from '../../../lib/notice.ts';
import { loginHref } from '../../../lib/redirects.ts';
import { href } from '../../../lib/routes.ts';
import { useSignInMutation } from '../../../lib/session-api.ts';
import { useSession } from '../../../lib/session.tsx';
import { compactErrors, firstProblem, maxLengths, rules } from '../../../lib/validation.ts';
import {
  GUEST_CLAIM_EXPIRED,
  GUEST_CLAIM_INVALID,
  useAttachGuestOrdersMutation,
  useClaimGuestAsAccountMutation,
  useReadGuestClaimQuery,
} from '../api/guest-claim-api.ts';
import '../auth.css';

type ClaimValues = {
  firstName: string;
  lastName: string;
  password: string;
  passwordConfirmation: string;
};
const fields = ['firstName', 'lastName', 'password', 'passwordConfirmation'] as const;

const validate = (v: ClaimValues) =>
  compactErrors({
    firstName: firstProblem(
      rules.required(v.firstName),
      rules.maxLength(v.firstName, maxLengths.name),
    ),
    lastName: firstProblem(
      rules.required(v.lastName),
      rules.maxLength(v.lastName, maxLengths.name),
    ),
    password: firstProblem(rules.required(v.password), rules.newPassword(v.password)),
    passwordConfirmation: firstProblem(
      rules.required(v.passwordConfirmation),
      rules.confirmation(v.passwordConfirmation, v.password),
    ),
  });

function problemCode(error: unknown): string | undefined {
  const data = (error as { data?: { code?: unknown } } | null)?.data;
  return typeof data?.code === 'string' ? data.code : undefined;
}

function NewAccountForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const rulesId = useId();
  const [claim] = useClaimGuestAsAccountMutation();
  const [signIn] = useSignInMutation();
  const form = useForm<ClaimValues>({
    initialValues: { firstName: '', lastName: '', password: '', passwordConfirmation: '' },
    validate,
  });
  const labels: Record<(typeof fields)[number], string> = {
    firstName: tc('fields.firstName'),
    lastName: tc('fields.lastName'),
    password: tc('fields.password'),
    passwordConfirmation: tc('fields.passwordConfirmation'),
  };
  const onSubmit = form.onSubmit(async (v) => {
    const result = await claim({
      token,
      claimGuestAccountDto: {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        password: v.password,
        passwordConfirmation: v.passwordConfirmation,
      },
    });
    if (result.error) return formFailureOf(result.error, fields);
    const signedIn = await signIn({ username: result.data.email, password: v.password });
    void navigate(href(signedIn.error ? 'login' : 'accountOrders', locale), {
      replace: true,
      state: signedIn.error ? undefined : withNotice('welcome', { name: v.firstName.trim() }),
    });
    return null;
  });
  return (
    <form className="form-card" noValidate onSubmit={onSubmit} data-testid="guest-claim-form">
      <p className="lead">{t('guestClaim.intro', { email })}</p>
      <FormSummary form={form} labels={labels} />
      <div className="field-row">
        <TextField
          binding={form.field('firstName')}
          label={labels.firstName}
          autoComplete="given-name"
          maxLength={maxLengths.name}
        />
        <TextField
          binding={form.field('lastName')}
          label={labels.lastName}
          autoComplete="family-name"
          maxLength={maxLengths.name}
        />
      </div>
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
          label={t('guestClaim.submit')}
          pendingLabel={t('guestClaim.submitting')}
        />
      </div>
    </form>
  );
}

function ExistingAccount({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const session = useSession();
  const [attach, { isLoading }] = useAttachGuestOrdersMutation();
  const [outcome, setOutcome] = useState<
    { kind: 'done'; count: number } | { kind: 'failed'; code?: string } | null
  >(null);
  if (outcome?.kind === 'done')
    return (
      <div className="form-card confirmation" role="status" data-testid="guest-claim-done">
        <p className="lead">{t('guestClaim.done', { count: outcome.count })}</p>
        <RouteLink to="accountOrders" className="button button-primary">
          {tc('routes.accountOrders.title')}
        </RouteLink>
      </div>
    );
  const signedInHere = session.status === 'signedIn' && session.user;
  const sameAccount = signedInHere && session.user?.email.toLowerCase() === email;
  return (
    <div className="form-card" data-testid="guest-claim-existing">
      <p className="lead">{t('guestClaim.existsIntro', { email })}</p>
      {outcome?.kind === 'failed' ? (
        <p className="notice-inline" role="alert">
          {outcome.code === 'USERS_GUEST_CLAIM_OTHER_ACCOUNT'
            ? t('guestClaim.otherAccount', { email })
            : tc('formErrors.unavailable')}
        </p>
      ) : null}
      {signedInHere && !sameAccount ? (
        <p className="notice-inline" role="status">
          {t('guestClaim.otherAccount', { email })}
        </p>
      ) : null}
      <div className="form-actions">
        {sameAccount ? (
          <button
            type="button"
            className="button button-primary"
            disabled={isLoading}
            aria-busy={isLoading || undefined}
            data-testid="guest-claim-attach"
            onClick={() =>
              void attach(token).then((result) =>
                setOutcome(
                  result.error
                    ? { kind: 'failed', code: problemCode(result.error) }
                    : { kind: 'done', count: result.data.orders },
                ),
              )
            }
          >
            {isLoading ? t('guestClaim.attaching') : t('guestClaim.attach')}
          </button>
        ) : session.status === 'signedOut' ? (
          <Link
            to={loginHref(locale, pathname)}
            className="button button-primary"
            data-testid="guest-claim-login"
          >
            {t('guestClaim.signIn', { email })}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export default function GuestClaimPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const { token = '' } = useParams();
  const { data, error, isLoading } = useReadGuestClaimQuery(token, { skip: !token });
  let body;
  if (isLoading) body = <Loading />;
  else if (error || !data) {
    const code = problemCode(error);
    body = (
      <div className="form-card confirmation" role="alert" data-testid="guest-claim-invalid">
        <p className="lead">
          {code === GUEST_CLAIM_EXPIRED
            ? t('guestClaim.expired')
            : code === GUEST_CLAIM_INVALID || !error
              ? t('guestClaim.invalid')
              : tc('formErrors.unavailable')}
        </p>
      </div>
    );
  } else
    body = data.accountExists ? (
      <ExistingAccount token={token} email={data.email} />
    ) : (
      <NewAccountForm token={token} email={data.email} />
    );
  return (
    <div className="container narrow auth-page">
      <ScreenHeader />
      {body}
    </div>
  );
}
