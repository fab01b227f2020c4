/** Landing page of the confirmation link (double opt-in): confirms once on arrival and says how it went (SPEC §8). */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { problemCode, TOKEN_INVALID, useConfirmNewsletterMutation } from '../api/newsletter-api.ts';
import '../newsletter.css';

/** The links carry 43-character base64url tokens; anything else cannot be one (no call for it). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{40,200}$/;

type State =
  | { kind: 'pending' }
  | { kind: 'confirmed'; unsubscribeToken: string | null }
  | { kind: 'already-confirmed'; unsubscribeToken: string | null }
  | { kind: 'invalid' }
  | { kind: 'failure' };

export default function NewsletterConfirmPage() {
  const { t } = useTranslation('newsletter');
  const { token = '' } = useParams();
  const [confirm] = useConfirmNewsletterMutation();
  const [state, setState] = useState<State>({ kind: 'pending' });
  const started = useRef(false);

  const run = async () => {
    if (!TOKEN_SHAPE.test(token)) {
      setState({ kind: 'invalid' });
      return;
    }
    setState({ kind: 'pending' });
    const result = await confirm({ token });
    if (!result.error)
      setState({
        // A second click on the used link (a mail client's preview, another device).
        kind: result.data.alreadyConfirmed ? 'already-confirmed' : 'confirmed',
        unsubscribeToken: result.data.unsubscribeToken ?? null,
      });
    else
      setState(
        problemCode(result.error) === TOKEN_INVALID ? { kind: 'invalid' } : { kind: 'failure' },
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
    <div className="container narrow newsletter-landing">
      <ScreenHeader />
      <div
        className="form-card confirmation"
        role="status"
        aria-live="polite"
        data-testid="newsletter-confirm"
        data-state={state.kind}
      >
        {state.kind === 'pending' ? <p>{t('confirm.pending')}</p> : null}
        {state.kind === 'confirmed' || state.kind === 'already-confirmed' ? (
          <>
            <h2>{t(state.kind === 'confirmed' ? 'confirm.success' : 'confirm.already')}</h2>
            <p>{t(state.kind === 'confirmed' ? 'confirm.successText' : 'confirm.alreadyText')}</p>
            <div className="form-actions">
              <RouteLink to="products" className="button button-primary">
                {t('confirm.shop')}
              </RouteLink>
              {state.unsubscribeToken ? (
                <RouteLink
                  to="newsletterUnsubscribe"
                  params={{ token: state.unsubscribeToken }}
                  className="form-link"
                  data-testid="newsletter-unsubscribe-link"
                >
                  {t('confirm.unsubscribe')}
                </RouteLink>
              ) : null}
            </div>
          </>
        ) : null}
        {state.kind === 'invalid' ? (
          <>
            <h2>{t('confirm.invalid')}</h2>
            <p>{t('confirm.invalidText')}</p>
          </>
        ) : null}
        {state.kind === 'failure' ? (
          <>
            <h2>{t('failure')}</h2>
            <div className="form-actions">
              <button type="button" className="button button-secondary" onClick={() => void run()}>
                {t('retry')}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
