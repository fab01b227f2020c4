/**
 * Landing page of an e-mail change link (the confirm link mailed to the new address, or the undo
 * link mailed to the old one): uses the token once on arrival and says how it went.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import {
  EMAIL_CHANGE_TOKEN_INVALID,
  useConfirmEmailChangeMutation,
  useUndoEmailChangeMutation,
} from '../api/account-api.ts';

/** The links carry 43-character base64url tokens; anything else cannot be one (no call for it). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{40,200}$/;

type State =
  { kind: 'pending' } | { kind: 'done'; email: string } | { kind: 'invalid' } | { kind: 'failure' };

function problemCode(error: unknown): string | undefined {
  const data = (error as { data?: { code?: unknown } } | null)?.data;
  return typeof data?.code === 'string' ? data.code : undefined;
}

export function EmailChangeLanding({ mode }: { mode: 'confirm' | 'undo' }) {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const [confirm] = useConfirmEmailChangeMutation();
  const [undo] = useUndoEmailChangeMutation();
  const [state, setState] = useState<State>({ kind: 'pending' });
  const started = useRef(false);
  const texts = `emailChange.${mode}` as const;

  const run = async () => {
    if (!TOKEN_SHAPE.test(token)) {
      setState({ kind: 'invalid' });
      return;
    }
    setState({ kind: 'pending' });
    const result = mode === 'confirm' ? await confirm({ token }) : await undo({ token });
    if (!result.error) setState({ kind: 'done', email: result.data.email });
    else
      setState(
        problemCode(result.error) === EMAIL_CHANGE_TOKEN_INVALID
          ? { kind: 'invalid' }
          : { kind: 'failure' },
      );
  };

  useEffect(() => {
    // The token works once: never send it twice (React may run effects twice in development).
    if (started.current) return;
    started.current = true;
    void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="container narrow">
      <ScreenHeader />
      <div
        className="form-card confirmation"
        role="status"
        aria-live="polite"
        data-testid={`email-change-${mode}`}
        data-state={state.kind}
      >
        {state.kind === 'pending' ? <p>{t(`${texts}.pending`)}</p> : null}
        {state.kind === 'done' ? (
          <>
            <h2>{t(`${texts}.success`)}</h2>
            <p>{t(`${texts}.successText`, { email: state.email })}</p>
            <div className="form-actions">
              {mode === 'confirm' ? (
                <RouteLink to="accountDetails" className="button button-primary">
                  {t('emailChange.confirm.account')}
                </RouteLink>
              ) : (
                <RouteLink to="forgotPassword" className="button button-primary">
                  {t('emailChange.undo.newPassword')}
                </RouteLink>
              )}
            </div>
          </>
        ) : null}
        {state.kind === 'invalid' ? (
          <>
            <h2>{t(`${texts}.invalid`)}</h2>
            <p>{t(`${texts}.invalidText`)}</p>
          </>
        ) : null}
        {state.kind === 'failure' ? (
          <>
            <h2>{t(`${texts}.failure`)}</h2>
            <div className="form-actions">
              <button type="button" className="button button-secondary" onClick={() => void run()}>
                {t(`${texts}.retry`)}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
