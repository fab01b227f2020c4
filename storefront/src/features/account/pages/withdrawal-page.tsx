/**
 * The withdrawal function (Directive 2011/83/EU Art. 11a, as inserted by Directive (EU) 2023/2673),
 * linked from every page's footer and from the account's order page (`?order=<id>`). Two steps:
 * "Withdraw from contract here", then the contract (order number + e-mail, or the signed-in
 * customer's order) and the items with whether each is unopened, and "Confirm withdrawal". Nothing
 * typed is lost between the steps.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SubmitButton, TextField } from '../../../components/form/fields.tsx';
import { FormSummary } from '../../../components/form/form-summary.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { formatDate, intlLocale } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import type { Locale } from '../../../lib/routes.ts';
import { errorCodeOf } from '../../../lib/shop-api.ts';
import { compactErrors, firstProblem, maxLengths, rules } from '../../../lib/validation.ts';
import {
  useCreateAccountWithdrawalMutation,
  useCreateWithdrawalMutation,
  useLazyGetWithdrawableOrderQuery,
  useLookupWithdrawalOrderMutation,
  type WithdrawableOrder,
  type Withdrawal,
} from '../api/withdrawal-api.ts';

type IdentifyValues = { orderNumber: string; email: string };
const identifyFields = ['orderNumber', 'email'] as const;
const ORDER_NUMBER = /^VY-\d{4}-\d{6}$/i;

interface ItemChoice {
  selected: boolean;
  quantity: number;
  unopened: boolean;
}

const day = (ymd: string, locale: Locale) => formatDate(`${ymd}T12:00:00.000Z`, locale);
const timeOf = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso));
const dateOf = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso));

/** A rule of the API that ends the flow: period over, nothing to withdraw from, too many tries. */
function useProblemText(): (error: unknown) => string | null {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (error) => {
    const code = errorCodeOf(error);
    const data = (error as { data?: Record<string, unknown> } | undefined)?.data ?? {};
    if (code === 'WITHDRAWALS_PERIOD_ENDED' && typeof data.periodEndsOn === 'string')
      return t('withdrawal.periodEnded', { date: day(data.periodEndsOn, locale) });
    if (code === 'WITHDRAWALS_NOT_WITHDRAWABLE') return t('withdrawal.notWithdrawable');
    return null;
  };
}

function Confirmation({ withdrawal, already }: { withdrawal: Withdrawal; already: boolean }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const values = {
    date: dateOf(withdrawal.requestedAt, locale),
    time: timeOf(withdrawal.requestedAt, locale),
  };
  return (
    <div className="form-card confirmation" role="status" data-testid="withdrawal-done">
      <h2>{t('withdrawal.done')}</h2>
      <p>{already ? t('withdrawal.already', values) : t('withdrawal.doneText', values)}</p>
      <ul>
        {withdrawal.lines.map((line) => (
          <li key={line.position}>
            {line.quantity} × {line.name}
            {line.unopened ? ` (${t('withdrawal.unopened')})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function WithdrawalPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const accountOrder = search.get('order');
  const problemText = useProblemText();
  const [step, setStep] = useState<'start' | 'identify' | 'items' | 'done'>('start');
  const [order, setOrder] = useState<WithdrawableOrder | null>(null);
  const [choices, setChoices] = useState<Record<number, ItemChoice>>({});
  const [itemsError, setItemsError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{ withdrawal: Withdrawal; already: boolean } | null>(null);
  const [lookup] = useLookupWithdrawalOrderMutation();
  const [loadOwn, own] = useLazyGetWithdrawableOrderQuery();
  const [withdrawPublic, publicState] = useCreateWithdrawalMutation();
  const [withdrawOwn, ownState] = useCreateAccountWithdrawalMutation();
  const form = useForm<IdentifyValues>({
    initialValues: {
      orderNumber: accountOrder && ORDER_NUMBER.test(accountOrder) ? accountOrder : '',
      email: '',
    },
    validate: (v) =>
      compactErrors({
        orderNumber: firstProblem(
          rules.required(v.orderNumber),
          ORDER_NUMBER.test(v.orderNumber.trim()) ? null : 'validation.orderNumber',
        ),
        email: firstProblem(
          rules.required(v.email),
          rules.email(v.email),
          rules.maxLength(v.email, maxLengths.email),
        ),
      }),
  });
  const labels = { orderNumber: t('withdrawal.orderNumber'), email: t('withdrawal.email') };

  /** Shows the order's items (or the withdrawal made already), keeping earlier choices. */
  const showOrder = (found: WithdrawableOrder) => {
    setOrder(found);
    setProblem(null);
    if (found.withdrawal) {
      setResult({ withdrawal: found.withdrawal, already: true });
      setStep('done');
      return;
    }
    setChoices((current) =>
      Object.fromEntries(
        found.lines.map((line) => [
          line.position,
          current[line.position] ?? { selected: false, quantity: line.quantity, unopened: true },
        ]),
      ),
    );
    setStep('items');
  };

  const start = async () => {
    setProblem(null);
    if (!accountOrder) return setStep('identify');
    const answer = await loadOwn(accountOrder);
    if (answer.data) return showOrder(answer.data);
    const text = problemText(answer.error);
    if (text) return setProblem(text);
    // Not signed in, or not this customer's order: the public form.
    setStep('identify');
  };

  const onIdentify = form.onSubmit(async (v) => {
    setProblem(null);
    const answer = await lookup({
      orderNumber: v.orderNumber.trim().toUpperCase(),
      email: v.email.trim(),
    });
    if (answer.error) {
      const text = problemText(answer.error);
      if (text) {
        setProblem(text);
        return null;
      }
      return formFailureOf(answer.error, identifyFields);
    }
    showOrder(answer.data);
    return null;
  });

  const choose = (position: number, change: Partial<ItemChoice>) => {
    setItemsError(null);
    setChoices((current) => ({ ...current, [position]: { ...current[position]!, ...change } }));
  };

  const confirm = async () => {
    if (!order) return;
    const items = order.lines
      .filter((line) => choices[line.position]?.selected)
      .map((line) => ({
        position: line.position,
        quantity: choices[line.position]!.quantity,
        unopened: choices[line.position]!.unopened,
      }));
    if (items.length === 0) return setItemsError(tc('validation.withdrawalItems'));
    setProblem(null);
    const answer =
      own.data && accountOrder
        ? await withdrawOwn({
            idOrNumber: accountOrder,
            createAccountWithdrawalDto: { locale, items },
          })
        : await withdrawPublic({
            orderNumber: order.orderNumber,
            email: form.values.email.trim(),
            locale,
            items,
          });
    if (answer.data) {
      setResult({ withdrawal: answer.data, already: false });
      setStep('done');
      return;
    }
    const code = errorCodeOf(answer.error);
    if (code === 'WITHDRAWALS_ALREADY_REQUESTED') {
      const requestedAt = (answer.error as { data?: { requestedAt?: string } }).data?.requestedAt;
      setProblem(
        requestedAt
          ? t('withdrawal.already', {
              date: dateOf(requestedAt, locale),
              time: timeOf(requestedAt, locale),
            })
          : t('withdrawal.notWithdrawable'),
      );
      return;
    }
    const failure = formFailureOf(answer.error, []);
    setProblem(
      problemText(answer.error) ??
        (failure.kind === 'tooManyAttempts'
          ? t('withdrawal.tooMany', {
              minutes: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60)),
            })
          : failure.kind === 'fields' && failure.other.length
            ? tc(failure.other[0]!)
            : tc(failure.kind === 'unavailable' ? 'formErrors.unavailable' : 'formErrors.unknown')),
    );
  };

  const sending = publicState.isLoading || ownState.isLoading;

  return (
    <div className="container">
      <ScreenHeader />
      <div className="contact-layout withdrawal" data-testid="withdrawal-page" data-step={step}>
        <p className="lead">{t('withdrawal.intro')}</p>
        {problem ? (
          <p className="notice notice-error" role="alert" data-testid="withdrawal-problem">
            {problem}
          </p>
        ) : null}
        {step === 'start' ? (
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => void start()}
              data-testid="withdrawal-start"
            >
              {t('withdrawal.start')}
            </button>
          </div>
        ) : null}
        {step === 'identify' ? (
          <form
            className="form-card"
            noValidate
            onSubmit={onIdentify}
            data-testid="withdrawal-identify"
          >
            <FormSummary form={form} labels={labels} />
            <fieldset className="form-section">
              <legend>{t('withdrawal.identify')}</legend>
              <TextField
                binding={form.field('orderNumber')}
                label={labels.orderNumber}
                autoComplete="off"
                maxLength={20}
              />
              <TextField
                binding={form.field('email')}
                label={labels.email}
                type="email"
                autoComplete="email"
                maxLength={maxLengths.email}
              />
            </fieldset>
            <div className="form-actions">
              <SubmitButton
                pending={form.pending}
                label={t('withdrawal.next')}
                pendingLabel={t('withdrawal.searching')}
              />
            </div>
          </form>
        ) : null}
        {step === 'items' && order ? (
          <form
            className="form-card"
            noValidate
            data-testid="withdrawal-items"
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <p>
              {order.periodEndsOn
                ? t('withdrawal.periodOpen', { date: day(order.periodEndsOn, locale) })
                : t('withdrawal.periodNotStarted')}
            </p>
            <fieldset
              className="form-section"
              aria-describedby={itemsError ? 'withdrawal-items-error' : undefined}
            >
              <legend>
                {t('withdrawal.itemsLegend')} ({order.orderNumber})
              </legend>
              {order.lines.map((line) => {
                const choice = choices[line.position];
                const id = `withdrawal-line-${line.position}`;
                return (
                  <div className="field-group" key={line.position} data-testid={id}>
                    <div className="field field-check">
                      <input
                        id={`${id}-selected`}
                        type="checkbox"
                        checked={choice?.selected ?? false}
                        onChange={(event) =>
                          choose(line.position, { selected: event.target.checked })
                        }
                      />
                      <label htmlFor={`${id}-selected`}>
                        {t('withdrawal.returnItem', { name: line.name })}
                      </label>
                    </div>
                    {choice?.selected ? (
                      <>
                        {line.quantity > 1 ? (
                          <div className="field">
                            <label htmlFor={`${id}-quantity`}>
                              {t('withdrawal.quantity', { max: line.quantity })}
                            </label>
                            <select
                              id={`${id}-quantity`}
                              value={choice.quantity}
                              onChange={(event) =>
                                choose(line.position, { quantity: Number(event.target.value) })
                              }
                            >
                              {Array.from({ length: line.quantity }, (_, i) => i + 1).map((n) => (
                                <option key={n} value={n}>
                                  {n}
                                </option>
                              ))}
                            </select>
                          </div>
                        ) : null}
                        <div className="field field-check">
                          <input
                            id={`${id}-unopened`}
                            type="checkbox"
                            checked={choice.unopened}
                            onChange={(event) =>
                              choose(line.position, { unopened: event.target.checked })
                            }
                          />
                          <label htmlFor={`${id}-unopened`}>{t('withdrawal.unopened')}</label>
                        </div>
                      </>
                    ) : null}
                  </div>
                );
              })}
              {itemsError ? (
                <p className="field-error" id="withdrawal-items-error" role="alert">
                  {itemsError}
                </p>
              ) : null}
            </fieldset>
            <div className="form-actions">
              {!own.data ? (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setStep('identify')}
                >
                  {t('withdrawal.back')}
                </button>
              ) : null}
              <SubmitButton
                pending={sending}
                label={t('withdrawal.confirm')}
                pendingLabel={t('withdrawal.confirming')}
              />
            </div>
          </form>
        ) : null}
        {step === 'done' && result ? (
          <Confirmation withdrawal={result.withdrawal} already={result.already} />
        ) : null}
      </div>
    </div>
  );
}
