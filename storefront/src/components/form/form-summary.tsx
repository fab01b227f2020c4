/**
 * The summary at the top of a form (SPEC §5, §8): "at least one field is empty" or another
 * sentence, with links to the fields that need attention. It is an alert region and gets the
 * focus after a failed submit.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldsSummaryKey, type FormFailure } from '../../lib/form-failure.ts';
import { fieldMessages, type FieldErrors } from '../../lib/validation.ts';
import type { FormApi, FormValues } from './use-form.ts';

function useFailureTitle(): (failure: FormFailure, errors: FieldErrors) => string {
  const { t } = useTranslation();
  return (failure, errors) => {
    switch (failure.kind) {
      case 'fields':
        return t(`formErrors.${fieldsSummaryKey(errors)}`);
      case 'invalidCredentials':
        return t('formErrors.invalidCredentials');
      case 'tooManyAttempts': {
        const seconds = failure.retryAfterSeconds;
        if (seconds === null || seconds <= 0) return t('formErrors.tooManyAttemptsLater');
        const wait =
          seconds < 60
            ? t('formErrors.waitSeconds', { count: seconds })
            : t('formErrors.waitMinutes', { count: Math.ceil(seconds / 60) });
        return t('formErrors.tooManyAttempts', { wait });
      }
      case 'unavailable':
        return t('formErrors.unavailable');
      case 'unknown':
        return t('formErrors.unknown');
    }
  };
}

export function FormSummary<V extends FormValues>({
  form,
  labels,
  messageValues = {},
}: {
  form: FormApi<V>;
  labels: Readonly<Record<keyof V & string, string>>;
  /** Values of a field's message, e.g. `{ postalCode: { example: '1000' } }`. */
  messageValues?: Partial<Record<keyof V & string, Readonly<Record<string, string>>>>;
}) {
  const { t } = useTranslation();
  const title = useFailureTitle();
  const { failure, errors } = form;
  const fieldItems = (Object.keys(labels) as (keyof V & string)[]).flatMap((name) => {
    const key = errors[name];
    return key ? [{ name, key }] : [];
  });
  const otherKeys = failure?.kind === 'fields' ? failure.other : [];
  // Only problems of no field (e.g. an expired reset link): the first one is the sentence.
  const lead = fieldItems.length === 0 ? otherKeys[0] : undefined;
  const other = lead ? otherKeys.slice(1) : otherKeys;
  // Field problems all fixed: nothing left to sum up.
  const visible =
    failure !== null &&
    (failure.kind !== 'fields' || fieldItems.length > 0 || otherKeys.length > 0);

  const focusField = (name: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const input = document.getElementById(form.idOf(name));
    if (!input) return;
    event.preventDefault();
    input.focus();
    input.scrollIntoView({ block: 'center' });
  };

  return (
    <div ref={form.summaryRef} tabIndex={-1} role="alert" className="form-summary">
      {visible ? (
        <>
          <p className="form-summary-title">{lead ? t(lead) : title(failure, errors)}</p>
          {fieldItems.length > 0 || other.length > 0 ? (
            <ul>
              {fieldItems.map(({ name, key }) => (
                <li key={name}>
                  <a href={`#${form.idOf(name)}`} onClick={focusField(name)}>
                    {t('formErrors.fieldProblem', {
                      field: labels[name],
                      message: fieldMessages(key, form.values[name])
                        .map((k) => t(k, messageValues[name]))
                        .join(' '),
                    })}
                  </a>
                </li>
              ))}
              {other.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
