/**
 * Form controls with their label, optional hint and message: `aria-invalid` and
 * `aria-describedby` point at the message, so assistive technology reads it with the field.
 */
import type { HTMLInputAutoCompleteAttribute, ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessages } from '../../lib/validation.ts';
import { RouteLink } from '../route-link.tsx';
import type { FieldBinding } from './use-form.ts';

function describedBy(...ids: (string | undefined | false)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** Values a field's message is written with, e.g. `{ example: '1000' }` for "for example {{example}}". */
export type MessageValues = Readonly<Record<string, string>>;

function FieldMessage({
  binding,
  values,
}: {
  binding: FieldBinding<string> | FieldBinding<boolean>;
  values?: MessageValues | undefined;
}) {
  const { t } = useTranslation();
  if (!binding.error) return null;
  const messages = fieldMessages(binding.error, binding.value);
  if (messages.length === 1)
    return (
      <p id={binding.errorId} className="field-error">
        {t(messages[0]!, values)}
      </p>
    );
  return (
    <div id={binding.errorId} className="field-errors">
      {messages.map((key) => (
        <p key={key} className="field-error">
          {t(key, values)}
        </p>
      ))}
    </div>
  );
}

function OptionalMark({ optional }: { optional: boolean }) {
  const { t } = useTranslation();
  return optional ? <span className="field-optional"> ({t('fields.optional')})</span> : null;
}

interface TextFieldProps {
  readonly binding: FieldBinding<string>;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'password' | 'date';
  readonly autoComplete: HTMLInputAutoCompleteAttribute;
  readonly optional?: boolean;
  readonly hint?: ReactNode;
  /** Id of more help below the field (e.g. the password rules). */
  readonly helpId?: string;
  readonly children?: ReactNode;
  readonly maxLength?: number;
  /** Values of the message, e.g. the country's example postcode. */
  readonly messageValues?: MessageValues | undefined;
}

export function TextField({
  binding,
  label,
  type = 'text',
  autoComplete,
  optional = false,
  hint,
  helpId,
  children,
  maxLength,
  messageValues,
}: TextFieldProps) {
  const hintId = hint ? `${binding.id}-hint` : undefined;
  return (
    <div className={binding.error ? 'field field-invalid' : 'field'}>
      <label htmlFor={binding.id}>
        {label}
        <OptionalMark optional={optional} />
      </label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={binding.id}
        name={binding.name}
        type={type}
        value={binding.value}
        onChange={(event) => binding.onChange(event.target.value)}
        autoComplete={autoComplete}
        required={!optional}
        maxLength={maxLength}
        spellCheck={type === 'email' || type === 'password' ? false : undefined}
        autoCapitalize={type === 'email' || type === 'password' ? 'none' : undefined}
        aria-invalid={binding.error ? true : undefined}
        aria-describedby={describedBy(hintId, helpId, binding.error && binding.errorId)}
      />
      <FieldMessage binding={binding} values={messageValues} />
      {children}
    </div>
  );
}

export interface SelectOptionGroup {
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

export function SelectField({
  binding,
  label,
  groups,
  autoComplete,
}: {
  binding: FieldBinding<string>;
  label: string;
  groups: readonly SelectOptionGroup[];
  autoComplete: HTMLInputAutoCompleteAttribute;
}) {
  return (
    <div className={binding.error ? 'field field-invalid' : 'field'}>
      <label htmlFor={binding.id}>{label}</label>
      <select
        id={binding.id}
        name={binding.name}
        value={binding.value}
        onChange={(event) => binding.onChange(event.target.value)}
        autoComplete={autoComplete}
        required
        aria-invalid={binding.error ? true : undefined}
        aria-describedby={binding.error ? binding.errorId : undefined}
      >
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldMessage binding={binding} />
    </div>
  );
}

export function RadioGroup({
  binding,
  legend,
  options,
  optional = false,
}: {
  binding: FieldBinding<string>;
  legend: string;
  options: readonly { readonly value: string; readonly label: string }[];
  optional?: boolean;
}) {
  return (
    <fieldset className={binding.error ? 'field field-choice field-invalid' : 'field field-choice'}>
      <legend>
        {legend}
        <OptionalMark optional={optional} />
      </legend>
      <div className="choice-row">
        {options.map((option, index) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              // The first option carries the field's id: the summary's link focuses it.
              id={index === 0 ? binding.id : `${binding.id}-${option.value || 'none'}`}
              name={binding.name}
              value={option.value}
              checked={binding.value === option.value}
              onChange={() => binding.onChange(option.value)}
              aria-invalid={binding.error ? true : undefined}
              aria-describedby={binding.error ? binding.errorId : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage binding={binding} />
    </fieldset>
  );
}

export function CheckboxField({
  binding,
  label,
  hint,
  required = false,
}: {
  binding: FieldBinding<boolean>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}) {
  const hintId = hint ? `${binding.id}-hint` : undefined;
  return (
    <div className={binding.error ? 'field field-check field-invalid' : 'field field-check'}>
      <input
        id={binding.id}
        name={binding.name}
        type="checkbox"
        checked={binding.value}
        onChange={(event) => binding.onChange(event.target.checked)}
        required={required}
        aria-invalid={binding.error ? true : undefined}
        aria-describedby={describedBy(hintId, binding.error && binding.errorId)}
      />
      <div>
        <label htmlFor={binding.id}>{label}</label>
        {hint ? (
          <p id={hintId} className="field-hint">
            {hint}
          </p>
        ) : null}
        <FieldMessage binding={binding} />
      </div>
    </div>
  );
}

/** The submit button: disabled while sending, with its own text for that moment. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      className="button button-primary form-submit"
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/**
 * The required privacy consent of a form. `text` writes the form's own sentence around the link to
 * the privacy policy (e.g. `<Trans i18nKey="form.privacy" components={{ policy }} />`); the link
 * opens the policy in a new tab and says so to screen readers.
 */
export function PrivacyConsentField({
  binding,
  text,
}: {
  binding: FieldBinding<boolean>;
  text: (policy: ReactElement) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CheckboxField
      binding={binding}
      required
      label={
        <>
          {text(<RouteLink to="privacy" target="_blank" rel="noopener" />)}
          <span className="sr-only"> ({t('fields.opensInNewTab')})</span>
        </>
      }
    />
  );
}

/**
 * A field people never see or reach with the keyboard (a honeypot): a bot that fills in every
 * input gives itself away, and the server drops its submission.
 */
export function HoneypotField({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
