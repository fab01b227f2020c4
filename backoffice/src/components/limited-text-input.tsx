import { useMemo } from 'react';
import {
  TextInput,
  useTranslate,
  useWrappedSource,
  type TextInputProps,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';

/** Too long for the API's limit: says the limit and the current length (not "too long"). */
export function maxChars(max: number): Validator {
  return (value: unknown) =>
    typeof value === 'string' && value.length > max
      ? { message: 'validation.maxChars', args: { max, count: value.length } }
      : undefined;
}

/**
 * A text field the API limits to `max` characters: a live counter under it ("12 of 200
 * characters", after the field's own help text) and a validator naming the limit. Pass the same
 * `max` as the backend DTO's @MaxLength.
 */
export function LimitedTextInput({
  max,
  helperText,
  validate,
  ...props
}: TextInputProps & { max: number }) {
  const translate = useTranslate();
  const name = useWrappedSource(props.source);
  const value: unknown = useWatch({ name });
  const count = typeof value === 'string' ? value.length : 0;
  const validators = useMemo(
    () => [...(Array.isArray(validate) ? validate : validate ? [validate] : []), maxChars(max)],
    [validate, max],
  );
  const counter = translate('validation.charCount', { count, max });
  return (
    <TextInput
      {...props}
      validate={validators}
      helperText={
        <span data-testid={`counter-${name}`}>
          {typeof helperText === 'string' && helperText ? `${translate(helperText)} · ` : ''}
          {counter}
        </span>
      }
    />
  );
}
