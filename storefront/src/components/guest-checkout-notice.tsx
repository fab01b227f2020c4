/**
 * The SPEC §8 notice in the cart's place for a visitor: "you need to be connected", with sign in,
 * register, or continue as a guest (SPEC §1, §6: a guest order without a salon). The guest gives
 * an e-mail (for the confirmation) and accepts the privacy policy; that starts a guest checkout
 * session and the cart shows at once.
 */
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formFailureOf } from '../lib/form-failure.ts';
import { useLocale } from '../lib/locale-context.tsx';
import { loginHref } from '../lib/redirects.ts';
import { useContinueAsGuestMutation } from '../lib/session-api.ts';
import { compactErrors, firstProblem, maxLengths, rules } from '../lib/validation.ts';
import { PrivacyConsentField, SubmitButton, TextField } from './form/fields.tsx';
import { FormSummary } from './form/form-summary.tsx';
import { useForm } from './form/use-form.ts';
import { RouteLink } from './route-link.tsx';
import './shop-ui.css';

type GuestValues = { email: string; privacyAccepted: boolean };
const fields = ['email', 'privacyAccepted'] as const;

const validate = (v: GuestValues) =>
  compactErrors({
    email: firstProblem(
      rules.required(v.email),
      rules.email(v.email),
      rules.maxLength(v.email, maxLengths.email),
    ),
    privacyAccepted: firstProblem(rules.accepted(v.privacyAccepted)),
  });

export function GuestCheckoutNotice() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const [start] = useContinueAsGuestMutation();
  const form = useForm<GuestValues>({
    initialValues: { email: '', privacyAccepted: false },
    validate,
  });
  const labels: Record<(typeof fields)[number], string> = {
    email: t('fields.email'),
    privacyAccepted: t('routes.privacy.title'),
  };
  const onSubmit = form.onSubmit(async (v) => {
    const result = await start({ email: v.email.trim(), privacyAccepted: true, locale });
    return result.error ? formFailureOf(result.error, fields) : null;
  });

  return (
    <section className="guest-checkout" data-testid="guest-checkout-notice">
      <p className="lead sign-in-notice" role="status">
        {t('product.signInRequired')}
      </p>
      <div className="guest-checkout-options">
        <div className="guest-checkout-account">
          <h2>{t('guestCheckout.accountTitle')}</h2>
          <p>{t('guestCheckout.accountText')}</p>
          <p className="guest-checkout-links">
            <Link
              to={loginHref(locale, pathname + search)}
              className="button button-primary"
              data-testid="guest-notice-login"
            >
              {t('product.signIn')}
            </Link>
            <RouteLink to="register" className="button button-secondary">
              {t('guestCheckout.register')}
            </RouteLink>
          </p>
        </div>
        <form
          className="form-card guest-checkout-form"
          noValidate
          onSubmit={onSubmit}
          data-testid="guest-form"
          aria-labelledby="guest-checkout-title"
        >
          <h2 id="guest-checkout-title">{t('guestCheckout.title')}</h2>
          <p className="meta-note">{t('guestCheckout.text')}</p>
          <FormSummary form={form} labels={labels} />
          <TextField
            binding={form.field('email')}
            label={labels.email}
            type="email"
            autoComplete="email"
            maxLength={maxLengths.email}
          />
          <PrivacyConsentField
            binding={form.field('privacyAccepted')}
            text={(policy) => (
              <Trans t={t} i18nKey="guestCheckout.privacy" components={{ policy }} />
            )}
          />
          <div className="form-actions">
            <SubmitButton
              pending={form.pending}
              label={t('guestCheckout.submit')}
              pendingLabel={t('guestCheckout.submitting')}
            />
          </div>
        </form>
      </div>
    </section>
  );
}
