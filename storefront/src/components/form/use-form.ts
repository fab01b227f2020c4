/**
 * State of one form (SPEC §5): values, client rules before sending, server problems mapped
 * onto the fields, one summary, and the sending flag.
 *
 * - The values are never cleared by an error; `update` clears what the caller chooses (the
 *   password fields after a success).
 * - Client rules run on submit, and after the first attempt on every change, so a fixed field
 *   loses its message at once. A server message stays until its field is edited.
 * - After a failed submit the summary gets focus (`summaryRef`, see `form-summary.tsx`).
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FormFailure } from '../../lib/form-failure.ts';
import { hasErrors, type FieldErrors, type ValidationKey } from '../../lib/validation.ts';

export type FormValues = Record<string, string | boolean>;

/** What a field component needs: ids, value, message, change handler. */
export interface FieldBinding<T extends string | boolean = string> {
  readonly id: string;
  readonly name: string;
  readonly value: T;
  readonly error: ValidationKey | undefined;
  /** Id of the element holding the message (present only while there is one). */
  readonly errorId: string;
  readonly onChange: (value: T) => void;
}

/** A submit handler answers null on success, or what went wrong. */
export type SubmitHandler<V> = (values: V) => Promise<FormFailure | null>;

export interface FormApi<V extends FormValues> {
  readonly values: V;
  readonly errors: FieldErrors<keyof V & string>;
  readonly failure: FormFailure | null;
  readonly pending: boolean;
  readonly summaryRef: React.RefObject<HTMLDivElement | null>;
  idOf(name: keyof V & string): string;
  field<K extends keyof V & string>(name: K): FieldBinding<V[K] extends boolean ? boolean : string>;
  /** Sets values without validating (e.g. clears the password fields after a success). */
  update(values: Partial<V>): void;
  onSubmit(handler: SubmitHandler<V>): (event: FormEvent<HTMLFormElement>) => void;
}

export function useForm<V extends FormValues>({
  initialValues,
  validate,
}: {
  initialValues: V;
  validate: (values: V) => FieldErrors<keyof V & string>;
}): FormApi<V> {
  const prefix = useId();
  const [values, setValues] = useState<V>(initialValues);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [pending, setPending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);

  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);

  const errors = { ...serverErrors, ...clientErrors } as FieldErrors<keyof V & string>;
  const idOf = useCallback((name: string) => `${prefix}${name}`, [prefix]);

  function change(name: keyof V & string, value: string | boolean): void {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setClientErrors(validate(next));
    if (serverErrors[name]) {
      setServerErrors((current) => {
        const { [name]: _edited, ...rest } = current;
        return rest;
      });
    }
  }

  function fail(next: FormFailure): void {
    setFailure(next);
    setFocusRequest((n) => n + 1);
  }

  return {
    values,
    errors,
    failure,
    pending,
    summaryRef,
    idOf,
    field(name) {
      const id = idOf(name);
      return {
        id,
        name,
        value: values[name] as never,
        error: errors[name],
        errorId: `${id}-error`,
        onChange: (value) => change(name, value),
      };
    },
    update(partial) {
      setValues((current) => ({ ...current, ...partial }));
    },
    onSubmit(handler) {
      return (event) => {
        event.preventDefault();
        if (sending.current) return;
        setAttempted(true);
        const found = validate(values);
        setClientErrors(found);
        setServerErrors({});
        if (hasErrors(found)) {
          fail({ kind: 'fields', fieldErrors: found, other: [] });
          return;
        }
        setFailure(null);
        sending.current = true;
        setPending(true);
        void handler(values)
          .catch((): FormFailure => ({ kind: 'unknown' }))
          .then((result) => {
            sending.current = false;
            setPending(false);
            if (!result) {
              setAttempted(false);
              return;
            }
            if (result.kind === 'fields') setServerErrors(result.fieldErrors);
            fail(result);
          });
      };
    },
  };
}
