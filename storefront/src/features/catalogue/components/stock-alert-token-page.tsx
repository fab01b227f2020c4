/**
 * Landing pages of the back-in-stock mails: the confirmation link (double opt-in) and the withdraw
 * link. Each uses its token once on arrival and says how it went.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RouteLink } from '../../../components/route-link.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import {
  problemCodeOf,
  STOCK_ALERT_TOKEN_INVALID,
  useConfirmStockAlertMutation,
  useWithdrawStockAlertMutation,
} from '../api/stock-alerts-api.ts';

/** The links carry 43-character base64url tokens; anything else cannot be one (no call for it). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{40,200}$/;

type State =
  | { kind: 'pending' }
  | { kind: 'done'; productName: string | null; productSlug: string | null }
  | { kind: 'invalid' }
  | { kind: 'failure' };

export function StockAlertTokenPage({ mode }: { mode: 'confirm' | 'withdraw' }) {
  const { t } = useTranslation('catalogue');
  const { token = '' } = useParams();
  const [confirm] = useConfirmStockAlertMutation();
  const [withdraw] = useWithdrawStockAlertMutation();
  const [state, setState] = useState<State>({ kind: 'pending' });
  const started = useRef(false);

  const run = async () => {
    if (!TOKEN_SHAPE.test(token)) {
      setState({ kind: 'invalid' });
      return;
    }
    setState({ kind: 'pending' });
    const body = { token };
    const result = mode === 'confirm' ? await confirm(body) : await withdraw(body);
    if (!result.error)
      setState({
        kind: 'done',
        productName: result.data.productName ?? null,
        productSlug: result.data.productSlug ?? null,
      });
    else
      setState(
        problemCodeOf(result.error) === STOCK_ALERT_TOKEN_INVALID
          ? { kind: 'invalid' }
          : { kind: 'failure' },
      );
  };

  useEffect(() => {
    // The token is used on arrival: never send it twice (React may run effects twice in development).
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
        data-testid="stock-alert-landing"
        data-state={state.kind}
      >
        {state.kind === 'pending' ? <p>{t('stockAlert.landing.pending')}</p> : null}
        {state.kind === 'done' ? (
          <>
            <h2>{t(`stockAlert.landing.${mode}.title`)}</h2>
            <p>
              {t(`stockAlert.landing.${mode}.text`, {
                name: state.productName ?? t('stockAlert.landing.thisProduct'),
              })}
            </p>
            <div className="form-actions">
              {state.productSlug ? (
                <RouteLink
                  to="product"
                  params={{ slug: state.productSlug }}
                  className="button button-primary"
                >
                  {t('stockAlert.landing.toProduct')}
                </RouteLink>
              ) : (
                <RouteLink to="products" className="button button-primary">
                  {t('stockAlert.landing.shop')}
                </RouteLink>
              )}
            </div>
          </>
        ) : null}
        {state.kind === 'invalid' ? (
          <>
            <h2>{t('stockAlert.landing.invalid')}</h2>
            <p>{t('stockAlert.landing.invalidText')}</p>
          </>
        ) : null}
        {state.kind === 'failure' ? (
          <>
            <h2>{t('stockAlert.failure')}</h2>
            <div className="form-actions">
              <button type="button" className="button button-secondary" onClick={() => void run()}>
                {t('stockAlert.landing.retry')}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
