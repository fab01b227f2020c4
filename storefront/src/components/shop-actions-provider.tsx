/**
 * Fills the {@link ShopActionsContext} seam of the product cards and the product page with the
 * signed-in customer's cart and favourites, and shows what happened in one polite notice at
 * the bottom of the screen (added, already in the cart with the count, not in stock).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../lib/api-types.ts';
import {
  cartNoticeOf,
  useAddFavouriteMutation,
  useAddCartItemMutation,
  useRemoveFavouriteMutation,
} from '../lib/shop-api.ts';
import { useFavouriteIds } from '../lib/use-shop-session.ts';
import { ShopActionsContext, type ShopActions } from './shop-actions-context.ts';
import { ShopNoticeText, type ShopNotice } from './shop-notice.tsx';

export function ShopActionsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [addToCart] = useAddCartItemMutation();
  const [addFavourite] = useAddFavouriteMutation();
  const [removeFavourite] = useRemoveFavouriteMutation();
  const favouriteIds = useFavouriteIds();
  const [shown, setShown] = useState<{ notice: ShopNotice; name: string } | null>(null);

  const actions = useMemo<ShopActions>(
    () => ({
      async addToCart(product: ProductSummary, quantity: number) {
        const notice = cartNoticeOf(
          await addToCart({ addCartItemDto: { productId: product.id, quantity } }),
          product.id,
        );
        setShown({ notice, name: product.name });
      },
      async toggleFavourite(product: ProductSummary) {
        const favourite = favouriteIds.includes(product.id);
        const result = favourite
          ? await removeFavourite({ productId: product.id })
          : await addFavourite({ productId: product.id });
        setShown({
          notice: result.error
            ? { kind: 'failed' }
            : { kind: favourite ? 'favouriteRemoved' : 'favouriteAdded' },
          name: product.name,
        });
      },
      isFavourite: (productId: string) => favouriteIds.includes(productId),
    }),
    [addToCart, addFavourite, removeFavourite, favouriteIds],
  );

  return (
    <ShopActionsContext.Provider value={actions}>
      {children}
      <div className={shown ? 'shop-toast shop-toast-open' : 'shop-toast'} data-testid="shop-toast">
        <ShopNoticeText notice={shown?.notice ?? null} productName={shown?.name ?? ''} />
        {shown ? (
          <button
            type="button"
            className="shop-toast-close"
            onClick={() => setShown(null)}
            aria-label={t('shop.closeNotice')}
          >
            ×
          </button>
        ) : null}
      </div>
    </ShopActionsContext.Provider>
  );
}
