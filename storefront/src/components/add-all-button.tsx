/** "Add all to cart" for a routine (account routines, skin analysis), with a message that says what was added and what not (and why). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from './route-link.tsx';
import { useAddCartItemMutation } from '../lib/shop-api.ts';
import {
  addAllToCart,
  addResultOf,
  type AddAllOutcome,
  type AddAllProduct,
} from './add-all-to-cart.ts';

export function AddAllButton({
  products,
  testId,
  label,
}: {
  products: readonly AddAllProduct[];
  testId: string;
  /** The button's text when it is not the routines' "add all to cart". */
  label?: string;
}) {
  const { t } = useTranslation('routines');
  const [addToCart] = useAddCartItemMutation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AddAllOutcome | null>(null);
  const list = (names: readonly string[]) => names.join(', ');
  const onClick = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(
        await addAllToCart(products, async (productId) =>
          addResultOf(await addToCart({ addCartItemDto: { productId, quantity: 1 } })),
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  if (products.length === 0) return null;
  return (
    <div className="routine-add-all" data-testid={testId}>
      <button
        type="button"
        className="button button-primary"
        onClick={() => void onClick()}
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid="routine-add-all"
      >
        {busy ? t('addAll.busy') : (label ?? t('addAll.button'))}
      </button>
      <div
        role="status"
        aria-live="polite"
        className="routine-add-all-result"
        data-testid="routine-add-all-result"
      >
        {outcome ? (
          <>
            <p>
              {outcome.added.length > 0
                ? t('addAll.added', { count: outcome.added.length })
                : t('addAll.noneAdded')}
            </p>
            {outcome.alreadyInCart.length > 0 ? (
              <p>{t('addAll.alreadyInCart', { names: list(outcome.alreadyInCart) })}</p>
            ) : null}
            {outcome.outOfStock.length > 0 ? (
              <p data-testid="routine-out-of-stock">
                {t('addAll.outOfStock', { names: list(outcome.outOfStock) })}
              </p>
            ) : null}
            {outcome.unavailable.length > 0 ? (
              <p>{t('addAll.unavailable', { names: list(outcome.unavailable) })}</p>
            ) : null}
            {outcome.failed.length > 0 ? (
              <p className="field-error">{t('addAll.failed', { names: list(outcome.failed) })}</p>
            ) : null}
            {outcome.added.length + outcome.alreadyInCart.length > 0 ? (
              <RouteLink to="cart" className="text-link">
                {t('addAll.toCart')}
              </RouteLink>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
