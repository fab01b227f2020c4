/**
 * The footer's newsletter field (SPEC §3, §8): double opt-in, so a valid address gets "thanks for
 * subscribing" and a confirmation mail; the answer never says whether the address was known.
 */
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { RouteLink } from '../../../components/route-link.tsx';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { firstProblem, maxLengths, rules, type ValidationKey } from '../../../lib/validation.ts';
import { useSubscribeNewsletterMutation } from '../api/newsletter-api.ts';
import '../newsletter.css';
import { HoneypotField } from '../../../components/form/fields.tsx';

type Outcome = { kind: 'thanks' } | { kind: 'failure' } | { kind: 'tooMany' } | null;

export function NewsletterForm() {
  const { t } = useTranslation('newsletter');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const inputId = useId();
  const introId = useId();
  const errorId = useId();
  const privacyId = useId();
  const trapId = useId();
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const [error, setError] = useState<ValidationKey | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const problem = firstProblem(
      rules.required(email),
      rules.email(email),
      rules.maxLength(email, maxLengths.email),
    );
    setError(problem ?? null);
    if (problem) return;
    const result = await subscribe({
      email: email.trim(),
      locale,
      source: 'footer',
      ...(trap ? { website: trap } : {}),
    });
    if (!result.error) {
      setEmail('');
      setOutcome({ kind: 'thanks' });
      return;
    }
    const failure = formFailureOf(result.error, ['email']);
    if (failure.kind === 'fields' && failure.fieldErrors.email) setError(failure.fieldErrors.email);
    else setOutcome(failure.kind === 'tooManyAttempts' ? { kind: 'tooMany' } : { kind: 'failure' });
  };

  return (
    <form
      className="newsletter"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="newsletter-form"
    >
      <h2 className="footer-title">{tc('footer.newsletter.title')}</h2>
      <p id={introId}>{tc('footer.newsletter.intro')}</p>
      <label htmlFor={inputId} className="sr-only">
        {tc('footer.newsletter.label')}
      </label>
      <div className="newsletter-row">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={maxLengths.email}
          placeholder={tc('footer.newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[introId, error ? errorId : '', privacyId].filter(Boolean).join(' ')}
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={isLoading}
          aria-busy={isLoading || undefined}
        >
          {isLoading ? t('form.submitting') : tc('footer.newsletter.submit')}
        </button>
      </div>
      <HoneypotField
        id={trapId}
        name="website"
        label={t('form.trap')}
        value={trap}
        onChange={setTrap}
      />
      {error ? (
        <p
          id={errorId}
          className="newsletter-message newsletter-error"
          data-testid="newsletter-error"
        >
          {tc(error)}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {outcome?.kind === 'thanks' ? (
          <p className="newsletter-message newsletter-thanks" data-testid="newsletter-thanks">
            <strong>{t('form.thanks')}</strong> {t('form.checkInbox')}
          </p>
        ) : null}
        {outcome?.kind === 'failure' || outcome?.kind === 'tooMany' ? (
          <p className="newsletter-message newsletter-error" data-testid="newsletter-failure">
            {outcome.kind === 'tooMany' ? t('form.tooMany') : t('form.failure')}
          </p>
        ) : null}
      </div>
      <p id={privacyId} className="newsletter-privacy">
        <Trans t={t} i18nKey="form.privacy" components={{ policy: <RouteLink to="privacy" /> }} />
      </p>
    </form>
  );
}
