/**
 * The add-to-cart and favourite buttons of product cards and the product page. Both need a
 * sign-in (SPEC §5): without one they show the SPEC §8 notice with a link to login that
 * comes back here. What they do for a signed-in customer is the shopping feature's: it
 * provides `ShopActionsContext` (`shop-actions-context.ts`, composed in `app/`), and these
 * buttons stay the one place the actions are offered.
 */
import { useContext, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../lib/api-types.ts';
import { isAccountSignedIn, isSignedIn } from '../lib/auth-state.ts';
import { BagIcon, HeartIcon } from './icons.tsx';
import { ShopActionsContext } from './shop-actions-context.ts';
import { SignInOptions } from './sign-in-options.tsx';
import './shop-ui.css';

// The seam lives in its own module; re-exported for the modules that import it from here.
export { ShopActionsContext, type ShopActions } from './shop-actions-context.ts';

interface ProductActionsProps {
  readonly product: ProductSummary;
  /** `card`: icon buttons under a product card; `page`: the product page's full-width buttons. */
  readonly variant: 'card' | 'page';
  /** Shown instead of the disabled cart button while the product is out of stock (the product page's back-in-stock form). */
  readonly outOfStock?: ReactNode;
}

export function ProductActions({ product, variant, outOfStock }: ProductActionsProps) {
  const { t } = useTranslation();
  const actions = useContext(ShopActionsContext);
  const noticeId = useId();
  /** Which button asked for a sign-in: the cart also offers the guest checkout. */
  const [needsSignIn, setNeedsSignIn] = useState<false | 'cart' | 'favourite'>(false);
  const favourite = actions?.isFavourite(product.id) ?? false;
  const card = variant === 'card';

  /** The stored sign-in is only readable in the browser, so it is asked at the click. */
  const addToCart = () => {
    if (isSignedIn()) void actions?.addToCart(product, 1);
    else setNeedsSignIn('cart');
  };
  const toggleFavourite = () => {
    // A guest checkout session has no favourites.
    if (isAccountSignedIn()) void actions?.toggleFavourite(product);
    else setNeedsSignIn('favourite');
  };

  const cartLabel = product.inStock
    ? t('product.addToCartNamed', { name: product.name })
    : t('product.notInStockNamed', { name: product.name });
  const favouriteLabel = t(
    favourite ? 'product.removeFavouriteNamed' : 'product.addFavouriteNamed',
    { name: product.name },
  );
  return (
    <div className={`product-actions product-actions-${variant}`}>
      {!product.inStock && outOfStock ? (
        outOfStock
      ) : (
        <button
          type="button"
          className={card ? 'icon-button action-cart' : 'button button-primary action-cart'}
          onClick={addToCart}
          disabled={!product.inStock}
          aria-label={card ? cartLabel : undefined}
          aria-describedby={needsSignIn ? noticeId : undefined}
          data-action="add-to-cart"
        >
          <BagIcon />
          {card ? null : product.inStock ? t('product.addToCart') : t('product.notInStock')}
        </button>
      )}
      <button
        type="button"
        className={
          card ? 'icon-button action-favourite' : 'button button-secondary action-favourite'
        }
        onClick={toggleFavourite}
        aria-pressed={favourite}
        aria-label={card ? favouriteLabel : undefined}
        aria-describedby={needsSignIn ? noticeId : undefined}
        data-action="favourite"
      >
        <HeartIcon />
        {card ? null : t(favourite ? 'product.removeFavourite' : 'product.addFavourite')}
      </button>
      <p
        id={noticeId}
        className="sign-in-notice"
        role="status"
        data-notice={needsSignIn ? 'sign-in-required' : undefined}
      >
        {needsSignIn ? <SignInOptions offerGuest={needsSignIn === 'cart'} /> : null}
      </p>
    </div>
  );
}
