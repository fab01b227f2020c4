/**
 * "Add to cart" for any screen (SPEC §4, §5, §8): signed out it shows the login notice with a
 * way back; signed in it adds the product and says so, or that it is already in the cart (with
 * the count) or not in stock. The header badge follows through the `Cart` tag.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignedIn } from '../lib/auth-state.ts';
import { cartNoticeOf, useAddCartItemMutation } from '../lib/shop-api.ts';
import { BagIcon } from './icons.tsx';
import { ShopNoticeText, type ShopNotice } from './shop-notice.tsx';

interface AddToCartButtonProps {
  readonly productId: string;
  readonly productName: string;
  readonly inStock?: boolean;
  readonly quantity?: number;
  /** `icon`: a round icon button (cards); `full`: a labelled button. */
  readonly variant?: 'icon' | 'full';
}

export function AddToCartButton({
  productId,
  productName,
  inStock = true,
  quantity = 1,
  variant = 'full',
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const noticeId = useId();
  const [notice, setNotice] = useState<ShopNotice | null>(null);
  const [add, { isLoading }] = useAddCartItemMutation();
  const icon = variant === 'icon';

  const onClick = async () => {
    // The stored sign-in is only readable in the browser, so it is asked at the click.
    if (!isSignedIn()) {
      setNotice({ kind: 'signInRequired', offerGuest: true });
      return;
    }
    setNotice(cartNoticeOf(await add({ addCartItemDto: { productId, quantity } }), productId));
  };

  const label = inStock
    ? t('product.addToCartNamed', { name: productName })
    : t('product.notInStockNamed', { name: productName });
  return (
    <div className="shop-button">
      <button
        type="button"
        className={icon ? 'icon-button action-cart' : 'button button-primary action-cart'}
        onClick={() => void onClick()}
        disabled={!inStock || isLoading}
        aria-busy={isLoading || undefined}
        aria-label={icon ? label : undefined}
        aria-describedby={notice ? noticeId : undefined}
        data-testid="add-to-cart"
      >
        <BagIcon />
        {icon ? null : inStock ? t('product.addToCart') : t('product.notInStock')}
      </button>
      <ShopNoticeText id={noticeId} notice={notice} productName={productName} />
    </div>
  );
}
