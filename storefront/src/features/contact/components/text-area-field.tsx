/** A multi-line text field with the same label, message and ARIA wiring as the shared form fields. */
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../../../components/form/use-form.ts';

export function TextAreaField({
  binding,
  label,
  maxLength,
  rows = 6,
}: {
  binding: FieldBinding<string>;
  label: string;
  maxLength: number;
  rows?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className={binding.error ? 'field field-invalid' : 'field'}>
      <label htmlFor={binding.id}>{label}</label>
      <textarea
        id={binding.id}
        name={binding.name}
        className="field-textarea"
        value={binding.value}
        rows={rows}
        maxLength={maxLength}
        onChange={(event) => binding.onChange(event.target.value)}
        required
        aria-invalid={binding.error ? true : undefined}
        aria-describedby={binding.error ? binding.errorId : undefined}
      />
      {binding.error ? (
        <p id={binding.errorId} className="field-error">
          {t(binding.error)}
        </p>
      ) : null}
    </div>
  );
}
