/** The cart's lines: image, name, size, unit price, a quantity stepper, remove; lines out of stock are marked. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';
import { Price } from '../../../components/price.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import {
  errorCodeOf,
  useRemoveCartItemMutation,
  useUpdateCartItemMutation,
  type CartLine,
} from '../../../lib/shop-api.ts';
import { useSizeText } from '../../../lib/product-words.ts';

const maxQuantity = 99;

function Line({ line, editable }: { line: CartLine; editable: boolean }) {
  const { t } = useTranslation('cart');
  const sizeText = useSizeText();
  const [updateItem, updating] = useUpdateCartItemMutation();
  const [removeItem, removing] = useRemoveCartItemMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = updating.isLoading || removing.isLoading;

  const setQuantity = async (quantity: number) => {
    setProblem(null);
    const result = await updateItem({ productId: line.productId, updateCartItemDto: { quantity } });
    if (result.error)
      setProblem(
        errorCodeOf(result.error) === 'CART_OUT_OF_STOCK'
          ? t('line.notEnoughStock')
          : t('line.failed'),
      );
  };
  const remove = async () => {
    setProblem(null);
    const result = await removeItem({ productId: line.productId });
    if (result.error) setProblem(t('line.failed'));
  };

  return (
    <li
      className={line.inStock ? 'cart-line' : 'cart-line cart-line-out-of-stock'}
      data-testid="cart-line"
      data-product-id={line.productId}
      data-in-stock={line.inStock}
    >
      <div className="cart-line-media">
        {line.image ? <ApiImage src={line.image} alt="" sizes="6rem" /> : null}
      </div>
      <div className="cart-line-info">
        <RouteLink to="product" params={{ slug: line.slug }} className="cart-line-name">
          {line.name}
        </RouteLink>
        {line.size ? <span className="meta-note">{sizeText(line.size)}</span> : null}
        <span className="meta-note">
          {t('line.unitPrice')} <Price cents={line.unitPriceCents} />
        </span>
        {line.inStock ? null : (
          <p className="cart-line-stock" data-testid="out-of-stock">
            {t('line.outOfStock')}
          </p>
        )}
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="cart-line-quantity">
        {editable ? (
          <div
            className="quantity-stepper"
            role="group"
            aria-label={t('line.quantityOf', { name: line.name })}
          >
            <button
              type="button"
              onClick={() => void setQuantity(line.quantity - 1)}
              disabled={busy || line.quantity <= 1}
              aria-label={t('line.decrease', { name: line.name })}
              data-testid="quantity-decrease"
            >
              −
            </button>
            <output aria-live="polite" data-testid="quantity">
              {line.quantity}
            </output>
            <button
              type="button"
              onClick={() => void setQuantity(line.quantity + 1)}
              disabled={busy || !line.inStock || line.quantity >= maxQuantity}
              aria-label={t('line.increase', { name: line.name })}
              data-testid="quantity-increase"
            >
              +
            </button>
          </div>
        ) : (
          <span className="meta-note">{t('line.quantity', { count: line.quantity })}</span>
        )}
        {editable ? (
          <button
            type="button"
            className="text-button"
            onClick={() => void remove()}
            disabled={busy}
            data-testid="remove-line"
          >
            {t('line.remove')}
            <span className="sr-only"> {line.name}</span>
          </button>
        ) : null}
      </div>
      <div className="cart-line-total">
        <Price cents={line.lineTotalCents} />
      </div>
    </li>
  );
}

export function CartLines({
  lines,
  editable = true,
}: {
  lines: readonly CartLine[];
  editable?: boolean;
}) {
  return (
    <ul className="cart-lines" data-testid="cart-lines">
      {lines.map((line) => (
        <Line key={line.productId} line={line} editable={editable} />
      ))}
    </ul>
  );
}
