/**
 * Save or remove a favourite from any screen (SPEC §5, §8): signed out it shows the login
 * notice with a way back; signed in it toggles the favourite (tag `Favourites`).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAccountSignedIn } from '../lib/auth-state.ts';
import { useAddFavouriteMutation, useRemoveFavouriteMutation } from '../lib/shop-api.ts';
import { useFavouriteIds } from '../lib/use-shop-session.ts';
import { HeartIcon } from './icons.tsx';
import { ShopNoticeText, type ShopNotice } from './shop-notice.tsx';

export function FavouriteButton({
  productId,
  productName,
  variant = 'full',
}: {
  productId: string;
  productName: string;
  variant?: 'icon' | 'full';
}) {
  const { t } = useTranslation();
  const noticeId = useId();
  const [notice, setNotice] = useState<ShopNotice | null>(null);
  const favourite = useFavouriteIds().includes(productId);
  const [addFavourite, adding] = useAddFavouriteMutation();
  const [removeFavourite, removing] = useRemoveFavouriteMutation();
  const busy = adding.isLoading || removing.isLoading;
  const icon = variant === 'icon';

  const onClick = async () => {
    // A guest checkout session has no favourites: it is asked to sign in like a visitor.
    if (!isAccountSignedIn()) {
      setNotice({ kind: 'signInRequired' });
      return;
    }
    const result = favourite
      ? await removeFavourite({ productId })
      : await addFavourite({ productId });
    setNotice(
      result.error
        ? { kind: 'failed' }
        : { kind: favourite ? 'favouriteRemoved' : 'favouriteAdded' },
    );
  };

  const label = t(favourite ? 'product.removeFavouriteNamed' : 'product.addFavouriteNamed', {
    name: productName,
  });
  return (
    <div className="shop-button">
      <button
        type="button"
        className={
          icon ? 'icon-button action-favourite' : 'button button-secondary action-favourite'
        }
        onClick={() => void onClick()}
        disabled={busy}
        aria-pressed={favourite}
        aria-label={icon ? label : undefined}
        aria-describedby={notice ? noticeId : undefined}
        data-testid="favourite"
      >
        <HeartIcon />
        {icon ? null : t(favourite ? 'product.removeFavourite' : 'product.addFavourite')}
      </button>
      <ShopNoticeText id={noticeId} notice={notice} productName={productName} />
    </div>
  );
}
