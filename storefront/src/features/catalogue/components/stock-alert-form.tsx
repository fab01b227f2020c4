/**
 * Shown instead of "add to cart" when a product is out of stock: a signed-in customer is put on the
 * list in one click; anyone else gives an e-mail address and confirms it from the mail (double
 * opt-in). The answer for an address never says whether it asked before.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../../lib/api-types.ts';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useSession } from '../../../lib/session.tsx';
import { firstProblem, maxLengths, rules, type ValidationKey } from '../../../lib/validation.ts';
import { useCreateStockAlertMutation } from '../api/stock-alerts-api.ts';
import { HoneypotField } from '../../../components/form/fields.tsx';

type Outcome = 'subscribed' | 'pending' | 'failure' | 'tooMany' | null;

export function StockAlertForm({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const { user } = useSession();
  const inputId = useId();
  const errorId = useId();
  const trapId = useId();
  const [askEmail, setAskEmail] = useState(false);
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const [error, setError] = useState<ValidationKey | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [create, { isLoading }] = useCreateStockAlertMutation();
  const oneClick = user?.role === 'customer';

  const send = async (address: string | null) => {
    setOutcome(null);
    const result = await create({
      productId: product.id,
      locale,
      ...(address ? { email: address } : {}),
      ...(trap ? { website: trap } : {}),
    });
    if (!result.error) {
      setOutcome(result.data.status === 'subscribed' ? 'subscribed' : 'pending');
      return;
    }
    const failure = formFailureOf(result.error, ['email']);
    if (failure.kind === 'fields' && failure.fieldErrors.email) setError(failure.fieldErrors.email);
    else setOutcome(failure.kind === 'tooManyAttempts' ? 'tooMany' : 'failure');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (oneClick) return send(null);
    if (!askEmail) {
      setAskEmail(true);
      return;
    }
    const problem = firstProblem(
      rules.required(email),
      rules.email(email),
      rules.maxLength(email, maxLengths.email),
    );
    setError(problem ?? null);
    if (problem) return;
    await send(email.trim());
  };

  const done = outcome === 'subscribed' || outcome === 'pending';
  return (
    <form
      className="stock-alert"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="stock-alert-form"
    >
      {!done && askEmail && !oneClick ? (
        <div className={error ? 'field field-invalid' : 'field'}>
          <label htmlFor={inputId}>{t('stockAlert.email')}</label>
          <input
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={maxLengths.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p id={errorId} className="field-error">
              {tc(error)}
            </p>
          ) : null}
        </div>
      ) : null}
      <HoneypotField
        id={trapId}
        name="website"
        label={t('stockAlert.trap')}
        value={trap}
        onChange={setTrap}
      />
      {done ? null : (
        <button
          type="submit"
          className="button button-primary"
          disabled={isLoading}
          aria-busy={isLoading || undefined}
          data-action="stock-alert"
        >
          {askEmail && !oneClick ? t('stockAlert.send') : t('stockAlert.button')}
        </button>
      )}
      <div role="status" aria-live="polite">
        {outcome === 'subscribed' ? (
          <p className="stock-alert-message" data-testid="stock-alert-subscribed">
            {t('stockAlert.subscribed')}
          </p>
        ) : null}
        {outcome === 'pending' ? (
          <p className="stock-alert-message" data-testid="stock-alert-pending">
            {t('stockAlert.pending')}
          </p>
        ) : null}
        {outcome === 'failure' || outcome === 'tooMany' ? (
          <p className="stock-alert-message field-error" data-testid="stock-alert-failure">
            {outcome === 'tooMany' ? t('stockAlert.tooMany') : t('stockAlert.failure')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
