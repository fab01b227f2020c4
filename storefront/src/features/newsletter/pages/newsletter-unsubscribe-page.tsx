/** Landing page of the unsubscribe link of every newsletter mail: one button, no sign-in needed. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import {
  problemCode,
  TOKEN_INVALID,
  useUnsubscribeNewsletterMutation,
} from '../api/newsletter-api.ts';
import '../newsletter.css';

type State = { kind: 'ask' } | { kind: 'done' } | { kind: 'invalid' } | { kind: 'failure' };

export default function NewsletterUnsubscribePage() {
  const { t } = useTranslation('newsletter');
  const { token = '' } = useParams();
  const [unsubscribe, { isLoading }] = useUnsubscribeNewsletterMutation();
  const [state, setState] = useState<State>({ kind: 'ask' });

  const onUnsubscribe = async () => {
    const result = await unsubscribe({ token });
    if (!result.error) setState({ kind: 'done' });
    else
      setState(
        problemCode(result.error) === TOKEN_INVALID ? { kind: 'invalid' } : { kind: 'failure' },
      );
  };

  return (
    <div className="container narrow newsletter-landing">
      <ScreenHeader />
      <div
        className="form-card confirmation"
        data-testid="newsletter-unsubscribe"
        data-state={state.kind}
      >
        <div role="status" aria-live="polite">
          {state.kind === 'done' ? (
            <>
              <h2>{t('unsubscribe.success')}</h2>
              <p>{t('unsubscribe.successText')}</p>
            </>
          ) : null}
          {state.kind === 'invalid' ? (
            <>
              <h2>{t('unsubscribe.invalid')}</h2>
              <p>{t('unsubscribe.invalidText')}</p>
            </>
          ) : null}
          {state.kind === 'failure' ? <p className="field-error">{t('failure')}</p> : null}
        </div>
        {state.kind === 'ask' || state.kind === 'failure' ? (
          <>
            <p>{t('unsubscribe.question')}</p>
            <div className="form-actions">
              <button
                type="button"
                className="button button-primary"
                disabled={isLoading}
                aria-busy={isLoading || undefined}
                onClick={() => void onUnsubscribe()}
              >
                {isLoading ? t('unsubscribe.submitting') : t('unsubscribe.submit')}
              </button>
              <RouteLink to="home" className="form-link">
                {t('unsubscribe.keep')}
              </RouteLink>
            </div>
          </>
        ) : (
          <div className="form-actions">
            <RouteLink to="home" className="form-link">
              {t('backHome')}
            </RouteLink>
          </div>
        )}
      </div>
    </div>
  );
}
