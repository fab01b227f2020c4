/** Cart area (SPEC §2, §4): cart, then delivery, then payment, then the success page, with a stepper. */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RouteLink } from '../../../components/route-link.tsx';
import { useCurrentScreen } from '../../../lib/route-hooks.ts';
import { CheckoutAttempt, stepStates, type CheckoutStep } from '../cart-state.ts';
import { initialDraft, type CheckoutContext, type CheckoutDraft } from '../hooks/use-checkout.ts';
import '../cart.css';

const stepRoutes = { summary: 'cartSummary', delivery: 'cartDelivery' } as const;

function Stepper({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('cart');
  return (
    <nav
      className="checkout-steps"
      aria-label={t('steps.label')}
      data-testid="checkout-steps"
      data-step={current}
    >
      <ol>
        {stepStates(current).map(({ step, state }, index) => {
          const label = (
            <>
              <span className="checkout-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{t(`steps.${step}`)}</span>
              {state === 'done' ? <span className="sr-only">{t('steps.doneSuffix')}</span> : null}
            </>
          );
          const link =
            state === 'done' && current !== 'done' && (step === 'summary' || step === 'delivery');
          return (
            <li
              key={step}
              className={`checkout-step checkout-step-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {link ? <RouteLink to={stepRoutes[step]}>{label}</RouteLink> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export default function CartLayout() {
  const { t } = useTranslation('cart');
  const screen = useCurrentScreen();
  const [draft, setDraft] = useState<CheckoutDraft>(initialDraft);
  const attempt = useRef(new CheckoutAttempt()).current;
  const update = useCallback(
    (change: Partial<CheckoutDraft>) => setDraft((current) => ({ ...current, ...change })),
    [],
  );
  const context = useMemo<CheckoutContext>(
    () => ({ draft, update, attempt }),
    [draft, update, attempt],
  );
  const current: CheckoutStep =
    screen.name === 'cartSuccess'
      ? 'done'
      : screen.name === 'cartDelivery'
        ? draft.phase
        : 'summary';
  return (
    <div className="container area">
      <header className="screen-header">
        <h1>{t('title')}</h1>
      </header>
      <Stepper current={current} />
      <Outlet context={context} />
    </div>
  );
}
