/** "Saved" confirmations of the account forms (SPEC §4: password and email updates show confirmations). */
import { useCallback, useMemo, useState } from 'react';
import { CheckIcon } from '../../../components/icons.tsx';

export function useSavedMessage() {
  const [message, setMessage] = useState<string | null>(null);
  const hide = useCallback(() => setMessage(null), []);
  return useMemo(() => ({ message, show: setMessage, hide }), [message, hide]);
}

/** A polite live region that is always there, so the confirmation is announced when it appears. */
export function SavedMessage({ message }: { message: string | null }) {
  return (
    <p className="form-saved" role="status">
      {message ? (
        <>
          <CheckIcon />
          <span>{message}</span>
        </>
      ) : null}
    </p>
  );
}
